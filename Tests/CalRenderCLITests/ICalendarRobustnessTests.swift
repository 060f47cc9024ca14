import CalRenderTestSupport
import Foundation
import Testing

/// Issue 11, items 2, 11 and 16: hostile iCalendar sizes, floating times, CRLF line numbers, BOMs,
/// content sniffing and `--events -`.
@Suite("iCalendar robustness")
struct ICalendarRobustnessTests {
  static func binary() throws -> URL { try #require(TestSupport.binary(), "calrender is built by swift test") }

  static func file(_ text: String, extension name: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calrender-ics-\(UUID().uuidString).\(name)"
    ).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static func calendar(_ events: [String], lineEnd: String = "\n") -> String {
    (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"]
      + events.flatMap { $0.split(separator: "\n").map(String.init) }
      + ["END:VCALENDAR"]).joined(separator: lineEnd) + lineEnd
  }

  /// The dates (in the month grids of a JSON document) that carry events.
  static func eventDays(_ json: String) throws -> [String] {
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    var days: [String] = []
    for month in document["months"] as? [[String: Any]] ?? [] {
      for week in month["weeks"] as? [[String: Any]] ?? [] {
        for day in week["days"] as? [[String: Any]] ?? [] where day["inMonth"] as? Bool == true {
          if !(day["events"] as? [Any] ?? []).isEmpty, let date = day["date"] as? String { days.append(date) }
        }
      }
    }
    return days
  }

  /// Runs the binary under coreutils' `timeout`, a guard against a hang that never fires when
  /// the work is bounded (a killed run exits 137, which no expectation here accepts): how long a
  /// run takes is the benchmark's to measure, what it does is the tests'.
  static func run(_ arguments: [String], stdin: String? = nil) throws -> TestSupport.Result {
    try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/timeout"), ["--signal=KILL", "120", try binary().path] + arguments, stdin: stdin)
  }

  // MARK: item 2

  @Test(arguments: [false, true])
  func fiftyMinutelyRulesFinishPromptly(agenda: Bool) throws {
    // Each rule ends (199,999 minutes: May 2023) long before the days shown: all steps, no occurrence.
    let events = (0..<50).map {
      "BEGIN:VEVENT\nUID:m\($0)\nDTSTART:20230101T000000Z\nRRULE:FREQ=MINUTELY;COUNT=199999\nSUMMARY:m\nEND:VEVENT"
    }
    let path = try Self.file(Self.calendar(events), extension: "ics")
    let result = try Self.run(
      ["--events", path, "--today", "none", "--time-zone", "UTC", "-y", "2024"] + (agenda ? ["--agenda"] : []))
    // The step budget refuses it before the first step, on every run (a count, not the clock).
    #expect(result.status == 65, "\(result.stderr)")
    #expect(
      result.stderr
        == "calrender: error: '\(path)': line 7, RRULE: more than 100000 recurrence steps in the file up to the last day shown (rules too fine, too many, or counted from too long ago, for so many days)\n"
    )
  }

  /// Rules libical steps unit by unit through filters that match rarely or never: one call can
  /// take millions of steps (`FREQ=SECONDLY;BYMONTH=12`) or run to libical's last year.
  @Test(arguments: [
    "FREQ=SECONDLY;BYMONTH=12", "FREQ=MINUTELY;BYDAY=SU", "FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30",
    "FREQ=DAILY;BYMONTH=4,6;BYMONTHDAY=31", "FREQ=MONTHLY;BYWEEKNO=1", "FREQ=SECONDLY;BYMINUTE=59",
  ])
  func rulesLibicalCannotBoundAreRefused(rule: String) throws {
    let events = (0..<200).map {
      "BEGIN:VEVENT\nUID:s\($0)\nDTSTART:20000101T000000Z\nRRULE:\(rule)\nSUMMARY:s\nEND:VEVENT"
    }
    let path = try Self.file(Self.calendar(events), extension: "ics")
    let result = try Self.run(["--events", path, "--today", "none", "--time-zone", "UTC", "2", "2024"])
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.contains("RRULE: "), "\(result.stderr)")
  }

  @Test func twoThousandExdatesAreAppliedPromptly() throws {
    // Every day from 2024-01-01 for 2,000 days is excluded except the 14th of each month (in a zone:
    // each EXDATE's instant costs a zone conversion, which a linear lookup made per occurrence).
    var exdates: [String] = []
    var day = DateComponents(
      calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"),
      year: 2024, month: 1, day: 1
    ).date!
    let formatter = DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd"
    while exdates.count < 2_000 {
      if Calendar(identifier: .gregorian).component(.day, from: day) != 14 {
        exdates.append("EXDATE;TZID=America/New_York:" + formatter.string(from: day) + "T090000")
      }
      day = day.addingTimeInterval(86_400)
    }
    let event =
      (["BEGIN:VEVENT", "UID:x", "DTSTART;TZID=America/New_York:20240101T090000", "RRULE:FREQ=DAILY", "SUMMARY:x"]
      + exdates
      + ["END:VEVENT"]).joined(separator: "\n")
    let path = try Self.file(Self.calendar([event]), extension: "ics")
    let result = try Self.run(
      ["--events", path, "--today", "none", "--time-zone", "UTC", "-f", "json", "-y", "2027", "--agenda"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.eventDays(result.stdout) == (1...12).map { String(format: "2027-%02d-14", $0) })
  }

  /// The recurrence set is a union: an RDATE on an occurrence of the rule (or twice) counts once.
  @Test func rdatesAreASet() throws {
    let event =
      "BEGIN:VEVENT\nUID:r\nDTSTART:20240214T100000Z\nRRULE:FREQ=DAILY;COUNT=3\nRDATE:20240215T100000Z,20240220T100000Z\nRDATE:20240220T100000Z\nSUMMARY:r\nEND:VEVENT"
    let single = "BEGIN:VEVENT\nUID:s\nDTSTART:20240222T100000Z\nRDATE:20240222T100000Z\nSUMMARY:s\nEND:VEVENT"
    let path = try Self.file(Self.calendar([event, single]), extension: "ics")
    let result = try Self.run([
      "--events", path, "--today", "none", "--time-zone", "UTC", "-f", "json", "2", "2024",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    var counts: [String: Int] = [:]
    for month in document["months"] as? [[String: Any]] ?? [] {
      for week in month["weeks"] as? [[String: Any]] ?? [] {
        for day in week["days"] as? [[String: Any]] ?? [] where day["inMonth"] as? Bool == true {
          if let date = day["date"] as? String, let events = day["events"] as? [Any], !events.isEmpty {
            counts[date] = events.count
          }
        }
      }
    }
    #expect(counts == ["2024-02-14": 1, "2024-02-15": 1, "2024-02-16": 1, "2024-02-20": 1, "2024-02-22": 1])
  }

  /// Rules of 2005 seen in 2024 (intervals, BYSETPOS, UNTIL, leap days, all-day spans): the same
  /// days as an independent expansion. Rules without COUNT start their steps near the days shown.
  @Test func oldRulesAgreeWithAnIndependentExpansion() throws {
    let fixture = TestSupport.packageRoot.appendingPathComponent("Tests/CalRenderCLITests/Fixtures/old-rules.ics")
    let result = try Self.run([
      "--events", fixture.path, "--time-zone", "UTC", "-f", "json", "-n", "4", "--today", "none", "1", "2024",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any])
    let ours = TestSupport.eventTitlesByDay(json: result.stdout)
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/ics_oracle.py").path
    let oracle = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, fixture.path, "2024-01-01", "2024-04-30"],
      environment: ["PATH": "/root/.pyenv/shims:/usr/local/bin:/usr/bin:/bin", "HOME": "/root"])
    #expect(oracle.status == 0, "\(oracle.stderr) (pip install icalendar recurring-ical-events)")
    let expected = try #require(try JSONSerialization.jsonObject(with: Data(oracle.stdout.utf8)) as? [String: [String]])
    #expect(expected.count > 100)
    #expect(ours == expected)
  }

  /// 300 weekly events since 2005 take 300,000 steps from their DTSTARTs: within the budget only
  /// because rules without COUNT start near the days shown.
  @Test func aDecadeOfWeeklyEventsIsNotRefused() throws {
    let events = (0..<300).map {
      "BEGIN:VEVENT\nUID:w\($0)\nDTSTART:20050103T\(String(format: "%02d", $0 % 24))0000Z\nRRULE:FREQ=WEEKLY\nSUMMARY:w\($0)\nEND:VEVENT"
    }
    let path = try Self.file(Self.calendar(events), extension: "ics")
    let result = try Self.run([
      "--events", path, "--today", "none", "--time-zone", "UTC", "-f", "json", "--agenda", "2", "2024",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.eventDays(result.stdout) == ["2024-02-05", "2024-02-12", "2024-02-19", "2024-02-26"])
  }

  /// libical prints some complaints itself; they reach neither stderr nor the terminal.
  @Test func libicalPrintsNothing() throws {
    let text =
      "BEGIN:VCALENDAR\nEND:VEVENT\nBEGIN:VEVENT\nUID:x\nDTSTART:20240214T100000Z\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR\n"
    let path = try Self.file(text, extension: "ics")
    let result = try Self.run(["--events", path, "--today", "none", "2", "2024"])
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }

  // MARK: item 11

  @Test func floatingTimesAreWallClockInTheViewersZone() throws {
    let event = "BEGIN:VEVENT\nUID:f\nDTSTART:20240214T230000\nDTEND:20240214T233000\nSUMMARY:late\nEND:VEVENT"
    let path = try Self.file(Self.calendar([event]), extension: "ics")
    for zone in ["Asia/Seoul", "America/New_York"] {
      let result = try Self.run([
        "--events", path, "--today", "none", "--time-zone", zone, "-f", "json", "2", "2024",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try Self.eventDays(result.stdout) == ["2024-02-14"], "\(zone)")
      #expect(result.stdout.contains("\"2024-02-14T23:00:00"), "\(zone)")
    }
  }

  // MARK: item 16

  @Test func crlfFilesGetTheirLineNumbers() throws {
    let event = "BEGIN:VEVENT\nUID:x\nDTSTART;TZID=Mars/Olympus:20240201T100000\nSUMMARY:x\nEND:VEVENT"
    let path = try Self.file(Self.calendar([event], lineEnd: "\r\n"), extension: "ics")
    let result = try Self.run(["--events", path, "--today", "none", "2", "2024"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 6, DTSTART: unknown TZID 'Mars/Olympus'"), "\(result.stderr)")
  }

  @Test(arguments: ["\n", "\r\n"])
  func aVEventWithoutDTSTARTNamesItsOwnLine(lineEnd: String) throws {
    let good = "BEGIN:VEVENT\nUID:a\nDTSTART:20240201T100000Z\nSUMMARY:a\nEND:VEVENT"
    let bad = "BEGIN:VEVENT\nUID:b\nSUMMARY:b\nEND:VEVENT"
    let path = try Self.file(Self.calendar([good, bad], lineEnd: lineEnd), extension: "ics")
    let result = try Self.run(["--events", path, "--today", "none", "2", "2024"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 9, VEVENT without DTSTART"), "\(result.stderr)")
  }

  @Test func aByteOrderMarkIsAcceptedInJSON() throws {
    let path = try Self.file("\u{FEFF}[{\"title\": \"x\", \"start\": \"2024-02-14\"}]", extension: "json")
    let result = try Self.run(["--events", path, "--today", "none", "-f", "json", "2", "2024"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.eventDays(result.stdout) == ["2024-02-14"])
  }

  @Test(arguments: ["txt", "json", "ics"])
  func iCalendarIsRecognisedByContent(extension name: String) throws {
    let event = "BEGIN:VEVENT\nUID:x\nDTSTART;VALUE=DATE:20240214\nSUMMARY:x\nEND:VEVENT"
    let path = try Self.file("\u{FEFF}" + Self.calendar([event], lineEnd: "\r\n"), extension: name)
    let result = try Self.run(["--events", path, "--today", "none", "-f", "json", "2", "2024"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.eventDays(result.stdout) == ["2024-02-14"])
  }

  @Test func eventsFromStandardInput() throws {
    let json = try Self.run(
      ["--events", "-", "--today", "none", "-f", "json", "2", "2024"],
      stdin: "[{\"title\": \"x\", \"start\": \"2024-02-14\"}]")
    #expect(json.status == 0, "\(json.stderr)")
    #expect(try Self.eventDays(json.stdout) == ["2024-02-14"])
    let event = "BEGIN:VEVENT\nUID:x\nDTSTART;VALUE=DATE:20240215\nSUMMARY:x\nEND:VEVENT"
    let ics = try Self.run(
      ["--events", "-", "--today", "none", "-f", "json", "2", "2024"], stdin: Self.calendar([event]))
    #expect(ics.status == 0, "\(ics.stderr)")
    #expect(try Self.eventDays(ics.stdout) == ["2024-02-15"])
  }
}
