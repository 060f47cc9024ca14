/// A locale's words for the fields a picker moves by and for today (CLDR `fields`).
public struct PickerFieldNames: Hashable, Sendable {
  /// "Year", "년".
  public var year: String?
  /// "Month", "월".
  public var month: String?
  /// "Week", "주".
  public var week: String?
  /// "Day", "일".
  public var day: String?
  /// "Today", "오늘".
  public var today: String?

  /// Field names.
  public init(year: String?, month: String?, week: String?, day: String?, today: String?) {
    self.year = year
    self.month = month
    self.week = week
    self.day = day
    self.today = today
  }
}
