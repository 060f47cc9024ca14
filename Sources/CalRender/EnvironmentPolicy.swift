#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a request without an explicit locale or zone takes them from — one policy for the
/// library and the command:
/// - locale: `LC_ALL`, then `LC_TIME`, then `LANG` (the first set and not empty) of the explicit
///   values; without them, the provider's view of the process (ICU: the same variables;
///   Foundation: `Locale.current`). An unknown locale there falls back to POSIX silently, as `cal`
///   does; none set: POSIX.
/// - zone of today and of timed events: the request's zone, else `TZ` (an IANA name, a zoneinfo
///   file or a POSIX rule; anything else is a usage error, never a silent UTC), else
///   the system's zone as the provider finds it (ICU: `/etc/localtime`).
public struct EnvironmentPolicy: Sendable {
  private let values: [String: String]?
  /// Resolves locales and zones and reads the clock.
  package let provider: any CalendarDataProvider

  /// The policy over explicit values (a command's environment), or over the process's (nil), with
  /// `provider` resolving what they name.
  public init(_ values: [String: String]? = nil, provider: any CalendarDataProvider = CalendarRenderer.defaultProvider()) {
    self.values = values
    self.provider = provider
  }

  /// The value of a variable.
  public subscript(name: String) -> String? {
    if let values { return values[name] }
    return getenv(name).map { String(cString: $0) }
  }

  /// The locale id the environment names, if any.
  public var localeName: String? {
    guard let values else { return provider.currentLocaleIdentifier() }
    for name in ["LC_ALL", "LC_TIME", "LANG"] {
      if let value = values[name], !value.isEmpty { return value }
    }
    return nil
  }

  /// The locale to use: `explicit` (its errors are the caller's), else the environment's.
  package func locale(_ explicit: String?) throws -> CalendarLocale {
    if let explicit { return try provider.locale(explicit) }
    guard let name = localeName else { return provider.posixLocale }
    return (try? provider.locale(name)) ?? provider.posixLocale
  }

  /// The zone of today and timed events (``ZonePolicy``): `explicit`, else `TZ`, else the system's
  /// (`/etc/localtime`); nil is UTC.
  package func zone(_ explicit: String?) throws -> String? { try ZonePolicy(environment: self).zone(explicit: explicit) }

  /// The zone of timed events: the provider's, or a POSIX rule's.
  package func eventZone(_ explicit: String?) throws -> any TimeZoneRules & Sendable {
    switch try ZonePolicy(environment: self).resolve(explicit: explicit) {
    case .identifier(let name): return try provider.timeZone(name)
    case .rule(let rule): return rule
    }
  }

  /// ``eventZone(_:)`` with the IANA id it resolved to (`UTC` for none), or nil for a POSIX rule:
  /// the key under which a renderer keeps the zone's offsets at the sky's events.
  package func keyedEventZone(_ explicit: String?) throws -> (zone: any TimeZoneRules & Sendable, key: String?) {
    switch try ZonePolicy(environment: self).resolve(explicit: explicit) {
    case .identifier(let name): return (try provider.timeZone(name), name ?? "UTC")
    case .rule(let rule): return (rule, nil)
    }
  }

  /// Today in the zone of ``zone(_:)`` (a POSIX rule's: the clock's instant at its offset).
  package func today(_ explicit: String?) throws -> JulianDay {
    switch try ZonePolicy(environment: self).resolve(explicit: explicit) {
    case .identifier(let name): return try provider.today(inTimeZone: name)
    case .rule(let rule): return try rule.day(of: Int64(time(nil)))
    }
  }
}
