import CalendarHolidays
import CalendarICU
import CalendarModel
import LocaleOverlays
import Testing

/// The holidays of a range: only the rule years it reaches are computed, and Umm al-Qura-dated
/// rules give days only inside the calendar's table (docs/holidays.md).
@Suite("Holidays of a range")
struct HolidayRangeTests {
  /// A range computes only the rule years that reach it (and the next year's days off only when a
  /// substitute runs into it): every month, and the turn of each year, has exactly the holidays the
  /// whole years list, in every region, in years with substitutes across New Year (2021: New
  /// Year's Day 2022 is a Saturday; 2027: Christmas is).
  @Test(arguments: [2021, 2022, 2027])
  func monthsHaveTheirYearsHolidays(year: Int) throws {
    let catalog = LocaleOverlays.holidayCatalog()
    let locale = try LocaleResolver().resolve("en_US")
    for code in catalog.codes {
      let region = try catalog.region(code)
      let whole = HolidayCalendar(
        regions: [region], language: "en", arithmetic: ICUCalendarArithmetic.factory(locale: locale))
      var all: [Holiday] = []
      for y in (year - 1)...(year + 1) { all += try whole.holidays(inYear: y) }
      var ranges: [ClosedRange<JulianDay>] = (1...12).map { month in
        let first = JulianDay(isoYear: year, month: month, day: 1)
        let next = month == 12 ? JulianDay(isoYear: year + 1, month: 1, day: 1) : JulianDay(isoYear: year, month: month + 1, day: 1)
        return first...next.advanced(by: -1)
      }
      ranges.append(JulianDay(isoYear: year, month: 12, day: 20)...JulianDay(isoYear: year + 1, month: 1, day: 10))
      for range in ranges {
        // A fresh calendar: the range is its first question.
        let fresh = HolidayCalendar(
          regions: [region], language: "en", arithmetic: ICUCalendarArithmetic.factory(locale: locale))
        let expected = all.filter { range.contains($0.date) }.map { "\($0.date.isoString) \($0.id)" }
        let found = try fresh.holidays(in: range).map { "\($0.date.isoString) \($0.id)" }
        #expect(found == expected, "\(code) \(range.lowerBound.isoString)…\(range.upperBound.isoString)")
      }
    }
  }

  /// Holidays dated in Umm al-Qura exist where its table defines the calendar (1300–1600 AH,
  /// 1882–2174); the region's Gregorian holidays go on (docs/holidays.md).
  @Test func ummAlQuraHolidaysOnlyInsideTheTable() throws {
    let saudi = try LocaleOverlays.holidayCatalog().region("SA")
    let locale = try LocaleResolver().resolve("ar_SA")
    let calendar = HolidayCalendar(
      regions: [saudi], language: "en", arithmetic: ICUCalendarArithmetic.factory(locale: locale))
    let inside = try calendar.holidays(inYear: 2150).map(\.id)
    #expect(inside.contains("eid-al-fitr") && inside.contains("eid-al-adha"))
    let beyond = try calendar.holidays(inYear: 2200).map(\.id)
    #expect(!beyond.isEmpty && !beyond.contains { $0.hasPrefix("eid") }, "\(beyond)")
    #expect(beyond.contains("national-day"), "\(beyond)")
  }
}
