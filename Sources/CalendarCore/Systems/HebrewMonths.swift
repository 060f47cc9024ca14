/// Months of the Hebrew calendar computed on Julian day numbers without ICU: the fixed arithmetic
/// calendar of Maimonides (the molad of Tishri and the four postponement rules). ICU's
/// `HebrewCalendar` reckons the same but for one slip of ICU 72 (``icuPostponesTwice(_:)``), which
/// ``icuSlipCorrections()`` corrects in ICU's own arithmetic, as the Chinese calendar's are. Years
/// anno mundi 3762…13759, every year wholly inside 0001-01-01…9999-12-31; the tests compare each of
/// their months with ICU's, and the years ICU has wrong with two independent reckonings.
///
/// Month codes as cli.md counts them: Tishri `M01` … Shevat `M05`, Adar I `M05L` (leap years
/// only), Adar (Adar II in a leap year) `M06`, Nisan `M07` … Elul `M12`.
package struct HebrewMonths: ComputedMonths, Hashable {
  /// The first and last years computed here.
  public static let years = 3762...13759

  private let first: JulianDay
  private let end: JulianDay
  /// 1…29 and 1…30 (of 1…28 through 1…31), shared by every month of that length.
  /// Hebrew months.
  public init() {
    first = Self.newYear(Self.years.lowerBound)
    end = Self.newYear(Self.years.upperBound + 1)
  }

  /// Whether `day` is in a year computed here (ICU's slip aside).
  public func covers(_ day: JulianDay) -> Bool { day >= first && day < end }

  public func computedMonth(containing day: JulianDay) -> MonthSpan? {
    guard covers(day) else { return nil }
    return month(containing: day)
  }

  /// The year whose months hold `day`.
  public static func year(containing day: JulianDay) -> Int {
    // Its new year is within a year of the estimate from the mean year's length.
    var year = Int((Double(day.value - epoch) / 365.2468).rounded(.down)) + 1
    while newYear(year + 1) <= day { year += 1 }
    while newYear(year) > day { year -= 1 }
    return year
  }

  /// The month containing `day` (which ``covers(_:)``).
  public func month(containing day: JulianDay) -> MonthSpan {
    let year = Self.year(containing: day)
    let start = Self.newYear(year)
    let length = start.distance(to: Self.newYear(year + 1))
    let leap = Self.isLeap(year)
    var monthStart = start
    var previous = Self.lastMonthLength
    for index in 0..<(leap ? 13 : 12) {
      let days = Self.length(index: index, leap: leap, yearLength: length)
      if day < monthStart.advanced(by: days) {
        return span(year: year, index: index, leap: leap, start: monthStart, length: days, previous: previous)
      }
      monthStart = monthStart.advanced(by: days)
      previous = days
    }
    preconditionFailure("a Hebrew year's months cover it")  // the loop ends at the next new year
  }

  public func computedMonth(year: Int, code: MonthCode) -> MonthSpan? {
    guard Self.years.contains(year) else { return nil }
    let leap = Self.isLeap(year)
    let index: Int
    switch (code.number, code.isLeap) {
    case (5, true): index = 5
    case (1...5, false): index = code.number - 1
    case (6...12, false): index = leap ? code.number : code.number - 1
    default: return nil
    }
    if code.isLeap && !leap { return nil }  // Adar I only in a leap year
    let length = Self.newYear(year).distance(to: Self.newYear(year + 1))
    var start = Self.newYear(year)
    var previous = Self.lastMonthLength
    for earlier in 0..<index {
      previous = Self.length(index: earlier, leap: leap, yearLength: length)
      start = start.advanced(by: previous)
    }
    return span(
      year: year, index: index, leap: leap, start: start, length: Self.length(index: index, leap: leap, yearLength: length),
      previous: previous)
  }

  private func span(year: Int, index: Int, leap: Bool, start: JulianDay, length: Int, previous: Int) -> MonthSpan {
    MonthSpan(
      year: year, code: Self.code(index: index, leap: leap), start: start, end: start.advanced(by: length),
      dayNumbers: DayNumbers.of(length: length), previousMonthLastDay: previous)
  }

  /// Whether ICU 72 reckons the month of `day` otherwise: in a year it starts late
  /// (``icuPostponesTwice(_:)``) or the year before.
  public static func icuSlips(at day: JulianDay) -> Bool {
    let year = year(containing: day)
    return icuPostponesTwice(year) || icuPostponesTwice(year + 1)
  }

  /// The months ICU 72 starts a day late, as corrections of ICU's arithmetic: where it starts `year`
  /// a day late it gives the year before one day more and the late year one day less, and its
  /// Heshvan and Kislev follow those lengths. Made from the rules, not a table; the tests compare
  /// every entry with ICU.
  public static func icuSlipCorrections() -> [LunarMonthCorrection] {
    var entries: [LunarMonthCorrection] = []
    for late in years where icuPostponesTwice(late) && years.contains(late - 1) {
      for year in [late - 1, late] {
        let start = newYear(year), end = newYear(year + 1)
        // ICU's bounds of the year: its late new year a day after the rules'.
        let icuStart = year == late ? start.advanced(by: 1) : start
        let icuEnd = year == late ? end : end.advanced(by: 1)
        let leap = isLeap(year)
        var (trueDay, icuDay) = (start, icuStart)
        for index in 0..<(leap ? 13 : 12) {
          if trueDay != icuDay {
            entries.append(
              LunarMonthCorrection(
                system: .hebrew, icuStart: icuDay, start: trueDay, year: year, code: code(index: index, leap: leap)))
          }
          trueDay = trueDay.advanced(by: length(index: index, leap: leap, yearLength: start.distance(to: end)))
          icuDay = icuDay.advanced(by: length(index: index, leap: leap, yearLength: icuStart.distance(to: icuEnd)))
        }
      }
    }
    return entries
  }

  /// Whether ICU 72 puts 1 Tishri of `year` a day late: after a leap year, a molad of Tishri on a
  /// Sunday between 9:32:43 and noon moves the new year to Monday (Sunday is never its first day),
  /// and ICU then applies the rule for a Monday molad after a leap year as well (BeTUTaKPaT), which
  /// concerns only a molad that falls on the Monday — so it starts the year on Tuesday, and the
  /// year before gets a 385th day. 53 years of 3762…13759, among them 5807 (1 Tishri is Monday
  /// 1 October 2046; ICU says Tuesday). The tests check this rule against ICU's raw reckoning in
  /// every year and the dates against two independent reckonings.
  public static func icuPostponesTwice(_ year: Int) -> Bool {
    guard isLeap(year - 1) else { return false }
    let parts = moladParts(year)
    // Parts since the Saturday 18:00 that starts the Hebrew Sunday, within the week.
    let inWeek = ((parts % weekParts) + weekParts) % weekParts
    return inWeek >= 15 * 1080 + 589 + 1 && inWeek < 18 * 1080
  }

  /// Parts (1/1080 hour) from the start of the Hebrew week (Saturday 18:00) before the molad of
  /// BaHaRaD to the molad of Tishri of `year`.
  private static func moladParts(_ year: Int) -> Int {
    let months = floorDiv(235 * year - 234, 19)
    return (25_920 + 5 * 1080 + 204) + months * (29 * 25_920 + 12 * 1080 + 793)
  }

  private static let weekParts = 7 * 25_920

  /// Whether a year has thirteen months: years 3, 6, 8, 11, 14, 17 and 19 of the 19-year cycle.
  public static func isLeap(_ year: Int) -> Bool { ((7 * year + 1) % 19 + 19) % 19 < 7 }

  /// Elul, the month before every Tishri, has 29 days.
  private static let lastMonthLength = 29

  /// The Julian day number of 1 Tishri AM 1: 7 October 3761 BCE (Julian).
  private static let epoch = 347_998

  /// Days from the epoch to the molad day of Tishri of `year`, after the first postponement rule
  /// (a molad at or after noon, and three weekdays that never start a year, are pushed on).
  private static func elapsedDays(_ year: Int) -> Int {
    let months = floorDiv(235 * year - 234, 19)
    let parts = 12_084 + 13_753 * months  // 1 day = 25,920 parts (chalakim)
    let days = 29 * months + floorDiv(parts, 25_920)
    return (3 * (days + 1)) % 7 < 3 ? days + 1 : days
  }

  /// 1 Tishri of `year`: the elapsed days, put off once more where the year would otherwise be
  /// 356 days long, or the year before 382.
  public static func newYear(_ year: Int) -> JulianDay {
    let before = elapsedDays(year - 1), this = elapsedDays(year), after = elapsedDays(year + 1)
    let delay = after - this == 356 ? 2 : (this - before == 382 ? 1 : 0)
    return JulianDay(epoch + this + delay)
  }

  /// Days in the month at `index` of the year (Tishri 0, …; a leap year's Adar I is 5).
  private static func length(index: Int, leap: Bool, yearLength: Int) -> Int {
    // Heshvan is long in a "complete" year (355 or 385 days); Kislev short in a "deficient" one.
    let ordinal = !leap && index >= 5 ? index + 1 : index
    switch ordinal {
    case 0: return 30  // Tishri
    case 1: return yearLength % 10 == 5 ? 30 : 29  // Heshvan
    case 2: return yearLength % 10 == 3 ? 29 : 30  // Kislev
    case 3: return 29  // Tevet
    case 4: return 30  // Shevat
    case 5: return 30  // Adar I
    case 6: return 29  // Adar (II)
    default: return ordinal % 2 == 1 ? 30 : 29  // Nisan 30, Iyar 29, Sivan 30, Tammuz 29, Av 30, Elul 29
    }
  }

  /// The month code at `index` of a year.
  private static func code(index: Int, leap: Bool) -> MonthCode {
    if leap {
      if index == 5 { return MonthCode(number: 5, isLeap: true) }
      return MonthCode(number: index < 5 ? index + 1 : index)
    }
    return MonthCode(number: index + 1)
  }

  private static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
}
