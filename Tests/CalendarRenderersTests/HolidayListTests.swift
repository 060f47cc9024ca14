import CalRenderTestSupport
import CalendarEvents
import CalendarModel
import CalendarRenderers
import Foundation
import Testing

/// `calrender holidays -f ics`: an RFC 5545 calendar that libical and PyPI `icalendar` read back to
/// the same days and names, deterministic, folded and escaped.
@Suite("Holiday list")
struct HolidayListTests {
  static let list = HolidayList(
    locale: "ko-KR", regions: ["KR"], from: JulianDay(isoYear: 2024, month: 1, day: 1),
    to: JulianDay(isoYear: 2024, month: 12, day: 31),
    entries: [
      .init(
        date: JulianDay(isoYear: 2024, month: 2, day: 10), dateLabel: "2024년 2월 10일 (토)",
        holiday: DayHoliday(id: "seollal", name: "설날", kind: .public, region: "KR")),
      .init(
        date: JulianDay(isoYear: 2024, month: 2, day: 12), dateLabel: "2024년 2월 12일 (월)",
        holiday: DayHoliday(id: "seollal-substitute", name: "대체공휴일(설날), 연휴; \\ 끝", kind: .substitute, region: "KR")),
      .init(
        date: JulianDay(isoYear: 2024, month: 9, day: 17), dateLabel: "2024년 9월 17일 (화)",
        holiday: DayHoliday(
          id: "chuseok", name: String(repeating: "추석 한가위 ", count: 8) + "끝", kind: .public, region: "KR")),
    ])

  @Test func iCalendarRoundTripsThroughLibical() throws {
    let ics = HolidayListRenderer().iCalendar(Self.list, generator: "calrender 0.1.0")
    #expect(ics.split(separator: "\r\n", omittingEmptySubsequences: false).allSatisfy { $0.utf8.count <= 75 })
    #expect(!ics.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    let events = try ICalendarInput.occurrences(
      ics, overlapping: JulianDay(isoYear: 2024, month: 1, day: 1)...JulianDay(isoYear: 2024, month: 12, day: 31))
    #expect(events.map(\.title) == Self.list.entries.map(\.holiday.name))
    #expect(events.map(\.span) == Self.list.entries.map { .allDay($0.date...$0.date) })  // one day each
    #expect(
      events.map(\.id)
        == Self.list.entries.map { "\(HolidayListRenderer.basic($0.date))-KR-\($0.holiday.id)@calrender" })
    // Same input, same bytes.
    #expect(ics == HolidayListRenderer().iCalendar(Self.list, generator: "calrender 0.1.0"))
  }

  @Test func iCalendarRoundTripsThroughPythonICalendar() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calrender-holidays-\(UUID().uuidString).ics")
    defer { try? FileManager.default.removeItem(at: file) }
    try HolidayListRenderer().iCalendar(Self.list, generator: "calrender 0.1.0").write(
      to: file, atomically: true, encoding: .utf8)
    let script = """
      import icalendar, sys, json
      c = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
      print(json.dumps([[str(e['SUMMARY']), e.decoded('DTSTART').isoformat(), e.decoded('DTEND').isoformat(), str(e['UID'])]
                        for e in c.walk('VEVENT')], ensure_ascii=False))
      """
    // The Python pip installs into (pyenv's where it is on PATH), as the .ics oracle test.
    let result = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, file.path],
      environment: ["PATH": "/root/.pyenv/shims:/usr/local/bin:/usr/bin:/bin", "HOME": "/root"])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String]] ?? []
    #expect(rows.map { $0[0] } == Self.list.entries.map(\.holiday.name))
    #expect(rows.map { $0[1] } == Self.list.entries.map(\.date.isoString))
    #expect(rows.map { $0[2] } == Self.list.entries.map { $0.date.advanced(by: 1).isoString })
  }

  /// Only an observance (not a day off) gets a suffix; a substitute day's own name says what it is.
  @Test func textMarksObservancesOnly() {
    let day = JulianDay(isoYear: 2024, month: 3, day: 31)
    let list = HolidayList(
      locale: "de-DE", regions: ["DE"], from: day, to: day,
      entries: [
        .init(
          date: day, dateLabel: "So., 31. März 2024",
          holiday: DayHoliday(id: "ostersonntag", name: "Ostersonntag", kind: .observance, region: "DE")),
        .init(
          date: day.advanced(by: 1), dateLabel: "Mo., 1. Apr. 2024",
          holiday: DayHoliday(id: "x", name: "Ersatz", kind: .substitute, region: "DE")),
      ])
    let text = HolidayListRenderer().text(list) { $0.count }
    #expect(text == "So., 31. März 2024  Ostersonntag (observance)\nMo., 1. Apr. 2024   Ersatz\n")
  }

  @Test func textAndJSON() {
    let text = HolidayListRenderer().text(Self.list) {
      $0.unicodeScalars.reduce(0) { $0 + ($1.value >= 0xAC00 && $1.value <= 0xD7A3 ? 2 : 1) }
    }
    #expect(text.hasPrefix("2024년 2월 10일 (토)  설날\n2024년 2월 12일 (월)  대체공휴일(설날), 연휴; \\ 끝\n"))
    let json = HolidayListRenderer().json(Self.list)
    #expect(json.contains("\"schema\": \"calrender-holidays/1\""))
    #expect(
      json.contains(
        "{ \"date\": \"2024-02-10\", \"region\": \"KR\", \"id\": \"seollal\", \"name\": \"설날\", \"kind\": \"public\", \"category\": \"public\" }")
    )
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-hl-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try? json.write(to: folder.appendingPathComponent("0.json"), atomically: true, encoding: .utf8)
    let schema = TestSupport.packageRoot.appendingPathComponent("schema/calrender-holidays-1.schema.json").path
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/validate_json.py").path
    let result = try? TestSupport.run(TestSupport.python, [script, schema, folder.path])
    #expect(result?.status == 0, "\(result?.stdout ?? "")\(result?.stderr ?? "")")
  }
}
