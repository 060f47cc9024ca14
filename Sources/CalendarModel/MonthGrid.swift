/// The headings of a month, in the locale's patterns.
public struct MonthHeadings: Hashable, Sendable {
  /// The title from the title skeleton (`2024년 2월`, `February 2024`).
  public var title: String
  /// The standalone month name (`LLLL`: nominative, where `MMMM` would give the genitive).
  public var monthLabel: String
  /// The year heading (skeleton `y`: `2024년`).
  public var yearLabel: String

  /// A month's headings.
  public init(title: String, monthLabel: String, yearLabel: String) {
    self.title = title
    self.monthLabel = monthLabel
    self.yearLabel = yearLabel
  }
}

/// A month laid out in week rows.
public struct MonthGrid: Hashable, Sendable {
  /// Which month, and its days.
  public var span: MonthSpan
  /// Its title, month name and year heading.
  public var headings: MonthHeadings
  /// Its week rows, four to six (six with fixed weeks): one flat buffer of days (``WeekRows/days``),
  /// seen row by row as ``Week``s.
  public var weeks: WeekRows

  /// A month laid out.
  public init(span: MonthSpan, headings: MonthHeadings, weeks: WeekRows) {
    self.span = span
    self.headings = headings
    self.weeks = weeks
  }
}
