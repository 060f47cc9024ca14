/// Leap-month names where CLDR leaves a language to root's leap pattern.
///
/// CLDR gives English Chinese and Korean month names ("Second Month") but no leap-month pattern
/// (`monthPatterns`, in CLDR 42 as in 46), so ICU applies root's "{0}bis" — meant for month codes,
/// "M02bis" — to the English name: "Second Monthbis". calrender writes CLDR's placeholder pattern
/// "Leap {0}" for English instead ("Leap Second Month", as the Hong Kong Observatory's "leap month").
/// Neither ICU's C API nor Foundation can set a formatter's leap pattern, so the formatted text is
/// rewritten: each month name (wide or abbreviated) followed by root's "bis" becomes the pattern
/// around that name. Both providers do it, so they write the same.
package struct LeapMonthNames {
  /// The pattern around the month's name, by language.
  static let patterns: [String: (prefix: String, suffix: String)] = ["en": ("Leap ", "")]
  static let rootSuffix = "bis"

  let prefix: String
  let suffix: String
  /// The names to look for, longest first ("Mo12" before "Mo1").
  let names: [String]

  /// The rewriting for a formatter in `language` (a locale id: its language subtag is read) of
  /// `system`, or nil where the calendar has no lunar leap months or the language has a leap
  /// pattern of its own; `names` are the calendar's month names in that language.
  package init?(language locale: String, system: CalendarSystem?, names: () throws -> [String]) rethrows {
    guard system == .chinese || system == .dangi else { return nil }
    let language = String(locale.prefix { $0 != "_" && $0 != "-" && $0 != "@" }).lowercased()
    guard let pattern = Self.patterns[language] else { return nil }
    (prefix, suffix) = pattern
    self.names = try names().filter { !$0.isEmpty }.sorted { $0.count > $1.count }
  }

  /// The lunar calendar an ICU locale id names by its keyword, cheaply (every formatter asks).
  package static func lunarSystem(ofICULocale locale: String) -> CalendarSystem? {
    // ICU ids spell the keyword in lower case.
    if locale.firstLiteralRange(of: "calendar=chinese") != nil { return .chinese }
    if locale.firstLiteralRange(of: "calendar=dangi") != nil { return .dangi }
    return nil
  }

  /// `text` with each month name in root's leap pattern written in the language's.
  package func rewrite(_ text: String) -> String {
    guard text.firstLiteralRange(of: Self.rootSuffix) != nil else { return text }
    var text = text
    for name in names where text.firstLiteralRange(of: name + Self.rootSuffix) != nil {
      text = text.replacingLiteral(name + Self.rootSuffix, with: prefix + name + suffix)
    }
    return text
  }
}
