/// A second calendar system's dates, for the line under each day (`--secondary dangi`).
public protocol SecondaryDating: AnyObject {
  /// The second calendar.
  var system: CalendarSystem { get }
  /// The date of `day` in that calendar.
  func date(of day: JulianDay) throws -> SecondaryDate
}
