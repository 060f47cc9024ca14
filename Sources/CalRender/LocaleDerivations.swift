import CalendarModel
import LocaleOverlays

/// What a renderer derives from a locale and keeps for its next requests: the locale's likely
/// subtags, its holiday region and CLDR subdivision, and its weekend colours. A service answers one month a request;
/// deriving these again each time (ICU's likely subtags twice, the region read off them, the
/// overlay files' fallback chain) cost about three times the month itself.
///
/// Bounded: a renderer fed arbitrary locale identifiers forgets what it kept past
/// ``capacity`` locales rather than grow.
struct LocaleDerivations: Sendable {
  static let capacity = 128

  /// What is kept of one locale: one immutable object, so that a request takes it with one look-up
  /// and one reference count. Threads sharing a renderer touch each shared reference count they copy,
  /// and a struct of five fields copied three times a request was about a dozen of them, each a
  /// cache line pulled from the other core (`calrender-bench --service`). What is learnt later
  /// (holiday regions, weekend colours) replaces the entry with a fuller one.
  final class Entry: Sendable {
    let likelySubtags: String?
    let region: String?
    /// The ISO 3166-2 code of the locale's `sd` keyword, when it is one of `region`'s.
    let subdivision: String?
    /// The provider's versions, for the document's generator (read through the provider once a locale).
    let versions: ProviderVersions
    /// The holiday regions the locale's own choice means, once asked (nil inside: none).
    let holidayCodes: [String]??
    /// The colours of the weekend they were made for (a locale's calendars share one weekend
    /// unless a request changes it).
    let weekendColors: (weekend: [Weekday], colors: [Weekday: WeekendColor])?

    /// The holidays the locale's own choice shows with the default categories, in the display
    /// language they were made for.
    let localeHolidays: (languageTag: String, source: RegionHolidays)?

    init(
      likelySubtags: String?, region: String?, subdivision: String?, versions: ProviderVersions,
      holidayCodes: [String]?? = nil, weekendColors: (weekend: [Weekday], colors: [Weekday: WeekendColor])? = nil,
      localeHolidays: (languageTag: String, source: RegionHolidays)? = nil
    ) {
      self.likelySubtags = likelySubtags
      self.region = region
      self.subdivision = subdivision
      self.versions = versions
      self.holidayCodes = holidayCodes
      self.weekendColors = weekendColors
      self.localeHolidays = localeHolidays
    }

    func with(
      holidayCodes: [String]?? = .none, weekendColors: (weekend: [Weekday], colors: [Weekday: WeekendColor])? = nil,
      localeHolidays: (languageTag: String, source: RegionHolidays)? = nil
    ) -> Entry {
      Entry(
        likelySubtags: likelySubtags, region: region, subdivision: subdivision, versions: versions,
        holidayCodes: holidayCodes ?? self.holidayCodes, weekendColors: weekendColors ?? self.weekendColors,
        localeHolidays: localeHolidays ?? self.localeHolidays)
    }
  }

  private struct Kept {
    /// By the provider's identifier of the locale.
    var entries: [String: Entry] = [:]
    /// The locales requests named, by the identifier they named (`ko-KR` → `ko_KR`).
    var named: [String: CalendarLocale] = [:]

    subscript(identifier: String) -> Entry? {
      get { entries[identifier] }
      set { entries[identifier] = newValue }
    }
  }

  /// Per processor: two threads sharing a renderer each read their own (``Sharded``); a locale is
  /// derived once for each processor that answers it.
  private let kept = Sharded<Kept> { Kept() }

  /// The locale a request names, resolved by `resolve` once, and its entry: one look-up for a
  /// request (the provider's own cache of resolved locales is a lock more).
  func named(_ identifier: String, provider: any CalendarDataProvider, resolve: () throws -> CalendarLocale) throws
    -> (CalendarLocale, Entry)
  {
    let known = kept.withLock { kept in kept.named[identifier].map { ($0, kept.entries[$0.identifier]) } }
    if let (locale, entry) = known, let entry { return (locale, entry) }
    let locale = try known?.0 ?? resolve()
    kept.withLock {
      if $0.named.count >= Self.capacity { $0.named.removeAll(keepingCapacity: true) }
      $0.named[identifier] = locale
    }
    return (locale, entry(of: locale, provider: provider))
  }

  /// The entry of `locale`, derived through `provider` when there is none: the likely subtags,
  /// the region they name (nil for POSIX) and the subdivision of the locale's `sd` key.
  func entry(of locale: CalendarLocale, provider: any CalendarDataProvider) -> Entry {
    if let known = kept.withLock({ $0[locale.identifier] }) { return known }
    let likely = provider.likelySubtags(of: locale)
    var region: String?
    if locale != provider.posixLocale, let likely {
      let parts = likely.prefix { $0 != "@" }.split(separator: "_").dropFirst()
      region = parts.first { $0.count == 2 && $0.allSatisfy(\.isUppercase) }.map(String.init)
    }
    let made = Entry(
      likelySubtags: likely, region: region,
      subdivision: region.flatMap { CalendarRenderer.subdivision(of: locale, in: $0) }, versions: provider.versions)
    kept.withLock {
      if $0.entries.count >= Self.capacity { $0.entries.removeAll(keepingCapacity: true) }
      $0[locale.identifier] = made
    }
    return made
  }

  /// The holiday regions a locale's own choice means, `find` (given its region and subdivision)
  /// deciding once for the locale; nil when it has none.
  func holidayCodes(
    of locale: CalendarLocale, in entry: Entry, _ find: (String?, String?) -> [String]?
  ) -> [String]? {
    if let known = entry.holidayCodes { return known }
    let codes = find(entry.region, entry.subdivision)
    kept.withLock { $0[locale.identifier] = ($0[locale.identifier] ?? entry).with(holidayCodes: .some(codes)) }
    return codes
  }

  /// The locale's colours of the days of `weekend` (``LocaleOverlays/weekendColors(locale:likelyIdentifier:weekend:)``).
  /// `overlayLocale` is the identifier the overlays are read for (the calendar's: `locale` with
  /// its calendar keyword, which their fallback chains drop).
  func weekendColors(
    of locale: CalendarLocale, overlayLocale: CalendarLocale, in entry: Entry, weekend: [Weekday], overlays: LocaleOverlays
  ) -> [Weekday: WeekendColor] {
    if let known = entry.weekendColors, known.weekend == weekend { return known.colors }
    let colors = overlays.weekendColors(
      locale: overlayLocale.identifier, likelyIdentifier: entry.likelySubtags, weekend: weekend)
    kept.withLock { $0[locale.identifier] = ($0[locale.identifier] ?? entry).with(weekendColors: (weekend, colors)) }
    return colors
  }

  /// Keeps `source` as the holidays of `locale`'s own choice in `languageTag`.
  func keep(localeHolidays source: RegionHolidays, languageTag: String, of locale: CalendarLocale, in entry: Entry) {
    kept.withLock {
      $0[locale.identifier] = ($0[locale.identifier] ?? entry).with(localeHolidays: (languageTag, source))
    }
  }
}
