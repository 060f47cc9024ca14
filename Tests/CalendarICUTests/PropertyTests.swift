import CalRenderTestSupport
import CalendarICU
import CalendarModel
import Testing

@Suite("Property tests")
struct PropertyTests {
  /// Every Gregorian month of years 1…9999, under all seven first weekdays, agrees with the naive grid.
  @Test func everyGregorianMonthMatchesNaiveGrid() throws {
    let arithmetic = try ICUCalendarArithmetic(
      locale: LocaleResolver().resolve("en_US"), system: .gregorian, reform: .gregorian)
    var month = try arithmetic.month(year: 1, code: MonthCode(number: 1))
    var checked = 0
    for year in 1...9999 {
      for number in 1...12 {
        #expect(month.year == year && month.code == MonthCode(number: number))
        #expect(month.daysInMonth == NaiveGregorian.daysIn(year, number))
        #expect(month.start == JulianDay(isoYear: year, month: number, day: 1))
        for first in Weekday.allCases {
          let weeks = GridBuilder(firstWeekday: first, weekend: []).weeks(of: month) { String($0) }
          let cells = weeks.map { $0.days.map { $0.inMonth ? $0.day : 0 } }
          let expected = NaiveGregorian.grid(year, number, first: first.rawValue - 1)
          if cells != expected {
            Issue.record("\(year)-\(number) first \(first.key): \(cells) != \(expected)")
            return
          }
        }
        checked += 1
        if year < 9999 || number < 12 { month = try arithmetic.month(after: month) }
      }
    }
    #expect(checked == 9999 * 12)
  }

  /// JulianDay's ISO conversions round-trip and agree with the naive weekday.
  @Test func julianDayRoundTrip() {
    for year in stride(from: 1, through: 9999, by: 7) {
      for month in 1...12 {
        let day = JulianDay(isoYear: year, month: month, day: 1)
        let back = day.isoComponents
        #expect(back.year == year && back.month == month && back.day == 1)
        #expect(day.weekday.rawValue - 1 == NaiveGregorian.weekday(year, month, 1))
      }
    }
    #expect(JulianDay(isoYear: 0, month: 12, day: 30).isoString == "0000-12-30")
    #expect(JulianDay(isoYear: 10000, month: 1, day: 1).isoString == "+10000-01-01")
    #expect(JulianDay(isoString: "2023-02-29") == nil)
    #expect(JulianDay(isoString: "2024-02-29") == JulianDay(isoYear: 2024, month: 2, day: 29))
  }
}
