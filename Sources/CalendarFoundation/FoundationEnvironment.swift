import Foundation

/// The process's defaults as Foundation sees them, read only when asked: the library itself touches
/// no process state, and a front door that wants the user's locale or zone calls these once.
public enum FoundationEnvironment {
  /// The user's locale (`Locale.current`), resolved; `en_US_POSIX` when Foundation's current locale
  /// is one it has no data for.
  public static func currentLocale(resolver: FoundationLocaleResolver = FoundationLocaleResolver()) -> FoundationLocale
  {
    (try? resolver.resolve(Locale.current.identifier)) ?? (try? resolver.resolve("C"))
      ?? FoundationLocale(identifier: "en_US_POSIX", language: "en")
  }

  /// The user's time zone (`TimeZone.current`).
  public static func currentTimeZone() -> FoundationTimeZone { FoundationTimeZone(TimeZone.current) }
}
