/// The default provider of a build with neither the `ICU` nor the `Foundation` trait: it knows no
/// locale, so every request says how to give a renderer one instead of failing later or silently.
struct NoProvider: CalendarDataProvider {
  struct Missing: LocaleDataError {
    var failure: LocaleDataFailure { .failed }
    var description: String {
      "calrender was built without a provider: enable the ICU or Foundation trait, or pass CalendarRenderer(provider:)"
    }
  }

  var versions: ProviderVersions { ProviderVersions(provider: "none", icu: "0", cldr: "0", unicode: "0") }
  func locale(_ identifier: String) throws -> CalendarLocale { throw Missing() }
  func languageTag(of locale: CalendarLocale) -> String { locale.identifier }
  var posixLocale: CalendarLocale { CalendarLocale(identifier: "en_US_POSIX", language: "en") }
  func currentLocaleIdentifier() -> String? { nil }
  func defaultCalendar(of locale: CalendarLocale) throws -> CalendarSystem { throw Missing() }
  func withCalendar<T>(_ locale: CalendarLocale, _ options: CalendarOptions, _ body: (any ProvidedCalendar) throws -> T)
    throws -> T
  { throw Missing() }
  func makeCalendar(_ locale: CalendarLocale, _ options: CalendarOptions) throws -> any ProvidedCalendar {
    throw Missing()
  }
  func withSecondaryCalendar<T>(
    _ locale: CalendarLocale, _ system: CalendarSystem, _ body: (any SecondaryDating) throws -> T
  ) throws -> T { throw Missing() }
  func holidayArithmetic(locale: CalendarLocale) -> @Sendable (CalendarSystem) throws -> any CalendarArithmetic {
    { _ in throw Missing() }
  }
  func likelySubtags(of locale: CalendarLocale) -> String? { nil }
  func script(ofLanguage identifier: String) -> String { "Latn" }
  func paperSize(of locale: CalendarLocale) -> PaperSize { .a4 }
  func timeZone(_ identifier: String?) throws -> any TimeZoneRules & Sendable { throw Missing() }
  func systemTimeZoneIdentifier() -> String? { nil }
  func today(inTimeZone identifier: String?) throws -> JulianDay { throw Missing() }
  func timeZoneIdentifiers() throws -> [String] { throw Missing() }
  var localeIdentifiers: [String] { [] }
  func patternTools(for locale: CalendarLocale) throws -> any PatternTools { throw Missing() }
  func displayWidth(of text: String) -> Int { text.unicodeScalars.count }
}
