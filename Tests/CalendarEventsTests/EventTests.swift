import CalRenderTestSupport
import CalendarEvents
import CalendarICU
import CalendarLayout
import CalendarModel
import Foundation
import Testing

@Suite("Events (JSON input)")
struct EventTests {
  static let sample = SampleEvents.json

  @Test func parsesAndPlacesOnTheZonesDays() throws {
    let events = try EventsInput.parse(json: Self.sample)
    #expect(events.count == 6)
    #expect(events[1].startKey == 1_707_966_000 && !events[1].isAllDay)
    let utc = try EventPlacement(source: EventList(events), timeZone: ICUTimeZone(nil))
      .days(in: JulianDay(isoYear: 2024, month: 2, day: 1)...JulianDay(isoYear: 2024, month: 2, day: 29))
    let newYork = try EventPlacement(source: EventList(events), timeZone: ICUTimeZone("America/New_York"))
      .days(in: JulianDay(isoYear: 2024, month: 2, day: 1)...JulianDay(isoYear: 2024, month: 2, day: 29))
    func titles(_ days: [JulianDay: [DayEvent]], _ day: Int) -> [String] {
      days[JulianDay(isoYear: 2024, month: 2, day: day)]?.map(\.title) ?? []
    }
    // 22:00 in New York is 03:00 the next day in UTC.
    #expect(titles(utc, 15) == ["Call"] && titles(newYork, 14) == ["Call"])
    // An event ending at midnight does not reach the next day.
    #expect(titles(utc, 26) == ["Midnight"] && titles(utc, 27).isEmpty)
    // All-day events: their dates, end inclusive; all-day first, then by start.
    #expect(titles(utc, 22) == ["Trip", "A", "B", "C <&>\"]]>"])
    #expect(titles(utc, 24).isEmpty)
  }

  /// Truncations and byte flips of a valid file never crash: a result, or an error with a message;
  /// seeded, so the same 300 inputs every run, and both outcomes occur.
  @Test func fuzzedInputNeverCrashes() throws {
    var generator = SeededGenerator(seed: 2024_02_14)
    var parsed = 0, refused = 0
    let bytes = Array(Self.sample.utf8)
    for round in 0..<300 {
      // Every tenth round keeps the whole file (and, being odd, no flips): the unharmed case.
      let length = round % 10 == 1 ? bytes.count : Int.random(in: 0...bytes.count, using: &generator)
      var mutated = Array(bytes.prefix(length))
      if round % 2 == 0 && !mutated.isEmpty {
        for _ in 0..<3 {
          mutated[Int.random(in: 0..<mutated.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
        }
      }
      let text = String(decoding: mutated, as: UTF8.self)
      do {
        _ = try EventsInput.parse(json: text)
        parsed += 1
      } catch {
        #expect(!error.message.isEmpty && !error.message.contains("\n"), "round \(round)")
        refused += 1
      }
    }
    #expect(parsed > 0 && refused > 0, "\(parsed) parsed, \(refused) refused")
  }
}
