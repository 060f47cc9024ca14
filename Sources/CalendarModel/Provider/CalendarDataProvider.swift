/// Where a request's locale facts and formats come from: locale resolution, a locale's calendar
/// (its facts, words and month arithmetic), second calendars, time zones, the pattern tools of the
/// linter, display width and the versions of the data.
///
/// Everything above the seam — the front door, the layout stage, the renderers — asks a provider and
/// never names its library. A request takes all of its facts from one provider (ICU 72's and the
/// toolchain Foundation's ICU 76 give different answers where CLDR changed), and the document's
/// generator names it. Calendar facts that calrender corrects (Chinese new moons near midnight, the
/// Hebrew years ICU starts a day late) live in the calendar core under every provider, not in one.
///
/// A provider is shared by every thread of a renderer: it keeps what is costly to open (calendars,
/// formatters, pattern generators) in pools of its own and lends each object to one caller at a time.
public protocol CalendarDataProvider: Sendable {
  /// The provider and the versions of its data, for documents' generators and `--version`.
  var versions: ProviderVersions { get }

  /// The locale an identifier names, in BCP 47 (`ko-KR`, `th-TH-u-nu-thai`) or POSIX/ICU spelling
  /// (`ko_KR`, `de_DE.UTF-8`); `C`, `POSIX` and the empty string are the POSIX locale.
  /// - Throws: a ``LocaleDataError`` `.unknownLocale` (with the nearest identifiers) for a locale
  ///   the provider has no data for.
  func locale(_ identifier: String) throws -> CalendarLocale

  /// The BCP 47 tag of a locale (`ja-JP-u-ca-japanese`, `en-US-u-va-posix`).
  func languageTag(of locale: CalendarLocale) -> String

  /// The locale of `C`, `POSIX` and an unset environment.
  var posixLocale: CalendarLocale { get }

  /// The process's own locale when a request names none and no environment was given (ICU: the
  /// POSIX environment variables; Foundation: `Locale.current`), or nil.
  func currentLocaleIdentifier() -> String?

  /// The calendar system a locale uses unless told otherwise (its `calendar` keyword, else its data's).
  /// - Throws: a ``LocaleDataError`` `.unsupportedCalendar` for a calendar calrender does not draw.
  func defaultCalendar(of locale: CalendarLocale) throws -> CalendarSystem

  /// Runs `body` with the calendar of `locale` under `options`, lent from the provider's pool for the
  /// duration of the call (calendars hold handles that are not thread-safe).
  func withCalendar<T>(
    _ locale: CalendarLocale, _ options: CalendarOptions, _ body: (any ProvidedCalendar) throws -> T
  ) throws -> T

  /// A calendar of its caller's own, not pooled (a picker keeps one for its lifetime).
  func makeCalendar(_ locale: CalendarLocale, _ options: CalendarOptions) throws -> any ProvidedCalendar

  /// Runs `body` with the dates of a second calendar written in `locale`, lent as ``withCalendar(_:_:_:)`` lends.
  func withSecondaryCalendar<T>(
    _ locale: CalendarLocale, _ system: CalendarSystem, _ body: (any SecondaryDating) throws -> T
  ) throws -> T

  /// The month arithmetic of each calendar system holiday rules reckon in (with calrender's corrections).
  func holidayArithmetic(locale: CalendarLocale) -> @Sendable (CalendarSystem) throws -> any CalendarArithmetic

  /// The locale with its likely script and region added (`zh_TW` → `zh_Hant_TW`), in the
  /// provider's spelling, or nil.
  func likelySubtags(of locale: CalendarLocale) -> String?

  /// The ISO 15924 script a language identifier (`ko`, `zh_Hant`) is written in (`Kore`, `Hant`), or "".
  func script(ofLanguage identifier: String) -> String

  /// The paper a locale prints on by default (CLDR `paperSize` by the locale's region: Letter in
  /// en-US, A4 in de-DE).
  func paperSize(of locale: CalendarLocale) -> PaperSize

  /// The rules of an IANA time zone (nil: UTC).
  /// - Throws: for a zone the provider does not know.
  func timeZone(_ identifier: String?) throws -> any TimeZoneRules & Sendable

  /// The system's zone (ICU: `/etc/localtime`; Foundation: `TimeZone.current`), nil for none found.
  func systemTimeZoneIdentifier() -> String?

  /// Today's day in a zone (nil: UTC), from the clock.
  func today(inTimeZone identifier: String?) throws -> JulianDay

  /// Every time zone identifier the provider knows, sorted.
  func timeZoneIdentifiers() throws -> [String]

  /// Every locale identifier the provider lists, sorted.
  var localeIdentifiers: [String] { get }

  /// The linter's formatting and skeletons in a locale's own calendar.
  func patternTools(for locale: CalendarLocale) throws -> any PatternTools

  /// The columns a string takes in a terminal (East Asian wide characters two, marks none).
  func displayWidth(of text: String) -> Int

  /// ``displayWidth(of:)`` as a function a renderer keeps and calls for every label (a provider
  /// gives its own measure without itself in it: no dynamic dispatch per label).
  var displayWidthMeasure: @Sendable (String) -> Int { get }

  /// A sink that writes what it is given (UTF-8, whole characters a piece) into `sink` in
  /// `codeset` — a POSIX locale's character set (`eucJP` of `ja_JP.eucJP`, `ISO-8859-15`) —
  /// characters the codeset lacks written as `?`; nil when the provider has no converter for it.
  func sink(encoding codeset: String, into sink: any ByteSink) -> (any ByteSink)?
}

extension CalendarDataProvider {
  /// ``displayWidth(of:)`` through the provider.
  public var displayWidthMeasure: @Sendable (String) -> Int { { [self] in self.displayWidth(of: $0) } }

  /// No converters: the caller writes UTF-8.
  public func sink(encoding codeset: String, into sink: any ByteSink) -> (any ByteSink)? { nil }
}
