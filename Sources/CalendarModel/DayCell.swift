/// One cell of a week row.
public struct DayCell: Hashable, Sendable {
  /// The day itself, the same in every calendar system.
  public var date: JulianDay
  /// The day number in the display calendar (of the adjacent month when not `inMonth`).
  public var day: Int
  /// The bare day number in the locale's digits (`28`, `٢٨`).
  public var label: String
  /// The day of the week (its column).
  public var weekday: Weekday
  /// Whether the day belongs to the month of its grid (else it fills a leading or trailing cell).
  public var inMonth: Bool
  /// Whether the locale counts its weekday as weekend (CLDR `weekendStart`…`weekendEnd`).
  public var isWeekend: Bool
  /// Whether it is the document's today.
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

  /// A cell; events, holidays, the secondary date and the accessible label are set after.
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
  /// The week of the year under the document's week rules, when weeks are numbered.
  public var weekNumber: Int?
  /// The year the week number counts in (the week-based year: 2025 for 2024-12-30 under ISO 8601).
  public var weekYear: Int?
  /// The week number in the locale's digits.
  public var weekLabel: String?
  /// The seven days, in display order from the first weekday.
  public var days: [DayCell]

  /// A row of seven days.
  public init(weekNumber: Int? = nil, weekYear: Int? = nil, weekLabel: String? = nil, days: [DayCell]) {
    self.weekNumber = weekNumber
    self.weekYear = weekYear
    self.weekLabel = weekLabel
    self.days = days
  }
}
