import CalendarModel

/// The decorations of a request, ready to put on any week row: week numbers, events by day,
/// secondary dates and accessible labels. Built once per document (events are looked up once for
/// every day shown), applied to month grids and week strips alike.
struct Decoration {
  let localization: any CalendarLocalization
  let weekNumbering: WeekNumbering?
  let accessibleLabels: Bool
  let secondary: (any SecondaryDating)?
  let eventsByDay: [JulianDay: [DayEvent]]?
  /// The days with holidays, sorted: few, so each week finds its own by searching, not by asking
  /// for every cell.
  let holidayDays: [(day: JulianDay, holidays: [DayHoliday])]?
  /// The days with events of the sky, sorted (the plan's, computed once for the document).
  let skyDays: [(day: JulianDay, sky: [DaySky])]

  init(
    layout: DocumentLayout, request: LayoutRequest, months: [MonthGrid], strip: WeekStrip?,
    skyDays: [(day: JulianDay, sky: [DaySky])] = []
  ) throws {
    self.skyDays = skyDays
    localization = layout.localization
    weekNumbering = request.weekNumbering
    accessibleLabels = request.accessibleLabels
    secondary = layout.secondary
    // The days shown are found only for what needs them.
    // (Whether there are events or holidays is asked of stored flags: unwrapping the optionals
    // copies them.)
    let shown = !layout.hasEvents && !layout.hasHolidays ? nil : Self.shownDays(months: months, strip: strip)
    if layout.hasEvents, let events = layout.events, let shown {
      eventsByDay = try events.days(in: shown)
    } else {
      eventsByDay = nil
    }
    if layout.hasHolidays, let holidays = layout.holidays, let shown {
      holidayDays = try holidays.holidays(in: shown).map { ($0.key, $0.value) }.sorted { $0.day < $1.day }
    } else {
      holidayDays = nil
    }
  }

  /// Every day a document shows, adjacent days included.
  static func shownDays(months: [MonthGrid], strip: WeekStrip?) -> ClosedRange<JulianDay>? {
    // A grid's days run in order: its first and last cells are its ends.
    var first: JulianDay?, last: JulianDay?
    func include(_ a: JulianDay?, _ b: JulianDay?) {
      if let a { first = first.map { min($0, a) } ?? a }
      if let b { last = last.map { max($0, b) } ?? b }
    }
    for month in months.indices {
      include(months[month].weeks.days.first?.date, months[month].weeks.days.last?.date)
    }
    if let strip { include(strip.week.days.first?.date, strip.week.days.last?.date) }
    guard let first, let last else { return nil }
    return first...last
  }

  /// Decorates a month's rows, in place in its buffer of days; its accessible labels are asked for
  /// in one call for the grid.
  func decorate(_ month: inout MonthGrid) throws {
    var labels: [FullDateLabel]?
    if accessibleLabels, let first = month.weeks.days.first?.date {
      // A grid's cells are consecutive days; those of the first and last months' rows outside the
      // span (December 0000, January 10000) have no calendar date to say, only their ISO date.
      let count = month.weeks.days.count
      let span = JulianDay.supportedRange
      let before = min(count, max(0, first.distance(to: span.lowerBound)))
      let after = min(count - before, max(0, span.upperBound.distance(to: first.advanced(by: count - 1))))
      let outside = { (offset: Int) in FullDateLabel(first.advanced(by: offset).isoString) }
      let inside =
        count - before - after > 0
        ? try localization.fullDateLabels(from: first.advanced(by: before), count: count - before - after, near: month.span)
        : []
      // Joined only at the span's ends: a concatenation copies every label (a retain each).
      labels = before == 0 && after == 0 ? inside : (0..<before).map(outside) + inside + (count - after..<count).map(outside)
    }
    for row in month.weeks.indices {
      if let number = try weekOfYear(of: month.weeks.days, row: 7 * row..<7 * row + 7) {
        month.weeks.setWeekOfYear(number, row: row)
      }
    }
    try decorate(&month.weeks.days, labels: labels)
  }

  /// Decorates a week strip's days.
  func decorate(_ week: inout Week) throws {
    var days = Array(week.days)
    if let number = try weekOfYear(of: days, row: days.indices) { week.weekOfYear = number }
    try decorate(&days, labels: nil)
    week.days = WeekDays(days)
  }

  /// The week number of the row `row` of `days`, when weeks are numbered.
  private func weekOfYear(of days: [DayCell], row: Range<Int>) throws -> WeekOfYear? {
    guard let weekNumbering, row.count == 7 else { return nil }
    // The week of a row is the week of its fourth cell, whichever rule numbers it. A locale's week
    // is the row itself (both start on the first weekday), so at the ends of the span any of its
    // days inside the span names it; a row whose week-year begins outside the span is left
    // unnumbered.
    var day = days[row.lowerBound + 3].date
    let span = JulianDay.supportedRange
    let atSpanEnd = !span.contains(days[row.lowerBound].date) || !span.contains(days[row.upperBound - 1].date)
    if weekNumbering == .locale, !span.contains(day) {
      // A day of the month the row shows (January 1 CE of the Julian calendar lies before the
      // span's first day, 0001-01-01 in the proleptic Gregorian calendar), else one in the span.
      let inMonth = row.map { days[$0] }.filter(\.inMonth).map(\.date)
      day = inMonth.min { abs($0.distance(to: day)) < abs($1.distance(to: day)) }
        ?? min(max(day, span.lowerBound), span.upperBound)
    }
    let number: (weekOfYear: Int, weekYear: Int)
    do {
      number = try localization.week(of: day, numbering: weekNumbering)
    } catch let error as CalendarError where atSpanEnd || error.code == .outOfRange {
      // The week-year begins outside the span (the year view of 0001 in the islamic calendar is
      // of year -640 AH, whose first month precedes it): the row stays unnumbered.
      return WeekOfYear()
    }
    return WeekOfYear(
      number: number.weekOfYear, year: number.weekYear, label: try localization.numberLabel(number.weekOfYear))
  }

  /// Decorates consecutive days; `labels`, when given, are their accessible labels, index for index.
  private func decorate(_ days: inout [DayCell], labels: [FullDateLabel]?) throws {
    // The grid's labels first, while its cells are plain: they share one out-of-line part (a
    // holiday or event set after copies the buffer's reference into the cell's own).
    if accessibleLabels, let labels { days.setFullDateLabels(labels) }
    if let holidayDays, !holidayDays.isEmpty, let first = days.first?.date, let last = days.last?.date {
      // Cells hold consecutive days: a holiday's cell is its distance from the first.
      var index = holidayDays.partitioningIndex { $0.day >= first }
      while index < holidayDays.count && holidayDays[index].day <= last {
        let cell = first.distance(to: holidayDays[index].day)
        if cell < days.count { days[cell].holidays = holidayDays[index].holidays }
        index += 1
      }
    }
    if !skyDays.isEmpty, let first = days.first?.date, let last = days.last?.date {
      var index = skyDays.partitioningIndex { $0.day >= first }
      while index < skyDays.count && skyDays[index].day <= last {
        let cell = first.distance(to: skyDays[index].day)
        if cell < days.count { days[cell].sky = skyDays[index].sky }
        index += 1
      }
    }
    let fullDates = accessibleLabels && labels == nil
    guard eventsByDay != nil || secondary != nil || fullDates else { return }
    for cell in days.indices {
      let date = days[cell].date
      if let eventsByDay { days[cell].events = eventsByDay[date] ?? [] }
      // A day outside the span (a first or last grid's edge) has no date in another calendar.
      let inSpan = JulianDay.supportedRange.contains(date)
      if let secondary { days[cell].secondary = inSpan ? try secondary.date(of: date) : nil }
      if fullDates {
        days[cell].fullDateLabel = FullDateLabel(inSpan ? try localization.fullDate(date) : date.isoString)
      }
    }
  }
}

extension Array {
  /// The first index whose element satisfies `predicate`, which must be false then true along the
  /// array (binary search).
  func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
    var low = 0, high = count
    while low < high {
      let middle = (low + high) / 2
      if predicate(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
