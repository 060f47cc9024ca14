import CalRenderTestSupport
import Testing

/// Issue 28, item 6: every view and format of the span's first and last months renders (exit 0,
/// nothing on stderr), in every calendar and with the holidays of the locale's region: the
/// months, years and holiday rules that reach past 0001-01-01 or 9999-12-31 (a grid's days of
/// December 0000, a Chinese year 0, the month after December 9999) are cut at the span, not an
/// internal error (70) or a usage error (64).
@Suite("Span ends")
struct SpanEndsTests {
  static let calendars = [
    "gregorian", "iso8601", "japanese", "buddhist", "roc", "islamic", "islamic-civil", "islamic-umalqura",
    "islamic-tbla", "persian", "hebrew", "chinese", "dangi", "indian", "coptic", "ethiopic",
  ]
  /// Locales whose regions have holidays, in calendars of their own.
  static let locales = ["ko-KR", "zh-CN", "he-IL", "am-ET", "ar-SA", "fa-IR", "ja-JP", "th-TH", "en-US", "zh-TW"]
  static let views = [
    [], ["-y"], ["--adjacent", "--fixed-weeks"], ["-w", "-y"], ["--week-numbers=iso"], ["--secondary", "chinese"], ["-n", "2"],
  ]
  static let formats = ["text", "json", "svg", "html"]

  static func expectRenders(_ arguments: [String]) {
    let (status, _, error) = TestSupport.calrender(["--today", "none"] + arguments)
    #expect(status == 0 && Self.onlyNotes(error), "calrender \(arguments.joined(separator: " ")): \(status) \(error)")
  }

  /// Nothing on stderr but notes (main's "holiday data covers KR 1999–2040 (not 1)").
  static func onlyNotes(_ error: String) -> Bool {
    error.split(separator: "\n").allSatisfy { $0.hasPrefix("calrender: note: ") }
  }

  /// The first month of the span, and the last (whose `-n 2` would leave it: one month there).
  @Test(arguments: calendars)
  func everyViewAtBothEnds(calendar: String) {
    for (index, view) in Self.views.enumerated() {
      for (end, date) in ["0001-01-01", "9999-12-31"].enumerated() where !(view == ["-n", "2"] && end == 1) {
        for format in Self.formats {
          let locale = Self.locales[(index + end + format.count) % Self.locales.count]
          Self.expectRenders(["-l", locale, "--calendar", calendar] + view + ["-f", format, date])
        }
      }
    }
  }

  /// The issue's commands, and each holiday locale's own calendar at both ends.
  @Test(arguments: locales)
  func holidayLocalesAtBothEnds(locale: String) {
    for arguments in [["2", "1"], ["1", "1"], ["12", "9999"], ["-y", "9999"], ["-y", "1"]] {
      for format in Self.formats {
        if locale == "th-TH" && arguments.last == "1" { continue }  // Buddhist year 1 is 543 BCE
        if ["ar-SA", "fa-IR"].contains(locale) && arguments.last == "9999" { continue }  // AH/AP 9999: past 9999 CE
        Self.expectRenders(["-l", locale, "-f", format] + arguments)
      }
    }
    for date in ["0001-01-01", "9999-12-31"] {
      for view in Self.views.dropLast() { Self.expectRenders(["-l", locale] + view + ["-f", "svg", date]) }
    }
  }

  /// `holidays 1` and `holidays 9999` in every region.
  @Test func holidayListsAtBothEnds() throws {
    let (_, help, _) = TestSupport.calrender(["holidays", "--help"])
    let regions = try #require(help.split(separator: "\n").first { $0.hasPrefix("Regions: ") })
      .dropFirst("Regions: ".count).split(separator: " ").map(String.init)
    #expect(regions.count >= 40)
    for (index, region) in regions.enumerated() {
      for year in ["1", "9999"] {
        let format = ["text", "json", "ics"][index % 3]
        let (status, _, error) = TestSupport.calrender(["holidays", year, "--region", region, "-f", format])
        #expect(status == 0 && Self.onlyNotes(error), "holidays \(year) --region \(region): \(status) \(error)")
      }
    }
  }
}
