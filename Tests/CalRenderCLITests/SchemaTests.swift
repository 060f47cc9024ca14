import CalRenderTestSupport
import Foundation
import Testing

/// The JSON output against schema/calrender-1.schema.json, checked by the `jsonschema` validator.
@Suite("JSON schema")
struct SchemaTests {
  static let cases: [[String]] = [
    ["-l", "ko-KR", "2", "2024"],
    ["-l", "en-US", "-y", "2024"],
    ["-l", "ar-SA", "-3", "2024-02-14"],
    ["-l", "fa-IR", "-y", "1403"],
    ["-l", "he-IL", "--calendar", "hebrew", "-y", "5784"],
    ["-l", "zh-CN", "--calendar", "chinese", "-y", "2023"],
    ["-l", "ja-JP-u-ca-japanese", "-n", "4", "3", "2019"],
    ["-l", "th-TH", "1", "2567"],
    ["-l", "am-ET", "--calendar", "ethiopic", "13", "2016"],
    ["--reform", "1752", "9", "1752"],
    ["--fixed-weeks", "2", "2015"],
    ["-w", "--select", "2024-02-28..2024-03-02", "--select", "2024-02-14", "-3", "2", "2024"],
    ["--week-numbers=iso", "-l", "ar-SA", "-y", "1445"],
    ["-l", "zh-CN", "--secondary", "chinese", "-y", "2023"],
    ["-l", "he-IL", "--secondary", "hebrew", "--week-view", "2024-03-10"],
    ["-l", "ko-KR", "--week-view", "2024-01-30", "-w", "--select", "2024-01-29..2024-02-01"],
    ["1", "1"],
    ["12", "9999"],
    // Years outside the holiday data: holidayCoverageGaps.
    ["--holidays", "TH,KR,US", "-y", "2041"],
    ["--holidays", "VN", "--week-view", "2009-12-30"],
    // Subdivisions' codes (ISO 3166-2).
    ["--holidays", "DE-BY,GB-SCT,AT-9", "-3", "11", "2024"],
    // The sky: days' `sky` lists and the agenda's `sky` kinds (seasons alone: `season`).
    ["-l", "ko-KR", "--time-zone", "Asia/Seoul", "--sky", "terms,phases", "--agenda", "2", "2024"],
    ["-l", "en-US", "--time-zone", "America/New_York", "--sky", "seasons,phases", "--agenda", "-y", "2024"],
    ["-l", "ja-JP", "--sky", "all", "--week-view", "2024-03-20"],
  ]

  @Test func outputValidates() throws {
    var documents: [String] = []
    let events = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calrender-schema-events-\(UUID().uuidString).json")
    try SampleEvents.json.write(to: events, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: events) }
    for arguments in Self.cases + [["--events", events.path, "-3", "2", "2024"]] {
      let (status, output, error) = TestSupport.calrender(["-f", "json", "--today", "2024-02-14"] + arguments)
      #expect(status == 0, "\(arguments): \(error)")
      documents.append(output)
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, document) in documents.enumerated() {
      try document.write(to: folder.appendingPathComponent("\(index).json"), atomically: true, encoding: .utf8)
    }
    let schema = TestSupport.packageRoot.appendingPathComponent("schema/calrender-1.schema.json").path
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/validate_json.py").path
    let result = try TestSupport.run(TestSupport.python, [script, schema, folder.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("\(documents.count) valid"))
    #expect(documents.last?.contains("\"title\": \"Call\"") == true)
    #expect(documents.filter { $0.contains("\"holidayCoverageGaps\"") }.count == 2)
    #expect(documents.filter { $0.contains("\"sky\": [{ \"kind\": \"season\"") }.count == 1)
    #expect(documents.filter { $0.contains("\"sky\": \"solarTerm\"") }.count == 1)
  }

  /// A term without its longitude, and a phase with one, are refused.
  @Test(arguments: [
    ("\"kind\": \"solarTerm\", \"longitude\": 315, ", "\"kind\": \"solarTerm\", "),
    ("\"kind\": \"newMoon\", ", "\"kind\": \"newMoon\", \"longitude\": 0, "),
  ])
  func validatorRejectsABrokenSkyEvent(original: String, broken: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, output, _) = TestSupport.calrender([
      "-f", "json", "--today", "none", "--time-zone", "Asia/Seoul", "--sky", "terms,phases", "2", "2024",
    ])
    #expect(output.contains(original))
    try output.replacingOccurrences(of: original, with: broken).write(
      to: folder.appendingPathComponent("0.json"), atomically: true, encoding: .utf8)
    let schema = TestSupport.packageRoot.appendingPathComponent("schema/calrender-1.schema.json").path
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/validate_json.py").path
    let result = try TestSupport.run(TestSupport.python, [script, schema, folder.path])
    #expect(result.status != 0)
  }

  @Test func validatorRejectsABrokenDocument() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, output, _) = TestSupport.calrender(["-f", "json", "--today", "none", "2", "2024"])
    let broken = output.replacingOccurrences(of: "\"firstWeekday\": \"sun\"", with: "\"firstWeekday\": 1")
    try broken.write(to: folder.appendingPathComponent("0.json"), atomically: true, encoding: .utf8)
    let schema = TestSupport.packageRoot.appendingPathComponent("schema/calrender-1.schema.json").path
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/validate_json.py").path
    let result = try TestSupport.run(TestSupport.python, [script, schema, folder.path])
    #expect(result.status != 0)
  }
}
