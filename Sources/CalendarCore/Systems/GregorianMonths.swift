/// Months of the Gregorian calendar and the systems that count its months with other year numbers
/// (`buddhist`, `roc`, `iso8601`), computed on Julian day numbers without ICU, from November 1582
/// on — after the 1582 change-over, where ICU's Gregorian calendar is Gregorian too. A document of
/// consecutive months then costs no ICU call for its arithmetic; the tests compare every month of
/// 1582–9999 with ICU's.
package struct GregorianMonths: ComputedMonths, Hashable {
  /// The first day computed here: 1582-11-01.
  public static let firstDay = JulianDay(isoYear: 1582, month: 11, day: 1)
  /// The last day of the span every calendar covers.
  public static let lastDay = JulianDay(isoYear: 9999, month: 12, day: 31)

  /// What to add to the Gregorian year for the year people of the calendar write.
  public let yearOffset: Int

  /// Months whose years are Gregorian years plus `yearOffset`.
  public init(yearOffset: Int) { self.yearOffset = yearOffset }

  /// Whether `day`'s month is computed here.
  public func covers(_ day: JulianDay) -> Bool { day >= Self.firstDay && day <= Self.lastDay }

  /// The month containing `day` (which ``covers(_:)``).
  public func month(containing day: JulianDay) -> MonthSpan {
    let (year, month, dayOfMonth) = day.isoComponents
    let start = day.advanced(by: 1 - dayOfMonth)
    let length = Self.length(year: year, month: month)
    let previous = month == 1 ? 31 : Self.length(year: year, month: month - 1)
    return MonthSpan(
      year: year + yearOffset, code: MonthCode(number: month), start: start, end: start.advanced(by: length),
      dayNumbers: DayNumbers.of(length: length), previousMonthLastDay: previous)
  }

  public func computedMonth(containing day: JulianDay) -> MonthSpan? { covers(day) ? month(containing: day) : nil }

  /// The month `code` of `year` (years as the calendar counts them), or nil outside 1583…9999 or
  /// for a month code Gregorian years do not have.
  public func computedMonth(year: Int, code: MonthCode) -> MonthSpan? {
    let gregorianYear = year - yearOffset
    guard !code.isLeap, (1...12).contains(code.number), gregorianYear >= 1583, gregorianYear <= 9999 else { return nil }
    return month(containing: JulianDay(isoYear: gregorianYear, month: code.number, day: 1))
  }

  /// Days in a Gregorian month.
  public static func length(year: Int, month: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// 1…28 through 1…31, shared by every month of that length.
}
