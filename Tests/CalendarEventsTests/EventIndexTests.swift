import CalendarModel
import Testing

@testable import CalendarLayout

/// Issue 28, item 5: a list's events are placed once for a document, not once a month. 20,000
/// events over 1,200 months cost 3.6–5 s in `-n 1200 -f json` (every event placed for every
/// month); counted here by the zone's work (placing a timed event asks its zone four times),
/// with the days found equal to a naive placement's.
@Suite("Events indexed by day")
struct EventIndexTests {
  /// UTC, counting how often it is asked.
  final class CountingUTC: TimeZoneRules, @unchecked Sendable {
    var calls = 0
    func offset(at epochSeconds: Int64) throws -> Int {
      calls += 1
      return 0
    }
  }

  /// 2,000 events of 2000–2099: all-day ones of one to forty days, timed ones, some crossing
  /// midnight, a few lasting years (the longest sets how far back a month looks).
  static func events() -> [CalendarEvent] {
    var state: UInt64 = 2024
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    return (0..<2_000).map { index in
      let day = JulianDay(isoYear: 2000, month: 1, day: 1).advanced(by: next(36_500))
      if index % 2 == 0 {
        let length = index % 500 == 0 ? 800 : next(40)
        return CalendarEvent(
          id: nil, title: "all-day \(index)", days: day...day.advanced(by: length))
      }
      let start = Int64(day.value - 2_440_588) * 86_400 + Int64(next(86_400))
      return CalendarEvent(
        id: nil, title: "timed \(index)", instants: start..<(start + Int64(next(200_000))))
    }
  }

  @Test func placedOnceForEveryMonthAskedAbout() throws {
    let events = Self.events()
    let zone = CountingUTC()
    let placement = EventPlacement(source: EventList(events), timeZone: zone)
    var month = JulianDay(isoYear: 2000, month: 1, day: 1)
    var found: [JulianDay: [String]] = [:]
    for _ in 0..<1_200 {
      let next = month.advanced(by: 31)
      // A grid's days: a week before the month to a week after.
      for (day, list) in try placement.days(in: month.advanced(by: -6)...next.advanced(by: 6))
      where day >= month && day < next {
        found[day] = list.map(\.title)
      }
      month = next
    }
    let timed = events.filter { !$0.isAllDay }.count
    #expect(zone.calls <= 4 * timed, "\(zone.calls) zone lookups for \(timed) timed events")
    // The same days as placing every event on its own.
    let naive = try EventPlacement(source: EventList(events), timeZone: CountingUTC())
    var expected: [JulianDay: [String]] = [:]
    for event in events {
      guard let (first, last, _) = try naive.place(event) else { continue }
      for day in first...last { expected[day, default: []].append(event.title) }
    }
    let end = JulianDay(isoYear: 2000, month: 1, day: 1).advanced(by: 1_200 * 31)
    for (day, titles) in expected where day < end {
      #expect(Set(found[day] ?? []) == Set(titles), "\(day.isoString)")
    }
    #expect(found.values.reduce(0) { $0 + $1.count } == expected.filter { $0.key < end }.values.reduce(0) { $0 + $1.count })
  }
}
