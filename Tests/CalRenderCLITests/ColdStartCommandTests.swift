import CalRenderTestSupport
import Foundation
import Testing

/// What a cold start of the command leaves out must not change what it shows: libical only for
/// iCalendar input, Umm al-Qura holidays only inside the table (docs/cold-start.md).
@Suite("Cold start: the command")
struct ColdStartCommandTests {
  /// The dynamic loader's own report (`LD_DEBUG=libs`) of the real binary: a month never loads
  /// libical; an iCalendar file does, and its events show.
  @Test func libicalIsLoadedOnlyForICalendarInput() throws {
    let binary = try #require(TestSupport.binary(), "the calrender binary is built by swift test")
    let environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "en_US.UTF-8", "LD_DEBUG": "libs"]
    let month = try TestSupport.run(binary, ["--today", "none", "2", "2024"], environment: environment)
    #expect(month.status == 0)
    #expect(month.stderr.contains("libicuuc.so"), "LD_DEBUG reports the libraries it loads")
    #expect(!month.stderr.contains("libical.so"))

    let ics = """
      BEGIN:VCALENDAR\r
      VERSION:2.0\r
      PRODID:-//calrender//tests//EN\r
      BEGIN:VEVENT\r
      UID:cold@calrender\r
      DTSTART;VALUE=DATE:20240214\r
      SUMMARY:Cold start\r
      END:VEVENT\r
      END:VCALENDAR\r

      """
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-cold-\(getpid()).ics")
    try ics.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let events = try TestSupport.run(
      binary, ["--today", "none", "-f", "json", "--events", file.path, "2", "2024"], environment: environment)
    #expect(events.status == 0)
    #expect(events.stderr.contains("libical.so.3"))
    #expect(TestSupport.eventTitlesByDay(json: events.stdout)["2024-02-14"] == ["Cold start"])
  }

  /// The command: Shawwal 1445 has Eid al-Fitr; Shawwal 2024 AH (year 2585 CE) has none.
  @Test func ummAlQuraHolidaysInTheCommand() {
    let environment = ["LANG": "ar_SA.UTF-8", "TZ": "UTC"]
    let inside = TestSupport.calrender(["--today", "none", "-f", "json", "10", "1445"], environment: environment)
    #expect(inside.0 == 0)
    #expect(inside.1.contains("\"eid-al-fitr\""))
    let beyond = TestSupport.calrender(["--today", "none", "-f", "json", "10", "2024"], environment: environment)
    #expect(beyond.0 == 0)
    #expect(!beyond.1.contains("\"eid-al-fitr\"") && beyond.1.contains("\"holidays\": []"))
  }
}
