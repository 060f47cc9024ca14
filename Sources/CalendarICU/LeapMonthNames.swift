import CalendarModel

/// Leap-month names where CLDR leaves a language to root's leap pattern.
///
/// CLDR gives English Chinese and Korean month names ("Second Month") but no leap-month pattern
/// (`monthPatterns`, in CLDR 42 as in 46), so ICU applies root's "{0}bis" — meant for month codes,
/// "M02bis" — to the English name: "Second Monthbis". calrender writes CLDR's placeholder pattern
/// "Leap {0}" for English instead ("Leap Second Month", as the Hong Kong Observatory's "leap month").
/// ICU's C API cannot set a formatter's leap pattern, so ICU's text is rewritten: each month name
/// (wide or abbreviated) followed by root's "bis" becomes the pattern around that name.
struct LeapMonthNames {
  /// The pattern around the month's name, by language.
  static let patterns: [String: (prefix: String, suffix: String)] = ["en": ("Leap ", "")]
  static let rootSuffix = "bis"

  let prefix: String
  let suffix: String
  /// The names to look for, longest first ("Mo12" before "Mo1").
  let names: [String]

  /// The rewriting for a formatter of `locale` (an ICU id with its calendar keyword), or nil where
  /// the calendar has no lunar leap months or the language has a pattern of its own.
  init?(locale: String, names: () throws -> [String]) rethrows {
    // Opened for every formatter: ICU ids spell the keyword in lower case.
    guard locale.firstLiteralRange(of: "calendar=chinese") != nil || locale.firstLiteralRange(of: "calendar=dangi") != nil
    else { return nil }
    let language = String(locale.prefix { $0 != "_" && $0 != "-" && $0 != "@" }).lowercased()
    guard let pattern = Self.patterns[language] else { return nil }
    (prefix, suffix) = pattern
    self.names = try names().filter { !$0.isEmpty }.sorted { $0.count > $1.count }
  }

  /// `text` with each month name in root's leap pattern written in the language's.
  func rewrite(_ text: String) -> String {
    guard text.firstLiteralRange(of: Self.rootSuffix) != nil else { return text }
    var text = text
    for name in names where text.firstLiteralRange(of: name + Self.rootSuffix) != nil {
      text = text.replacingLiteral(name + Self.rootSuffix, with: prefix + name + suffix)
    }
    return text
  }
}
