/// A locale a ``CalendarDataProvider`` resolved: its identifier in the provider's spelling and its
/// language. Its BCP 47 tag is the provider's to write (``CalendarDataProvider/languageTag(of:)``):
/// ICU loads tables for the first tag with keywords, which a cold start should not pay for unasked.
public struct CalendarLocale: Hashable, Sendable {
  /// The provider's canonical identifier, keywords included (ICU: `ja_JP@calendar=japanese`).
  public var identifier: String
  /// The language subtag (`ja`).
  public var language: String

  /// A locale of a provider's.
  public init(identifier: String, language: String) {
    self.identifier = identifier
    self.language = language
  }
}
