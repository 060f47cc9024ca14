import CalendarHolidays
import CalendarICU
import CalendarSky
import CalendarModel
import Testing

/// Where no published table reaches (KASI's ends in 2050), the Korean lunar calendar is checked
/// against an astronomical reckoning that shares nothing with ICU: new moons (Meeus ch. 49) and the
/// principal solar terms (Meeus ch. 25, VSOP87) from CalendarSky dated at UTC+9. The same reckoning at UTC+8 reproduces
/// every Chinese month start sxtwl gives 1929–2100 (HolidayEngineTests), so it is a fair judge.
@Suite("Lunar calendars by astronomy")
struct LunarAstronomyTests {
  @Test(arguments: [(CalendarSystem.dangi, 540, 2051, 2100), (CalendarSystem.chinese, 480, 1950, 2100)])
  func monthStartsAndLeapMonthsFollowTheSkies(system: CalendarSystem, offset: Int, first: Int, last: Int) throws {
    let arithmetic = try ICUCalendarArithmetic(locale: try LocaleResolver().resolve("en_US"), system: system)
    var month = try arithmetic.month(containing: JulianDay(isoYear: first, month: 1, day: 1))
    let stop = JulianDay(isoYear: last + 1, month: 1, day: 1)
    // The principal terms (multiples of 30°) by day, for the years around.
    var principal: [JulianDay: Int] = [:]
    for year in (first - 1)...(last + 1) {
      for degrees in stride(from: 0, to: 360, by: 30) {
        principal[SolarTerms.day(reaching: Double(degrees), inYear: year, utcOffsetMinutes: offset)] = degrees
      }
    }
    var starts: [String] = []
    var leaps: [String] = []
    while month.start < stop {
      let newMoon = MoonPhases.event(.new, lunation: MoonPhases.lunation(nearest: Double(month.start.value)))
        .day(utcOffsetSeconds: offset * 60)
      if newMoon != month.start {
        starts.append("\(month.year) \(month.code) \(month.start.isoString) vs \(newMoon.isoString)")
      }
      let terms = (0..<month.daysInMonth).compactMap { principal[month.start.advanced(by: $0)] }
      // A leap month has no principal term; the month with the winter solstice is the 11th.
      if month.code.isLeap && !terms.isEmpty { leaps.append("\(month.year) \(month.code) has \(terms)") }
      if terms.contains(270) && month.code != MonthCode(number: 11) {
        leaps.append("\(month.year) \(month.code) has the solstice")
      }
      month = try arithmetic.month(after: month)
    }
    #expect(starts.isEmpty, "\(starts)")
    #expect(leaps.isEmpty, "\(leaps)")
  }
}
