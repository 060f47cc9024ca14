/// A kind of difference between the providers, with its reason: the report explains every
/// difference by one, and a difference no kind explains fails the agreement test.
struct DifferenceKind {
  let id: String
  let title: String
  /// Why the providers differ, with the CLDR change (or the Foundation behaviour) behind it.
  let reason: String
  /// The fields it explains.
  let fields: Set<String>
  /// The locales it explains: these languages (`ar`), and these identifiers.
  let languages: Set<String>
  let locales: Set<String>

  init(
    _ id: String, _ title: String, fields: Set<String>, languages: Set<String> = [], locales: Set<String> = [],
    reason: String
  ) {
    self.id = id
    self.title = title
    self.fields = fields
    self.languages = languages
    self.locales = locales
    self.reason = reason
  }

  /// Whether it explains a difference of `field` in `locale`.
  func explains(field: String, locale: String) -> Bool {
    guard fields.contains(field) else { return false }
    let language = String(locale.prefix { $0 != "_" })
    return locales.contains(locale) || languages.contains(language)
  }

  private static let weekdayFields: Set<String> = [
    "weekdays.wide", "weekdays.abbreviated", "weekdays.short", "weekdays.narrow",
  ]

  /// Every kind, the first that explains a difference taking it. Read with the measured values in
  /// docs/foundation-agreement.md: each was traced by reading both providers' answers.
  static let all: [DifferenceKind] = [
    DifferenceKind(
      "numbering", "Default numbering system: Western digits in `ar`, `ar_001`, `bn`, `mr`",
      fields: ["titles", "headings", "dayLabels"],
      locales: ["ar", "ar_001", "bn", "bn_BD", "bn_IN", "mr", "mr_IN"],
      reason: """
        CLDR 42 (ICU 72) gives `ar`, `ar_001`, `bn` and `mr` their native digits by default \
        (`٢٠٢٤`, `২০২৪`, `२०२४`); later CLDR releases made `latn` their default numbering system \
        (Apple, on iOS 18's ICU 74 / CLDR 44: "The default numbering system for Arabic did change to \
        use Western Arabic (Latin) digits", developer.apple.com/forums/thread/773692), while the \
        Arabic locales of countries that write Arabic-Indic digits (`ar_EG`, `ar_SA`, …) keep `arab` \
        in both. Each provider writes the digits its locale data names: `ar-SA` days are `١٤` in both.
        """),
    DifferenceKind(
      "week-china", "Week of China: Sunday first, 5 minimal days in Foundation",
      fields: ["firstWeekday", "minimalDays"],
      locales: ["bo", "bo_CN", "ii", "ii_CN", "ug", "ug_CN", "yue_Hans", "yue_Hans_CN", "zh", "zh_Hans", "zh_Hans_CN"],
      reason: """
        CLDR 42 made Monday the first day of the week in China (CLDR-11510, unicode-org/cldr#2208: \
        GB/T 7408-2005), as ICU 72 has it, with CLDR's default of 1 minimal day. Foundation's ICU \
        is Apple's fork (swiftlang/swift-foundation-icu, "extracted from Apple OSS Distribution's \
        ICU"), whose week data for CN — Sunday, 5 minimal days, the same through `Locale`, \
        `Calendar(identifier:)` and `Calendar.current` — is Apple's, not traced to a CLDR release.
        """),
    DifferenceKind(
      "week-territories", "Week data of AE, DZ, JO, BD and SI",
      fields: ["firstWeekday", "minimalDays", "weekend"],
      locales: [
        "ar_AE", "en_AE", "ar_DZ", "fr_DZ", "kab", "kab_DZ", "ar_JO", "bn", "bn_BD", "ccp", "ccp_BD", "sl", "sl_SI",
        "en_SI",
      ],
      reason: """
        Territory week data differs: CLDR 46 starts the week of the United Arab Emirates on Monday \
        (CLDR-15697, unicode-org/cldr#3994, 2024: the UAE moved their weekend to Saturday–Sunday in \
        2022; CLDR 42 had Saturday). Jordan (JO) starts on Sunday in Foundation (Saturday in CLDR 42). \
        Bangladesh (BD, with `bn`, `ccp`) has its Friday–Saturday weekend in Foundation (CLDR 42: \
        Saturday–Sunday). Slovenia (SI) counts ISO weeks, 4 minimal days (CLDR 42: 1). Algeria (DZ, \
        with `kab`) starts on Monday with a Saturday–Sunday weekend in Foundation's data, where \
        Algeria's weekend has been Friday–Saturday since 2009 and CLDR 42 says so (Saturday first): \
        there the ICU provider is right, and a Foundation-provider document of `ar-DZ` marks the \
        wrong days. These are the data each ICU ships; only the AE change is traced to its CLDR ticket.
        """),
    DifferenceKind(
      "script", "Foundation's DateFormatter loses the script of `sr_Cyrl_ME` and `shi_Latn`",
      fields: weekdayFields.union(["titles", "headings", "monthNames"]),
      locales: ["sr_Cyrl_ME", "shi_Latn", "shi_Latn_MA"],
      reason: """
        Not CLDR: Foundation's `DateFormatter` writes `sr_Cyrl_ME` in Latin (the default script of \
        `sr_ME`) and `shi_Latn` in Tifinagh (the default of `shi`), while its `Calendar` of the same \
        locale gives the right symbols. The provider takes weekday and month names from the \
        Calendar's symbol arrays and writes the names in formatted dates from them (titles and \
        headings agree with ICU); CLDR's `short` weekday width has no symbol array, so the `cccccc` \
        headers of these three locales stay in the wrong script.
        """),
    DifferenceKind(
      "patterns", "Title and year patterns revised in CLDR",
      fields: ["titles", "headings"],
      languages: ["ca", "ku", "so", "mk", "lrc", "mzn"],
      locales: ["ar_SA", "uz_Arab", "uz_Arab_AF"],
      reason: """
        The skeletons' patterns changed after CLDR 42: Catalan writes `gener del 2024` (`de` before); \
        Kurdish `rêbendana 2024an` (`2024 rêbendanê`); Somali titles take the month names \
        (`Janaayo 2024`, not `Bisha Koobaad 2024`); Macedonian's year heading is `2024 г.`; the \
        Persian-calendar year of `lrc`, `mzn` and `uz_Arab` carries the era (`AP ۱۴۰۲`); the Hijri \
        title of `ar_SA` puts a comma after the month (`رجب، ١٤٤٥ هـ`).
        """),
    DifferenceKind(
      "weekday-names", "Weekday names revised in CLDR",
      fields: weekdayFields,
      languages: [
        "ak", "ar", "bn", "ca", "de", "en", "es", "fil", "gl", "ii", "ks", "ku", "mai", "mgo", "mi", "om", "pt", "ru",
        "sa", "so", "ur", "xh", "yo",
      ],
      reason: """
        CLDR 43–46 revised weekday names in these locales (Survey Tool data, each release's \
        `common/main/*.xml`). CLDR 46 added a check that `short` names are no longer than the \
        abbreviated and no shorter than the narrow ones and fixed what it found (CLDR-13523, \
        unicode-org/cldr#3739, 2024): `fil` and `mgo` swap their short and narrow forms (`Li` → \
        `Lin`, `1` ↔ `A1`), `mai`'s and `so`'s short names inherit the abbreviated (`बृहस्पति` → \
        `गुरु`, `Arbaco` → `Arbc`), `sa`'s short names are Sanskrit, no longer English. Elsewhere: \
        Arabic's abbreviated names drop the article (`الأحد` → `أحد`) and its short Monday is \
        `اثنين` (`إثنين`); Portuguese outside Brazil abbreviates (`domingo` → `dom.`); Russian \
        capitalises its standalone abbreviated and short names (`вс` → `Вс`); Catalan moves the dots \
        from the abbreviated and short widths to the narrow (`dg.` → `dg`); Galician lower-cases \
        (`Domingo` → `domingo`); Yoruba's abbreviated and short names become the full ones; \
        `en_AU`, `de_CH`, `es_CL`/`es_MX` change their short width, `ur` its narrow; and spelling \
        fixes in `ak`, `ii`, `ks_Deva`, `ku`, `mi`, `om`, `xh`, `bn_IN`.
        """),
    DifferenceKind(
      "month-names", "Month names revised in CLDR",
      fields: ["monthNames", "titles", "headings"],
      languages: [
        "ak", "am", "ceb", "ckb", "ee", "eo", "fa", "gl", "ig", "ii", "ks", "ku", "mi", "mni", "om", "rw", "sd", "so",
        "ti", "to", "yo",
      ],
      reason: """
        CLDR 43–46 revised month names in these locales, which titles and headings carry: Akan \
        replaced its double names (`Sanda-Ɔpɛpɔn` → `Ɔpɛpɔn`), Amharic respelled January and \
        February (`ጃንዩወሪ` → `ጃንዋሪ`), Esperanto capitalises its standalone names, Galician \
        lower-cases them, Yoruba's standalone names take `Oṣù` (month), Dari (`fa_AF`) uses the \
        Afghan solar months in the Persian calendar (`حمل`, `ثور`, … for `فروردین`, `اردیبهشت`, …), \
        Kurdish uses the Gregorian month names of Turkey (`sibat`, `nîsan`, …), and single-letter \
        spelling fixes in `ceb`, `ckb_IR`, `ee`, `ig`, `ii`, `ks`, `mi`, `mni`, `om`, `rw`, `sd_Deva`, \
        `so`, `ti`, `to`.
        """),
  ]
}
