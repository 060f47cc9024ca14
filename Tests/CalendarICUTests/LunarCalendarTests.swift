import CalRenderTestSupport
import CalendarICU
import CalendarModel
import Foundation
import Testing

/// Every month start of the Chinese and Korean lunar calendars 1900–2100, as calrender reckons them
/// (ICU 72 with `LunarMonthCorrection`), against implementations that share nothing with ICU:
/// PyPI sxtwl (China's astronomical reckoning) and korean-lunar-calendar (KASI's table, which ends in
/// 2050), run through scripts/lunar_oracle.py; and the Umm al-Qura calendar 1343–1500 AH against
/// hijridate (the official tables).
@Suite("Lunar calendars")
struct LunarCalendarTests {
  /// Our month starts, as the oracle prints them: `YEAR MONTHCODE YYYY-MM-DD`.
  static func ourMonthStarts(_ system: CalendarSystem, from first: Int, to last: Int) throws -> [String] {
    let arithmetic = try ICUCalendarArithmetic(locale: try LocaleResolver().resolve("en_US"), system: system)
    let stop = JulianDay(isoYear: last + 1, month: 1, day: 1)
    var month = try arithmetic.month(containing: JulianDay(isoYear: first, month: 1, day: 1))
    var lines: [String] = []
    while month.start < stop {
      if month.start.isoComponents.year >= first {
        lines.append("\(month.year) \(month.code) \(month.start.isoString)")
      }
      month = try arithmetic.month(after: month)
    }
    return lines
  }

  static func oracle(_ arguments: [String]) throws -> [String] {
    let result = try TestSupport.lunarOracle(arguments)
    #expect(result.status == 0, "\(result.stderr) (pip install sxtwl korean-lunar-calendar hijridate)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  @Test(arguments: [
    (CalendarSystem.chinese, 1900, 2100), (CalendarSystem.dangi, 1900, 2050),
    (CalendarSystem.islamicUmalqura, 1924, 2077),
  ])
  func everyMonthStartAgreesWithAnIndependentImplementation(system: CalendarSystem, first: Int, last: Int) throws {
    let expected = try Self.oracle([system.identifier, String(first), String(last)])
    var ours = try Self.ourMonthStarts(system, from: first, to: last)
    if system == .islamicUmalqura {
      // The official tables run from 1343 to 1500 AH.
      ours = ours.filter { line in line.prefix(4).description >= "1343" && line.prefix(4).description <= "1500" }
    }
    #expect(expected.count > (last - first) * 12)
    let missing = Set(expected).subtracting(ours).sorted(), extra = Set(ours).subtracting(expected).sorted()
    #expect(missing.isEmpty && extra.isEmpty, "oracle only: \(missing.prefix(20)); calrender only: \(extra.prefix(20))")
    #expect(ours.count == expected.count)
  }

  /// The corrections, one by one: month lookups by code, days, and the neighbouring months' lengths.
  @Test func correctedMonthsByCode() throws {
    let locale = try LocaleResolver().resolve("zh_CN")
    let chinese = try ICUCalendarArithmetic(locale: locale, system: .chinese)
    #expect(try chinese.day(1, year: 2027, code: MonthCode(number: 1)) == JulianDay(isoYear: 2027, month: 2, day: 6))
    #expect(try chinese.day(1, year: 2030, code: MonthCode(number: 1)) == JulianDay(isoYear: 2030, month: 2, day: 3))
    let leap = try chinese.month(year: 1987, code: MonthCode(number: 6, isLeap: true))
    #expect(leap.start == JulianDay(isoYear: 1987, month: 7, day: 26))
    #expect(throws: CalendarError.self) { try chinese.month(year: 1987, code: MonthCode(number: 7, isLeap: true)) }
    let december = try chinese.month(containing: JulianDay(isoYear: 2027, month: 2, day: 5))
    #expect(december.end == JulianDay(isoYear: 2027, month: 2, day: 6))
    let january = try chinese.month(after: december)
    #expect(january.previousMonthLastDay == december.daysInMonth)
    #expect(try chinese.months(ofYear: 1987).map(\.code.description).contains("M06L"))
    let dangi = try ICUCalendarArithmetic(locale: try LocaleResolver().resolve("ko_KR"), system: .dangi)
    #expect(try dangi.day(1, year: 2017, code: MonthCode(number: 2)) == JulianDay(isoYear: 2017, month: 2, day: 26))
  }

  /// ICU's formats label a corrected day by a day ICU agrees on: 2027-02-06 is 正月初一, not 腊月三十.
  @Test func secondaryLabelsFollowTheCorrection() throws {
    let secondary = try SecondaryCalendar(locale: try LocaleResolver().resolve("zh_CN"), system: .chinese)
    let newYear = try secondary.date(of: JulianDay(isoYear: 2027, month: 2, day: 6))
    #expect(newYear.code == MonthCode(number: 1) && newYear.day == 1)
    let icuNewYear = try secondary.date(of: JulianDay(isoYear: 2027, month: 2, day: 7))
    #expect(icuNewYear.day == 2)
    #expect(newYear.monthLabel != nil)
    #expect(newYear.label != icuNewYear.label)
  }
}
