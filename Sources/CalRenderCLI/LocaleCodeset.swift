/// The character set of the environment's locale (`LC_ALL`, then `LC_CTYPE`, then `LANG`: the first
/// set and not empty, POSIX's order for LC_CTYPE), which text written to standard output is
/// converted to, as `cal` writes through glibc's wide-character output.
///
/// Only the codeset a locale name spells out counts (`ja_JP.eucJP` → `eucJP`); a name without one
/// (`ja_JP`, `C`, `POSIX`) is taken as UTF-8, what calrender has always written, rather than glibc's
/// ASCII for `C`: `LANG=C calrender -l ja-JP` keeps its Japanese.
struct LocaleCodeset {
  /// The codeset named, nil for UTF-8 (in any spelling: `UTF-8`, `utf8`).
  let name: String?

  init(environment: [String: String]) {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    name = Self.codeset(of: locale)
  }

  /// The codeset of a POSIX locale name `language[_territory][.codeset][@modifier]`, nil for none
  /// or UTF-8.
  static func codeset(of locale: String) -> String? {
    guard let dot = locale.firstIndex(of: ".") else { return nil }
    let codeset = locale[locale.index(after: dot)...].prefix { $0 != "@" }
    let folded = codeset.lowercased().filter { $0.isLetter || $0.isNumber }
    return codeset.isEmpty || folded == "utf8" ? nil : String(codeset)
  }
}
