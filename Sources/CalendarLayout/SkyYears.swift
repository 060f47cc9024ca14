import CalendarModel
import CalendarSky

/// The events of the sky by Gregorian year (UT), computed the first time a year is asked for and
/// kept: a year's 24 terms and some 50 phases cost some 100 µs, a month's view looks up a dozen.
/// One object a renderer (not a global), shared by its requests and threads.
package final class SkyYears: Sendable {
  private let years = Locked<[Int: [SkyEvent]]>([:])

  /// An empty cache.
  package init() {}

  /// Every phase and term whose instant lies in `span` (seconds since 1970, UT), in time order.
  func events(in span: Range<Int64>) -> [SkyEvent] {
    guard !span.isEmpty else { return [] }
    let first = Self.year(of: span.lowerBound), last = Self.year(of: span.upperBound - 1)
    var events: [SkyEvent] = []
    for year in first...last {
      for event in self.year(year) where span.contains(event.epochSeconds) { events.append(event) }
    }
    return events
  }

  /// The events of a Gregorian year (UT), in time order.
  private func year(_ year: Int) -> [SkyEvent] {
    if let known = years.withLock({ $0[year] }) { return known }
    let start = Int64(JulianDay(isoYear: year, month: 1, day: 1).value - 2_440_588) * 86_400
    let end = Int64(JulianDay(isoYear: year + 1, month: 1, day: 1).value - 2_440_588) * 86_400
    let events = Sky.events(in: start..<end, kinds: [.phases, .terms])
    years.withLock { $0[year] = events }
    return events
  }

  /// The Gregorian year (UT) of an instant.
  private static func year(of epochSeconds: Int64) -> Int {
    let days = epochSeconds >= 0 ? epochSeconds / 86_400 : (epochSeconds - 86_399) / 86_400
    return JulianDay(Int(days) + 2_440_588).isoComponents.year
  }
}
