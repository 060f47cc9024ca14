import CalendarEvents

/// The versions every answer comes from: calrender's own, the provider's ICU with the CLDR and
/// Unicode versions of its data, and libical. Worth printing beside any output a user reports: ICU's CLDR
/// data, not calrender, decides most names, patterns and week rules.
///
/// ```swift
/// let versions = LibraryVersions.current()
/// print("ICU \(versions.icu), CLDR \(versions.cldr)")  // ICU 72.1, CLDR 42.0
/// ```
public struct LibraryVersions: Hashable, Sendable {
  /// calrender's version, as every document's `generator` states it (``CalendarRenderer/version``).
  public var calrender: String
  /// The provider that answers (`icu`: the system's libicu; `foundation`: the toolchain's Foundation).
  public var provider: String
  /// The version of the provider's ICU library (`72.1`).
  public var icu: String
  /// The CLDR version of ICU's locale data (`42.0`).
  public var cldr: String
  /// The Unicode version of ICU's character properties (`15.0`).
  public var unicode: String

  /// The versions of a provider's libraries (by default the default provider's).
  public static func current(provider: any CalendarDataProvider = CalendarRenderer.defaultProvider()) -> LibraryVersions {
    let versions = provider.versions
    return LibraryVersions(
      calrender: CalendarRenderer.version, provider: versions.provider, icu: versions.icu, cldr: versions.cldr,
      unicode: versions.unicode)
  }

  /// The version of libical, which reads iCalendar files (`3.0.16`: the headers calrender was built
  /// against, as libical 3.0 has no run-time version call). Asked separately: reading it is not
  /// needed for ICU's versions.
  public var libical: String {
    #if Libical
      LibicalVersion.current
    #else
      "none (built without the Libical trait)"
    #endif
  }
}
