import CalendarRenderers
import PatternLint

/// What a date pattern is for (a month title, a date, a date and time): the pattern linter's advice
/// depends on it (`h` without `a` matters only where there is a time).
public typealias PatternIntent = PatternLint.PatternIntent

/// One problem the pattern linter found: a stable code, a severity, the span of the pattern it
/// concerns, and a message, suggestion and real example a user can act on.
public typealias PatternFinding = PatternLint.PatternFinding

/// What the pattern linter found in a date pattern in one locale (``CalendarRenderer/lint(_:intent:locale:near:)``),
/// and the report as text or `calrender-lint/1` JSON.
///
/// ```swift
/// let report = try CalendarRenderer().lint("YYYY-MM-dd", locale: "en-US")
/// report.hasErrors        // true: week-based year `Y` where the calendar year `y` is meant
/// report.fixed            // "yyyy-MM-dd"
/// print(report.text())
/// ```
public struct PatternLintReport: Hashable, Sendable {
  /// The pattern as given.
  public var pattern: String
  /// The BCP 47 tag of the locale whose formats the examples and suggestions come from.
  public var languageTag: String
  /// What the pattern was checked as.
  public var intent: PatternIntent
  /// The findings, in the order of the pattern.
  public var findings: [PatternFinding]
  /// The pattern with every mechanical fix applied (`YYYY` → `yyyy`, quotes closed); the pattern
  /// itself when there is none.
  public var fixed: String

  /// Whether a finding is an error: a pattern that goes wrong on real dates (the command exits 65).
  public var hasErrors: Bool { findings.contains { $0.severity == .error } }

  /// Each finding with the pattern and carets under its span (aligned by display width), then a
  /// summary line; control and bidi-override characters of the pattern are shown as visible
  /// substitutes.
  public func text() -> String {
    FindingsRenderer(displayWidth: { CalendarRenderer.displayWidth(of: $0) }).text(pattern: pattern, findings: findings, fixed: fixed)
  }

  /// The report as `calrender-lint/1` JSON (schema/calrender-lint-1.schema.json).
  public func json() -> String {
    FindingsRenderer(displayWidth: { CalendarRenderer.displayWidth(of: $0) }).json(
      pattern: pattern, locale: languageTag, intent: intent, findings: findings, fixed: fixed)
  }
}
