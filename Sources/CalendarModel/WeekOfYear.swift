/// A week row's number, when the document numbers weeks: the week of the year under its week rules
/// (ICU `UCAL_WEEK_OF_YEAR` and `UCAL_YEAR_WOY`) and the number in the locale's digits.
public struct WeekOfYear: Hashable, Sendable {
  /// The week of the year (1…53).
  public var number: Int?
  /// The year the week number counts in (the week-based year: 2025 for 2024-12-30 under ISO 8601).
  public var year: Int?
  /// The week number in the locale's digits.
  public var label: String?

  /// A row's week number; all nil for a row that is not numbered.
  public init(number: Int? = nil, year: Int? = nil, label: String? = nil) {
    self.number = number
    self.year = year
    self.label = label
  }

  /// Whether the row carries no week number at all.
  @inlinable public var isEmpty: Bool { number == nil && year == nil && label == nil }
}
