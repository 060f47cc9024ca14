import CICUShim
import CalendarModel

/// A locale identifier as ICU reads it, checked to be one ICU has data for.
package struct ResolvedLocale: Hashable, Sendable {
  /// ICU's canonical id, keywords included (`ja_JP@calendar=japanese`, `en_US_POSIX`).
  package var icuIdentifier: String
  /// The language subtag (`ja`).
  package var language: String

  package init(icuIdentifier: String, language: String) {
    self.icuIdentifier = icuIdentifier
    self.language = language
  }

  /// The BCP 47 tag (`ja-JP-u-ca-japanese`, `en-US-u-va-posix`). Computed when asked: the first tag
  /// with keywords makes ICU load its key-type tables (several milliseconds of a cold start).
  package var languageTag: String {
    if icuIdentifier == "en_US_POSIX" { return "en-US-u-va-posix" }
    return (try? icuString("language tag of \(icuIdentifier)") { cr_locale_to_language_tag(icuIdentifier, $0, $1, $2) })
      ?? icuIdentifier.replacingUnderscores()
  }

  /// The locale that `C`, `POSIX` and an unset environment mean.
  package static func posix() -> ResolvedLocale {
    ResolvedLocale(icuIdentifier: "en_US_POSIX", language: "en")
  }

  /// A keyword's value (`calendar`, `fw`, `numbers`), or nil.
  package func keyword(_ key: String) -> String? {
    guard let value = try? icuString("keyword", { cr_locale_keyword(icuIdentifier, key, $0, $1, $2) }),
      !value.isEmpty
    else { return nil }
    return value
  }

  /// This locale with a keyword set (`calendar=hebrew`).
  package func setting(_ key: String, to value: String) throws -> ResolvedLocale {
    // Room for the id plus "@key=value": uloc_setKeywordValue never needs more.
    var buffer = Array(icuIdentifier.utf8CString)
    buffer += [CChar](repeating: 0, count: key.utf8.count + value.utf8.count + 16)
    var status: Int32 = 0
    _ = cr_locale_set_keyword(key, value, &buffer, Int32(buffer.count), &status)
    try ICUError.check(status, "setting \(key)=\(value) on \(icuIdentifier)")
    return ResolvedLocale(icuIdentifier: cString(buffer), language: language)
  }

  /// The locale with its likely script and region added (`zh_TW` → `zh_Hant_TW`).
  package func likelySubtags() throws -> String {
    try icuString("likely subtags of \(icuIdentifier)") { cr_locale_add_likely_subtags(icuIdentifier, $0, $1, $2) }
  }

  /// The locale's paper (`ulocdata_getPaperSize`), A4 when ICU has no answer.
  package var paperSize: PaperSize {
    var height: Int32 = 0
    var width: Int32 = 0
    var status: Int32 = 0
    cr_locale_paper_size(icuIdentifier, &height, &width, &status)
    guard status <= 0, width > 0, height > 0 else { return .a4 }
    // ICU gives whole millimetres (Letter 216 × 279): a named size keeps its exact sides.
    let given = PaperSize(widthMillimeters: Double(width), heightMillimeters: Double(height))
    for (_, size) in PaperSize.named
    where abs(size.widthMillimeters - given.widthMillimeters) < 1 && abs(size.heightMillimeters - given.heightMillimeters) < 1 {
      return size
    }
    return given
  }
}
