import CalendarEvents
import CalendarModel
import Testing

/// The bound on an expansion's work is a count, not the clock: a file is accepted or refused alike on
/// every run, and libical is never asked to search past the days shown.
@Suite("iCalendar step budget")
struct ICalendarStepBudgetTests {
  static let february = JulianDay(isoYear: 2024, month: 2, day: 1)...JulianDay(isoYear: 2024, month: 2, day: 29)

  static func calendar(_ events: [String]) -> String {
    (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"] + events + ["END:VCALENDAR"]).joined(separator: "\n")
      + "\n"
  }

  static func event(_ uid: String, start: String, rule: String, extra: [String] = []) -> String {
    (["BEGIN:VEVENT", "UID:\(uid)", "DTSTART:\(start)", "RRULE:\(rule)", "SUMMARY:\(uid)"] + extra + ["END:VEVENT"])
      .joined(separator: "\n")
  }

  /// "20240104T132000Z", `minutes` before the last instant an expansion of February 2024 looks at
  /// (2 March, the days shown and two more, then a day for zones: 4 March 00:00 UTC).
  static func minutes(beforeEnd minutes: Int) -> String {
    var seconds = 1_709_510_400 - minutes * 60  // 2024-03-04T00:00:00Z
    let day = JulianDay(2_440_588 + seconds / 86_400)
    seconds %= 86_400
    let (y, m, d) = day.isoComponents
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(y)\(two(m))\(two(d))T\(two(seconds / 3600))\(two(seconds / 60 % 60))00Z"
  }

  /// A minutely rule limited to one hour a day is one step a minute: the budget falls between
  /// 90,000 and 110,000 minutes of it, whatever the machine's load, on every run.
  @Test(arguments: [(90_000, true), (110_000, false)])
  func theBudgetCountsStepsNotTime(minutes: Int, accepted: Bool) throws {
    #expect(ICalendarFile.stepBudget == 100_000)
    let text = Self.calendar([
      Self.event("m", start: Self.minutes(beforeEnd: minutes), rule: "FREQ=MINUTELY;BYHOUR=3;COUNT=1000000")
    ])
    for _ in 0..<3 {
      let file = try ICalendarFile(text)
      do {
        let events = try file.occurrences(overlapping: Self.february)
        #expect(accepted)
        #expect(events.count == 33 * 60)  // 03:00 to 03:59 each day, 30 January to 2 March
      } catch let error as EventsError {
        #expect(!accepted, "\(error.message)")
        #expect(error.message.hasPrefix("line 7, RRULE: more than 100000 recurrence steps in the file"))
      }
    }
  }

  /// libical searches for a rule's next match without a bound of its own (a Tuesday 29 February:
  /// 2000, then 2028; twenty years of hours in one call, 9 s for 50 such events). UNTIL brought
  /// forward to the days shown ends each search there: nothing is found, and the file is accepted.
  @Test func aSearchForTheNextMatchEndsWithTheDaysShown() throws {
    let events = (0..<50).map {
      Self.event("h\($0)", start: "20000101T000000Z", rule: "FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=TU")
    }
    #expect(try ICalendarFile(Self.calendar(events)).occurrences(overlapping: Self.february).isEmpty)
    // From DTSTART (COUNT) the same search is 24 years of hours: refused before the first step.
    let counted = Self.calendar([
      Self.event("c", start: "20000101T000000Z", rule: "FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=TU;COUNT=3")
    ])
    #expect(throws: EventsError.self) { try ICalendarFile(counted).occurrences(overlapping: Self.february) }
  }

  /// COUNT is counted by the shim (libical cannot combine it with the UNTIL that bounds its search):
  /// every instance counts, an RDATE on one of them too, and an EXDATE removes without replacing.
  @Test func countIsCountedAsLibicalWould() throws {
    let text = Self.calendar([
      Self.event(
        "w", start: "20240205T100000Z", rule: "FREQ=WEEKLY;BYDAY=MO,WE;COUNT=5",
        extra: ["RDATE:20240207T100000Z", "EXDATE:20240212T100000Z"]),
      Self.event("d", start: "20240227T090000Z", rule: "FREQ=DAILY;COUNT=3"),
    ])
    let found = try ICalendarFile(text).occurrences(overlapping: Self.february)
    let starts: [String] = found.map { "\($0.id ?? "") \($0.startKey)" }.sorted()
    let day: Int64 = 86_400
    let february5: Int64 = 1_707_091_200 + 36_000  // 2024-02-05T10:00:00Z
    let february27: Int64 = 1_708_992_000 + 32_400  // 2024-02-27T09:00:00Z
    let weekly: [String] = [Int64(0), 2, 9, 14].map { "w \(february5 + $0 * day)" }
    let daily: [String] = [Int64(0), 1, 2].map { "d \(february27 + $0 * day)" }
    #expect(starts == (weekly + daily).sorted())
  }

  /// A finite rule of long ago ends before the days shown: 20,000 of them cost no step.
  @Test func oldFiniteRulesCostNothing() throws {
    let events = (0..<20_000).map { Self.event("o\($0)", start: "20050103T100000Z", rule: "FREQ=WEEKLY;COUNT=10") }
    #expect(try ICalendarFile(Self.calendar(events)).occurrences(overlapping: Self.february).isEmpty)
  }

  /// Steps weigh what libical's work does (a WEEKLY BYDAY=MO week is about two steps, not seven):
  /// a year of 300 weekly meetings is well within the budget.
  @Test func aYearOfWeeklyMeetingsIsAccepted() throws {
    let events = (0..<300).map { Self.event("w\($0)", start: "20200106T090000Z", rule: "FREQ=WEEKLY;BYDAY=MO") }
    let year = JulianDay(isoYear: 2024, month: 1, day: 1)...JulianDay(isoYear: 2024, month: 12, day: 31)
    #expect(try ICalendarFile(Self.calendar(events)).occurrences(overlapping: year).count == 300 * 53)
  }
}
