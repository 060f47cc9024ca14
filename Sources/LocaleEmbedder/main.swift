// Build tool: turns Locales/*.json and Locales/holidays/*.txt into Swift source for the
// LocaleOverlays module, failing the build with `file:line: message` on a holiday file that does not
// parse (the same parser the library uses reads it). Each holiday region is written out as the Swift
// code that builds its parsed value (`RegionSource`): the binary does not parse the files.
// Usage: locale-embedder OUTPUT.swift FILE.json… FILE.txt…
import CalendarHolidays
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write("usage: locale-embedder OUTPUT.swift FILE.json...\n".data(using: .utf8)!)
  exit(64)
}
let weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
let colors = ["red", "blue"]
var entries: [String] = []
var holidayCodes: [String] = []
var subdivisionCodes: [String] = []
var countryCodes: [String] = []
var holidayFunctions: [String] = []
var aliases: [(alias: HolidayRegionAlias, path: String)] = []
for path in arguments.dropFirst().sorted() where path.hasSuffix(".txt") {
  let file = URL(fileURLWithPath: path)
  let code = file.deletingPathExtension().lastPathComponent
  guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
    FileHandle.standardError.write("\(path):1: error: not a UTF-8 text file\n".data(using: .utf8)!)
    exit(65)
  }
  let region: HolidayRegion
  do {
    // A territory keeping a country's subdivision's days under its own code (`same-as FR-974`).
    if let alias = try HolidayRegionAlias(parsing: text, file: path) {
      guard alias.code == code else {
        FileHandle.standardError.write(
          "\(path):1: error: the file of region \(alias.code) must be named \(alias.code).txt\n".data(using: .utf8)!)
        exit(65)
      }
      aliases.append((alias, path))
      continue
    }
    region = try HolidayRegion(parsing: text, file: path)
    guard region.code == code else {
      FileHandle.standardError.write(
        "\(path):1: error: the file of region \(region.code) must be named \(region.code).txt\n".data(using: .utf8)!)
      exit(65)
    }
    // The data says which years it is right for (Locales/README.md), so that a view can say when it
    // reaches past them.
    guard region.coveredYears != nil else {
      FileHandle.standardError.write(
        "\(path):1: error: no `covers FIRST-LAST` line (the years the data is known right for)\n".data(using: .utf8)!)
      exit(65)
    }
  } catch {
    // `path:line: message`, which SwiftPM and editors show at the line.
    let message = "\(error)".replacingOccurrences(of: path + ":", with: "")
    let line = message.prefix { $0.isNumber }
    let text = message.dropFirst(line.count).drop { $0 == ":" || $0 == " " }
    FileHandle.standardError.write("\(path):\(line.isEmpty ? "1" : line): error: \(text)\n".data(using: .utf8)!)
    exit(65)
  }
  holidayCodes.append(code)
  subdivisionCodes += region.subdivisions.map { code + "-" + $0 }
  holidayFunctions.append(RegionSource(region: region).function)
  if !region.subdivisions.isEmpty {
    // The country without its subdivisions' own days: what a start in the country's locale builds.
    holidayFunctions.append(RegionSource(region: region.countryDays, suffix: "Country").function)
    countryCodes.append(code)
  }
}
// An alias keeps a region's own days: a country's or a subdivision's, not another alias's.
for (alias, path) in aliases
where !holidayCodes.contains(alias.target) && !subdivisionCodes.contains(alias.target) {
  FileHandle.standardError.write(
    "\(path):1: error: same-as \(alias.target): no region or subdivision of that code has data\n".data(using: .utf8)!)
  exit(65)
}
// The words of the sky (Locales/sky/ID.json): 24 solar terms by longitude, four moon phases,
// optionally four seasons (else the terms at 0°, 90°, 180°, 270°).
var skyEntries: [String] = []
func swiftLiteral(_ text: String) -> String {
  "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
for path in arguments.dropFirst().sorted() where path.hasSuffix(".json") && path.contains("/sky/") {
  let id = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
  func fail(_ message: String) -> Never {
    FileHandle.standardError.write("\(path):1: error: \(message)\n".data(using: .utf8)!)
    exit(65)
  }
  guard let data = FileManager.default.contents(atPath: path),
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
  else { fail("not a JSON object") }
  guard let language = object["language"] as? String, !language.isEmpty else { fail("no language") }
  guard object["source"] is String else { fail("no source (where the words are from)") }
  let termTable = object["solarTerms"] as? [String: String] ?? [:]
  let terms = (0..<24).map { termTable[String($0 * 15)] ?? "" }
  guard termTable.count == 24, terms.allSatisfy({ !$0.isEmpty }) else {
    fail("solarTerms must name the 24 longitudes 0, 15 … 345")
  }
  let phaseTable = object["moonPhases"] as? [String: String] ?? [:]
  let phases = ["new", "firstQuarter", "full", "lastQuarter"].map { phaseTable[$0] ?? "" }
  guard phaseTable.count == 4, phases.allSatisfy({ !$0.isEmpty }) else {
    fail("moonPhases must name new, firstQuarter, full, lastQuarter")
  }
  let seasonTable = object["seasons"] as? [String: String]
  let seasons = [0, 90, 180, 270].map { seasonTable?[String($0)] ?? terms[$0 / 15] }
  func list(_ words: [String]) -> String { "[" + words.map(swiftLiteral).joined(separator: ", ") + "]" }
  skyEntries.append(
    "    (\"\(id)\", SkyNames(language: \(swiftLiteral(language)), terms: \(list(terms)), phases: \(list(phases)), seasons: \(list(seasons)))),")
}
for path in arguments.dropFirst().sorted() where path.hasSuffix(".json") && !path.contains("/sky/") {
  let id = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
  guard let data = FileManager.default.contents(atPath: path),
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
  else {
    FileHandle.standardError.write("\(path): not a JSON object\n".data(using: .utf8)!)
    exit(65)
  }
  var pairs: [String] = []
  let weekend = object["weekendColors"] as? [String: String] ?? [:]
  for (day, color) in weekend.sorted(by: { $0.key < $1.key }) {
    guard weekdays.contains(day), colors.contains(color) else {
      FileHandle.standardError.write(
        "\(path): weekendColors \(day): \(color) is not a weekday and red|blue\n".data(using: .utf8)!)
      exit(65)
    }
    pairs.append("(.\(day), .\(color))")
  }
  entries.append("    (\"\(id)\", [\(pairs.joined(separator: ", "))]),")
}
let source = """
  // Generated by locale-embedder from Locales/*.json and Locales/holidays/*.txt. Do not edit.
  import CalendarHolidays
  import CalendarModel

  enum EmbeddedLocaleData {
    static func weekendColors() -> [(String, [(Weekday, WeekendColor)])] {
      [
  \(entries.joined(separator: "\n"))
      ]
    }

    /// The words of the sky by locale id (`Locales/sky/`), sorted.
    static func skyNames() -> [(String, SkyNames)] {
      [
  \(skyEntries.joined(separator: "\n"))
      ]
    }

    /// The codes of the regions with holiday data, aliases among them, sorted.
    static func holidayRegionCodes() -> [String] {
      [\((holidayCodes + aliases.map(\.alias.code)).sorted().map { "\"\($0)\"" }.joined(separator: ", "))]
    }

    /// The region whose days an alias's code keeps (`RE` → `FR-974`), nil for a region's own code.
    static func holidayRegionAlias(_ code: String) -> String? {
      switch code {
  \(aliases.map { "    case \"\($0.alias.code)\": \"\($0.alias.target)\"" }.joined(separator: "\n"))
      default: nil
      }
    }

    /// The codes of the regions' subdivisions with holiday data (`DE-BY`), sorted.
    static func holidaySubdivisionCodes() -> [String] {
      [\(subdivisionCodes.sorted().map { "\"\($0)\"" }.joined(separator: ", "))]
    }

    /// The holiday region with this code (upper case), nil if there is none.
    static func holidayRegion(_ code: String) -> HolidayRegion? {
      switch code {
  \(holidayCodes.map { "    case \"\($0)\": holidayRegion\($0)()" }.joined(separator: "\n"))
      default: nil
      }
    }

    /// The country's days of the region with this code (its subdivisions' own left out), nil if
    /// there is none.
    static func holidayCountryRegion(_ code: String) -> HolidayRegion? {
      switch code {
  \(countryCodes.map { "    case \"\($0)\": holidayRegion\($0)Country()" }.joined(separator: "\n"))
      default: holidayRegion(code)
      }
    }

    // What the unoptimised region functions call (RegionSource): optimised, specialised code.
    static func put(_ table: inout [String: String], _ key: String, _ value: String) { table[key] = value }

    static func weekdaySet(_ days: [Weekday]) -> Set<Weekday> { Set(days) }

  \(holidayFunctions.joined(separator: "\n\n"))
  }

  """
try source.write(toFile: output, atomically: true, encoding: .utf8)
