import CalRenderTestSupport
import Foundation
import Testing

/// Every public declaration of the library's modules has a `///` comment: the symbol graphs the
/// compiler's own extractor (`swift symbolgraph-extract`, what DocC reads) makes of the built
/// modules must give each public symbol a `docComment`. A symbol that inherits its protocol
/// requirement's documentation (`description`, `<`) counts as documented, as DocC shows it so.
@Suite("Public documentation")
struct PublicDocumentationTests {
  static let modules = [
    "CalRender", "CalendarModel", "CalendarLayout", "CalendarRenderers", "CalendarPrint", "CalendarEvents", "CalendarHolidays",
    "CalendarSky",
    "CalCompat", "Getopt", "PatternLint",
  ]

  /// The public symbols of `module`, from the compiler's symbol graph of the built module.
  static func symbols(of module: String) throws -> [[String: Any]] {
    let binary = try #require(TestSupport.binary(), "build calrender first")
    // .build/debug is a link to .build/<triple>/debug: the extractor needs that triple.
    let build = binary.deletingLastPathComponent().resolvingSymlinksInPath()
    let triple = build.deletingLastPathComponent().lastPathComponent
    try #require(triple.contains("-linux-"), "unexpected build folder \(build.path)")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-graphs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    var arguments = [
      "swift", "symbolgraph-extract", "-module-name", module, "-target", triple, "-I",
      build.appendingPathComponent("Modules").path,
      "-minimum-access-level", "public", "-output-dir", output.path,
    ]
    for shim in ["CICUShim", "CICalShim", "CCairoShim", "CProcessor"] {
      arguments += [
        "-Xcc", "-fmodule-map-file=\(build.appendingPathComponent("\(shim).build/module.modulemap").path)", "-Xcc",
        "-I",
        "-Xcc", TestSupport.packageRoot.appendingPathComponent("Sources/\(shim)/include").path,
      ]
    }
    let extract = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/env"), arguments, environment: ProcessInfo.processInfo.environment)
    try #require(extract.status == 0, "\(extract.stdout)\(extract.stderr)")
    let graph = output.appendingPathComponent("\(module).symbols.json")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: graph)) as? [String: Any])
    try? FileManager.default.removeItem(at: output)
    return try #require(json["symbols"] as? [[String: Any]])
  }

  /// The main types' pages each show an example (issue 24: 9 of 941 pages had one).
  static let mainTypes = [
    "CalRender": [
      "CalendarRequest", "CalendarRenderer", "Events", "OutputFormat", "CalRenderError", "PickerCalendar", "Holidays",
    ],
    "CalendarModel": ["CalendarDocument", "DayCell", "Selection", "CalendarEvent", "PickerState"],
    "CalendarCore": ["JulianDay"],
  ]

  @Test(arguments: mainTypes.keys.sorted())
  func mainTypesHaveAnExample(_ module: String) throws {
    var without: [String] = []
    let symbols = try Self.symbols(of: module)
    for type in Self.mainTypes[module] ?? [] {
      let symbol = symbols.first { ($0["pathComponents"] as? [String]) == [type] }
      let lines = ((symbol?["docComment"] as? [String: Any])?["lines"] as? [[String: Any]]) ?? []
      if !lines.contains(where: { ($0["text"] as? String)?.hasPrefix("```") == true }) { without.append(type) }
    }
    #expect(without.isEmpty, "no example on the page of \(without)")
  }

  @Test(arguments: modules)
  func everyPublicDeclarationIsDocumented(_ module: String) throws {
    let symbols = try Self.symbols(of: module)
    var documented = 0
    var missing: [String] = []
    for symbol in symbols {
      guard let access = symbol["accessLevel"] as? String, access == "public" || access == "open" else { continue }
      let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
      // Members a protocol's extension supplies (`!=`, `hashValue`) are not declared here.
      if identifier.contains("::SYNTHESIZED::") { continue }
      let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
      let lines = ((symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]]) ?? []
      let text = lines.compactMap { $0["text"] as? String }.joined().trimmingCharacters(in: .whitespaces)
      if text.isEmpty {
        let location = symbol["location"] as? [String: Any]
        let file = (location?["uri"] as? String ?? "").split(separator: "/").last ?? ""
        let line = ((location?["position"] as? [String: Any])?["line"] as? Int).map { $0 + 1 } ?? 0
        missing.append("\(path) (\(file):\(line))")
      } else {
        documented += 1
      }
    }
    #expect(documented > 0, "no public symbols found in \(module)")
    #expect(
      missing.isEmpty,
      "\(missing.count) public declarations of \(module) without ///:\n\(missing.joined(separator: "\n"))")
  }
}
