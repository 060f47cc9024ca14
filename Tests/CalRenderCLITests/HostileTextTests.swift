import CalRenderTestSupport
import Foundation
import Testing

/// Issue 11, items 6 and 7: text from input (event titles, pattern literals, echoed arguments) reaches
/// neither a terminal with control or bidi-override characters nor an XML/HTML parser with characters
/// outside XML 1.0's Char production.
@Suite("hostile text")
struct HostileTextTests {
  static let hostile = "A\u{1B}[2J\u{1B}]0;pwned\u{07}B\u{0}C\r\nD\u{202E}E\u{2066}F\u{85}G\u{9B}H"

  static func binary() throws -> URL { try #require(TestSupport.binary(), "calrender is built by swift test") }

  static func eventsFile(title: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calrender-hostile-\(UUID().uuidString).json"
    ).path
    var escaped = ""
    for scalar in title.unicodeScalars {
      escaped += scalar.value < 0x20 || scalar.value >= 0x7F ? Self.jsonEscape(scalar.value) : String(scalar)
    }
    try "[{\"title\": \"\(escaped)\", \"start\": \"2024-02-14T10:00:00Z\"}]".write(
      toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// `\\uXXXX`, as a surrogate pair above the BMP.
  static func jsonEscape(_ value: UInt32) -> String {
    func hex(_ unit: UInt32) -> String {
      let digits = String(unit, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
    guard value > 0xFFFF else { return hex(value) }
    let offset = value - 0x10000
    return hex(0xD800 + (offset >> 10)) + hex(0xDC00 + (offset & 0x3FF))
  }

  /// Neither C0 (but newline) nor C1 controls, DEL, bidi embeddings, overrides or isolates.
  static func isTerminalSafe(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { s in
      let v = s.value
      if v == 0x0A { return true }
      if v < 0x20 || (0x7F...0x9F).contains(v) { return false }
      return !(0x202A...0x202E).contains(v) && !(0x2066...0x2069).contains(v)
    }
  }

  @Test func agendaTitlesCannotControlTheTerminalOrForgeLines() throws {
    let events = try Self.eventsFile(title: Self.hostile)
    let result = try TestSupport.run(
      try Self.binary(), ["--today", "none", "--events", events, "--agenda", "--time-zone", "UTC", "2", "2024"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.isTerminalSafe(result.stdout))
    let agenda = result.stdout.split(separator: "\n").filter { $0.contains("A") && $0.contains("H") }
    #expect(agenda.count == 1, "the title stays on one line: \(result.stdout)")
    #expect(result.stdout.contains("\u{241B}"))  // ␛, the visible ESC
  }

  @Test func titlePatternLiteralsAreShownSafely() throws {
    let result = try TestSupport.run(
      try Self.binary(), ["--today", "none", "--title-pattern", "'\u{1B}[31m\u{202E}'MMMM y", "2", "2024"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("February 2024"))
    #expect(Self.isTerminalSafe(result.stdout))
  }

  @Test func lintPatternInputIsShownSafely() throws {
    let result = try TestSupport.run(
      try Self.binary(), ["lint-pattern", "--today", "2024-02-14", "YYYY'\u{1B}[2J\r\n\u{202E}'MM"])
    #expect(result.status == 65)
    #expect(Self.isTerminalSafe(result.stdout))
    #expect(result.stdout.contains("\u{241B}"))
  }

  @Test(arguments: [
    ["--locale", "x\ny\u{1B}[31m"],
    ["--events", "/nonexistent/a\nb\u{202E}.json"],
    ["--calendar", "a\r\nb"],
  ])
  func errorsStayOneSafeLine(arguments: [String]) throws {
    let result = try TestSupport.run(try Self.binary(), ["--today", "none"] + arguments)
    #expect(result.status != 0)
    #expect(result.stderr.hasPrefix("calrender: error: "))
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    #expect(Self.isTerminalSafe(result.stderr))
  }

  /// XML 1.0 Char, less what HTML parsers trip on: DEL, C1 controls and noncharacters.
  static func isXMLSafe(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { s in
      let v = s.value
      if v == 0x09 || v == 0x0A || v == 0x0D { return true }
      if v < 0x20 || (0x7F...0x9F).contains(v) || (0xFDD0...0xFDEF).contains(v) { return false }
      return v & 0xFFFE != 0xFFFE
    }
  }

  static func scalars(_ values: [UInt32]) -> String {
    String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
  }

  @Test(arguments: ["svg", "html"])
  func markupHasOnlyXMLCharacters(format: String) throws {
    let events = try Self.eventsFile(
      title: Self.scalars([0x78, 0xFFFE, 0xFFFF, 0x7F, 0x85, 0xFDD0, 0x1FFFE, 0x10FFFF, 0x1, 0x79]))
    let result = try TestSupport.run(
      try Self.binary(),
      ["--today", "none", "--events", events, "--agenda", "--time-zone", "UTC", "-f", format, "2", "2024"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("xy"))
    #expect(Self.isXMLSafe(result.stdout))
  }

  @Test func svgWithForbiddenCharactersIsWellFormed() throws {
    let events = try Self.eventsFile(title: Self.scalars([0x78, 0xFFFE, 0xFFFF, 0x79]))
    let result = try TestSupport.run(
      try Self.binary(),
      ["--today", "none", "--events", events, "--agenda", "--time-zone", "UTC", "-f", "svg", "2", "2024"])
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-\(UUID().uuidString).svg")
    try result.stdout.write(to: file, atomically: true, encoding: .utf8)
    let check = try TestSupport.run(
      TestSupport.python, ["-c", "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])", file.path])
    #expect(check.status == 0, "\(check.stderr)")
  }
}
