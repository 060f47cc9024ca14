import CalRender
import CalendarICU
import CalendarModel
import Foundation
import PatternLint
import Testing

/// Issue 11, items 3 and 14: long patterns are linted in linear time and refused past a limit with a
/// clear error; a calendar year beside a week of year is an error; `'yy` is fixed as `''yy`.
@Suite("pattern linter robustness")
struct PatternLintRobustnessTests {
  static let near = JulianDay(isoYear: 2024, month: 12, day: 1)

  /// The library has no limit of its own; every rule is linear in the pattern: examples are found
  /// once per letter, not once per field, so a pattern 2,000 times as long asks ICU no more often
  /// (counted, not timed).
  @Test(arguments: ["dM", "MD", "Dd", "hm", "at"])
  func longPatternsAreLintedInLinearTime(unit: String) throws {
    let tools = CountingTools(try ICUPatternTools(locale: LocaleResolver().resolve("en-US")))
    let linter = PatternLinter(tools: tools)
    _ = linter.lint(unit + " ", near: Self.near)
    _ = linter.fixed(unit + " ")
    let once = tools.calls
    let findings = linter.lint(String(repeating: unit + " ", count: 2_000), near: Self.near)
    _ = linter.fixed(String(repeating: unit + " ", count: 2_000))
    #expect(tools.calls - once <= once, "\(tools.calls - once) ICU calls for 2,000 repeats, \(once) for one")
    #expect(findings.allSatisfy { $0.span.upperBound <= 6_000 })
  }

  /// ICU's pattern tools, counting the calls made to them.
  final class CountingTools: PatternTools {
    let tools: ICUPatternTools
    private(set) var calls = 0
    init(_ tools: ICUPatternTools) { self.tools = tools }
    func format(_ pattern: String, at instant: PatternInstant) -> String? {
      calls += 1
      return tools.format(pattern, at: instant)
    }
    func bestPattern(skeleton: String) -> String? {
      calls += 1
      return tools.bestPattern(skeleton: skeleton)
    }
  }

  @Test func calendarYearBesideWeekOfYearIsAnError() throws {
    let tools = try ICUPatternTools(locale: LocaleResolver().resolve("en-US"))
    let linter = PatternLinter(tools: tools)
    let findings = linter.lint("yyyy-'W'ww", near: Self.near)
    let finding = try #require(findings.first)
    #expect(finding.code == .calendarYearWithWeek)
    #expect(finding.severity == .error)
    #expect(finding.span == 0..<4)
    #expect(finding.suggestion == "YYYY")
    #expect(finding.example == "2024-12-29 formats as \"2024-W01\", not \"2025-W01\"")
    #expect(linter.fixed("yyyy-'W'ww") == "YYYY-'W'ww")
    #expect(linter.lint("YYYY-'W'ww", near: Self.near).isEmpty)
    #expect(!linter.lint("yyyy-MM-dd", near: Self.near).contains { $0.code == .calendarYearWithWeek })
  }

  @Test func anApostropheBeforeATwoDigitYearIsAnApostrophe() throws {
    let linter = PatternLinter(tools: try ICUPatternTools(locale: LocaleResolver().resolve("en-US")))
    let finding = try #require(linter.lint("d MMM 'yy", near: Self.near).first)
    #expect(finding.code == .unbalancedQuote)
    #expect(finding.suggestion == "''yy")
    #expect(linter.fixed("d MMM 'yy") == "d MMM ''yy")
    // Other unclosed quotes still close at the end.
    #expect(linter.fixed("HH:mm 'Uhr") == "HH:mm 'Uhr'")
  }
}
