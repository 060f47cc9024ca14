/// One cell of a week row.
public struct DayCell: Hashable, Sendable {
  public var date: JulianDay
  /// The day number in the display calendar (of the adjacent month when not `inMonth`).
  public var day: Int
  /// The bare day number in the locale's digits (`28`, `٢٨`).
  public var label: String
  public var weekday: Weekday
  public var inMonth: Bool
  public var isWeekend: Bool
  public var isToday: Bool
  /// The day named on the command line.
  public var isFocus: Bool
  /// Its part in the selection, if selected.
  public var selection: Selection.Role?
  /// The events on this day, in order (all-day first, then by start).
  public var events: [DayEvent] = []
  /// The holidays of this day, in order (by region, then id).
  public var holidays: [DayHoliday] = []
  /// The date in the secondary calendar (`--secondary`).
  public var secondary: SecondaryDate?
  /// The full date as the locale writes it ("2024년 2월 14일 수요일"), for accessible outputs.
  public var accessibleLabel: String?

  /// Whether a holiday makes this a day off (drawn like the locale's Sunday).
  public var isDayOff: Bool { holidays.contains { $0.kind.isDayOff } }

  public init(
    date: JulianDay, day: Int, label: String, weekday: Weekday, inMonth: Bool, isWeekend: Bool,
    isToday: Bool, isFocus: Bool, selection: Selection.Role? = nil
  ) {
    self.date = date
    self.day = day
    self.label = label
    self.weekday = weekday
    self.inMonth = inMonth
    self.isWeekend = isWeekend
    self.isToday = isToday
    self.isFocus = isFocus
    self.selection = selection
  }
}

/// A row of seven consecutive days, starting on the first weekday.
public struct Week: Hashable, Sendable {
  public var weekNumber: Int?
  public var weekYear: Int?
  /// The week number in the locale's digits.
  public var weekLabel: String?
  public var days: [DayCell]

  public init(weekNumber: Int? = nil, weekYear: Int? = nil, weekLabel: String? = nil, days: [DayCell]) {
    self.weekNumber = weekNumber
    self.weekYear = weekYear
    self.weekLabel = weekLabel
    self.days = days
  }
}
