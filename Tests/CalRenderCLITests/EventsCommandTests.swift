import CalRenderTestSupport
import Foundation
import Testing

/// Events files through the command: exit codes and every format.
@Suite("Events (JSON input) through the command")
struct EventsCommandTests {
  static let sample = SampleEvents.json

  func write(_ text: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calrender-events-\(UUID().uuidString).json")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test(arguments: [
    "", "[", "{}", "[1]", "[{\"start\": \"2024-02-01\"}]", "[{\"title\": \"x\"}]",
    "[{\"title\": \"x\", \"start\": \"2024-02-30\"}]",
    "[{\"title\": \"x\", \"start\": \"2024-02-03\", \"end\": \"2024-02-01\"}]",
    "[{\"title\": \"x\", \"start\": \"2024-02-03T10:00:00\"}]",
    "[{\"title\": \"x\", \"start\": \"2024-02-03\", \"allDay\": 3}]",
    "[{\"title\": \"x\", \"start\": \"2024-02-03\"}] trailing", String(repeating: "[", count: 500),
    "[{\"title\": \"\\ud800\", \"start\": \"2024-02-03\"}]",
  ])
  func malformedInputIsExit65WithOneLine(text: String) throws {
    let file = try write(text)
    defer { try? FileManager.default.removeItem(at: file) }
    let (status, output, error) = TestSupport.calrender(["--events", file.path, "--today", "none", "2", "2024"])
    #expect(status == 65, "\(text): \(error)")
    #expect(output.isEmpty)
    #expect(error.hasPrefix("calrender: error: ") && error.filter { $0 == "\n" }.count == 1)
  }

  @Test func everyFormatShowsThem() throws {
    let file = try write(Self.sample)
    defer { try? FileManager.default.removeItem(at: file) }
    let base = ["--events", file.path, "--today", "none", "-l", "en-US", "2", "2024"]
    let (_, text, _) = TestSupport.calrender(base)
    #expect(text.split(separator: "\n")[5] == "18  19  20  21* 22* 23* 24")
    let (_, json, _) = TestSupport.calrender(base + ["-f", "json"])
    #expect(
      json.contains(
        "\"events\": [{ \"id\": \"c1\", \"title\": \"Call\", \"allDay\": false, \"start\": \"2024-02-15T03:00:00Z\", \"end\": \"2024-02-15T04:00:00Z\" }]"
      ))
    let (_, svg, _) = TestSupport.calrender(base + ["-f", "svg"])
    #expect(svg.contains("<text class=\"more\""))
    #expect(svg.contains("C &lt;&amp;&gt;&quot;]]&gt;"))
    let (_, html, _) = TestSupport.calrender(base + ["-f", "html"])
    #expect(html.contains("<span class=\"events\" title=\"Trip, A, B, C &lt;&amp;&gt;&quot;]]&gt;\">•••+1</span>"))
    let (_, agenda, _) = TestSupport.calrender(base + ["--agenda", "--time-zone", "Asia/Seoul"])
    // CLDR 42 puts a narrow no-break space (U+202F) before AM/PM and thin spaces (U+2009) around
    // a range's dash; a range of times writes a shared day period once, a range of days a shared
    // year once.
    let (n, t) = ("\u{202F}", "\u{2009}")
    #expect(
      agenda.hasSuffix(
        "\nThu, Feb 15, 2024, 12:00\(t)–\(t)1:00\(n)PM  Call\nMon, Feb 19, 2024  Washington's Birthday\n"
          + "Wed, Feb 21\(t)–\(t)Fri, Feb 23, 2024  Trip\n"
          + "Thu, Feb 22, 2024, 6:00\(n)PM  A\nThu, Feb 22, 2024, 7:00\(n)PM  B\nThu, Feb 22, 2024, 8:00\(n)PM  C <&>\"]]>\n"
          + "Tue, Feb 27, 2024, 8:00\(t)–\(t)9:00\(n)AM  Midnight\n"), "\(agenda)")
  }

  @Test func missingFileIsExit66() {
    let (status, _, error) = TestSupport.calrender(["--events", "/nonexistent/events.json", "2", "2024"])
    #expect(status == 66)
    #expect(error.contains("cannot read"))
  }
}
