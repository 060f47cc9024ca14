/// The locales and time zones a provider has data for: what a locale or zone setting can name (for a
/// settings screen, shell completion or `calrender locales`).
///
/// ```swift
/// let catalog = LocaleCatalog()
/// for id in catalog.identifiers where id.hasPrefix("th") {
///   print(try catalog.languageTag(of: id), try catalog.defaultCalendar(of: id))  // th-TH buddhist
/// }
/// ```
public struct LocaleCatalog: Sendable {
  private let provider: any CalendarDataProvider

  /// The catalog of a provider (by default the default provider: the linked ICU).
  public init(provider: any CalendarDataProvider = CalendarRenderer.defaultProvider()) { self.provider = provider }

  /// Every locale the provider lists, in its spelling (ICU: `ko_KR`), sorted. Read when asked:
  /// listing them is a measurable part of a cold start.
  public var identifiers: [String] { provider.localeIdentifiers }

  /// The BCP 47 tag of a locale given in either spelling (`ko_KR` → `ko-KR`, `de_DE.UTF-8` → `de-DE`).
  /// - Throws: ``CalRenderError`` (`.usage`, with the nearest known locales) for a locale ICU has
  ///   no data for.
  public func languageTag(of locale: String) throws -> String {
    try CalRenderError.translating { provider.languageTag(of: try provider.locale(locale)) }
  }

  /// The calendar system a locale uses unless told otherwise: its `calendar` keyword
  /// (`ja-JP-u-ca-japanese`), else ICU's default for it (`th_TH` → ``CalendarSystem/buddhist``).
  /// - Throws: ``CalRenderError`` (`.usage`) for an unknown locale, or a calendar calrender does not
  ///   draw.
  public func defaultCalendar(of locale: String) throws -> CalendarSystem {
    try CalRenderError.translating { try provider.defaultCalendar(of: provider.locale(locale)) }
  }

  /// Every time zone ID ICU knows (IANA ids and ICU's aliases such as `US/Eastern`), sorted: what
  /// ``CalendarRequest/timeZone`` accepts besides zoneinfo paths and whole-hour offsets.
  /// - Throws: ``CalRenderError`` (`.internal`) when ICU cannot list them.
  public func timeZoneIdentifiers() throws -> [String] {
    try CalRenderError.translating { try provider.timeZoneIdentifiers() }
  }
}
