import CICUShim
import CalendarModel

/// Reads locale identifiers in BCP 47 (`ko-KR`, `th-TH-u-nu-thai`) or ICU/POSIX form (`ko_KR`,
/// `ja_JP@calendar=japanese`, `de_DE.UTF-8`) and refuses those ICU has no data for.
///
/// A locale is known when ICU has data for its language: `ko_XX` is Korean; `xx_YY` is unknown.
package struct LocaleResolver: Sendable {
  package init() {}

  /// ICU's available locales, sorted (read when asked: listing them is a measurable part of a cold start).
  package var availableLocales: [String] {
    var locales: [String] = []
    let count = cr_locale_count_available()
    locales.reserveCapacity(Int(count))
    for index in 0..<count {
      if let id = cr_locale_available(index) { locales.append(String(cString: id)) }
    }
    return locales.sorted()
  }

  /// Whether ICU has data for the language.
  package func hasData(language: String) -> Bool { cr_locale_has_language_data(language) != 0 }

  /// Resolves `input`; `C`, `POSIX` and the empty string are `en-US-u-va-posix`.
  package func resolve(_ input: String) throws -> ResolvedLocale {
    let trimmed = input.trimmingASCIISpaces()
    if trimmed.isEmpty || trimmed == "C" || trimmed == "POSIX" || trimmed.hasPrefix("C.") {
      return .posix()
    }
    let id: String
    do {
      if trimmed.contains("-") && !trimmed.contains("_") && !trimmed.contains("@") {
        id = try icuString("reading \(trimmed)") { cr_locale_for_language_tag(trimmed, $0, $1, $2) }
      } else {
        id = try icuString("reading \(trimmed)") {
          cr_locale_canonicalize(POSIXLocaleName.icuForm(of: trimmed), $0, $1, $2)
        }
      }
    } catch {
      throw ICUError.unknownLocale(input, suggestions: suggestions(for: trimmed))
    }
    let language = (try? icuString("language") { cr_locale_language(id, $0, $1, $2) }) ?? ""
    guard hasData(language: language) else {
      throw ICUError.unknownLocale(input, suggestions: suggestions(for: trimmed))
    }
    // A script ICU has no data for in this language (be_Latn) falls back to ICU's default locale,
    // which comes from the environment: refused instead, like an unknown language.
    let parts = id.prefix { $0 != "@" }.split(separator: "_")
    if parts.count >= 2, parts[1].count == 4, !hasData(language: language + "_" + parts[1]) {
      throw ICUError.unknownLocale(
        input, suggestions: suggestions(for: trimmed), reason: "no data for the script '\(parts[1])'")
    }
    let resolved = ResolvedLocale(icuIdentifier: id, language: language)
    try Self.checkKeywords(resolved, input: input)
    return resolved
  }

  /// Keywords ICU would only refuse later, deep in a formatter (`numbers=zzzz` is U_UNSUPPORTED_ERROR
  /// from the pattern generator): refused here, so that `--locale` is a usage error and the
  /// environment falls back.
  static func checkKeywords(_ locale: ResolvedLocale, input: String) throws {
    if let calendar = locale.keyword("calendar"), CalendarSystem(identifier: calendar) == nil {
      throw ICUError.unsupportedCalendar(calendar)
    }
    if let numbers = locale.keyword("numbers"),
      (try? icuString("numbering system") { cr_numbering_system(locale.icuIdentifier, $0, $1, $2) }) == nil
    {
      throw ICUError.unknownLocale(input, suggestions: [], reason: "no numbering system '\(numbers)'")
    }
  }

  /// The longest input, in bytes, that suggestions are looked for.
  static let longestSuggestible = 96

  /// Up to three known locales for an unknown `input`, nearest first (ties by name): of the same
  /// language when ICU has it (`en_UK` → en_GB…); of the language `input` names, in English or in
  /// itself (`korean`, `Deutsch`, `한국어` → ko…); else the identifiers within a third of its length
  /// in edits — none for one that is near nothing (`xx_YY`), rather than three unrelated ones.
  package func suggestions(for input: String) -> [String] {
    let key = input.trimmingASCIISpaces().replacingHyphens().lowercased()
    // Nothing can be near an input this long (identifiers and language names are far shorter than
    // the edits allowed): the edit distances are quadratic, and a 100 KB argument took 4 s.
    guard key.utf8.count <= Self.longestSuggestible else { return [] }
    let locales = availableLocales
    func nearest(_ candidates: [String], to key: String) -> [String] {
      let scored = candidates.map { ($0, editDistance(key, $0.lowercased())) }
      return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(3).map { $0.0 }
    }
    func language(_ id: String) -> Substring { id.prefix { $0 != "_" && $0 != "@" && $0 != "." } }
    let sameLanguage = locales.filter { language($0.lowercased()) == language(key) }
    if !sameLanguage.isEmpty { return nearest(sameLanguage, to: key) }
    // The language whose name is nearest, within a quarter of its length in edits (`frnch`).
    var named: (base: String, distance: Int)?
    for base in locales where !base.contains("_") {
      for display in [base, "en"] as [String] {
        guard let name = try? icuString("language name", { cr_locale_display_language(base, display, $0, $1, $2) })
        else {
          continue
        }
        let distance = editDistance(key, name.lowercased())
        if distance <= key.count / 4 && distance < (named?.distance ?? .max) { named = (base, distance) }
      }
    }
    if let named { return nearest(locales.filter { language($0) == named.base }, to: named.base) }
    return nearest(locales.filter { editDistance(key, $0.lowercased()) <= max(1, key.count / 3) }, to: key)
  }
}

extension String {
  func trimmingASCIISpaces() -> String {
    let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    var end = scalars.endIndex
    while end > scalars.startIndex {
      let before = scalars.index(before: end)
      guard scalars[before] == " " || scalars[before] == "\t" || scalars[before] == "\n" else { break }
      end = before
    }
    return String(scalars[scalars.startIndex..<end])
  }

  func replacingHyphens() -> String { String(map { $0 == "-" ? "_" : $0 }) }
  func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
