import CalendarModel
import CalendarSky

/// The events of the sky by Gregorian year (UT), computed the first time a year is asked for and
/// kept, with the offsets of the zones asked about: a year's 24 terms and some 50 phases cost some
/// 100 µs, an ICU zone's offset about a microsecond each, and a month's view looks up a dozen.
/// One object a renderer (not a global: its provider's zones), shared by its requests and threads.
package final class SkyYears: Sendable {
  private struct State {
    var years: [Int: [SkyEvent]] = [:]
    /// By zone key, then year: the offset at each of the year's events, index for index.
    var offsets: [String: [Int: [Int]]] = [:]
  }
  private let state = Locked(State())

  /// An empty cache.
  package init() {}

  /// Every phase and term whose instant lies in `span` (seconds since 1970, UT), in time order,
  /// each with `zone`'s offset at it. `zoneKey` names the zone among this renderer's (its IANA
  /// id): its offsets are then kept too; nil (a POSIX rule) asks the zone every time.
  func events(
    in span: Range<Int64>, zone: any TimeZoneRules, zoneKey: String?
  ) throws -> [(event: SkyEvent, offset: Int)] {
    guard !span.isEmpty else { return [] }
    let first = Self.year(of: span.lowerBound), last = Self.year(of: span.upperBound - 1)
    var found: [(event: SkyEvent, offset: Int)] = []
    for year in first...last {
      // The year's events and the zone's offsets at them under one lock when both are known.
      let known = state.withLock { state in (state.years[year], zoneKey.flatMap { state.offsets[$0]?[year] }) }
      let events = known.0 ?? self.year(year)
      // Sorted by instant: the span's run found by binary search.
      let start = events.partitioningIndex { $0.epochSeconds >= span.lowerBound }
      var end = start
      while end < events.count && events[end].epochSeconds < span.upperBound { end += 1 }
      guard start < end else { continue }
      if let zoneKey {
        let offsets = try known.1 ?? self.offsets(year, events, zone: zone, key: zoneKey)
        for index in start..<end { found.append((events[index], offsets[index])) }
      } else {
        for index in start..<end { found.append((events[index], try zone.offset(at: events[index].epochSeconds))) }
      }
    }
    return found
  }

  /// The events of a Gregorian year (UT), in time order.
  private func year(_ year: Int) -> [SkyEvent] {
    if let known = state.withLock({ $0.years[year] }) { return known }
    let start = Int64(JulianDay(isoYear: year, month: 1, day: 1).value - 2_440_588) * 86_400
    let end = Int64(JulianDay(isoYear: year + 1, month: 1, day: 1).value - 2_440_588) * 86_400
    let events = Sky.events(in: start..<end, kinds: [.phases, .terms])
    state.withLock { $0.years[year] = events }
    return events
  }

  /// The zone's offsets at a year's events.
  private func offsets(_ year: Int, _ events: [SkyEvent], zone: any TimeZoneRules, key: String) throws -> [Int] {
    if let known = state.withLock({ $0.offsets[key]?[year] }) { return known }
    let offsets = try events.map { try zone.offset(at: $0.epochSeconds) }
    state.withLock { $0.offsets[key, default: [:]][year] = offsets }
    return offsets
  }

  /// The Gregorian year (UT) of an instant.
  private static func year(of epochSeconds: Int64) -> Int {
    let days = epochSeconds >= 0 ? epochSeconds / 86_400 : (epochSeconds - 86_399) / 86_400
    return JulianDay(Int(days) + 2_440_588).isoComponents.year
  }
}
