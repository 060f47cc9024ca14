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
