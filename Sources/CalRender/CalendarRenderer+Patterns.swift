import PatternLint

extension CalendarRenderer {
  /// The locale's best pattern for an ICU skeleton in a calendar system, and a day written in it:
  /// what `calrender pattern` prints.
  ///
  /// ```swift
  /// let answer = try CalendarRenderer().pattern(forSkeleton: "yMMMd", locale: "ko-KR")
  /// answer.pattern  // "y년 MMM d일"
  /// ```
  /// - Parameters:
  ///   - skeleton: pattern letters only (`yMMMd`, `MMMMEEEEd`, `jm`).
  ///   - locale: nil: the environment's locale, as for a ``CalendarRequest``.
  ///   - calendar: nil: the locale's own.
  ///   - day: the day of ``PatternExample/example``; nil: today from the clock.
  /// - Throws: ``CalRenderError`` (`.usage` for a skeleton with other characters or an unknown locale).
  public func pattern(
    forSkeleton skeleton: String, locale: String? = nil, calendar: CalendarSystem? = nil, example day: JulianDay? = nil
  ) throws -> PatternExample {
    guard skeleton.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) else {
      throw CalRenderError(.usage, "invalid skeleton '\(skeleton)'", hint: "pattern letters only, e.g. yMMMd")
    }
    return try CalRenderError.translating {
      try withCalendar(CalendarRequest(locale: locale, calendar: calendar)) { calendar, _ in
        let pattern = try calendar.bestPattern(skeleton: skeleton)
        let example = try calendar.format(try day ?? environment.today(nil), pattern: pattern)
        return PatternExample(skeleton: skeleton, pattern: pattern, example: example)
      }
    }
  }

  /// What the pattern linter finds in a date pattern, with examples and suggestions in a locale's
  /// formats: what `calrender lint-pattern` prints.
  /// - Parameters:
  ///   - pattern: an ICU date pattern (`YYYY-MM-dd`), at most 1,000 characters.
  ///   - intent: what the pattern is for.
  ///   - locale: nil: the environment's locale, as for a ``CalendarRequest``.
  ///   - day: where examples are looked for (the next December that breaks `YYYY`); nil: today.
  /// - Throws: ``CalRenderError`` (`.usage` for a pattern over the length limit or an unknown locale).
  public func lint(_ pattern: String, intent: PatternIntent = .date, locale: String? = nil, near day: JulianDay? = nil)
    throws -> PatternLintReport
  {
    try PatternLimit.check(pattern, "the pattern")
    return try CalRenderError.translating {
      let resolved = try environment.locale(locale)
      let linter = PatternLinter(tools: try provider.patternTools(for: resolved))
      let near = try day ?? environment.today(nil)
      return PatternLintReport(
        pattern: pattern, languageTag: provider.languageTag(of: resolved), intent: intent,
        findings: linter.lint(pattern, intent: intent, near: near), fixed: linter.fixed(pattern))
    }
  }
}
