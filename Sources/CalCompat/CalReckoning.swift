import CalendarModel

/// The calendar util-linux `cal` computes with: Julian before a change-over, Gregorian from it, for
/// any positive year (cal accepts years past 9999). Pure arithmetic on Julian day numbers; this is
/// `cal`'s own two-calendar system, which is what `--compat cal` must reproduce.
public struct CalReckoning: Sendable, Hashable {
  /// The Julian day of the first Gregorian day; nil for Julian throughout, `Int.min` for Gregorian.
  public var firstGregorianDay: Int?
  /// The last Julian-reckoned year, for leap years (1752 under the British reform).
  let lastJulianYear: Int

  /// `--reform 1752` (cal's default), `gregorian` (also `iso`), or `julian`.
  public init(reform: CalReform) {
    switch reform {
    case .gregorian:
      firstGregorianDay = Int.min
      lastJulianYear = Int.min
    case .julian:
      firstGregorianDay = nil
      lastJulianYear = Int.max
    case .r1752:
      firstGregorianDay = JulianDay(isoYear: 1752, month: 9, day: 14).value
      lastJulianYear = 1752
    }
  }

  /// Whether `year` is the year of a change-over within it (1752 under cal's default reform).
  public func isReformYear(_ year: Int) -> Bool {
    firstGregorianDay != nil && firstGregorianDay != Int.min && year == lastJulianYear
  }

  /// Whether `year` has a 29 February: every fourth year up to the reform, the Gregorian rule after.
  public func isLeap(_ year: Int) -> Bool {
    year <= lastJulianYear ? year % 4 == 0 : (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// Days in a month as numbered (September 1752 counts to 30).
  public func daysIn(_ year: Int, _ month: Int) -> Int {
    [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  }

  /// The Julian day of a date, in whichever reckoning it falls (nil when it was skipped).
  public func julianDay(_ year: Int, _ month: Int, _ day: Int) -> Int? {
    let julian = Self.julianCalendarDay(year, month, day)
    guard let first = firstGregorianDay else { return julian }
    if first != Int.min && julian < first { return julian }
    let gregorian = JulianDay(isoYear: year, month: month, day: day).value
    return gregorian >= first ? gregorian : nil
  }

  /// The days of a month that exist, in order, as (day number, Julian day).
  public func days(_ year: Int, _ month: Int) -> [(day: Int, julianDay: Int)] {
    (1...daysIn(year, month)).compactMap { day in julianDay(year, month, day).map { (day, $0) } }
  }

  /// Day of the year as cal numbers it: skipped days still count (the 14th of September 1752 is 258).
  public func ordinal(_ year: Int, _ month: Int, _ day: Int) -> Int {
    var total = day
    for previous in stride(from: 1, to: month, by: 1) { total += daysIn(year, previous) }
    return total
  }

  /// 0 = Sunday … 6 = Saturday (cal's numbering, which its week arithmetic uses).
  public static func weekday(_ julianDay: Int) -> Int { ((julianDay + 1) % 7 + 7) % 7 }

  /// The day of the week of a Julian day.
  public static func dayOfWeek(_ julianDay: Int) -> Weekday { Weekday.sun.advanced(by: weekday(julianDay)) }

  /// The Julian calendar's Julian day number (valid for any year ≥ -4712).
  static func julianCalendarDay(_ year: Int, _ month: Int, _ day: Int) -> Int {
    let a = (14 - month) / 12
    let y = year + 4800 - a
    let m = month + 12 * a - 3
    return day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32083
  }
}
