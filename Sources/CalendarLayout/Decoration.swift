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

  init(layout: DocumentLayout, request: LayoutRequest, months: [MonthGrid], strip: WeekStrip?) throws {
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
    // The ends of each row, read in place (gathering the rows into one array first cost more
    // than a month's holiday lookup).
    var first: JulianDay?, last: JulianDay?
    func include(_ week: Week) {
      if let day = week.days.first?.date { first = first.map { min($0, day) } ?? day }
      if let day = week.days.last?.date { last = last.map { max($0, day) } ?? day }
    }
    for month in months.indices {
      for row in months[month].weeks.indices { include(months[month].weeks[row]) }
    }
    if let strip { include(strip.week) }
    guard let first, let last else { return nil }
    return first...last
  }

  /// Decorates a month's rows; its accessible labels are asked for in one call for the grid.
  func decorate(_ month: inout MonthGrid) throws {
    var labels: [FullDateLabel]?
    if accessibleLabels, let first = month.weeks.first?.days.first?.date {
      // A grid's cells are consecutive days.
      let count = month.weeks.reduce(0) { $0 + $1.days.count }
      labels = try localization.fullDateLabels(from: first, count: count, near: month.span)
    }
    var offset = 0
    for row in month.weeks.indices {
      try decorate(&month.weeks[row], labels: labels, from: offset)
      offset += month.weeks[row].days.count
    }
  }

  /// Decorates a row; `labels` (from `offset` on), when given, are its days' accessible labels.
  func decorate(_ week: inout Week, labels: [FullDateLabel]? = nil, from offset: Int = 0) throws {
    if let weekNumbering, week.days.count == 7 {
      // The week of a row is the week of its fourth cell, whichever rule numbers it.
      let number = try localization.week(of: week.days[3].date, numbering: weekNumbering)
      week.weekNumber = number.weekOfYear
      week.weekYear = number.weekYear
      week.weekLabel = try localization.numberLabel(number.weekOfYear)
    }
    if let holidayDays, !holidayDays.isEmpty, let first = week.days.first?.date, let last = week.days.last?.date {
      // Cells hold consecutive days: a holiday's cell is its distance from the first.
      var index = holidayDays.partitioningIndex { $0.day >= first }
      while index < holidayDays.count && holidayDays[index].day <= last {
        let column = first.distance(to: holidayDays[index].day)
        if column < week.days.count { week.days[column].holidays = holidayDays[index].holidays }
        index += 1
      }
    }
    guard eventsByDay != nil || secondary != nil || accessibleLabels else { return }
    for column in week.days.indices {
      let date = week.days[column].date
      if let eventsByDay { week.days[column].events = eventsByDay[date] ?? [] }
      if let secondary { week.days[column].secondary = try secondary.date(of: date) }
      if accessibleLabels {
        week.days[column].fullDateLabel = try labels.map { $0[offset + column] } ?? FullDateLabel(localization.fullDate(date))
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
