import CalendarEvents
import CalendarICU

/// The versions every answer comes from: calrender's own, the linked ICU with the CLDR and Unicode
/// versions of its data, and libical. Worth printing beside any output a user reports: ICU's CLDR
/// data, not calrender, decides most names, patterns and week rules.
///
/// ```swift
/// let versions = LibraryVersions.current()
/// print("ICU \(versions.icu), CLDR \(versions.cldr)")  // ICU 72.1, CLDR 42.0
/// ```
public struct LibraryVersions: Hashable, Sendable {
  /// calrender's version, as every document's `generator` states it (``CalendarRenderer/version``).
  public var calrender: String
  /// The version of the ICU library linked at run time (`72.1`).
  public var icu: String
  /// The CLDR version of ICU's locale data (`42.0`).
  public var cldr: String
  /// The Unicode version of ICU's character properties (`15.0`).
  public var unicode: String

  /// The versions of the libraries this process has linked.
  public static func current() -> LibraryVersions {
    let versions = ICUVersions.current()
    return LibraryVersions(
      calrender: CalendarRenderer.version, icu: versions.icu, cldr: versions.cldr, unicode: versions.unicode)
  }

  /// The version of libical, which reads iCalendar files (`3.0.16`: the headers calrender was built
  /// against, as libical 3.0 has no run-time version call). Asked separately: reading it is not
  /// needed for ICU's versions.
  public var libical: String { LibicalVersion.current }
}
