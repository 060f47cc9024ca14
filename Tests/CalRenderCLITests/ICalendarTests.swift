import CalRenderTestSupport
import Foundation
import Testing

/// iCalendar through libical, checked against an independent expansion (PyPI icalendar +
/// recurring-ical-events) of a real-world file: weekly events with EXDATEs, an RDATE and a
/// RECURRENCE-ID override, an all-day multi-day event, events in two zones across their DST changes.
@Suite("iCalendar")
struct ICalendarTests {
  static let fixture = TestSupport.packageRoot.appendingPathComponent("Tests/CalRenderCLITests/Fixtures/real-world.ics")

  @Test func daysAgreeWithAnIndependentExpansion() throws {
    let (status, json, error) = TestSupport.calrender([
      "--events", Self.fixture.path, "--time-zone", "UTC", "-f", "json", "-n", "4", "--today", "none", "1", "2024",
    ])
    #expect(status == 0, "\(error)")
    #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    let ours = TestSupport.eventTitlesByDay(json: json)
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/ics_oracle.py").path
    let oracle = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, Self.fixture.path, "2024-01-01", "2024-04-30"],
      environment: ["PATH": "/root/.pyenv/shims:/usr/local/bin:/usr/bin:/bin", "HOME": "/root"])
    #expect(oracle.status == 0, "\(oracle.stderr) (pip install icalendar recurring-ical-events)")
    let expected = try #require(try JSONSerialization.jsonObject(with: Data(oracle.stdout.utf8)) as? [String: [String]])
    #expect(expected.count > 30)
    #expect(ours == expected)
    // Spot checks a person can verify: the EXDATE, the override, the DST changes.
    #expect(ours["2024-01-17"] == nil)  // Tue 16 Jan 21:30 EST excluded (02:30 UTC on the 17th)
    #expect(ours["2024-03-08"] == ["Stand-up (moved to Friday morning)"])  // 08:00 EST, 13:00 UTC
    #expect(ours["2024-03-03"] == ["Review (Berlin, across the DST change)"])  // 00:30 CET = 23:30 UTC
    #expect(ours["2024-03-31"] == ["Review (Berlin, across the DST change)"])  // Mon 1 Apr 00:30 CEST = 22:30 UTC
  }

  @Test(arguments: [
    (
      "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nDTSTART;TZID=Mars/Olympus:20240201T100000\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR\n",
      "line 4, DTSTART: unknown TZID 'Mars/Olympus'"
    ),
    (
      "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nDTSTART:20240201T100000Z\nRRULE:FREQ=BOGUS\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR\n",
      "line 5, RRULE: "
    ),
    (
      "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nDTSTART:20240201T100000Z\nRRULE:FREQ=SECONDLY\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR\n",
      "line 5, RRULE: more than"
    ),
    (
      "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nDTSTART:2024020\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR\n",
      "line 4, DTSTART: "
    ),
    ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR\n", "VEVENT without DTSTART"),
    ("garbage\n", "not an iCalendar object"),
  ])
  func malformedFilesAreExit65NamingLineAndProperty(text: String, message: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-\(UUID().uuidString).ics")
    try text.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let (status, output, error) = TestSupport.calrender(["--events", file.path, "--today", "none", "2", "2024"])
    #expect(status == 65)
    #expect(output.isEmpty)
    #expect(error.contains(message), "\(error)")
    #expect(error.filter { $0 == "\n" }.count == 1)
  }

  /// Truncations and byte flips of the real-world file never crash or hang: a calendar, or exit 65
  /// with one line; seeded, so the same 150 files every run, and both outcomes occur.
  @Test func fuzzedFilesNeverCrash() throws {
    let bytes = Array(try Data(contentsOf: Self.fixture))
    var generator = SeededGenerator(seed: 5545)
    var shown = 0, refused = 0
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-fuzz-\(UUID().uuidString).ics")
    defer { try? FileManager.default.removeItem(at: file) }
    for round in 0..<150 {
      var mutated = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
      if round % 2 == 0 && !mutated.isEmpty {
        for _ in 0..<4 {
          mutated[Int.random(in: 0..<mutated.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
        }
      }
      try Data(mutated).write(to: file)
      let (status, output, error) = TestSupport.calrender(["--events", file.path, "--today", "none", "-n", "3", "2", "2024"])
      if status == 0 {
        #expect(output.contains("February 2024"), "round \(round)")
        shown += 1
      } else {
        #expect(status == 65, "round \(round): \(status): \(error)")
        #expect(error.hasPrefix("calrender: error: ") && error.filter { $0 == "\n" }.count == 1, "round \(round)")
        refused += 1
      }
    }
    #expect(shown > 0 && refused > 0, "\(shown) shown, \(refused) refused")
  }
}
