// Identities for SwiftUI's `ForEach` and diffing: a day, a week and a month are each one span of
// days, named by their first day (unique within their grid and document).

extension DayCell: Identifiable {
  /// The day itself.
  public var id: JulianDay { date }
}

extension Week: Identifiable {
  /// The week's first day (in display order).
  public var id: JulianDay { days[0].date }
}

extension MonthGrid: Identifiable {
  /// The month's first day.
  public var id: JulianDay { span.start }
}
