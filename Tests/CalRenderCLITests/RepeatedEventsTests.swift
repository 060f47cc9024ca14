import CalRenderTestSupport
import Foundation
import Testing

/// `--events` more than once: an iCalendar file and a JSON list merged into one request.
@Suite("Repeated --events")
struct RepeatedEventsTests {
  static func file(_ text: String, _ suffix: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-events-\(UUID().uuidString).\(suffix)").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func anICalendarFileAndAJSONListMerge() throws {
    let json = try Self.file(#"[{"title": "From JSON", "start": "2024-02-14"}]"#, "json")
    let ics = try Self.file(
      "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//t//EN\nBEGIN:VEVENT\nUID:b\nDTSTART;VALUE=DATE:20240214\nSUMMARY:From ICS\nEND:VEVENT\nEND:VCALENDAR\n",
      "ics")
    let (status, output, error) = TestSupport.calrender([
      "-l", "en-US", "--today", "none", "--holidays", "none", "--events", json, "--events", ics, "--agenda", "2", "2024",
    ])
    #expect(status == 0, "\(error)")
    // Both files' events, on the grid and in the agenda (sorted by time, then title).
    #expect(output.hasSuffix("\n\nWed, Feb 14, 2024  From ICS\nWed, Feb 14, 2024  From JSON\n"), "\(output)")
    let twice = TestSupport.calrender(["--events", "-", "--events", "-", "2", "2024"])
    #expect(twice.0 == 64 && twice.2 == "calrender: error: --events - given twice: standard input is read once\n")
  }
}
