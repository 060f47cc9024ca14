/// A POSIX locale name (`de_DE.UTF-8`, `sr_RS@latin`) in the ICU form both providers resolve:
/// reading glibc's names is a fact of the POSIX world, not of one provider's library.
package enum POSIXLocaleName {
  /// Drops a POSIX charset (`de_DE.UTF-8` → `de_DE`) and reads a glibc modifier: a script
  /// (`sr_RS@latin` → `sr_Latn_RS`, `uz_UZ@cyrillic` → `uz_Cyrl_UZ`), a variant
  /// (`ca_ES@valencia` → `ca_ES_VALENCIA`) or nothing (`@euro`); keeps ICU keywords (`@calendar=`).
  package static func icuForm(of id: String) -> String {
    var base = Substring(id)
    var keywords = ""
    var modifier = ""
    if let at = base.firstIndex(of: "@") {
      let after = base[base.index(after: at)...]
      if after.contains("=") { keywords = "@" + after } else { modifier = after.lowercased() }
      base = base[..<at]
    }
    if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
    var parts = base.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
    if let script = glibcScripts[modifier], parts.count <= 2, !(parts.first ?? "").isEmpty {
      parts.insert(script, at: 1)
    } else if let variant = glibcVariants[modifier], parts.count == 2 {
      parts.append(variant)
    }
    return parts.joined(concatenating: "_") + keywords
  }

  /// glibc locale modifiers that name a script (as in glibc's own locales: sr_RS@latin,
  /// uz_UZ@cyrillic, be_BY@latin, sd_IN@devanagari, ks_IN@devanagari, tt_RU@iqtelif, …).
  static let glibcScripts: [String: String] = [
    "latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab", "iqtelif": "Latn",
    "bengali": "Beng", "gurmukhi": "Guru", "olchiki": "Olck", "hebrew": "Hebr", "shaw": "Shaw",
  ]

  /// glibc locale modifiers that name a variant.
  static let glibcVariants: [String: String] = ["valencia": "VALENCIA"]
}
