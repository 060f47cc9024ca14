import CalRender
import Testing

/// Events as an app has them: an `.ics` string and values in one request, kinds that say how
/// their ends are read, and values no rendering can place refused with a clear error.
@Suite("Events composition")
struct EventsCompositionTests {
  static let february = JulianDay(isoYear: 2024, month: 2, day: 1)
  static let ics = """
    BEGIN:VCALENDAR
    VERSION:2.0
    PRODID:-//calrender tests//EN
    BEGIN:VEVENT
    UID:trip
    DTSTART;VALUE=DATE:20240209
    DTEND;VALUE=DATE:20240212
    SUMMARY:Seollal trip
    END:VEVENT
    END:VCALENDAR

    """

  static func request(_ events: Events) -> CalendarRequest {
    var request = CalendarRequest(locale: "en-US", view: .month(containing: february))
    request.timeZone = "Asia/Seoul"
    request.today = .none
    request.holidays = .none
    request.events = events
    return request
  }

  static func titles(on day: Int, in document: CalendarDocument) -> [String] {
    let cells: [DayCell] = document.months.flatMap { month in month.weeks.flatMap { Array($0.days) } }
    let cell = cells.first { $0.date == JulianDay(isoYear: 2024, month: 2, day: day) && $0.inMonth }
    return cell?.events.map(\.title) ?? []
  }

  @Test func iCalendarTextAndValuesMergeIntoOneRequest() throws {
    var events = try Events(text: Self.ics)
    events.merge(
      Events([
        CalendarEvent(title: "Dentist", on: JulianDay(isoYear: 2024, month: 2, day: 10)),
        CalendarEvent(id: "call", title: "Call", instants: 1_707_904_800..<1_707_908_400),  // 2024-02-14 10:00Z
      ]))
    let document = try CalendarRenderer().document(Self.request(events))
    // iCalendar's DTEND is exclusive: the trip is the 9th, 10th and 11th.
    #expect(Self.titles(on: 9, in: document) == ["Seollal trip"])
    #expect(Self.titles(on: 10, in: document) == ["Seollal trip", "Dentist"])  // the earlier start first
    #expect(Self.titles(on: 11, in: document) == ["Seollal trip"])
    #expect(Self.titles(on: 12, in: document) == [])
    // 10:00 UTC is 19:00 in Seoul, the same day.
    #expect(Self.titles(on: 14, in: document) == ["Call"])
    let merged = Events(merging: [try Events(text: Self.ics), Events([CalendarEvent(title: "B", on: Self.february)])])
    #expect(Self.titles(on: 1, in: try CalendarRenderer().document(Self.request(merged))) == ["B"])
  }

  @Test func aStringNeedsNoFileName() throws {
    let json = #"[{"title": "Lunch", "start": "2024-02-20"}]"#
    #expect(Self.titles(on: 20, in: try CalendarRenderer().document(Self.request(try Events(text: json)))) == ["Lunch"])
    let error = #expect(throws: CalRenderError.self) { try Events(text: "[{\"title\": 1}]") }
    #expect(error?.code == .data)
    #expect(error?.message.hasPrefix("events text: ") == true)
  }

  @Test func theKindSaysHowEndsAreRead() {
    let day = JulianDay(isoYear: 2024, month: 2, day: 14)
    let allDay = CalendarEvent(title: "Trip", days: day...day.advanced(by: 2))
    #expect(allDay.isAllDay && allDay.span == .allDay(day...day.advanced(by: 2)))
    let timed = CalendarEvent(title: "Call", instants: 100..<200)
    #expect(!timed.isAllDay && timed.span == .timed(100..<200))
  }

  /// A timed event past the years calrender covers is one error, not a trap.
  @Test func anInstantOutsideTheSupportedYearsIsAnError() throws {
    for instants in [Int64.max - 1..<Int64.max, Int64.min..<(Int64.min + 1), 300_000_000_000..<300_000_000_001] {
      let events = Events([CalendarEvent(title: "Far", instants: instants)])
      let error = #expect(throws: CalRenderError.self) { try CalendarRenderer().render(Self.request(events), as: .text) }
      #expect(error?.code == .usage || error?.code == .data, "\(String(describing: error))")
    }
  }

  /// The JSON list refuses an end before the start (a value event cannot say it: ranges do not run
  /// backwards).
  @Test func aBackwardsEventInAFileIsRefused() {
    let json = #"[{"title": "Back", "start": "2024-02-14", "end": "2024-02-11"}]"#
    let error = #expect(throws: CalRenderError.self) { try Events(text: json, name: "back.json") }
    #expect(error?.message == "'back.json': event 1 ('Back') ends before it starts")
  }
}
