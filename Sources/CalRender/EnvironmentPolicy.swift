#if canImport(Glibc)
  import Glibc
#endif
import CalendarICU

/// Where a request without an explicit locale or zone takes them from — one policy for the
/// library and the command:
/// - locale: `LC_ALL`, then `LC_TIME`, then `LANG` (the first set and not empty); an unknown
///   locale there falls back to POSIX silently, as `cal` does; none set: POSIX.
/// - zone of today and of timed events: the request's zone, else `TZ` (an IANA name, a zoneinfo
///   path or a whole-hour POSIX offset; anything else is a usage error, never a silent UTC), else
///   the system's zone (ICU's host detection: `/etc/localtime`).
public struct EnvironmentPolicy: Sendable {
  private let values: [String: String]?

  /// The policy over explicit values (a command's environment), or over the process's (nil).
  public init(_ values: [String: String]? = nil) { self.values = values }

  /// The value of a variable.
  public subscript(name: String) -> String? {
    if let values { return values[name] }
    return getenv(name).map { String(cString: $0) }
  }

  /// The locale id the environment names, if any.
  public var localeName: String? {
    for name in ["LC_ALL", "LC_TIME", "LANG"] {
      if let value = self[name], !value.isEmpty { return value }
    }
    return nil
  }

  /// The locale to use: `explicit` (its errors are the caller's), else the environment's.
  package func locale(_ explicit: String?, resolver: LocaleResolver) throws -> ResolvedLocale {
    if let explicit { return try resolver.resolve(explicit) }
    guard let name = localeName else { return .posix() }
    return (try? resolver.resolve(name)) ?? .posix()
  }

  /// The zone of today and timed events (``ZonePolicy``): `explicit`, else `TZ`, else the system's
  /// (`/etc/localtime`); nil is UTC.
  package func zone(_ explicit: String?) throws -> String? { try ZonePolicy(environment: self).zone(explicit: explicit) }

  /// The zone of timed events.
  package func eventZone(_ explicit: String?) throws -> ICUTimeZone { try ICUTimeZone(zone(explicit)) }

  /// Today in the zone of ``zone(_:)``.
  package func today(_ explicit: String?) throws -> JulianDay { try ICUClock.today(timeZone: zone(explicit)) }
}
