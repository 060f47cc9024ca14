import CalendarModel
import Foundation

/// Reads locale identifiers in BCP 47 (`ko-KR`, `th-TH-u-nu-thai`) or ICU/POSIX form (`ko_KR`,
/// `ja_JP@calendar=japanese`, `de_DE.UTF-8`) and refuses those Foundation has no data for.
///
/// Foundation opens any identifier (`xx_YY` becomes a locale with root data), so a locale is known
/// here when one of Foundation's available locales has its language (and its script, if it names
/// one): `ko_XX` is Korean, `xx_YY` is an error.
public struct FoundationLocaleResolver: Sendable {
  /// The languages, and language_script pairs, of Foundation's available locales.
  private let known: Set<String>

  /// Reads Foundation's available locales (about a thousand): keep the resolver for many calls.
  public init() {
    var known: Set<String> = []
    for id in Locale.availableIdentifiers {
      let parts = id.split(separator: "_")
      guard let language = parts.first else { continue }
      known.insert(String(language))
      if parts.count >= 2, parts[1].count == 4 { known.insert(language + "_" + parts[1]) }
    }
    self.known = known
  }

  /// Foundation's available locale identifiers, sorted.
  public var availableLocales: [String] { Locale.availableIdentifiers.sorted() }

  /// Resolves `input`; `C`, `POSIX` and the empty string are `en_US_POSIX`.
  ///
  /// - Throws: ``FoundationError/Code/unknownLocale`` for a language or script Foundation has no
  ///   data for, ``FoundationError/Code/unsupportedCalendar`` for a `calendar` keyword calrender
  ///   does not draw.
  public func resolve(_ input: String) throws -> FoundationLocale {
    let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty || trimmed == "C" || trimmed == "POSIX" || trimmed.hasPrefix("C.") {
      return FoundationLocale(identifier: "en_US_POSIX", language: "en")
    }
    let isTag = trimmed.contains("-") && !trimmed.contains("_") && !trimmed.contains("@")
    let id = Locale.identifier(.icu, from: isTag ? trimmed : POSIXLocaleName.icuForm(of: trimmed))
    let parts = id.prefix { $0 != "@" }.split(separator: "_", omittingEmptySubsequences: false)
    let language = String(parts.first ?? "").lowercased()
    guard !language.isEmpty, language.allSatisfy({ $0.isASCII && $0.isLetter }), known.contains(language) else {
      throw FoundationError(.unknownLocale, "unknown locale '\(input)'")
    }
    // A script without data (be_Latn) would fall back to the language's default script silently.
    if parts.count >= 2, parts[1].count == 4, !known.contains(language + "_" + parts[1]) {
      throw FoundationError(.unknownLocale, "unknown locale '\(input)': no data for the script '\(parts[1])'")
    }
    let resolved = FoundationLocale(identifier: id, language: language)
    _ = try resolved.defaultSystem()
    if let numbers = resolved.keyword("numbers"),
      !Locale.NumberingSystem.availableNumberingSystems.contains(Locale.NumberingSystem(numbers.lowercased()))
    {
      throw FoundationError(.unknownLocale, "unknown locale '\(input)': no numbering system '\(numbers)'")
    }
    return resolved
  }
}
