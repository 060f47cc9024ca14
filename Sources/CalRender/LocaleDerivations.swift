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

  private struct Derived: Sendable {
    var likelySubtags: String?
    var region: String?
    /// The ISO 3166-2 code of the locale's `sd` keyword, when it is one of `region`'s.
    var subdivision: String?
    /// The holiday regions the locale's own choice means, once asked (nil inside: none).
    var holidayCodes: [String]??
    /// The colours of the weekend they were made for (a locale's calendars share one weekend
    /// unless a request changes it).
    var weekendColors: (weekend: [Weekday], colors: [Weekday: WeekendColor])?
  }

  private let kept = Locked<[String: Derived]>([:])

  /// The entry of `locale`, derived through `provider` when there is none: the likely subtags,
  /// the region they name (nil for POSIX) and the subdivision of the locale's `sd` key.
  private func derived(_ locale: CalendarLocale, provider: any CalendarDataProvider) -> Derived {
    if let known = kept.withLock({ $0[locale.identifier] }) { return known }
    let likely = provider.likelySubtags(of: locale)
    var region: String?
    if locale != provider.posixLocale, let likely {
      let parts = likely.prefix { $0 != "@" }.split(separator: "_").dropFirst()
      region = parts.first { $0.count == 2 && $0.allSatisfy(\.isUppercase) }.map(String.init)
    }
    let made = Derived(
      likelySubtags: likely, region: region,
      subdivision: region.flatMap { CalendarRenderer.subdivision(of: locale, in: $0) })
    kept.withLock {
      if $0.count >= Self.capacity { $0.removeAll(keepingCapacity: true) }
      $0[locale.identifier] = made
    }
    return made
  }

  /// ICU's likely subtags of `locale` (`ko` → `ko_Kore_KR`), through the provider once.
  func likelySubtags(of locale: CalendarLocale, provider: any CalendarDataProvider) -> String? {
    derived(locale, provider: provider).likelySubtags
  }

  /// The holiday regions a locale's own choice means, `find` (given its region and subdivision)
  /// deciding once for the locale; nil when it has none.
  func holidayCodes(
    of locale: CalendarLocale, provider: any CalendarDataProvider, _ find: (String?, String?) -> [String]?
  ) -> [String]? {
    let entry = derived(locale, provider: provider)
    if let known = entry.holidayCodes { return known }
    let codes = find(entry.region, entry.subdivision)
    kept.withLock { $0[locale.identifier]?.holidayCodes = .some(codes) }
    return codes
  }

  /// The locale's colours of the days of `weekend` (``LocaleOverlays/weekendColors(locale:likelyIdentifier:weekend:)``).
  func weekendColors(
    of locale: CalendarLocale, weekend: [Weekday], provider: any CalendarDataProvider, overlays: LocaleOverlays
  ) -> [Weekday: WeekendColor] {
    let entry = derived(locale, provider: provider)
    if let known = entry.weekendColors, known.weekend == weekend { return known.colors }
    let colors = overlays.weekendColors(locale: locale.identifier, likelyIdentifier: entry.likelySubtags, weekend: weekend)
    kept.withLock { $0[locale.identifier]?.weekendColors = (weekend, colors) }
    return colors
  }
}
