import CalRender
import CalRenderTestSupport
import Testing

@testable import CalRenderCLI

/// The command's `[[day] month] year` words are read in the display calendar the renderer lends —
/// its month names, its arithmetic — so they work over any provider: here the fixture (no ICU).
@Suite("Calendar words")
struct CalendarWordsTests {
  let renderer = CalendarRenderer(provider: FixtureProvider(), environment: [:])

  func read(_ words: [String], locale: String, shape: CalendarWords.Shape = .automatic) throws
    -> (CalendarRequest.View, JulianDay?)
  {
    var request = CalendarRequest(locale: locale)
    request.today = .date(JulianDay(isoYear: 2024, month: 7, day: 4))
    return try renderer.withDisplayCalendar(request) { calendar in
      try CalendarWordsReader(calendar: calendar).read(CalendarWords(words, shape: shape)) {
        try renderer.referenceDay(request)
      }
    }
  }

  @Test func wordsAreReadWithTheProvidersMonthNames() throws {
    let feb14 = JulianDay(isoYear: 2024, month: 2, day: 14), feb1 = JulianDay(isoYear: 2024, month: 2, day: 1)
    let (view, focus) = try read(["14", "feb", "2024"], locale: "en-US")
    #expect(view == .month(containing: feb1) && focus == feb14)
    #expect(try read(["فبراير", "2024"], locale: "ar-EG").0 == .month(containing: feb1))
    var request = CalendarRequest(locale: "ar-EG", view: try read(["فبراير", "2024"], locale: "ar-EG").0)
    request.today = .none
    #expect(try renderer.document(request).months.map(\.headings.monthLabel) == ["فبراير"])
  }

  @Test func shapesNameTheirMonths() throws {
    let jul1 = JulianDay(isoYear: 2024, month: 7, day: 1), jan1 = JulianDay(isoYear: 2024, month: 1, day: 1)
    #expect(try read([], locale: "en-US").0 == .month(containing: jul1))
    #expect(try read(["2024"], locale: "en-US").0 == .year(containing: jan1))
    #expect(try read([], locale: "en-US", shape: .three).0 == .months(containing: jul1, count: 3, centered: true))
    #expect(try read(["2", "2024"], locale: "en-US", shape: .year).0 == .year(containing: JulianDay(isoYear: 2024, month: 2, day: 1)))
    #expect(try read([], locale: "en-US", shape: .week(nil)).0 == .week(containing: JulianDay(isoYear: 2024, month: 7, day: 4)))
  }

  @Test func badWordsAreUsageErrors() throws {
    for words in [["13", "2024"], ["2024-02-30"], ["x", "2024"], ["1", "2", "3", "4"]] {
      #expect(throws: CalRenderError.self, "\(words)") { try read(words, locale: "en-US") }
    }
  }
}
