/// The fallback chain of a locale identifier, most specific first, as locale data is looked up.
package enum LocaleFallback {
  /// `zh-Hant-TW` or `zh_Hant_TW@calendar=roc` → `zh_Hant_TW`, `zh_Hant`, `zh` (keywords dropped,
  /// hyphens read as underscores).
  public static func chain(of identifier: String) -> [String] {
    var base = Substring(String(identifier.prefix { $0 != "@" }.map { $0 == "-" ? "_" : $0 }))
    var chain: [String] = []
    while !base.isEmpty {
      chain.append(String(base))
      guard let cut = base.lastIndex(of: "_") else { break }
      base = base[..<cut]
    }
    return chain
  }
}
