import CalRenderTestSupport
import Testing

/// Issue 11, item 17: a week view never shows a day outside 0001-01-01…9999-12-31; a week that
/// would reach past either end is one clear usage line.
@Suite("Week view at the span's edges")
struct WeekEdgeTests {
  @Test(arguments: [
    (["--week-view", "0001-01-01"], "the week of 0001-01-01 runs from 0000-12-31 to 0001-01-06"),
    (["--week-view", "9999-12-31"], "the week of 9999-12-31 runs from 9999-12-26 to +10000-01-01"),
  ])
  func weeksReachingOutsideAreRefused(arguments: [String], message: String) {
    let (status, output, error) = TestSupport.calrender(arguments + ["--today", "none"], environment: ["LANG": "en_US.UTF-8"])
    #expect(status == 64)
    #expect(output.isEmpty)
    #expect(error.contains(message) && error.split(separator: "\n").count == 1, "\(error)")
  }

  @Test func weeksInsideTheSpanAreShown() {
    // Monday first: the week of 0001-01-01 starts on it.
    let (status, _, error) = TestSupport.calrender(["--week-view", "0001-01-01", "-l", "de-DE", "--today", "none"])
    #expect(status == 0, "\(error)")
    let (last, output, _) = TestSupport.calrender(["--week-view", "9999-12-25", "-l", "en-US", "--today", "none"])
    #expect(last == 0 && output.hasSuffix("19 20 21 22 23 24 25\n"))
  }
}

/// Issue 11, item 18: in a standalone page, event marks are taken out of the line box (so a day
/// with marks keeps its row's baseline; since issue 28 item 16 in a band of the cell's bottom
/// padding) and right-to-left agenda bullets are indented from the right.
@Suite("HTML layout rules")
struct HTMLLayoutRuleTests {
  @Test func eventMarksAndRightToLeftAgenda() {
    let (status, html, _) = TestSupport.calrender(["-l", "he-IL", "-f", "html", "--standalone", "--today", "none", "2", "2024"])
    #expect(status == 0)
    // Issue 28 item 16: cells top-aligned (a day with a line more, a --sky term, keeps its number on the row's line), padded for today's ring, the marks' band at the foot.
    #expect(html.contains(".calrender td{width:2.6em;text-align:center;vertical-align:top;padding:3px 0 .7em;position:relative}"))
    #expect(html.contains(".calrender .events{position:absolute;left:0;right:0;bottom:0;"))
    #expect(html.contains(".calrender[dir=rtl] .agenda{padding:0 1.2em 0 0}"))
    #expect(html.contains("dir=\"rtl\""))
  }
}
