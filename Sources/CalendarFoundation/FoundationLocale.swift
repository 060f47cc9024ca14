import CalendarModel
import Foundation

/// A locale identifier resolved by ``FoundationLocaleResolver``: one Foundation has data for.
public struct FoundationLocale: Hashable, Sendable {
  /// The ICU-form identifier, keywords included (`ja_JP@calendar=japanese`, `en_US_POSIX`).
  public let identifier: String
  /// The language subtag (`ja`).
  public let language: String

  /// The locale as Foundation opens it.
  public var locale: Locale { Locale(identifier: identifier) }

  /// The BCP 47 tag (`ja-JP-u-ca-japanese`).
  public var languageTag: String {
    if identifier == "en_US_POSIX" { return "en-US-u-va-posix" }
    return Locale.identifier(.bcp47, from: identifier)
  }

  init(identifier: String, language: String) {
    self.identifier = identifier
    self.language = language
  }

  /// The value of an ICU keyword (`calendar`, `numbers`, `fw`), or nil.
  func keyword(_ key: String) -> String? {
    guard let at = identifier.firstIndex(of: "@") else { return nil }
    for pair in identifier[identifier.index(after: at)...].split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == key.lowercased() { return String(parts[1]) }
    }
    return nil
  }

  /// This locale with an ICU keyword set (replacing any value it had).
  func setting(_ key: String, to value: String) -> FoundationLocale {
    let base = identifier.prefix { $0 != "@" }
    var pairs: [(String, String)] = []
    if let at = identifier.firstIndex(of: "@") {
      for pair in identifier[identifier.index(after: at)...].split(separator: ";") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, parts[0].lowercased() != key.lowercased() {
          pairs.append((String(parts[0]), String(parts[1])))
        }
      }
    }
    pairs.append((key, value))
    // ICU keeps keywords sorted by key; so does the identifier written here (one spelling per locale).
    pairs.sort { $0.0 < $1.0 }
    return FoundationLocale(
      identifier: base + "@" + pairs.map { "\($0.0)=\($0.1)" }.joined(separator: ";"), language: language)
  }

  /// The locale's own calendar system: its `calendar` keyword, else Foundation's default for it.
  func defaultSystem() throws -> CalendarSystem {
    if let keyword = keyword("calendar") {
      guard let system = CalendarSystem(identifier: keyword) else {
        throw FoundationError(.unsupportedCalendar, "calendar '\(keyword)' is not one calrender draws")
      }
      return system
    }
    let identifier = locale.calendar.identifier
    guard let system = CalendarSystem(foundation: identifier) else {
      throw FoundationError(.unsupportedCalendar, "Foundation's calendar '\(identifier)' is not one calrender draws")
    }
    return system
  }
}
