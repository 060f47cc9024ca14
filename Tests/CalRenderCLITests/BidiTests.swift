import CalRenderTestSupport
import Foundation
import Testing

/// Right-to-left text shows the same column order in a terminal that applies the Unicode bidi
/// algorithm (python-bidi, UAX #9) as in one that does not (which shows the bytes in order).
@Suite("Right-to-left text")
struct BidiTests {
  static let cases: [[String]] = [
    ["-l", "ar-SA", "-3", "2024-02-14"],
    ["-l", "ar-EG", "-y", "2024"],
    ["-l", "fa-IR", "-3", "2024-02-14"],
    ["-l", "he-IL", "--calendar", "hebrew", "-y", "5784"],
    ["-l", "ur-PK", "2024-02-14"],
    ["-l", "ar-SA", "--weekday-width", "wide", "2024-02-14"],
    ["-l", "he-IL", "-w", "--select", "2024-02-06..2024-02-13", "-3", "2024-02-14"],
    ["-l", "fa-IR", "--week-view", "2024-03-20", "-w"],
  ]

  func check(_ text: String, stripMarks: Bool) throws -> TestSupport.Result {
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/bidi_check.py").path
    return try TestSupport.run(TestSupport.python, [script] + (stripMarks ? ["--strip-marks"] : []), stdin: text)
  }

  @Test(arguments: cases)
  func bidiTerminalKeepsTheColumns(arguments: [String]) throws {
    let (status, output, _) = TestSupport.calrender(["--today", "2024-02-14"] + arguments)
    #expect(status == 0)
    // The first weekday is the rightmost column.
    let result = try check(output, stripMarks: false)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains(" 0 reordered"))
    // Without the marks the same text would be reordered: the marks are what the test checks.
    #expect(try check(output, stripMarks: true).status == 0)
  }

  @Test func firstWeekdayIsRightmost() throws {
    let (_, output, _) = TestSupport.calrender([
      "--today", "none", "-l", "ar-SA", "--weekday-width", "narrow", "2024-02-14",
    ])
    let header = output.split(separator: "\n")[1].replacingOccurrences(of: "\u{200E}", with: "")
      .replacingOccurrences(of: "\u{200F}", with: "")
    let labels = header.split(separator: " ")
    // ar-SA starts on Sunday (ح narrow) and ends on Saturday (س), read from the right.
    #expect(labels.last == "ح")
    #expect(labels.first == "س")
  }
}
