#if canImport(Glibc)
  import Glibc
#endif
import CalendarICU

/// Where a request without an explicit locale or zone takes them from — one policy for the
/// library and the command:
/// - locale: `LC_ALL`, then `LC_TIME`, then `LANG` (the first set and not empty); an unknown
///   locale there falls back to POSIX silently, as `cal` does; none set: POSIX.
/// - zone of today and of timed events: the request's zone, else `TZ` (a leading `:` dropped)
///   when ICU knows it, else UTC.
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

  /// The zone of timed events: `explicit`, else `TZ` when ICU knows it, else UTC.
  package func eventZone(_ explicit: String?) throws -> ICUTimeZone {
    if let explicit { return try ICUTimeZone(explicit) }
    if let zone = environmentZone, let known = try? ICUTimeZone(zone) { return known }
    return try ICUTimeZone(nil)
  }

  /// Today in `explicit`, else in `TZ` when ICU knows it, else in UTC.
  package func today(_ explicit: String?) throws -> JulianDay {
    if let explicit {
      do { return try ICUClock.today(timeZone: explicit) } catch {
        throw CalRenderError(.usage, "unknown time zone '\(explicit)'", hint: "an IANA zone such as Asia/Seoul or UTC")
      }
    }
    // TZ may hold a POSIX rule or a path ICU cannot read: fall back to UTC rather than fail.
    if let zone = environmentZone, let day = try? ICUClock.today(timeZone: zone) { return day }
    return try ICUClock.today(timeZone: nil)
  }

  private var environmentZone: String? {
    guard let zone = self["TZ"], !zone.isEmpty else { return nil }
    return zone.hasPrefix(":") ? String(zone.dropFirst()) : zone
  }
}
