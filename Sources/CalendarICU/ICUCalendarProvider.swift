#if canImport(Glibc)
  import Glibc
#endif
import CalendarModel

/// The ICU provider: every locale fact from the system's libicu (72 on Debian 12), with calrender's
/// fast paths (month tables, composed titles and full dates) and corrections — the default on Linux.
///
/// It keeps what is costly to open between requests: calendars and second calendars by locale and
/// options, lent to one request at a time (ICU handles are not thread-safe), and one pattern source
/// per locale and calendar shared by all of them.
public final class ICUCalendarProvider: CalendarDataProvider {
  /// Patterns by locale and calendar, shared by every calendar, second calendar and pattern tool of
  /// this provider: one pattern generator per (locale, calendar) at most.
  package let patternSources = PatternSourceCache()
  /// Read on first use: a command that only asks for today (`EnvironmentPolicy`) reads no version.
  private let versionsRead = Locked<ICUVersions?>(nil)
  private let calendars = LendingPool<CalendarKey, LocaleCalendar>()
  private let secondaries = LendingPool<SecondaryKey, SecondaryCalendar>()
  /// Locales resolved by the identifier asked for (a service resolves the same few for every
  /// request: ~21,000 instructions each time, more than a month's layout); forgotten past 128.
  private let resolved = Locked<[String: CalendarLocale]>([:])

  private struct CalendarKey: Hashable {
    var locale: String
    var options: CalendarOptions
  }

  private struct SecondaryKey: Hashable {
    var locale: String
    var system: CalendarSystem
  }

  /// A provider with empty pools.
  public init() {}

  public var versions: ProviderVersions {
    let read = versionsRead.withLock { known in
      if let known { return known }
      let read = ICUVersions.current()
      known = read
      return read
    }
    return ProviderVersions(provider: "icu", icu: read.icu, cldr: read.cldr, unicode: read.unicode)
  }

  public func locale(_ identifier: String) throws -> CalendarLocale {
    if let known = resolved.withLock({ $0[identifier] }) { return known }
    let locale = CalendarLocale(try LocaleResolver().resolve(identifier))
    resolved.withLock {
      if $0.count >= 128 { $0.removeAll(keepingCapacity: true) }
      $0[identifier] = locale
    }
    return locale
  }

  public func languageTag(of locale: CalendarLocale) -> String { ResolvedLocale(locale).languageTag }

  public var posixLocale: CalendarLocale { CalendarLocale(ResolvedLocale.posix()) }

  /// `LC_ALL`, then `LC_TIME`, then `LANG`: the first set and not empty (POSIX's order).
  public func currentLocaleIdentifier() -> String? {
    for name in ["LC_ALL", "LC_TIME", "LANG"] {
      if let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty { return value }
    }
    return nil
  }

  public func defaultCalendar(of locale: CalendarLocale) throws -> CalendarSystem {
    try LocaleCalendar.defaultSystem(of: ResolvedLocale(locale))
  }

  public func withCalendar<T>(
    _ locale: CalendarLocale, _ options: CalendarOptions, _ body: (any ProvidedCalendar) throws -> T
  ) throws -> T {
    try withLocaleCalendar(locale, options) { try body($0) }
  }

  /// ``withCalendar(_:_:_:)`` with the ICU calendar itself (the benchmark and the tests look inside).
  package func withLocaleCalendar<T>(
    _ locale: CalendarLocale, _ options: CalendarOptions, _ body: (LocaleCalendar) throws -> T
  ) throws -> T {
    let key = CalendarKey(locale: locale.identifier, options: options)
    let calendar =
      try calendars.take(key)
      ?? LocaleCalendar(locale: ResolvedLocale(locale), options: options, patternSources: patternSources)
    defer { calendars.giveBack(calendar, key) }
    return try body(calendar)
  }

  public func makeCalendar(_ locale: CalendarLocale, _ options: CalendarOptions) throws -> any ProvidedCalendar {
    try LocaleCalendar(locale: ResolvedLocale(locale), options: options, patternSources: patternSources)
  }

  public func withSecondaryCalendar<T>(
    _ locale: CalendarLocale, _ system: CalendarSystem, _ body: (any SecondaryDating) throws -> T
  ) throws -> T {
    let key = SecondaryKey(locale: locale.identifier, system: system)
    let secondary =
      try secondaries.take(key)
      ?? SecondaryCalendar(locale: ResolvedLocale(locale), system: system, patternSources: patternSources)
    defer { secondaries.giveBack(secondary, key) }
    return try body(secondary)
  }

  public func holidayArithmetic(locale: CalendarLocale) -> @Sendable (CalendarSystem) throws -> any CalendarArithmetic {
    ICUCalendarArithmetic.factory(locale: ResolvedLocale(locale))
  }

  public func likelySubtags(of locale: CalendarLocale) -> String? { try? ResolvedLocale(locale).likelySubtags() }

  public func script(ofLanguage identifier: String) -> String {
    let language = String(identifier.prefix { $0 != "_" && $0 != "-" })
    return LocaleCalendar.script(of: ResolvedLocale(icuIdentifier: identifier, language: language))
  }

  /// ICU's `ulocdata_getPaperSize` (the region from likely subtags when the locale names none).
  public func paperSize(of locale: CalendarLocale) -> PaperSize { ResolvedLocale(locale).paperSize }

  public func timeZone(_ identifier: String?) throws -> any TimeZoneRules & Sendable { try ICUTimeZone(identifier) }

  public func systemTimeZoneIdentifier() -> String? { ICUHostZone.identifier() }

  public func today(inTimeZone identifier: String?) throws -> JulianDay { try ICUClock.today(timeZone: identifier) }

  public func timeZoneIdentifiers() throws -> [String] { try ICUTimeZoneIDs.all() }

  public var localeIdentifiers: [String] { LocaleResolver().availableLocales }

  public func patternTools(for locale: CalendarLocale) throws -> any PatternTools {
    try ICUPatternTools(locale: ResolvedLocale(locale), patternSources: patternSources)
  }

  public func displayWidth(of text: String) -> Int { DisplayWidth.of(text) }

  public var displayWidthMeasure: @Sendable (String) -> Int { { DisplayWidth.of($0) } }

  public func sink(encoding codeset: String, into sink: any ByteSink) -> (any ByteSink)? {
    ICUConverter(codeset: codeset).map { ConvertingSink(converter: $0, sink: sink) }
  }
}
