import CalRenderTestSupport
import Foundation
import Testing

/// Text grids of right-to-left locales as a terminal running the bidi algorithm shows them (ICU's
/// ubidi through scripts/bidi_visual.py). Each cell starts with a LEFT-TO-RIGHT MARK so the columns
/// stay where they are written; names and titles that start with digits (fa "۱ش", "۲۰۲۴ اردیبهشت",
/// ug "2024 فېۋرال") also need the RIGHT-TO-LEFT MARK before them, or the digits take the
/// left-to-right side and the name reads backwards.
@Suite("Right-to-left text grids")
struct TextBidiTests {
  /// The first lines of a month in `locale`, logical (marks removed) and as shown.
  static func lines(_ locale: String, _ arguments: [String]) throws -> (logical: [String], shown: [String]) {
    let (status, output, error) = TestSupport.calrender(["--locale", locale, "--today", "none"] + arguments)
    #expect(status == 0, "\(error)")
    let head = output.split(separator: "\n", omittingEmptySubsequences: false).prefix(2).joined(separator: "\n")
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/bidi_visual.py").path
    let result = try TestSupport.run(TestSupport.python, [script], stdin: head)
    #expect(result.status == 0, "\(result.stderr)")
    let logical = head.replacingOccurrences(of: "\u{200E}", with: "").replacingOccurrences(of: "\u{200F}", with: "")
    return (
      logical.split(separator: "\n").map(String.init), result.stdout.split(separator: "\n").map(String.init)
    )
  }

  static func words(_ line: String) -> [String] { line.split(separator: " ").map(String.init) }

  /// A right-to-left line read from the right: words in reverse order, letters of a word reversed,
  /// numbers (always left to right) kept.
  static func readFromTheRight(_ shown: String) -> [String] {
    words(shown).reversed().map { word in word.allSatisfy(\.isNumber) ? word : String(word.reversed()) }
  }

  @Test(arguments: [
    ("fa-IR", ["2", "1403"]), ("ur-PK", ["2", "2024"]), ("ug-CN", ["2", "2024"]),
    ("ar-EG", ["2", "2024"]), ("he-IL", ["--calendar", "gregorian", "2", "2024"]), ("ckb-IQ", ["2", "2024"]),
  ])
  func titlesAndNamesReadInTheirOwnOrder(locale: String, arguments: [String]) throws {
    let (logical, shown) = try Self.lines(locale, arguments)
    try #require(logical.count == 2 && shown.count == 2, "\(shown)")
    #expect(Self.readFromTheRight(shown[0]) == Self.words(logical[0]), "title shown as \(shown[0])")
    // The header is written in visual order (Saturday or Sunday on the right): each name keeps its
    // place and reads from the right.
    #expect(Self.words(shown[1]) == Self.words(logical[1]).map { String($0.reversed()) }, "header shown as \(shown[1])")
  }
}
