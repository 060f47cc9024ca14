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

  /// Locales ICU reaches through an alias to a listed one with a script (`zh_CN` → `zh_Hans_CN`:
  /// the POSIX names LANG gives) are answered from that one's rows, as their own generator
  /// answers, in every calendar — every such locale: the listed `ll_Ssss_RR` without its script.
  @Test func aliasedLocalesAnswerAsTheirGenerators() throws {
    let listed = Set(LocaleResolver().availableLocales)
    let aliased = Set(
      listed.compactMap { id -> String? in
        let parts = id.split(separator: "_")
        guard parts.count == 3, parts[1].count == 4 else { return nil }
        let short = "\(parts[0])_\(parts[2])"
        return listed.contains(short) ? nil : short
      })
    #expect(aliased.isSuperset(of: ["zh_CN", "zh_TW", "sr_RS", "uz_UZ", "pa_IN"]), "\(aliased.sorted())")
    var fromTable = 0
    for locale in aliased.sorted() {
      for system in CalendarSystem.allCases {
        let id = "\(locale)@calendar=\(system.identifier)"
        let generator = try ICUPatternGenerator(locale: id)
        let source = PatternSource(locale: id, calendarType: system.identifier)
        // `jm` through the generator (the alias's hour cycle), the others from the listed rows.
        for skeleton in PatternTable.skeletons where !skeleton.contains("j") {
          #expect(try source.bestPattern(skeleton: skeleton) == generator.bestPattern(skeleton: skeleton), "\(id) \(skeleton)")
        }
        if !source.openedGenerator { fromTable += 1 }
        for skeleton in PatternTable.skeletons where skeleton.contains("j") {
          #expect(try source.bestPattern(skeleton: skeleton) == generator.bestPattern(skeleton: skeleton), "\(id) \(skeleton)")
        }
      }
    }
    // Where the likely subtags name a listed locale, the generator stays closed.
    #expect(fromTable > aliased.count * CalendarSystem.allCases.count * 9 / 10, "\(fromTable)")
    #expect(PatternTable.listedLocale(for: "zh_CN@calendar=chinese", calendarType: "chinese") == "zh_Hans_CN@calendar=chinese")
    #expect(PatternTable.listedLocale(for: "ko_DE@calendar=gregorian", calendarType: "gregorian") == nil)
  }

  /// A start through ``PatternSource`` finds these patterns without opening the generator.
  @Test func sourcesDoNotOpenTheGenerator() throws {
    for (id, calendar) in [
      ("ar_SA", "islamic-umalqura"), ("fa_IR", "persian"), ("th_TH", "buddhist"), ("ko_KR", "dangi"), ("zh_CN", "chinese"),
      ("zh_TW", "roc"),
    ] {
      let source = PatternSource(locale: "\(id)@calendar=\(calendar)", calendarType: calendar)
      // An alias's `jm` is the generator's (its own hour cycle); every listed locale's is tabled.
      let aliased = id == "zh_CN" || id == "zh_TW"
      for skeleton in PatternTable.skeletons where !(aliased && skeleton.contains("j")) {
        _ = try source.bestPattern(skeleton: skeleton)
      }
      #expect(!source.openedGenerator, "\(id) \(calendar)")
    }
  }

  @Test func saysNothingWhereItCannotKnow() {
    // Another ICU, a locale ICU does not list, another keyword, another skeleton, another calendar.
    #expect(PatternTable.answer(locale: "ar_SA@calendar=islamic", calendarType: "islamic", skeleton: "y", icuVersion: "73.1") == nil)
    #expect(PatternTable.answer(locale: "ko_DE@calendar=gregorian", calendarType: "gregorian", skeleton: "y") == nil)
    #expect(PatternTable.answer(locale: "de_DE@calendar=gregorian;numbers=arab", calendarType: "gregorian", skeleton: "y") == nil)
    #expect(PatternTable.answer(locale: "de_DE@calendar=gregorian", calendarType: "gregorian", skeleton: "MMMd") == nil)
    #expect(PatternTable.answer(locale: "de_DE@calendar=vulcan", calendarType: "vulcan", skeleton: "y") == nil)
    // The first and the last locales of the list are found (the bisection's edges).
    let resolver = LocaleResolver()
    for locale in [resolver.availableLocales.first!, resolver.availableLocales.last!] {
      #expect(PatternTable.answer(locale: "\(locale)@calendar=gregorian", calendarType: "gregorian", skeleton: "y") != nil)
    }
  }
}
