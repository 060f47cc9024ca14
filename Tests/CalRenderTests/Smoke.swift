import Testing
@testable import CalendarModel

@Test func weekdayOfKnownDay() {
  #expect(JulianDay(isoYear: 2024, month: 2, day: 14).weekday == .wed)
}
