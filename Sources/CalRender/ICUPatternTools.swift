import CalendarICU
import CalendarModel
import PatternLint

/// The pattern linter's view of ICU for one locale: formatting and skeletons.
package final class ICUPatternTools: PatternTools {
  let locale: ResolvedLocale
  let generator: ICUPatternGenerator
  private var formats: [String: ICUDateFormat] = [:]

  package init(locale: ResolvedLocale) throws {
    self.locale = locale
    generator = try ICUPatternGenerator(locale: locale.icuIdentifier)
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
    try? generator.bestPattern(skeleton: skeleton)
  }
}
