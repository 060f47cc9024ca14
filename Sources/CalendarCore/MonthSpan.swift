/// One month of a calendar system, as its arithmetic gives it: which month it is and which days it has.
public struct MonthSpan: Hashable, Sendable {
  /// The year people of the calendar write (cli.md).
  public var year: Int
  /// Which month of the year (`M02`, `M05L`).
  public var code: MonthCode
  // `Optional<…>`, not `T?`: see ``CalendarDocument``'s optional parts (a span is made and copied
  // for every month).
  /// The era code and year where the calendar counts by eras (japanese `reiwa` 6), else nil.
  public var era: Optional<String>
  /// The year within ``era``.
  public var eraYear: Optional<Int>
  /// The first day of the month.
  public var start: JulianDay
  /// The first day of the next month.
  public var end: JulianDay
  /// The month's day numbers in order; 1…n except across a Gregorian change-over (1…4, 15…31).
  public var dayNumbers: [Int]
  /// The day number of the previous month's last day and the next month's first days' numbering
  /// start, for the adjacent cells of a grid.
  public var previousMonthLastDay: Int

  /// A month of a calendar system.
  public init(
    year: Int, code: MonthCode, era: String? = nil, eraYear: Int? = nil, start: JulianDay, end: JulianDay,
    dayNumbers: [Int], previousMonthLastDay: Int
  ) {
    self.year = year
    self.code = code
    self.era = era
    self.eraYear = eraYear
    self.start = start
    self.end = end
    self.dayNumbers = dayNumbers
    self.previousMonthLastDay = previousMonthLastDay
  }

  /// How many days exist in the month (19 for September 1752 under the 1752 reform).
  public var daysInMonth: Int { dayNumbers.count }

  /// The last day of the month.
  public var last: JulianDay { end.advanced(by: -1) }

  /// The day number of a day in this month.
  public func dayNumber(of day: JulianDay) -> Int { dayNumbers[start.distance(to: day)] }
}
