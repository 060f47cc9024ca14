import CalRender
import CalRenderTestSupport
import Testing

/// A secondary month's first day shows the month, and reads as one: ICU names th's Chinese and
/// Korean months by number ("2"), which under a day looked like the second day (issue 28 item 16).
@Suite("Secondary month starts")
struct SecondaryMonthStartTests {
  @Test func numberedMonthNamesShowTheDayAndMonth() {
    // 10 March 2024 is the first day of the second Chinese month.
    let (status, text, error) = TestSupport.calrender(["-l", "th-TH", "--secondary", "chinese", "2024-03-12"])
    #expect(status == 0, "\(error)")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let row = lines.firstIndex { $0.hasPrefix("   10 ") }
    #expect(row.map { lines[$0 + 1].hasPrefix("02-01 ") } == true, "\(text)")
    for format in ["svg", "html"] {
      let (_, output, _) = TestSupport.calrender(["-l", "th-TH", "--secondary", "dangi", "-f", format, "2024-03-12"])
      #expect(output.contains(">02-01<"), "\(format)")
    }
  }

  /// Every locale's month starts in both lunar calendars, a year of them: never a bare number.
  @Test(arguments: ["th-TH", "ko-KR", "zh-CN", "ja-JP", "vi-VN", "en-US", "ar-SA", "hi-IN"], ["chinese", "dangi"])
  func monthStartsAreNeverBareNumbers(locale: String, calendar: String) throws {
    let renderer = CalendarRenderer(environment: [:])
    var request = CalendarRequest(locale: locale, calendar: .gregorian)
    request.secondary = try #require(CalendarSystem(rawValue: calendar))
    request.view = CalendarRequest.View.months(containing: JulianDay(isoYear: 2024, month: 1, day: 1), count: 12)
    let document = try renderer.document(request)
    var starts = 0
    for month in document.months {
      for day in month.weeks.days where day.inMonth {
        guard let secondary = day.secondary, secondary.monthLabel != nil else { continue }
        starts += 1
        #expect(!secondary.cellText.allSatisfy { $0.isNumber }, "\(locale) \(calendar) \(day.date): \(secondary.cellText)")
      }
    }
    #expect(starts >= 12)
  }
}
