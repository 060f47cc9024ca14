import CalendarICU
import Testing

/// Locale identifiers as ICU resolves them, and display widths.
@Suite("Locale resolution and display width")
struct LocaleResolverTests {
  @Test(arguments: [
    ("Su", 2), ("일", 2), ("日", 2), ("ア", 2), ("ｱ", 1), ("é", 1), ("e\u{301}", 1), ("พฤ.", 3),
    ("\u{200E}", 0), ("أربعاء", 6), ("２", 2), ("각", 2), ("\u{1100}\u{1161}\u{11A8}", 2),
  ])
  func displayWidth(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  @Test func localeResolution() throws {
    let resolver = LocaleResolver()
    #expect(try resolver.resolve("ko_KR").languageTag == "ko-KR")
    #expect(try resolver.resolve("de_DE.UTF-8").languageTag == "de-DE")
    #expect(try resolver.resolve("C").languageTag == "en-US-u-va-posix")
    #expect(try resolver.resolve("POSIX").icuIdentifier == "en_US_POSIX")
    #expect(try resolver.resolve("ko_XX").language == "ko")
    #expect(try resolver.resolve("ja_JP@calendar=japanese").keyword("calendar") == "japanese")
    #expect(try resolver.resolve("th-TH-u-nu-thai").keyword("numbers") == "thai")
    #expect(throws: ICUError.unknownLocale("xx_YY", suggestions: resolver.suggestions(for: "xx_YY"))) { try resolver.resolve("xx_YY") }
    // The quick data check agrees with ICU's list of available locales.
    let languages = Set(resolver.availableLocales.map { String($0.prefix { $0 != "_" }) })
    for language in languages { #expect(resolver.hasData(language: language), "\(language)") }
    for language in ["xx", "qq", "zz", "c", "root", ""] {
      #expect(!resolver.hasData(language: language), "\(language)")
    }
    #expect { try resolver.resolve("ko-") } throws: { ($0 as? ICUError)?.code == .unknownLocale }
  }
}
