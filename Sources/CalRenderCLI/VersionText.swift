import CalRender

extension Calrender {
  /// `calrender --version`: calrender's version and those of the libraries every answer comes
  /// from — ICU (and the CLDR and Unicode versions of its data) and libical.
  static func versionText() -> String {
    let versions = LibraryVersions.current()
    return "calrender \(version) (ICU \(versions.icu), CLDR \(versions.cldr), Unicode \(versions.unicode), "
      + "libical \(versions.libical))\n"
  }
}
