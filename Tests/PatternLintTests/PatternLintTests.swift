import CalRenderTestSupport
import CalRender
import CalendarICU
import CalendarModel
import Foundation
import PatternLint
import Testing

@Suite("Pattern linter")
struct PatternLintTests {
  static let near = JulianDay(isoYear: 2024, month: 12, day: 1)

  func codes(_ pattern: String, locale: String = "en-US") throws -> [String] {
    let tools = try ICUPatternTools(locale: LocaleResolver().resolve(locale))
    return PatternLinter(tools: tools).lint(pattern, near: Self.near).map { $0.code.rawValue }
  }

  /// Patterns that must trigger a code, and patterns that must not.
  static let cases: [(code: String, triggers: [String], clean: [String])] = [
    (
      "week-year", ["YYYY-MM-dd", "YYYY MMMM", "d MMM YY", "Y"],
      ["yyyy-MM-dd", "YYYY-'W'ww", "YYYY 'week' w", "'Y' yyyy"]
    ),
    ("calendar-year-with-week", ["yyyy-'W'ww", "yy 'week' w", "w/yyyy"], ["YYYY-'W'ww", "yyyy-MM-dd", "'y' YYYY-ww"]),
    ("day-of-year", ["yyyy-MM-DD", "D MMMM", "dd/MM/DD", "DD LLLL"], ["yyyy-MM-dd", "yyyy-DDD", "DDD", "'D' d MMMM"]),
    ("minute-as-month", ["yyyy-mm-dd", "mm/dd/yyyy", "d mm"], ["HH:mm", "yyyy-MM-dd HH:mm", "h:mm a", "'mm' d MMM"]),
    ("month-as-minute", ["HH:MM", "h:MM a"], ["HH:mm", "d MMM HH:mm", "yyyy-MM-dd HH:mm"]),
    ("hour-12-without-marker", ["hh:mm", "h:mm", "KK:mm"], ["h:mm a", "HH:mm", "h:mm B", "hh:mm:ss a"]),
    ("fraction-as-second", ["HH:mm:SS", "mm:SS"], ["HH:mm:ss", "HH:mm:ss.SSS", "ss.SS"]),
    (
      "unquoted-letter", ["MMM d at h:mm a", "d de MMMM", "yyyy-MM-dd T HH:mm", "EEE, d MMM yyyy o'clock"],
      ["MMM d 'at' h:mm a", "d 'de' MMMM", "yyyyMMdd", "HHmmss"]
    ),
    ("unbalanced-quote", ["yyyy 'x", "h 'o''clock"], ["yyyy 'x'", "h 'o''clock'", "h o''clock a"]),
    ("fixed-order", ["yyyy/MM/dd", "dd.MM.yyyy", "d MMMM y"], ["M/d/y", "MMMM y", "yyyy-MM-dd HH:mm:ss.SSS 'x"]),
  ]

  @Test(arguments: cases.map(\.code))
  func triggersAndDoesNotTrigger(code: String) throws {
    let entry = Self.cases.first { $0.code == code }!
    for pattern in entry.triggers {
      #expect(try codes(pattern).contains(code), "'\(pattern)' should have \(code)")
    }
    for pattern in entry.clean {
      #expect(try !codes(pattern).contains(code), "'\(pattern)' should not have \(code)")
    }
  }

  @Test func everyCodeIsTested() {
    #expect(Set(Self.cases.map(\.code)) == Set(PatternFinding.Code.allCases.map(\.rawValue)))
  }

  /// Week-based years part from calendar years at the end of December or the start of January,
  /// where each locale's week rules say: week 1 contains January 1 (en-US, ko-KR: Sunday first), or
  /// is the first with four days in the new year (de-DE, fr-FR: ISO).
  @Test(arguments: [
    ("en-US", 2024, "2024-12-29", "2025"), ("en-US", 2025, "2025-12-28", "2026"), ("en-US", 2026, "2026-12-27", "2027"),
    ("ko-KR", 2024, "2024-12-29", "2025"), ("ko-KR", 2025, "2025-12-28", "2026"), ("ko-KR", 2026, "2026-12-27", "2027"),
    ("de-DE", 2024, "2024-12-30", "2025"), ("de-DE", 2025, "2025-12-29", "2026"), ("de-DE", 2026, "2027-01-01", "2026"),
    ("fr-FR", 2024, "2024-12-30", "2025"), ("fr-FR", 2025, "2025-12-29", "2026"), ("fr-FR", 2026, "2027-01-01", "2026"),
  ])
  func weekYearExamplesOnRealDates(locale: String, year: Int, date: String, weekYear: String) throws {
    let tools = try ICUPatternTools(locale: LocaleResolver().resolve(locale))
    let findings = PatternLinter(tools: tools).lint(
      "YYYY-MM-dd", near: JulianDay(isoYear: year, month: 6, day: 1))
    let finding = try #require(findings.first { $0.code == .weekYear })
    let monthDay = String(date.dropFirst(4))
    #expect(finding.example == "\(date) formats as \"\(weekYear)\(monthDay)\", not \"\(date)\"")
    #expect(finding.span == 0..<4)
    #expect(finding.suggestion == "yyyy")
  }

  @Test func otherExamples() throws {
    let tools = try ICUPatternTools(locale: LocaleResolver().resolve("en-US"))
    let linter = PatternLinter(tools: tools)
    let near = JulianDay(isoYear: 2025, month: 3, day: 10)
    #expect(
      linter.lint("yyyy-MM-DD", near: near).first?.example == "2025-02-01 formats as \"2025-02-32\", not \"2025-02-01\""
    )
    #expect(
      linter.lint("hh:mm", near: near).first?.example == "2025-03-10 14:30:00 formats as \"02:30\", not \"14:30\"")
    #expect(linter.fixed("YYYY-MM-DD hh:mm:SS 'x") == "yyyy-MM-dd HH:mm:ss 'x'")
    #expect(linter.fixed("MMM d at h:mm a") == "MMM d 'at' h:mm a")
  }

  /// Random patterns from letters, quotes, digits, punctuation and non-ASCII text never crash the
  /// linter or ICU behind it, and every span lies inside the pattern.
  @Test func fuzzedPatternsNeverCrash() throws {
    let tools = try ICUPatternTools(locale: LocaleResolver().resolve("ko-KR"))
    let linter = PatternLinter(tools: tools)
    let alphabet = Array(
      "yYMLdDhHkKmsSaEeWwGQqzZ'''' -:/.,年월日\u{301}😀abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123")
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<3000 {
      let length = Int.random(in: 0...14, using: &generator)
      let pattern = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      let count = pattern.unicodeScalars.count
      for finding in linter.lint(pattern, intent: .title, near: Self.near) {
        #expect(finding.span.lowerBound >= 0 && finding.span.upperBound <= count && !finding.span.isEmpty, "\(pattern)")
      }
      _ = linter.fixed(pattern)
    }
  }
}
