import CalRenderTestSupport
import Testing

@Suite("Week view")
struct WeekViewTests {
  @Test(arguments: [
    ("en-US", "   Jan\u{2009}–\u{2009}Feb 2024\nSu Mo Tu We Th Fr Sa\n28 29 30 31  1  2  3\n"),
    ("ko-KR", "   2024년 1월~2월\n일 월 화 수 목 금 토\n28 29 30 31  1  2  3\n"),
    ("de-DE", "      Jan.–Feb. 2024\nMo. Di. Mi. Do. Fr. Sa. So.\n 29  30  31   1   2   3   4\n"),
  ])
  func weekAcrossTwoMonthsSaysSo(locale: String, expected: String) {
    let (status, output, _) = TestSupport.calrender(["-l", locale, "--week-view", "2024-01-30", "--today", "none"])
    #expect(status == 0)
    #expect(output == expected)
  }

  @Test func jsonHasTheWeekAndNoMonths() {
    let (_, json, _) = TestSupport.calrender([
      "-l", "en-US", "--week-view", "2024-12-31", "-w", "-f", "json", "--today", "2024-12-31",
    ])
    #expect(json.contains("\"view\": \"week\""))
    #expect(json.contains("\"months\": []"))
    #expect(
      json.contains(
        "\"week\": {\n    \"title\": \"Dec 2024\u{2009}–\u{2009}Jan 2025\",\n    \"weekNumber\": 1,\n    \"weekYear\": 2025,"
      ))
    #expect(
      json.contains(
        "\"date\": \"2024-12-31\", \"day\": 31, \"label\": \"31\", \"weekday\": \"tue\", \"inMonth\": true, \"weekend\": false, \"today\": true"
      ))
  }

  @Test func cannotCombineWithMonthCounts() {
    let (status, _, error) = TestSupport.calrender(["--week-view", "-3"])
    #expect(status == 64)
    #expect(error.contains("--week-view cannot be combined"))
  }
}
