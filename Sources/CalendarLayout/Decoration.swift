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
    let shown = layout.events == nil && layout.holidays == nil ? nil : Self.shownDays(months: months, strip: strip)
    if let events = layout.events, let shown {
      eventsByDay = try events.days(in: shown)
    } else {
      eventsByDay = nil
    }
    if let holidays = layout.holidays, let shown {
      holidayDays = try holidays.holidays(in: shown).map { ($0.key, $0.value) }.sorted { $0.day < $1.day }
    } else {
      holidayDays = nil
    }
  }

  /// Every day a document shows, adjacent days included.
  static func shownDays(months: [MonthGrid], strip: WeekStrip?) -> ClosedRange<JulianDay>? {
    let rows = months.flatMap(\.weeks) + (strip.map { [$0.week] } ?? [])
    guard let first = rows.compactMap({ $0.days.first?.date }).min(),
      let last = rows.compactMap({ $0.days.last?.date }).max()
    else { return nil }
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
