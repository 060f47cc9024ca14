/// A row of seven consecutive days, starting on the first weekday.
///
/// A month grid keeps its rows' days in one flat buffer (``WeekRows/days``); a `Week` is a view of
/// seven of them, given out by ``WeekRows`` — making one allocates nothing. A week strip owns its
/// days the same way.
public struct Week: Hashable, Sendable {
  /// The row's week of the year, when weeks are numbered (all nil when they are not).
  public var weekOfYear: WeekOfYear
  /// The seven days, in display order from the first weekday (indices from 0).
  public var days: WeekDays

  /// The week of the year under the document's week rules, when weeks are numbered.
  public var weekNumber: Int? {
    @inlinable get { weekOfYear.number }
    set { weekOfYear.number = newValue }
  }
  /// The year the week number counts in (the week-based year: 2025 for 2024-12-30 under ISO 8601).
  public var weekYear: Int? {
    @inlinable get { weekOfYear.year }
    set { weekOfYear.year = newValue }
  }
  /// The week number in the locale's digits.
  public var weekLabel: String? {
    @inlinable get { weekOfYear.label }
    set { weekOfYear.label = newValue }
  }

  /// A row of days (seven, to stand in a ``WeekRows``).
  public init(weekNumber: Int? = nil, weekYear: Int? = nil, weekLabel: String? = nil, days: [DayCell]) {
    self.init(weekOfYear: WeekOfYear(number: weekNumber, year: weekYear, label: weekLabel), days: WeekDays(days))
  }

  /// A row of days with its week of the year.
  public init(weekOfYear: WeekOfYear, days: WeekDays) {
    self.weekOfYear = weekOfYear
    self.days = days
  }
}
