import CalendarModel
import Testing

@Suite("Weekdays and month codes")
struct WeekdayAndMonthCodeTests {
  @Test func weekdayArithmetic() {
    #expect(Weekday.week(startingOn: .sat).map(\.key) == ["sat", "sun", "mon", "tue", "wed", "thu", "fri"])
    #expect(Weekday.sun.distance(from: .mon) == 6)
    #expect(Weekday.mon.advanced(by: -1) == .sun)
    // A Monday-first locale with a month starting on Sunday: six leading cells, never negative.
    let span = MonthSpan(
      year: 2024, code: MonthCode(number: 9), start: JulianDay(isoYear: 2024, month: 9, day: 1),
      end: JulianDay(isoYear: 2024, month: 10, day: 1), dayNumbers: Array(1...30), previousMonthLastDay: 31)
    #expect(GridBuilder(firstWeekday: .mon, weekend: []).leadingCells(of: span) == 6)
    #expect(GridBuilder(firstWeekday: .sun, weekend: []).leadingCells(of: span) == 0)
  }

  @Test func monthCodes() {
    #expect(MonthCode(argument: "5L") == MonthCode(number: 5, isLeap: true))
    #expect(MonthCode(argument: "M05L") == MonthCode(number: 5, isLeap: true))
    #expect(MonthCode(argument: "02") == MonthCode(number: 2))
    #expect(MonthCode(argument: "x") == nil)
    #expect(MonthCode(argument: "0") == nil)
    #expect(MonthCode(number: 13).description == "M13")
  }
}
