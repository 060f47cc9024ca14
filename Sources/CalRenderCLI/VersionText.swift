import CalendarEvents
import CalendarICU

extension Calrender {
  /// `calrender --version`: calrender's version and those of the libraries every answer comes
  /// from — ICU (and the CLDR and Unicode versions of its data) and libical.
  static func versionText() -> String {
    let versions = ICUVersions.current()
    return "calrender \(version) (ICU \(versions.icu), CLDR \(versions.cldr), Unicode \(versions.unicode), "
      + "libical \(LibicalVersion.current))\n"
  }
}
