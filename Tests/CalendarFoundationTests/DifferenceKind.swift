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
  /// What the kind says the difference is: a change between CLDR 42 and 46, or Foundation's own.
  /// It explains only differences Babel's CLDR does not contradict (a kind of CLDR changes takes no
  /// difference where CLDR 46 still has ICU's answer).
  let claim: CLDRVerdict

  init(
    _ id: String, _ title: String, claim: CLDRVerdict, fields: Set<String>, languages: Set<String> = [],
    locales: Set<String> = [], reason: String
  ) {
    self.id = id
    self.title = title
    self.claim = claim
    self.fields = fields
    self.languages = languages
    self.locales = locales
    self.reason = reason
  }

  /// Whether it explains a difference of `field`.
  func explains(field: String, _ difference: AgreementDifference) -> Bool {
    guard fields.contains(field) else { return false }
    let verdict = difference.verdict
    guard verdict == claim || verdict == .unsettled else { return false }
    let language = String(difference.locale.prefix { $0 != "_" })
    return locales.contains(difference.locale) || languages.contains(language)
  }

  private static let weekdayFields: Set<String> = [
    "weekdays.wide", "weekdays.abbreviated", "weekdays.short", "weekdays.narrow",
  ]

  /// Every kind, the first that explains a difference taking it. Read with the measured values in
  /// docs/foundation-agreement.md: each was traced by reading both providers' answers.
  static let all: [DifferenceKind] = [
    DifferenceKind(
      "numbering", "Default numbering system of `ar` and `ar_001`: Western digits since CLDR 42",
      claim: .changedInCLDR,
      fields: ["titles", "headings", "dayLabels"],
      locales: ["ar", "ar_001"],
      reason: """
        CLDR 42 (ICU 72) gives `ar` and `ar_001` Arabic-Indic digits by default (`٢٠٢٤`); CLDR 46 \
        names `latn` (Apple, on iOS 18's ICU 74 / CLDR 44: "The default numbering system for \
        Arabic did change to use Western Arabic (Latin) digits", developer.apple.com/forums/thread/773692), \
        while the Arabic locales of countries that write Arabic-Indic digits (`ar_EG`, `ar_SA`, …) \
        keep `arab` in both. Each provider writes the digits its locale data names: `ar-SA` days are \
        `١٤` in both. (Babel 2.12 carries no default numbering system, so CLDR 42's digits are not \
        checked, only its words.)
        """),
    DifferenceKind(
      "numbering-foundation", "Foundation writes Western digits in `bn` and `mr`", claim: .foundationData,
      fields: ["titles", "headings", "dayLabels"],
      locales: ["bn", "bn_BD", "bn_IN", "mr", "mr_IN"],
      reason: """
        Not CLDR: CLDR 46, like CLDR 42, names Bengali (`beng`, `২০২৪`) and Devanagari (`deva`, \
        `२०२४`) digits the default numbering systems of `bn` and `mr`; Foundation's `Locale` gives \
        `latn` for them, its ICU's own data.
        """),
    DifferenceKind(
      "week-china", "Week of China: Sunday first, 5 minimal days in Foundation", claim: .foundationData,
      fields: ["firstWeekday", "minimalDays"],
      locales: ["bo", "bo_CN", "ii", "ii_CN", "ug", "ug_CN", "yue_Hans", "yue_Hans_CN", "zh", "zh_Hans", "zh_Hans_CN"],
      reason: """
        Not CLDR: CLDR 42 made Monday the first day of the week in China (CLDR-11510, \
        unicode-org/cldr#2208: GB/T 7408-2005), and CLDR 46 keeps it, with CLDR's default of 1 \
        minimal day. Foundation's ICU is Apple's fork (swiftlang/swift-foundation-icu, "extracted \
        from Apple OSS Distribution's ICU"), whose week data for CN — Sunday, 5 minimal days, the \
        same through `Locale`, `Calendar(identifier:)` and `Calendar.current` — is Apple's.
        """),
    DifferenceKind(
      "week-ae", "Week of the United Arab Emirates: Monday first since CLDR 46", claim: .changedInCLDR,
      fields: ["firstWeekday"],
      locales: ["ar_AE", "en_AE"],
      reason: """
        CLDR 46 starts the week of the United Arab Emirates on Monday (CLDR-15697, \
        unicode-org/cldr#3994, 2024: the UAE moved their weekend to Saturday–Sunday in 2022; CLDR 42 \
        had Saturday).
        """),
    DifferenceKind(
      "week-territories", "Week data of DZ, JO, BD and SI in Foundation", claim: .foundationData,
      fields: ["firstWeekday", "minimalDays", "weekend"],
      locales: ["ar_DZ", "fr_DZ", "kab", "kab_DZ", "ar_JO", "bn", "bn_BD", "ccp", "ccp_BD", "sl", "sl_SI", "en_SI"],
      reason: """
        Not CLDR: CLDR 46 has CLDR 42's week data for these territories, and Foundation's ICU its \
        own. Algeria (DZ, with `kab`): CLDR Saturday first and a Friday–Saturday weekend, as \
        Algeria's has been since 2009; Foundation Monday and Saturday–Sunday — there the ICU \
        provider is right, and a Foundation-provider document of `ar-DZ` marks the wrong days. \
        Jordan (JO): CLDR Saturday first, Foundation Sunday. Bangladesh (BD, with `bn`, `ccp`): \
        CLDR a Saturday–Sunday weekend, Foundation Friday–Saturday, the weekend Bangladesh keeps. \
        Slovenia (SI): CLDR 1 minimal day, Foundation 4 (ISO weeks).
        """),
    DifferenceKind(
      "script", "Foundation's DateFormatter loses the script of `sr_Cyrl_ME` and `shi_Latn`", claim: .foundationData,
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
      "patterns", "Title and year patterns revised in CLDR", claim: .changedInCLDR,
      fields: ["titles", "headings"],
      languages: ["ca", "ku", "so", "lrc", "mzn"],
      locales: ["ar_SA", "uz_Arab", "uz_Arab_AF"],
      reason: """
        The skeletons' patterns changed after CLDR 42: Catalan writes `gener del 2024` (`de` before); \
        Kurdish `rêbendana 2024an` (`2024 rêbendanê`); Somali titles take the month names \
        (`Janaayo 2024`, not `Bisha Koobaad 2024`). In calendars Babel has no data for, not checked \
        against CLDR: the Persian-calendar year of `lrc`, `mzn` and `uz_Arab` carries the era \
        (`AP ۱۴۰۲`); the Hijri title of `ar_SA` puts a comma after the month (`رجب، ١٤٤٥ هـ`).
        """),
    DifferenceKind(
      "patterns-foundation", "Macedonian's year heading in Foundation", claim: .foundationData,
      fields: ["headings"],
      languages: ["mk"],
      reason: """
        Not CLDR: CLDR 46, like CLDR 42, writes the year `y` of `mk` as `2024`; Foundation's ICU \
        writes `2024 г.`.
        """),
    DifferenceKind(
      "weekday-names", "Weekday names revised in CLDR", claim: .changedInCLDR,
      fields: weekdayFields,
      languages: [
        "ak", "bn", "ca", "de", "en", "es", "fil", "gl", "ii", "ks", "ku", "mai", "mgo", "mi", "om", "sa", "so", "xh",
        "yo",
      ],
      reason: """
        CLDR 43–46 revised weekday names in these locales. CLDR 46 added a check that `short` names \
        are no longer than the abbreviated and no shorter than the narrow ones and fixed what it \
        found (CLDR-13523, unicode-org/cldr#3739, 2024): `fil` and `mgo` swap their short and \
        narrow forms (`Li` → `Lin`, `1` ↔ `A1`), `mai`'s and `so`'s short names inherit the \
        abbreviated (`बृहस्पति` → `गुरु`, `Arbaco` → `Arbc`), `sa`'s short names are Sanskrit, no \
        longer English. Elsewhere: Catalan's narrow names take the dots (`dg` → `dg.`); Galician \
        lower-cases (`Domingo` → `domingo`); Yoruba's abbreviated and short names become the full \
        ones; `en_AU`, `de_CH`, `es_CL` change their short width; and spelling fixes in `ak`, `ii`, \
        `ks_Deva`, `ku`, `mi`, `om`, `xh`, `bn_IN`. `en_AU`'s narrow names are the one row CLDR 46 \
        settles for neither provider (`S M T W T F S`; ICU `Su. M. Tu. …`, Foundation `Su M Tu …`).
        """),
    DifferenceKind(
      "weekday-names-foundation", "Weekday names of Foundation's own", claim: .foundationData,
      fields: weekdayFields,
      languages: ["ar", "ca", "pt", "ru", "ur"],
      locales: ["es_MX"],
      reason: """
        Not CLDR: CLDR 46 has ICU's names here, so these are Foundation's ICU's own data. Arabic's \
        abbreviated names drop the article (`الأحد` → `أحد`) and its short Monday is `اثنين` \
        (`إثنين`); Portuguese outside Brazil abbreviates (`domingo` → `dom.`); Russian capitalises \
        its standalone abbreviated and short names (`вс` → `Вс`); Catalan drops the dots of the \
        abbreviated and short names (`dg.` → `dg`); `es_MX` lower-cases its short names \
        (`DO` → `do`); `ur`'s narrow names are Urdu letters, CLDR's Latin (`S M T …`).
        """),
    DifferenceKind(
      "month-names", "Month names revised in CLDR", claim: .changedInCLDR,
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
