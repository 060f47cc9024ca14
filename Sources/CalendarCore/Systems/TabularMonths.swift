/// Months of the calendars whose years follow a fixed arithmetic rule, computed on Julian day
/// numbers without ICU, as ICU 72 reckons them:
/// - `persian`: ICU's 33-year arithmetic cycle (8 leap years), Farvardin…Shahrivar 31 days,
///   Mehr…Bahman 30, Esfand 29 (30 in a leap year);
/// - `coptic`, `ethiopic`: twelve months of 30 days and a thirteenth of 5 (6 every fourth year);
/// - `islamic-civil`, `islamic-tbla`: the 30-year cycle (11 leap years) with its Friday (civil) or
///   Thursday (astronomical) epoch, months of 30 and 29 days in turn, Dhu al-Hijjah 30 in a leap year;
/// - `indian`: the Saka year, starting on the Gregorian 22 March (21 March in a Gregorian leap
///   year), Chaitra 30 days (31 in a leap year), Vaisakha…Bhadra 31, Asvina…Phalguna 30.
///
/// Every day 40 days or more inside 0001-01-01…9999-12-31 is covered (its month is then wholly
/// inside); the tests compare every month of that span with ICU's.
package struct TabularMonths: ComputedMonths, Hashable {
  /// The rule of a calendar.
  enum Rule: Hashable, Sendable {
    case persian, coptic, ethiopic, islamicCivil, islamicTbla, indian
  }

  let rule: Rule
  private let first: JulianDay
  private let last: JulianDay

  /// The months of `system`, or nil when its months follow no rule computed here.
  public init?(system: CalendarSystem) {
    switch system {
    case .persian: rule = .persian
    case .coptic: rule = .coptic
    case .ethiopic: rule = .ethiopic
    case .islamicCivil: rule = .islamicCivil
    case .islamicTbla: rule = .islamicTbla
    case .indian: rule = .indian
    default: return nil
    }
    first = JulianDay(isoYear: 1, month: 1, day: 1).advanced(by: 40)
    last = JulianDay(isoYear: 9999, month: 12, day: 31).advanced(by: -40)
  }

  /// 1…29 through 1…31, shared by every month of that length (the thirteenth month of the
  /// Coptic and Ethiopic years, 5 or 6 days, has its own).

  public func computedMonth(containing day: JulianDay) -> MonthSpan? {
    guard day >= first && day <= last else { return nil }
    var year = Int((Double(day.value - newYear(1).value) / meanYear).rounded(.down)) + 1
    while newYear(year + 1) <= day { year += 1 }
    while newYear(year) > day { year -= 1 }
    var start = newYear(year)
    var previous = length(year: year - 1, index: monthCount - 1)
    for index in 0..<monthCount {
      let days = length(year: year, index: index)
      if day < start.advanced(by: days) { return span(year: year, index: index, start: start, length: days, previous: previous) }
      start = start.advanced(by: days)
      previous = days
    }
    return nil  // not reached: the months of a year end at the next new year
  }

  public func computedMonth(year: Int, code: MonthCode) -> MonthSpan? {
    guard !code.isLeap, (1...monthCount).contains(code.number) else { return nil }
    var start = newYear(year)
    var previous = length(year: year - 1, index: monthCount - 1)
    for index in 0..<(code.number - 1) {
      previous = length(year: year, index: index)
      start = start.advanced(by: previous)
    }
    let days = length(year: year, index: code.number - 1)
    guard start >= first && start.advanced(by: days - 1) <= last else { return nil }
    return span(year: year, index: code.number - 1, start: start, length: days, previous: previous)
  }

  private func span(year: Int, index: Int, start: JulianDay, length: Int, previous: Int) -> MonthSpan {
    let numbers = DayNumbers.of(length: length)
    return MonthSpan(
      year: year, code: MonthCode(number: index + 1), start: start, end: start.advanced(by: length), dayNumbers: numbers,
      previousMonthLastDay: previous)
  }

  private var monthCount: Int { rule == .coptic || rule == .ethiopic ? 13 : 12 }

  private var meanYear: Double {
    switch rule {
    case .persian: 365 + 8.0 / 33
    case .coptic, .ethiopic, .indian: 365.25
    case .islamicCivil, .islamicTbla: 354 + 11.0 / 30
    }
  }

  /// The first day of `year` (as ICU's extended year counts it).
  func newYear(_ year: Int) -> JulianDay {
    switch rule {
    case .persian:
      return JulianDay(1_948_320 + 365 * (year - 1) + Self.floorDiv(8 * year + 21, 33))
    case .coptic:
      return JulianDay(1_824_665 + 365 * year + Self.floorDiv(year, 4))
    case .ethiopic:
      return JulianDay(1_723_856 + 365 * year + Self.floorDiv(year, 4))
    case .islamicCivil, .islamicTbla:
      let epoch = rule == .islamicCivil ? 1_948_440 : 1_948_439
      return JulianDay(epoch + (year - 1) * 354 + Self.floorDiv(3 + 11 * year, 30))
    case .indian:
      let gregorian = year + 78
      return JulianDay(isoYear: gregorian, month: 3, day: Self.isGregorianLeap(gregorian) ? 21 : 22)
    }
  }

  /// Days in the month at `index` (0-based) of `year`.
  func length(year: Int, index: Int) -> Int {
    switch rule {
    case .persian:
      return index < 6 ? 31 : index < 11 ? 30 : (Self.isPersianLeap(year) ? 30 : 29)
    case .coptic, .ethiopic:
      return index < 12 ? 30 : (Self.floorMod(year, 4) == 3 ? 6 : 5)
    case .islamicCivil, .islamicTbla:
      if index == 11 && Self.floorMod(14 + 11 * year, 30) < 11 { return 30 }
      return index % 2 == 0 ? 30 : 29
    case .indian:
      if index == 0 { return Self.isGregorianLeap(year + 78) ? 31 : 30 }
      return index < 6 ? 31 : 30
    }
  }

  private static func isPersianLeap(_ year: Int) -> Bool { floorMod(25 * year + 11, 33) < 8 }

  private static func isGregorianLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

  private static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

  private static func floorMod(_ a: Int, _ b: Int) -> Int { a - floorDiv(a, b) * b }
}
