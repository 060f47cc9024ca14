import CalRender
import Testing

/// The README's library example ("The library"), kept compiling and true: one import, one request, defaults.
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

/// The holiday example of the README and docs/public-holidays.md: regions named, the model's day cells carry them.
@Test func readmeHolidayExample() throws {
  var request = CalendarRequest(locale: "ko-KR")
  request.view = .month(containing: JulianDay(isoYear: 2024, month: 2, day: 14))
  request.holidays = .regions(["KR", "JP"])
  let document = try CalendarRenderer().document(request)
  let seollal = document.months[0].weeks[1].days[6].holidays
  #expect(document.months[0].weeks[1].days[6].date == JulianDay(isoYear: 2024, month: 2, day: 10))
  #expect(seollal.map(\.id) == ["seollal"])
  #expect(seollal.map(\.name) == ["설날"])
  #expect(seollal.first?.language == "ko")
  // 11 February: Japan's 建国記念の日 before Korea's 설날 다음날; Japan's data has no Korean names,
  // so its name is in Japan's language, and says so (SVG draws it in Japanese fonts).
  let eleventh = document.months[0].weeks[2].days[0].holidays
  #expect(eleventh.map(\.region) == ["JP", "KR"])
  #expect(eleventh.map(\.name) == ["建国記念の日", "설날 다음날"])
  #expect(eleventh.map(\.language) == ["ja", "ko"])
  #expect(eleventh.map(\.script) == ["Jpan", "Kore"])
}
