import PatternLint

/// A title pattern must pass the pattern linter: an error finding is a usage error that names it
/// (the week-based year `Y` passes when allowed).
package struct TitlePatternCheck {
  let locale: CalendarLocale
  let allowsWeekYear: Bool
  /// The renderer's provider: the linter formats and reads skeletons through it.
  let provider: any CalendarDataProvider

  /// The end of a week-year hint: what a request sets to allow `Y`.
  package static let allowingWeekYear = "allow it (allowsWeekYear)"

  func check(_ pattern: String, near day: JulianDay) throws {
    do { try PatternLimit.check(pattern, "the title pattern") } catch {
      var error = error
      error.subject = .titlePattern(weekYear: false)
      throw error
    }
    let linter = PatternLinter(tools: try provider.patternTools(for: locale))
    let errors = linter.lint(pattern, intent: .title, near: day).filter {
      $0.severity == .error && !(allowsWeekYear && $0.code == .weekYear)
    }
    guard let first = errors.first else { return }
    var hint = first.suggestion.map { "use \($0)" }
    if first.code == .weekYear { hint = (hint.map { $0 + ", or " } ?? "") + Self.allowingWeekYear }
    throw CalRenderError(
      .usage, "title pattern '\(pattern)' has \(first.code.rawValue): \(first.message)", hint: hint,
      subject: .titlePattern(weekYear: first.code == .weekYear))
  }
}
