import CalendarModel

/// The pattern linter's view of ICU for one locale: formatting, and skeletons in the locale's own
/// calendar.
package final class ICUPatternTools: PatternTools {
  let locale: ResolvedLocale
  /// The locale's default calendar's patterns: shared with a renderer's calendars when the
  /// renderer's ``PatternSourceCache`` is given, so the linter opens no generator of its own.
  let patterns: PatternSource
  private var formats: [String: ICUDateFormat] = [:]

  package init(locale: ResolvedLocale, patternSources: PatternSourceCache? = nil) throws {
    self.locale = locale
    // A locale without a calendar keyword formats in its default calendar; the source is keyed by
    // the id that names it, as a calendar of that system names it. A calendar calrender does not
    // draw (`-u-ca-ethioaa`) still has patterns: a source of its own.
    if let system = try? LocaleCalendar.defaultSystem(of: locale),
      let id = try? locale.setting("calendar", to: system.identifier).icuIdentifier
    {
      patterns =
        patternSources?.source(locale: id, calendarType: system.identifier)
        ?? PatternSource(locale: id, calendarType: system.identifier)
    } else {
      patterns = PatternSource(locale: locale.icuIdentifier, calendarType: locale.keyword("calendar") ?? "gregorian")
    }
  }

  public func format(_ pattern: String, at instant: PatternInstant) -> String? {
    let format: ICUDateFormat
    if let cached = formats[pattern] {
      format = cached
    } else {
      guard let opened = try? ICUDateFormat(locale: locale.icuIdentifier, pattern: pattern) else { return nil }
      formats[pattern] = opened
      format = opened
    }
    return try? format.format(instant.day, seconds: instant.seconds)
  }

  public func bestPattern(skeleton: String) -> String? {
    try? patterns.bestPattern(skeleton: skeleton)
  }
}
