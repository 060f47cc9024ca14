import CalRenderTestSupport
import Testing

/// The titles of lunar months calrender corrects, as the command prints them.
@Suite("Lunar calendars through the command")
struct LunarTitleTests {
  /// Titles of corrected months: 1987's leap month is 闰六月 of 1987 (ICU has 闰七月), 2027's first
  /// month starts on 6 February.
  @Test(arguments: [
    (["-l", "zh_CN", "--calendar", "chinese", "1987-07-26"], "1987丁卯年闰六月"),
    (["-l", "zh_CN", "--calendar", "chinese", "1987-08-24"], "1987丁卯年七月"),
    (["-l", "ko_KR", "--calendar", "dangi", "1987-07-26"], "1987년(정묘년) 윤6월"),
    (["-l", "zh_CN", "--calendar", "chinese", "2027-02-06"], "2027丁未年正月"),
  ])
  func titlesOfCorrectedMonths(arguments: [String], title: String) {
    let (status, output, error) = TestSupport.calrender(arguments + ["--today", "none"])
    #expect(status == 0, "\(error)")
    #expect(output.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) == title, "\(output)")
  }

  /// English leap months are "Leap Second Month", not root's "Second Monthbis" (issue 28, item
  /// 15): in titles, the year view, full dates and the agenda, a corrected leap month (1987's) too.
  @Test(arguments: [
    (["--calendar", "chinese", "-y", "2023"], "Leap Second Month"),
    (["--calendar", "chinese", "2L", "2023"], "Leap Second Month 2023(gui-mao)"),
    (["--calendar", "dangi", "2L", "2023"], "Leap Second Month 2023(gui-mao)"),
    (["--calendar", "chinese", "1987-07-26"], "Leap Sixth Month 1987(ding-mao)"),
    (["--calendar", "chinese", "-f", "html", "2L", "2023"], "Leap Second Month 1, 2023(gui-mao)"),
    // Abbreviated names too; a numeric month keeps root's pattern, meant for numbers ("2bis/1").
    (["--calendar", "chinese", "-f", "json", "--secondary", "chinese", "2L", "2023"], "\"monthLabel\": \"Leap Mo2\""),
  ])
  func englishLeapMonths(arguments: [String], expected: String) {
    let (status, output, error) = TestSupport.calrender(["-l", "en-US", "--today", "none"] + arguments)
    #expect(status == 0, "\(error)")
    #expect(output.contains(expected), "\(output.prefix(300))")
    #expect(!output.contains("Monthbis") && !output.contains("Mo2bis"))
  }
}
