import CalendarICU
import CalendarModel
import CalendarRenderers
import Testing

/// The README's library example, kept compiling and true.
@Test func readmeLibraryExample() throws {
  let locale = try LocaleResolver().resolve("ko-KR")
  let calendar = try LocaleCalendar(locale: locale)
  let february = try calendar.arithmetic.month(year: 2024, code: MonthCode(number: 2))
  let builder = DocumentBuilder(
    calendar: calendar, generator: .init(version: "0.1.0", icu: "72.1", cldr: "42.0"),
    today: JulianDay(isoYear: 2024, month: 2, day: 14))
  let document = try builder.document(.month(february))
  let text = TextRenderer(options: .init(displayWidth: { DisplayWidth.of($0) })).render(document)
  let json = JSONRenderer().render(document)
  #expect(text.hasPrefix("     2024년 2월\n일 월 화 수 목 금 토\n"))
  #expect(json.contains("\"title\": \"2024년 2월\""))
  #expect(calendar.facts.firstWeekday == .sun)
  #expect(calendar.facts.weekend == [.sun, .sat])
  #expect(calendar.facts.titlePattern == "y년 MMMM")
}
