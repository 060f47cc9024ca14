import CalRender

/// `calrender completions bash|zsh|fish`, `calrender completions --values locales|time-zones` (what
/// the scripts call while completing) and `calrender manual`: artifacts generated from the option
/// tables by the binary itself.
extension Calrender {
  func runCompletions(_ arguments: [String]) throws {
    switch arguments {
    case ["bash"]: io.writeOutput(BashCompletion.script())
    case ["zsh"]: io.writeOutput(ZshCompletion.script())
    case ["fish"]: io.writeOutput(FishCompletion.script())
    case ["--values", "locales"]: io.writeOutput(Self.localeValues().map { $0 + "\n" }.joined())
    case ["--values", "time-zones"]:
      io.writeOutput(try LocaleCatalog().timeZoneIdentifiers().map { $0 + "\n" }.joined())
    default:
      throw CommandError.usage(
        "completions needs a shell", hint: "calrender completions bash|zsh|fish, or --values locales|time-zones")
    }
  }

  func runManual(_ arguments: [String]) throws {
    guard arguments.isEmpty else { throw CommandError.usage("manual takes no arguments") }
    io.writeOutput(ManualPage.roff())
  }

  /// Every locale ICU lists, as its ICU ID (`ko_KR`) and as its BCP 47 tag (`ko-KR`): either
  /// spelling completes (`ko_` → `ko_KP ko_KR`).
  static func localeValues() -> [String] {
    let catalog = LocaleCatalog()
    var values = Set<String>()
    for id in catalog.identifiers {
      values.insert(id)
      if let tag = try? catalog.languageTag(of: id) { values.insert(tag) }
    }
    return values.sorted()
  }
}
