import CalendarICU
import CalendarModel
import Testing

/// Issue 11, item 15: month labels (the year view's headings, `monthLabel`) are the standalone
/// (nominative) month names in every locale, checked against ICU's standalone symbols — the
/// pattern generator gives a format pattern (`MMMM`, genitive) for `LLLL` in dozens of locales.
@Suite("standalone month names")
struct StandaloneMonthTests {
  @Test func everyLocaleLabelsMonthsWithStandaloneNames() throws {
    let resolver = LocaleResolver()
    var wrong: [String] = []
    for id in resolver.availableLocales {
      let calendar = try LocaleCalendar(locale: resolver.resolve(id), options: CalendarOptions(calendar: .gregorian))
      let names = try ICUDateFormat(locale: calendar.facts.locale.icuIdentifier, pattern: "LLLL")
        .monthNames(width: .wide, standalone: true)
      try #require(names.count >= 12)
      for month in 1...12 {
        let start = JulianDay(isoYear: 2024, month: month, day: 1)
        let span = MonthSpan(
          year: 2024, code: MonthCode(number: month), start: start, end: start.advanced(by: 28),
          dayNumbers: Array(1...28), previousMonthLastDay: 31)
        let label = try calendar.headings(for: span).monthLabel
        if label != names[month - 1] { wrong.append("\(id) \(month): \(label) ≠ \(names[month - 1])") }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) labels, e.g. \(wrong.prefix(5))")
  }

  @Test func greekFebruaryIsNominative() throws {
    let calendar = try LocaleCalendar(locale: LocaleResolver().resolve("el-GR"))
    let start = JulianDay(isoYear: 2024, month: 2, day: 1)
    let span = MonthSpan(
      year: 2024, code: MonthCode(number: 2), start: start, end: start.advanced(by: 29), dayNumbers: Array(1...29),
      previousMonthLastDay: 31)
    #expect(try calendar.headings(for: span).monthLabel == "Φεβρουάριος")
  }
}
