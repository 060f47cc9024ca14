import CalendarEvents
import CalendarModel
import Foundation
import Testing

/// Issue 28, item 1: libical expands a VTIMEZONE's STANDARD and DAYLIGHT rules, from each one's
/// DTSTART through as late as 2582, the first time a time in the zone is converted, without a
/// bound of its own. The rules of each zone the file's events use are bounded before that, against
/// one budget for the file (a count of steps, never the clock).
@Suite("iCalendar time-zone rules")
struct ICalendarZoneRuleTests {
  static let february = JulianDay(isoYear: 2024, month: 2, day: 1)...JulianDay(isoYear: 2024, month: 2, day: 29)

  /// A zone `id` with two observances (Outlook writes 1601 for DTSTART), the daylight rule given.
  static func zone(
    _ id: String, start: String = "16010101T030000", daylightRule: String = "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU"
  ) -> [String] {
    [
      "BEGIN:VTIMEZONE", "TZID:\(id)",
      "BEGIN:STANDARD", "DTSTART:\(start)", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100",
      "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
      "BEGIN:DAYLIGHT", "DTSTART:\(start)", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "RRULE:\(daylightRule)",
      "END:DAYLIGHT", "END:VTIMEZONE",
    ]
  }

  static func calendar(zones: [[String]], events: [(uid: String, tzid: String, start: String)]) -> String {
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"] + zones.flatMap { $0 }
    for event in events {
      lines += [
        "BEGIN:VEVENT", "UID:\(event.uid)", "DTSTART;TZID=\(event.tzid):\(event.start)", "SUMMARY:\(event.uid)",
        "END:VEVENT",
      ]
    }
    return (lines + ["END:VCALENDAR"]).joined(separator: "\r\n") + "\r\n"
  }

  /// Six Outlook zones (two yearly rules from 1601 each: 15,800 steps through 2582) in one file
  /// are accepted, and read as libical reads them: 10:00 in February is 09:00 UTC, in July 08:00.
  @Test func outlookZonesAreAccepted() throws {
    #expect(ICalendarFile.zoneStepBudget == 100_000)
    let ids = (1...6).map { "Zone \($0)" }
    let text = Self.calendar(
      zones: ids.map { Self.zone($0) },
      events: ids.flatMap { [("w \($0)", $0, "20240210T100000"), ("s \($0)", $0, "20240710T100000")] })
    let file = try ICalendarFile(text)
    let winter = try file.occurrences(overlapping: Self.february)
    #expect(winter.count == 6 && winter.allSatisfy { $0.startKey == 1_707_555_600 && !$0.isAllDay })  // 2024-02-10T09:00Z
    let july = JulianDay(isoYear: 2024, month: 7, day: 1)...JulianDay(isoYear: 2024, month: 7, day: 31)
    let summer = try file.occurrences(overlapping: july)
    #expect(summer.count == 6 && summer.allSatisfy { $0.startKey == 1_720_598_400 && !$0.isAllDay })  // 2024-07-10T08:00Z
  }

  /// A zone no event uses is never expanded by libical, and costs nothing.
  @Test func aZoneNoEventUsesCostsNothing() throws {
    let text = Self.calendar(
      zones: [Self.zone("Used"), Self.zone("Unused", start: "19000101T000000", daylightRule: "FREQ=DAILY")],
      events: [("a", "Used", "20240210T100000")])
    #expect(try ICalendarFile(text).occurrences(overlapping: Self.february).count == 1)
  }

  /// Over the budget is refused naming the RRULE line of the observance that crosses it (here the
  /// second zone's DAYLIGHT, line 31), not the file's first RRULE. libical 3.0 took this file
  /// (48,000 daily changes to 2031) but would expand it to 2582 for a late enough event.
  @Test func theObservanceThatCrossesTheBudgetIsNamed() {
    let text = Self.calendar(
      zones: [Self.zone("Fine"), Self.zone("Daily", start: "19000101T000000", daylightRule: "FREQ=DAILY")],
      events: [("a", "Fine", "20240210T100000"), ("b", "Daily", "20240211T100000")])
    #expect(
      throws: EventsError(
        "line 31, RRULE: DAYLIGHT of time zone 'Daily': more than 100000 recurrence steps for the rules of the file's time zones through 2582, the last year libical expands a zone to (a rule too fine, or from too long ago)"
      )
    ) { try ICalendarFile(text) }
  }

  /// What `unbounded` refuses in an event's rule is refused in a zone's too.
  @Test func rulesRefusedInEventsAreRefusedInZones() {
    let text = Self.calendar(
      zones: [Self.zone("Weeks", daylightRule: "FREQ=MONTHLY;BYWEEKNO=1")], events: [("a", "Weeks", "20240210T100000")])
    #expect(
      throws: EventsError(
        "line 16, RRULE: DAYLIGHT of time zone 'Weeks': BYWEEKNO is only for FREQ=YEARLY (RFC 5545)")
    ) { try ICalendarFile(text) }
  }

  /// libical expands a zone anew from its first rule whenever a later year is asked about, and
  /// never past 2582, so that every conversion after 2582 expanded the whole zone again: 700 events
  /// in the year 3000 in Europe/Berlin (60 kB) took 13 s, events in years 2031, 2037, … 2577 in it
  /// 1 s. A zone is expanded once to 2582, and later times are read 400 years earlier (the calendar
  /// repeats), with the zone's last rules: summer time in July 3000 as in July 2024.
  @Test(arguments: [2024, 2500, 3000, 9999])
  func farYearsAreReadWithTheZonesLastRules(year: Int) throws {
    let events = (0..<700).map { index in
      (uid: "e\(index)", tzid: "Europe/Berlin", start: "\(year)\(index % 2 == 0 ? "07" : "01")10T100000")
    }
    let start = clock()
    let file = try ICalendarFile(Self.calendar(zones: [], events: events))
    let days = JulianDay(isoYear: year, month: 1, day: 1)...JulianDay(isoYear: year, month: 12, day: 31)
    let found = try file.occurrences(overlapping: days)
    let seconds = Double(clock() - start) / Double(CLOCKS_PER_SEC)
    #expect(seconds < 3, "\(seconds) s of CPU")
    let july = Int64(JulianDay(isoYear: year, month: 7, day: 10).value - 2_440_588) * 86_400 + 8 * 3600
    let january = Int64(JulianDay(isoYear: year, month: 1, day: 10).value - 2_440_588) * 86_400 + 9 * 3600
    #expect(Set(found.map(\.startKey)) == [july, january] && !found.contains(where: \.isAllDay))
    #expect(found.count == 700)
  }
}
