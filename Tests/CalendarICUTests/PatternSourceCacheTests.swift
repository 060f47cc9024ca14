import CalendarICU
import Testing

/// A renderer's pattern sources: one per (locale, calendar), shared by its calendars, secondary
/// calendars and linter.
@Suite("Pattern source cache")
struct PatternSourceCacheTests {
  /// A shared source answers as a source of its own does (the secondary calendar's `Md` and `LLL`
  /// through it, as it formerly asked the generator).
  @Test(arguments: [
    ("ko_KR@calendar=dangi", "dangi"), ("zh_CN@calendar=chinese", "chinese"), ("he_IL@calendar=hebrew", "hebrew"),
  ])
  func sharedSourceGivesTheGeneratorsPatterns(_ locale: String, _ calendar: String) throws {
    let cache = PatternSourceCache()
    let source = cache.source(locale: locale, calendarType: calendar)
    #expect(cache.source(locale: locale, calendarType: calendar) === source)
    for skeleton in ["Md", "LLL", "y", "yMMMM"] {
      #expect(try source.bestPattern(skeleton: skeleton) == (try source.generatorPattern(skeleton: skeleton)))
    }
    #expect(cache.count == 1 && cache.generatorsOpened == 1)
  }
}
