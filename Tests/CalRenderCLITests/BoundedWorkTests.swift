import CalRenderTestSupport
import Foundation
import Testing

/// Issue 28, "Bounded work and no crashes", items 1, 2 and 4 through the built binary: hostile
/// events files under a megabyte are refused (or read) at once, exit 65 naming the line.
@Suite("Bounded work on hostile events files")
struct BoundedWorkTests {
  static func binary() throws -> URL { try #require(TestSupport.binary(), "calrender is built by swift test") }

  static func file(_ bytes: [UInt8], extension name: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calrender-bounded-\(UUID().uuidString).\(name)"
    ).path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Runs the binary for February 2024 with `path`'s events, killed after 30 s: the old code ran
  /// these for minutes or for ever, the new takes a fraction of a second (a kill is exit 137,
  /// which no expectation here accepts).
  static func run(events path: String) throws -> TestSupport.Result {
    try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/timeout"),
      [
        "--signal=KILL", "30", try binary().path, "--events", path, "--today", "none", "--time-zone", "UTC", "2",
        "2024",
      ])
  }

  static func calendar(_ lines: [String]) -> [UInt8] {
    Array(
      (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"] + lines + ["END:VCALENDAR"]).joined(separator: "\r\n")
        .utf8)
      + Array("\r\n".utf8)
  }

  /// Item 1: a 300-byte file whose zone's STANDARD rule libical would expand second by second
  /// (minute by minute, hour by hour or day by day from year 1) to the year 2582, in memory.
  @Test(arguments: [
    ("19700101T000000", "FREQ=SECONDLY"), ("19700101T000000", "FREQ=MINUTELY"), ("00010101T000000", "FREQ=HOURLY"),
    ("00010101T000000", "FREQ=DAILY"), ("19700101T000000", "FREQ=HOURLY;INTERVAL=2"),
  ])
  func timeZoneRulesAreBounded(start: String, rule: String) throws {
    let path = try Self.file(
      Self.calendar([
        "BEGIN:VTIMEZONE", "TZID:Hostile", "BEGIN:STANDARD", "DTSTART:\(start)", "TZOFFSETFROM:+0100",
        "TZOFFSETTO:+0000", "RRULE:\(rule)", "END:STANDARD", "END:VTIMEZONE", "BEGIN:VEVENT", "UID:a",
        "DTSTART;TZID=Hostile:20240210T100000", "SUMMARY:a", "END:VEVENT",
      ]), extension: "ics")
    let result = try Self.run(events: path)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(
      result.stderr
        == "calrender: error: '\(path)': line 10, RRULE: STANDARD of time zone 'Hostile': more than 100000 recurrence steps for the rules of the file's time zones through 2582, the last year libical expands a zone to (a rule too fine, or from too long ago)\n"
    )
  }

  /// Item 2: libical's parser was quadratic in the properties it rejects (80,000 `DTSTAMP:x` in
  /// one VEVENT, 880 kB: over a minute); a megabyte of VEVENTs each with a thousand of them too.
  @Test(arguments: [(1, 80_000), (90, 1_000)])
  func rejectedPropertiesCostLinearTime(events: Int, rejected: Int) throws {
    var lines: [String] = []
    for index in 0..<events {
      lines += ["BEGIN:VEVENT", "UID:e\(index)", "DTSTART:20240210T100000Z"]
      lines += Array(repeating: "DTSTAMP:x", count: rejected) + ["SUMMARY:e", "END:VEVENT"]
    }
    let path = try Self.file(Self.calendar(lines), extension: "ics")
    let result = try Self.run(events: path)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(
      result.stderr
        == "calrender: error: '\(path)': line 7, DTSTAMP: Can't parse as DATE-TIME value in DTSTAMP property. Removing entire property: x\n"
    )
  }

  /// What libical accepts still reaches it whole when fed line by line: CR-only line ends, a
  /// folded line, and a rejected line after which a VEVENT still has its own place (the error names
  /// the second VEVENT's line, not the first's).
  @Test func linesReachLibicalAsBefore() throws {
    let crOnly = try Self.file(
      Array(
        "BEGIN:VCALENDAR\rBEGIN:VEVENT\rUID:a\rDTSTART:20240210\rSUMMARY:Fol\r ded\rEND:VEVENT\rEND:VCALENDAR\r".utf8),
      extension: "ics")
    let read = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/timeout"),
      ["--signal=KILL", "30", try Self.binary().path, "--events", crOnly, "--today", "none", "--agenda", "2", "2024"])
    #expect(read.status == 0, "\(read.stderr)")
    #expect(read.stdout.contains("Folded"), "\(read.stdout)")
    let second = try Self.file(
      Self.calendar([
        "BEGIN:VEVENT", "UID:a", "DTSTART:20240210T100000Z", "DTSTAMP:20240101T000000Z", "END:VEVENT",
        "BEGIN:VEVENT", "UID:b", "DTSTART:20240211T100000Z", "DTSTAMP:x", "DTSTAMP:y", "END:VEVENT",
      ]), extension: "ics")
    let refused = try Self.run(events: second)
    #expect(refused.status == 65)
    #expect(
      refused.stderr
        == "calrender: error: '\(second)': line 12, DTSTAMP: Can't parse as DATE-TIME value in DTSTAMP property. Removing entire property: x\n"
    )
  }

  /// Item 4: JSON that is not UTF-8 is refused naming where (decoding would have replaced the
  /// byte); an iCalendar file keeps libical's leniency.
  @Test func jsonThatIsNotUTF8IsRefused() throws {
    let json = try Self.file(
      Array("[\n{\"title\": \"é".utf8) + [0xFF] + Array("\", \"start\": \"2024-02-10\"}]".utf8), extension: "json")
    let result = try Self.run(events: json)
    #expect(result.status == 65)
    #expect(
      result.stderr == "calrender: error: '\(json)': invalid JSON at line 2, column 13: invalid UTF-8 (byte 0xFF)\n")
    let ics = try Self.file(
      Self.calendar(["BEGIN:VEVENT", "UID:a", "DTSTART:20240210", "SUMMARY:caf\u{E9}", "END:VEVENT"]).map {
        $0 == 0xC3 ? 0xE9 : $0
      }.filter { $0 != 0xA9 }, extension: "ics")
    #expect(try Self.run(events: ics).status == 0)
  }
  // Item 3 (out of memory under ulimit) is OutOfMemoryTests.
}
