import CalRenderTestSupport
import Foundation
import Testing

/// `import CalRender` exposes the types docs/public-api.md lists, no more and no fewer: counted
/// from the symbol graphs (swift-symbolgraph-extract, public symbols) of CalRender and of every
/// module it re-exports, found by following `@_exported import` in the sources.
@Suite("Public API")
struct PublicAPITests {
  /// The modules `import CalRender` makes visible: CalRender and its `@_exported` imports, transitively.
  static func exportedModules() throws -> [String] {
    var modules = ["CalRender"], index = 0
    while index < modules.count {
      let folder = TestSupport.packageRoot.appendingPathComponent("Sources/\(modules[index])")
      let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
      for file in files {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("@_exported import ") {
          let module = String(line.dropFirst("@_exported import ".count))
          if !modules.contains(module) { modules.append(module) }
        }
      }
      index += 1
    }
    return modules
  }

  /// Public type declarations of `module`, as dotted paths (`CalendarRequest.View`).
  static func publicTypes(of module: String) throws -> [String] {
    let binary = try #require(TestSupport.binary(), "swift test builds the calrender binary").resolvingSymlinksInPath()
    let products = binary.deletingLastPathComponent()
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-symbols-\(getpid())-\(module)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    var arguments = [
      "swift-symbolgraph-extract", "-module-name", module, "-target", products.deletingLastPathComponent().lastPathComponent,
      "-I", products.appendingPathComponent("Modules").path, "-output-dir", output.path, "-minimum-access-level", "public",
    ]
    for shim in ["CICUShim", "CICalShim", "CCairoShim", "CProcessor"] {
      let map = products.appendingPathComponent("\(shim).build/module.modulemap")
      if FileManager.default.fileExists(atPath: map.path) { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
    }
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = (environment["PATH"] ?? "") + ":/opt/swift/usr/bin:/usr/bin:/bin"
    let result = try TestSupport.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, environment: environment)
    try #require(result.status == 0, "swift-symbolgraph-extract \(module): \(result.stderr)")
    let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
    let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let symbols = try #require(graph["symbols"] as? [[String: Any]])
    let kinds: Set = ["swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias", "swift.actor"]
    return symbols.compactMap { symbol in
      guard let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String, kinds.contains(kind),
        let path = symbol["pathComponents"] as? [String]
      else { return nil }
      return path.joined(separator: ".")
    }
  }

  /// The list in docs/public-api.md (the fenced block under "The list") and the count it states.
  static func documented() throws -> (types: [String], stated: Int?) {
    let text = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/public-api.md"), encoding: .utf8)
    let block = try #require(text.components(separatedBy: "## The list").last?.components(separatedBy: "```").dropFirst().first)
    let types = block.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    let stated = text.components(separatedBy: "**").dropFirst().first.flatMap { Int($0.split(separator: " ")[0]) }
    return (types, stated)
  }

  @Test func importCalRenderExposesTheDocumentedTypes() throws {
    let modules = try Self.exportedModules()
    #expect(modules == ["CalRender", "CalendarModel", "CalendarCore"])
    var all: [String] = []
    for module in modules { all += try Self.publicTypes(of: module) }
    let topLevel = Set(all.filter { !$0.contains(".") })
    let (documented, stated) = try Self.documented()
    let missing = Set(documented).subtracting(topLevel).sorted(), extra = topLevel.subtracting(documented).sorted()
    #expect(missing.isEmpty && extra.isEmpty, "docs/public-api.md lists \(missing) not public; public, not listed: \(extra)")
    #expect(documented.count == Set(documented).count, "a type listed twice")
    #expect(stated == topLevel.count, "docs/public-api.md says \(stated ?? 0) types; the symbol graph has \(topLevel.count)")
    #expect(all.count == 98, "with nested types: \(all.count) (docs/public-api.md says 98)")
  }
}
