import PatternLint

/// A title pattern must pass the pattern linter: an error finding is a usage error that names it
/// (the week-based year `Y` passes when allowed).
struct TitlePatternCheck {
  let locale: CalendarLocale
  let allowsWeekYear: Bool
  /// The renderer's provider: the linter formats and reads skeletons through it.
  let provider: any CalendarDataProvider

  func check(_ pattern: String, near day: JulianDay) throws {
    try PatternLimit.check(pattern, "--title-pattern")
    let linter = PatternLinter(tools: try provider.patternTools(for: locale))
    let errors = linter.lint(pattern, intent: .title, near: day).filter {
      $0.severity == .error && !(allowsWeekYear && $0.code == .weekYear)
    }
    guard let first = errors.first else { return }
    var hint = first.suggestion.map { "use \($0)" } ?? "see calrender lint-pattern"
    if first.code == .weekYear { hint += ", or --allow-week-year" }
    throw CalRenderError(
      .usage, "--title-pattern '\(pattern)' has \(first.code.rawValue): \(first.message)", hint: hint)
  }
}
