import CalRender
import Testing

/// The README's library example, kept compiling and true: one import, one request, defaults.
@Test func readmeLibraryExample() throws {
  var request = CalendarRequest(locale: "ko-KR")
  request.view = .month(containing: JulianDay(isoYear: 2024, month: 2, day: 14))
  request.today = .date(JulianDay(isoYear: 2024, month: 2, day: 14))
  let renderer = CalendarRenderer()
  let text = try renderer.render(request, as: .text)
  let json = try renderer.render(request, as: .json)
  #expect(text.hasPrefix("     2024년 2월\n일 월 화 수 목 금 토\n"))
  #expect(json.contains("\"title\": \"2024년 2월\""))
  let document = try renderer.document(request)
  #expect(document.firstWeekday == .sun)
  #expect(document.weekend == [.sun, .sat])
  // Generator versions from ICU, weekend colours from Locales/ (Korean: Sunday red, Saturday blue).
  #expect(document.generator.icu.hasPrefix("72."))
  #expect(document.weekendColors == [.sun: .red, .sat: .blue])
}
