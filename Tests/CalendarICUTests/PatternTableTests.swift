import CalendarModel
import Testing

@testable import CalendarICU

/// The build's pattern table (``PatternTable``) answers as the pattern generator does, for every
/// locale, calendar and skeleton it covers, and says nothing where it cannot know.
@Suite("Pattern table from the build")
struct PatternTableTests {
  @Test func everyAnswerIsTheGenerators() throws {
    let resolver = LocaleResolver()
    #expect(PatternTable.builtForICU == ICUVersions.current().icu)
    var tabled = 0, fromData = 0
    for locale in resolver.availableLocales {
      for system in CalendarSystem.allCases {
        let id = "\(locale)@calendar=\(system.identifier)"
        let generator = try ICUPatternGenerator(locale: id)
        let source = PatternSource(locale: id, calendarType: system.identifier)
        for skeleton in PatternTable.skeletons {
          let expected = try generator.bestPattern(skeleton: skeleton)
          let answer = PatternTable.answer(locale: id, calendarType: system.identifier, skeleton: skeleton)
          let given: String?
          switch answer {
          case .pattern(let pattern)?:
            given = pattern
            tabled += 1
          case .dataPattern?:
            given = try source.availableFormat(skeleton)
            fromData += 1
          case nil:
            given = nil
          }
          #expect(given == expected, "\(id) \(skeleton): \(String(describing: answer))")
          if given != expected { return }
        }
      }
    }
    #expect(tabled > 0 && fromData > 0)
  }

  /// A start through ``PatternSource`` finds these patterns without opening the generator.
  @Test func sourcesDoNotOpenTheGenerator() throws {
    for (id, calendar) in [("ar_SA", "islamic-umalqura"), ("fa_IR", "persian"), ("th_TH", "buddhist"), ("ko_KR", "dangi")] {
      let source = PatternSource(locale: "\(id)@calendar=\(calendar)", calendarType: calendar)
      for skeleton in PatternTable.skeletons { _ = try source.bestPattern(skeleton: skeleton) }
      #expect(!source.openedGenerator, "\(id) \(calendar)")
    }
  }

  @Test func saysNothingWhereItCannotKnow() {
    // Another ICU, a locale ICU does not list, another keyword, another skeleton, another calendar.
    #expect(PatternTable.answer(locale: "ar_SA@calendar=islamic", calendarType: "islamic", skeleton: "y", icuVersion: "73.1") == nil)
    #expect(PatternTable.answer(locale: "ko_DE@calendar=gregorian", calendarType: "gregorian", skeleton: "y") == nil)
    #expect(PatternTable.answer(locale: "de_DE@calendar=gregorian;numbers=arab", calendarType: "gregorian", skeleton: "y") == nil)
    #expect(PatternTable.answer(locale: "de_DE@calendar=gregorian", calendarType: "gregorian", skeleton: "yMMMEd") == nil)
    #expect(PatternTable.answer(locale: "de_DE@calendar=vulcan", calendarType: "vulcan", skeleton: "y") == nil)
    // The first and the last locales of the list are found (the bisection's edges).
    let resolver = LocaleResolver()
    for locale in [resolver.availableLocales.first!, resolver.availableLocales.last!] {
      #expect(PatternTable.answer(locale: "\(locale)@calendar=gregorian", calendarType: "gregorian", skeleton: "y") != nil)
    }
  }
}
