import CalRenderTestSupport
import CalendarEvents
import CalendarModel
import Foundation
import Testing

/// `calrender holidays` as the built binary prints it.
@Suite("Holiday list through the binary")
struct HolidaysCommandTests {
  /// The built binary over the real data: `holidays 2024 --region KR` as iCalendar, read back by
  /// libical and by PyPI `icalendar`, gives the dates and names of `-f json`, which its schema accepts.
  @Test func theBinaryRoundTripsRealData() throws {
    let binary = try #require(TestSupport.binary(), "swift test builds calrender")
    let environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8"]
    let arguments = ["holidays", "2024", "--region", "KR", "--locale", "ko-KR"]
    let json = try TestSupport.run(binary, arguments + ["-f", "json"], environment: environment)
    let ics = try TestSupport.run(binary, arguments + ["-f", "ics"], environment: environment)
    #expect(json.status == 0 && ics.status == 0, "\(json.stderr)\(ics.stderr)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let holidays = try #require(document["holidays"] as? [[String: Any]])
    let expected = holidays.map { [$0["date"] as? String ?? "", $0["name"] as? String ?? ""] }
    // 설날 (9–11 Feb) with its substitute on the 12th, 추석, 성탄절 … and 국군의 날 (1 Oct 2024).
    #expect(expected.count >= 15)
    // 설날 다음날 fell on a Sunday: its substitute is Monday the 12th.
    #expect(expected.contains { $0[0] == "2024-02-12" && $0[1].hasPrefix("대체공휴일(설날") })
    #expect(expected.contains { $0[0] == "2024-02-10" && $0[1] == "설날" })

    // libical (the reader behind --events).
    let year = JulianDay(isoYear: 2024, month: 1, day: 1)...JulianDay(isoYear: 2024, month: 12, day: 31)
    let events = try ICalendarFile(ics.stdout).occurrences(overlapping: year)
    let day: (CalendarEvent.Span) -> String = {
      if case .allDay(let days) = $0, days.count == 1 { return days.lowerBound.isoString }
      return "not one date"
    }
    #expect(events.map { [day($0.span), $0.title] } == expected)

    // PyPI icalendar.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-kr-\(UUID().uuidString).ics")
    defer { try? FileManager.default.removeItem(at: file) }
    try ics.stdout.write(to: file, atomically: true, encoding: .utf8)
    let script = """
      import icalendar, sys, json
      c = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
      print(json.dumps([[e.decoded('DTSTART').isoformat(), str(e['SUMMARY']), e.decoded('DTEND').isoformat()]
                        for e in c.walk('VEVENT')], ensure_ascii=False))
      """
    let python = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, file.path],
      environment: ["PATH": "/root/.pyenv/shims:/usr/local/bin:/usr/bin:/bin", "HOME": "/root"])
    #expect(python.status == 0, "\(python.stderr)")
    let rows = try JSONSerialization.jsonObject(with: Data(python.stdout.utf8)) as? [[String]] ?? []
    #expect(rows.map { [$0[0], $0[1]] } == expected)
    #expect(rows.allSatisfy { row in holidays.contains { ($0["date"] as? String) == row[0] } })

    // The JSON document against its schema.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-kr-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try json.stdout.write(to: folder.appendingPathComponent("KR-2024.json"), atomically: true, encoding: .utf8)
    let schema = TestSupport.packageRoot.appendingPathComponent("schema/calrender-holidays-1.schema.json").path
    let validator = TestSupport.packageRoot.appendingPathComponent("scripts/validate_json.py").path
    let validated = try TestSupport.run(TestSupport.python, [validator, schema, folder.path])
    #expect(validated.status == 0, "\(validated.stdout)\(validated.stderr)")
    #expect(validated.stdout.contains("1 valid"))
  }

  /// `holidays FROM..TO` takes years of the display calendar, as its usage says, as well as ISO days
  /// (issue 28, item 15): `2045..2046` is the two years' holidays, as the two lists of each.
  @Test func aSpanOfYears() {
    let span = TestSupport.calrender(["holidays", "2045..2046", "-r", "US", "-l", "en-US"])
    #expect(span.0 == 0, "\(span.2)")
    let (first, second) = (
      TestSupport.calrender(["holidays", "2045", "-r", "US", "-l", "en-US"]).1,
      TestSupport.calrender(["holidays", "2046", "-r", "US", "-l", "en-US"]).1
    )
    #expect(!first.isEmpty && span.1 == first + second)
    #expect(span.1 == TestSupport.calrender(["holidays", "2045-01-01..2046-12-31", "-r", "US", "-l", "en-US"]).1)
    // The Hebrew years 5784..5785 of the display calendar.
    let hebrew = TestSupport.calrender(["holidays", "5784..5785", "--calendar", "hebrew", "-r", "IL", "-l", "en-US"])
    #expect(hebrew.0 == 0, "\(hebrew.2)")
    #expect(hebrew.1.hasPrefix("Sat, 1 Tishri 5784 "), "\(hebrew.1.prefix(200))")
    let backwards = TestSupport.calrender(["holidays", "2046..2045", "-r", "US"])
    #expect(backwards.0 == 64 && backwards.2.contains("runs backwards"))
  }
}
