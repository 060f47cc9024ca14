import CalRenderTestSupport
import Foundation
import Testing

/// `--compat cal` in right-to-left locales, as a terminal or browser running the bidi algorithm
/// shows it (ICU's ubidi through scripts/bidi_visual.py): the names stay over their columns and
/// months side by side stay in order. Without the marks around each name, a header line of Hebrew
/// or Arabic names became one right-to-left run shown backwards, three titles swapped ends, and a
/// vertical weekday line took its day numbers into the run (`24 17 10 3 ش`).
@Suite("--compat cal, right to left")
struct CalCompatBidiTests {
  /// The lines of `cal` in `locale`, logical (marks removed) and as shown.
  static func lines(_ locale: String, _ arguments: [String]) throws -> (logical: [String], shown: [String]) {
    let (status, output, error) = TestSupport.calrender(
      ["--compat", "cal", "--locale", locale] + arguments, environment: ["TZ": "UTC"])
    #expect(status == 0, "\(error)")
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/bidi_visual.py").path
    let result = try TestSupport.run(TestSupport.python, [script], stdin: output)
    #expect(result.status == 0, "\(result.stderr)")
    let logical = output.replacingOccurrences(of: "\u{200E}", with: "").replacingOccurrences(of: "\u{200F}", with: "")
      .split(separator: "\n", omittingEmptySubsequences: false)
    return (
      logical.map(String.init), result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    )
  }

  static func words(_ line: String) -> [String] { line.split(separator: " ").map(String.init) }

  @Test(arguments: ["he-IL", "ar-SA", "fa-IR"])
  func weekdayNamesStandOverTheirColumns(locale: String) throws {
    let (logical, shown) = try Self.lines(locale, ["-3", "2", "2024"])
    // Each name is shown as itself, right to left (reversed letters), in cal's column order.
    #expect(Self.words(shown[1]) == Self.words(logical[1]).map { String($0.reversed()) }, "\(shown[1])")
    #expect(shown[1].count == logical[1].count)
    // Day rows are untouched.
    #expect(Array(shown[2...]) == Array(logical[2...]))
  }

  @Test func monthsSideBySideStayInOrder() throws {
    let (_, shown) = try Self.lines("he-IL", ["-3", "2", "2024"])
    let positions = ["ינואר", "פברואר", "מרץ"].map { name in
      shown[0].range(of: String(name.reversed()))?.lowerBound
    }
    let found = positions.compactMap { $0 }
    #expect(found.count == 3 && found == found.sorted(), "\(shown[0])")
  }

  @Test(arguments: ["he-IL", "fa-IR"])
  func verticalDaysRunLeftToRight(locale: String) throws {
    let (_, shown) = try Self.lines(locale, ["-v", "2", "2024"])
    for line in shown[1...7] {
      let numbers = Self.words(line).compactMap { Int($0) }
      #expect(numbers.count >= 4 && numbers == numbers.sorted(), "\(line)")
      #expect(Int(Self.words(line)[0]) == nil, "the weekday name first: \(line)")
    }
  }

  @Test func englishHasNoMarks() {
    let (status, output, _) = TestSupport.calrender(["--compat", "cal", "--locale", "en-US", "-3", "2", "2024"])
    #expect(status == 0 && !output.contains("\u{200E}"))
  }
}
