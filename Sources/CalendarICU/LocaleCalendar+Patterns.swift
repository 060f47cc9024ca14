import CalendarModel

// Best patterns, numbers and dates by pattern: what the pattern linter and the picker ask.
extension LocaleCalendar {
  /// The best pattern for a skeleton in this locale and calendar.
  package func bestPattern(skeleton: String) throws -> String { try patterns.bestPattern(skeleton: skeleton) }

  /// A small number in the locale's digits (week numbers), cached.
  package func numberLabel(_ number: Int) throws -> String {
    if number >= 0 && number < numberLabels.count, let cached = numberLabels[number] { return cached }
    if numberFormat == nil { numberFormat = try ICUNumberFormat(locale: facts.locale.icuIdentifier) }
    let label = try numberFormat!.format(number)  // opened just above
    if number >= 0 && number < numberLabels.count { numberLabels[number] = label }
    return label
  }

  /// A day formatted with an explicit pattern in this locale and calendar. The formatter is kept:
  /// a picker writes its focus with the same pattern every frame (a few, so the cache is small and
  /// starts over when full — a library caller may ask for any number).
  package func format(_ day: JulianDay, pattern: String) throws -> String {
    if let known = patternFormats[pattern] { return try known.format(day) }
    let format = try ICUDateFormat(locale: facts.locale.icuIdentifier, pattern: pattern)
    if patternFormats.count >= 8 { patternFormats.removeAll() }
    patternFormats[pattern] = format
    return try format.format(day)
  }
}
