import CalendarHolidays
import CalendarModel

/// Swift source that builds a parsed `HolidayRegion` value as it is: what the binary runs instead of
/// parsing the region's data file on every start (the parse cost a cold start 0.4–1.2 M
/// instructions: a String for every word, lookups of every keyword). The values are the parser's
/// own, written out member by member, so the two cannot differ (`EmbeddedHolidayRegionTests`
/// compares them for every file).
///
/// One function per region, so that a start runs the code of its own region only; identical name
/// tables and substitute rules (regions repeat them) are made once and shared, as the parser
/// shares them.
struct RegionSource {
  let region: HolidayRegion
  /// `Country` for the country's days alone (`holidayRegionUSCountry`): a start in en-US builds the
  /// federal days, not the 57 subdivisions' own.
  var suffix = ""

  /// The name of the function that builds the region (`holidayRegionKR`).
  var functionName: String { "holidayRegion" + region.code + suffix }

  /// `static func holidayRegionKR() -> HolidayRegion { … }`, indented for an enum's body.
  var function: String {
    var shared = SharedValues()
    let holidays = region.holidays.map { definition in
      "holidays.append(HolidayDefinition(id: \(Self.literal(definition.id)), names: \(shared.names(definition.names)), "
        + "kind: \(Self.kind(definition.kind)), date: \(Self.date(definition.date)), offset: \(definition.offset), "
        + "length: \(definition.length), years: \(Self.years(definition.years)), "
        + "substitutes: [\(definition.substitutes.map { shared.policy($0) }.joined(separator: ", "))]"
        + (definition.subdivisions.isEmpty
          ? "" : ", subdivisions: [\(definition.subdivisions.sorted().map(Self.literal).joined(separator: ", "))]")
        + (definition.exceptSubdivisions.isEmpty
          ? ""
          : ", exceptSubdivisions: [\(definition.exceptSubdivisions.sorted().map(Self.literal).joined(separator: ", "))]")
        + (definition.category == .default(for: definition.kind) ? "" : ", category: .`\(definition.category.rawValue)`")
        + (definition.estimatedYears.isEmpty
          ? "" : ", estimatedYears: [\(definition.estimatedYears.map(Self.years).joined(separator: ", "))]")
        + "))"
    }
    let bridges = region.bridges.map { bridge in
      "      BridgeRule(id: \(Self.literal(bridge.id)), names: \(shared.names(bridge.names)), "
        + "kind: \(Self.kind(bridge.kind)), years: \(Self.years(bridge.years)), "
        + "exceptWeekdays: \(Self.weekdays(bridge.exceptWeekdays))),"
    }
    let substituteNames =
      Self.dictionaryStatements("substituteNames", region.substituteNames)
      + Self.dictionaryStatements("estimatedNames", region.estimatedNames)
    // Sorted: the generated source is the same on every build.
    let subdivisionCovers =
      region.subdivisionCoveredYears.isEmpty
      ? ""
      : ", subdivisionCoveredYears: ["
        + region.subdivisionCoveredYears.sorted { $0.key < $1.key }
        .map { "\(Self.literal($0.key)): \(Self.years($0.value))" }.joined(separator: ", ") + "]"
    // Unoptimised (`@_optimize(none)`) and a statement a holiday: the optimiser took five of a
    // release build's seven minutes over these functions, and the array literal of a region's
    // holidays took the type checker up to 22 s (India's). The code runs once a start, for one
    // region, and calls CalendarHolidays' optimised initialisers.
    return """
        @_optimize(none) static func \(functionName)() -> HolidayRegion {
      \(substituteNames.map { "    " + $0 }.joined(separator: "\n"))
      \(shared.declarations.map { "    " + $0 }.joined(separator: "\n"))
          var holidays: [HolidayDefinition] = []
          holidays.reserveCapacity(\(region.holidays.count))
      \(holidays.map { "    " + $0 }.joined(separator: "\n"))
          let bridges: [BridgeRule] = [
      \(bridges.joined(separator: "\n"))
          ]
          return HolidayRegion(
            code: \(Self.literal(region.code)), languages: [\(region.languages.map(Self.literal).joined(separator: ", "))],
            utcOffsetMinutes: \(region.utcOffsetMinutes), substituteNames: substituteNames,
            holidays: holidays, bridges: bridges, substitutePerHoliday: \(region.substitutePerHoliday),
            coveredYears: \(region.coveredYears.map(Self.years) ?? "nil"),
            subdivisions: [\(region.subdivisions.map(Self.literal).joined(separator: ", "))]\(subdivisionCovers),
            estimatedNames: estimatedNames)
        }
      """
  }

  /// Values several holidays share, declared once as `let`s at the top of the function.
  private struct SharedValues {
    var declarations: [String] = []
    private var nameTables: [[String: String]: String] = [:]
    private var policies: [SubstitutePolicy: String] = [:]

    mutating func names(_ names: [String: String]) -> String {
      if let known = nameTables[names] { return known }
      let name = "names\(nameTables.count)"
      nameTables[names] = name
      declarations += RegionSource.dictionaryStatements(name, names)
      return name
    }

    mutating func policy(_ policy: SubstitutePolicy) -> String {
      if let known = policies[policy] { return known }
      let name = "substitute\(policies.count)"
      policies[policy] = name
      declarations.append(
        "let \(name) = SubstitutePolicy(years: \(RegionSource.years(policy.years)), "
          + "weekdays: \(RegionSource.weekdays(policy.weekdays)), onOverlap: \(policy.onOverlap), "
          + "action: \(RegionSource.action(policy.action)), replaces: \(policy.replaces))")
      return name
    }
  }

  // MARK: - Values as Swift expressions

  static func date(_ date: HolidayDate) -> String {
    switch date {
    case .fixed(let system, let code, let day):
      return ".fixed(.\(caseName(system)), \(monthCode(code)), day: \(day))"
    case .chineseLocal(let code, let day):
      return ".chineseLocal(\(monthCode(code)), day: \(day))"
    case .nthWeekday(let n, let weekday, let month):
      return ".nthWeekday(n: \(n), .\(caseName(weekday)), month: \(month))"
    case .relative(let weekday, let relation, let month, let day):
      return ".relative(.\(caseName(weekday)), .\(caseName(relation)), month: \(month), day: \(day))"
    case .easter:
      return ".easter"
    case .orthodoxEaster:
      return ".orthodoxEaster"
    case .solarLongitude(let degrees):
      // Swift prints the shortest decimal that reads back as the same Double.
      return ".solarLongitude(degrees: \(degrees))"
    case .dates(let days):
      return ".dates([\(days.map { "JulianDay(\($0.value))" }.joined(separator: ", "))])"
    }
  }

  static func action(_ action: SubstitutePolicy.Action) -> String {
    switch action {
    case .nextFree(let skipping): ".nextFree(skipping: \(weekdays(skipping)))"
    case .nextDay: ".nextDay"
    case .shift(let shifts): ".shift(\(weekdayMap(shifts)))"
    case .move(let shifts, let skipping): ".move(\(weekdayMap(shifts)), skipping: \(weekdays(skipping)))"
    case .drop: ".drop"
    }
  }

  static func monthCode(_ code: MonthCode) -> String {
    "MonthCode(number: \(code.number), isLeap: \(code.isLeap))"
  }

  static func years(_ years: ClosedRange<Int>) -> String {
    if years == HolidayDefinition.allYears { return "HolidayDefinition.allYears" }
    func bound(_ year: Int) -> String { year == Int.min ? "Int.min" : year == Int.max ? "Int.max" : String(year) }
    return "\(bound(years.lowerBound))...\(bound(years.upperBound))"
  }

  /// Through `weekdaySet`, compiled optimised: unoptimised, `Set(_:)` is the generic
  /// initialiser, some 15 000 instructions a call.
  static func weekdays(_ days: Set<Weekday>) -> String {
    "weekdaySet([\(days.sorted().map { "." + caseName($0) }.joined(separator: ", "))])"
  }

  static func weekdayMap(_ map: [Weekday: Int]) -> String {
    guard !map.isEmpty else { return "[:] as [Weekday: Int]" }
    let entries = map.sorted { $0.key < $1.key }.map { ".\(caseName($0.key)): \($0.value)" }
    return "[\(entries.joined(separator: ", "))] as [Weekday: Int]"
  }

  static func kind(_ kind: HolidayKind) -> String { ".`\(caseName(kind))`" }

  /// `var NAME` made entry by entry, not from a literal: the compiler would lay a dictionary
  /// literal's strings out as a constant array in `.data`, whose pointers to the text the loader
  /// relocates on every start (the regions' literals took 60 KB there: 14 more page faults a
  /// start); string literals in code cost nothing until they run. Each entry through `put`,
  /// compiled optimised (unoptimised, the subscript is the generic one).
  static func dictionaryStatements(_ name: String, _ map: [String: String]) -> [String] {
    guard !map.isEmpty else { return ["let \(name): [String: String] = [:]"] }
    return ["var \(name) = [String: String](minimumCapacity: \(map.count))"]
      + map.sorted { $0.key < $1.key }.map { "put(&\(name), \(literal($0.key)), \(literal($0.value)))" }
  }

  /// An enum case's name as Swift source spells it (`islamicUmalqura`, not its raw value).
  static func caseName(_ value: some Any) -> String { String(describing: value) }

  /// A Swift string literal of `text`.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
