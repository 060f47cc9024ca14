/// A day's date in a second calendar system, shown under the primary one (the Korean lunar date
/// under the solar date, the Hebrew date under the civil one).
public struct SecondaryDate: Hashable, Sendable {
  /// The secondary calendar system.
  public var calendar: CalendarSystem
  /// The year people of that calendar write (cli.md).
  public var year: Int
  /// The month in that calendar (`M05L`: a leap month).
  public var code: MonthCode
  /// The day of that month.
  public var day: Int
  /// The day as the locale writes it in that calendar (skeleton `Md`: "12. 18.", "闰2月3日").
  public var label: String
  /// The day number alone, in the locale's digits (compact cells).
  public var dayLabel: String
  /// On the first day of a secondary month: its name, leap months marked as the locale marks them.
  public var monthLabel: String?

  /// A date in a secondary calendar.
  public init(
    calendar: CalendarSystem, year: Int, code: MonthCode, day: Int, label: String, dayLabel: String,
    monthLabel: String?
  ) {
    self.calendar = calendar
    self.year = year
    self.code = code
    self.day = day
    self.label = label
    self.dayLabel = dayLabel
    self.monthLabel = monthLabel
  }

  /// What a day's cell shows: on a month's first day its name, else the day number. A name without
  /// a letter (ICU's th and some other locales name Chinese and Korean months by number: "3") would
  /// read as a day, so that month's start shows the day and month as the locale writes them
  /// (`label`, skeleton `Md`: "1/3").
  public var cellText: String {
    guard let monthLabel else { return dayLabel }
    return monthLabel.unicodeScalars.contains { $0.properties.isAlphabetic } ? monthLabel : label
  }
}
