import CalRender
import Testing

/// The sky in the library's documents (`CalendarRequest.sky`): every event once, on its local day.
@Suite("Sky in documents")
struct SkyDocumentTests {
  static func year(_ zone: String, sky: CalendarRequest.Sky) throws -> [(date: JulianDay, sky: DaySky)] {
    var request = CalendarRequest(locale: "ko-KR", view: .yearNumber(2024))
    request.timeZone = zone
    request.today = .none
    request.sky = sky
    let document = try CalendarRenderer(environment: [:]).document(request)
    // A year's grids overlap at their edges: the months' own days only.
    return document.months.flatMap(\.weeks.days).filter(\.inMonth).flatMap { day in day.sky.map { (day.date, $0) } }
  }

  @Test(arguments: ["Asia/Seoul", "America/New_York", "UTC"])
  func aYearHasEachTermOnceAndEveryPhase(zone: String) throws {
    let events = try Self.year(zone, sky: [.terms, .phases])
    let terms = events.compactMap { event -> Int? in
      if case .solarTerm(let longitude) = event.sky.kind { return longitude }
      return nil
    }
    #expect(terms.sorted() == Array(stride(from: 0, to: 360, by: 15)))
    // 2024: 13 new moons (the last on Dec 30 UTC), 12 first quarters, 12 full moons, 13 last quarters.
    #expect(events.filter(\.sky.isMoonPhase).count == 50)
    // Each on the day of its local time, in time order.
    for event in events { #expect(event.sky.localTime.hasPrefix(event.date.isoString)) }
    #expect(events.map(\.sky.epochSeconds) == events.map(\.sky.epochSeconds).sorted())
  }

  @Test func seasonsAloneAreTheEquinoxesAndSolstices() throws {
    let events = try Self.year("Asia/Seoul", sky: [.seasons])
    #expect(events.map(\.sky.name) == ["춘분", "하지", "추분", "동지"])
    #expect(events.map(\.date.isoString) == ["2024-03-20", "2024-06-21", "2024-09-22", "2024-12-21"])
    #expect(events.allSatisfy { if case .season = $0.sky.kind { true } else { false } })
  }

  @Test func noSkyByDefault() throws {
    #expect(try Self.year("Asia/Seoul", sky: []).isEmpty)
    #expect(CalendarRequest().sky.isEmpty)
  }
}
