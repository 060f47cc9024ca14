import CalRenderTestSupport
import Testing

/// Issue 11, item 12: months by the locale's names on the command line — all widths and contexts,
/// leap months by their own names, English names of the calendar too.
@Suite("Month names as arguments")
struct MonthNameArgumentTests {
  @Test(arguments: [
    (["-l", "ko-KR", "3월", "2024"], "2024년 3월"),
    (["-l", "ja-JP", "3月", "2024"], "2024年3月"),
    (["--calendar", "chinese", "-l", "zh-CN", "二月", "2023"], "2023癸卯年二月"),
    (["--calendar", "chinese", "-l", "zh-CN", "闰二月", "2023"], "2023癸卯年闰二月"),
    (["--calendar", "dangi", "-l", "ko-KR", "윤2월", "2023"], "2023년(계묘년) 윤2월"),
    (["-l", "en-US", "--calendar", "hebrew", "Adar", "5783"], "Adar 5783"),
    (["-l", "en-US", "--calendar", "hebrew", "Adar I", "5784"], "Adar I 5784"),
    (["-l", "en-US", "--calendar", "hebrew", "Adar II", "5784"], "Adar II 5784"),
    (["-l", "he-IL", "--calendar", "hebrew", "ניסן", "5784"], "ניסן 5784"),
    (["-l", "he-IL", "--calendar", "hebrew", "Nisan", "5784"], "ניסן 5784"),
    (["-l", "de-DE", "März", "2024"], "März 2024"),
    (["-l", "en-US", "feb", "2024"], "February 2024"),
  ])
  func monthByName(arguments: [String], title: String) {
    let (status, output, error) = TestSupport.calrender(arguments + ["--today", "none"])
    #expect(status == 0, "\(error)")
    #expect(output.split(separator: "\n").first?.contains(title) == true, "\(output)")
  }

  @Test func ambiguousOrUnknownNamesAreUsageErrors() {
    // "Ju" is June and July (too short and not unique); Adar I exists only in leap years (5784, not 5783).
    #expect(TestSupport.calrender(["-l", "en-US", "ju", "2024", "--today", "none"]).0 == 64)
    #expect(TestSupport.calrender(["-l", "en-US", "Smarch", "2024", "--today", "none"]).0 == 64)
    #expect(TestSupport.calrender(["-l", "en-US", "--calendar", "hebrew", "Adar I", "5783", "--today", "none"]).0 == 64)
  }
}
