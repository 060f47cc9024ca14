import CICUShim
import CalendarICU
import CalendarModel
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

  /// The one-pass UTF-8 width equals the sum of ICU's width of each scalar, over every ICU
  /// locale's weekday headers and month names and text of one to four UTF-8 bytes a scalar,
  /// controls, marks and format characters included.
  @Test func displayWidthEqualsICUsScalarByScalar() throws {
    func reference(_ text: String) -> Int {
      text.unicodeScalars.reduce(0) { $0 + Int(cr_char_display_width($1.value)) }
    }
    var texts = [
      "", "\u{0}", "\t", "a\u{7F}b", "ß", "ẞ", "😀", "👩‍💻", "\u{FEFF}x", "\u{FFFD}", "𝟘𝟙", "한국어", "中文", "カタカナ",
      "\u{1100}\u{1161}", "e\u{301}\u{302}", "\u{10FFFF}", "a\u{200D}b", "ｶﾀｶﾅ", "Ａ", "٢٨", "ק״ט", "か\u{3099}", "ヴ",
      "\u{309B}",
    ]
    let resolver = LocaleResolver()
    for id in resolver.availableLocales {
      let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions())
      texts += calendar.headers(width: .short).map(\.label) + calendar.facts.monthNames
    }
    for text in texts { #expect(DisplayWidth.of(text) == reference(text), "\(text.unicodeScalars.map { $0.value })") }
  }

  /// The columns a packed label knows without ICU are ICU's: every locale's weekday headers at
  /// each width and day labels 1…31, in its own calendar and the Chinese one.
  @Test func packedLabelColumnsEqualDisplayWidth() throws {
    let resolver = LocaleResolver()
    var known = 0
    for id in resolver.availableLocales {
      for system in [nil, CalendarSystem.chinese] {
        let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions(calendar: system))
        let span = try calendar.monthArithmetic.month(containing: JulianDay(isoYear: 2024, month: 2, day: 14))
        let headers = [LabelWidth.wide, .abbreviated, .short, .narrow].flatMap {
          calendar.headers(width: $0).map(\.label)
        }
        for label in headers + (1...29).map({ calendar.dayLabel($0, near: span) }) {
          let packed = PackedLabel(label)
          guard packed.columns > 0 else { continue }
          known += 1
          #expect(Int(packed.columns) == DisplayWidth.of(label), "\(id) \(label)")
        }
      }
    }
    #expect(known > 50_000)
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
    #expect(throws: ICUError.unknownLocale("xx_YY", suggestions: resolver.suggestions(for: "xx_YY"))) {
      try resolver.resolve("xx_YY")
    }
    // Suggestions: the named language's locales (in English or in itself, or nearly), the same
    // language's, or nothing for a name near nothing.
    #expect(resolver.suggestions(for: "korean") == ["ko", "ko_KP", "ko_KR"])
    #expect(resolver.suggestions(for: "한국어").first == "ko")
    #expect(resolver.suggestions(for: "Deutsch").first == "de")
    #expect(resolver.suggestions(for: "frnch").first == "fr")
    // Edits are counted in characters: "espanol" is one from "español" (ñ two bytes in UTF-8), and
    // a decomposed ñ (n + U+0303) is the same character as the precomposed one.
    #expect(resolver.suggestions(for: "espanol").first == "es")
    #expect(resolver.suggestions(for: "francais").first == "fr")
    #expect(resolver.suggestions(for: "espan\u{303}ol").first == "es")
    #expect(editDistance("espan\u{303}ol", "español") == 0 && editDistance("espanol", "español") == 1)
    #expect(resolver.suggestions(for: "en_XY9").allSatisfy { $0.hasPrefix("en") })
    #expect(resolver.suggestions(for: "xx_YY").isEmpty)
    // The quick data check agrees with ICU's list of available locales.
    let languages = Set(resolver.availableLocales.map { String($0.prefix { $0 != "_" }) })
    for language in languages { #expect(resolver.hasData(language: language), "\(language)") }
    for language in ["xx", "qq", "zz", "c", "root", ""] {
      #expect(!resolver.hasData(language: language), "\(language)")
    }
    #expect { try resolver.resolve("ko-") } throws: { ($0 as? ICUError)?.code == .unknownLocale }
  }

  /// A tag's Unicode extension read without ICU's key-type data (cr_language_tag.c) gives ICU's
  /// own id, and the id ICU's own tag: every ICU locale with each extension a user writes, and
  /// the tags that must take ICU's whole path (an alias, another key, an attribute, a second
  /// singleton, capitals).
  @Test func languageTagsWithExtensionsAreICUs() throws {
    func id(_ tag: String, _ convert: (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32) -> String {
      var status: Int32 = 0
      var buffer = [CChar](repeating: 0, count: 200)
      let length = buffer.withUnsafeMutableBufferPointer { convert(tag, $0.baseAddress!, 199, &status) }
      guard status <= 0, length >= 0 else { return "error \(status)" }
      return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    let extensions = [
      "-u-ca-gregory", "-u-ca-hebrew", "-u-ca-islamic-umalqura", "-u-ca-islamic-civil", "-u-ca-islamic",
      "-u-ca-ethioaa", "-u-ca-japanese", "-u-ca-persian", "-u-ca-iso8601", "-u-ca-chinese-nu-hanidec",
      "-u-nu-arab", "-u-nu-latn", "-u-fw-mon", "-u-fw-sat", "-u-sd-deby", "-u-sd-usca", "-u-rg-gbzzzz",
      "-u-hc-h23", "-u-ms-ussystem", "-u-ca-buddhist-fw-sun-nu-thai", "-u-sd-deby-ca-gregory",
      "-u-ca-islamicc", "-u-co-phonebk", "-u-ca-gregory-co-trad", "-u-attr-ca-gregory", "-U-CA-HEBREW",
      "-u-ca-islamic-umalqura-nu-latn", "-u-ca", "-u-ca-gregory-ca-hebrew", "-t-ja-u-ca-japanese",
      "-u-ca-gregory-x-private", "-u-ca-gregorian", "-u-nu-toolongtype", "-u-tz-usnyc", "-u-ca-islamic-xyz",
    ]
    let resolver = LocaleResolver()
    var compared = 0
    for locale in resolver.availableLocales {
      let tag = id(locale) { cr_locale_to_language_tag($0, $1, $2, $3) }
      for suffix in extensions {
        let full = tag + suffix
        let icuID = id(full) { cr_locale_for_language_tag_by_icu($0, $1, $2, $3) }
        #expect(id(full) { cr_locale_for_language_tag($0, $1, $2, $3) } == icuID, "\(full)")
        // And back, from ICU's id.
        #expect(
          id(icuID) { cr_locale_to_language_tag($0, $1, $2, $3) } == id(icuID) { cr_locale_to_language_tag_by_icu($0, $1, $2, $3) },
          "\(icuID)")
        compared += 1
      }
    }
    #expect(compared > 800 * extensions.count)
  }
}
