import CalendarModel

/// Puts events on the days they overlap: all-day events on their dates, timed ones on the days of
/// the time zone their instants fall on (an event ending at midnight does not reach the next day).
public struct EventPlacement {
  /// The events.
  public var source: any EventSource
  /// The zone whose days timed events fall on.
  public var timeZone: any TimeZoneRules

  /// Events from `source`, timed ones placed in `timeZone`.
  public init(source: any EventSource, timeZone: any TimeZoneRules) {
    self.source = source
    self.timeZone = timeZone
  }

  /// The events of each day in `range`, ordered all-day first, then by start, then by title.
  public func days(in range: ClosedRange<JulianDay>) throws -> [JulianDay: [DayEvent]] {
    var placed: [JulianDay: [(CalendarEvent, DayEvent)]] = [:]
    for event in try source.events(overlapping: range) {
      guard let (first, last, shown) = try place(event) else { continue }
      // Clipped to the days shown: a long event costs no more than the view.
      let from = max(first, range.lowerBound), to = min(last, range.upperBound)
      guard from <= to else { continue }
      for day in from...to { placed[day, default: []].append((event, shown)) }
    }
    return placed.mapValues { list in list.sorted { Self.precedes($0.0, $1.0) }.map(\.1) }
  }

  /// The first and last local day of an event, and the event as a day shows it.
  func place(_ event: CalendarEvent) throws -> (JulianDay, JulianDay, DayEvent)? {
    switch (event.start, event.end) {
    case (.date(let start), .date(let end)):
      return (
        start, end, DayEvent(id: event.id, title: event.title, allDay: true, start: start.isoString, end: end.isoString)
      )
    case (.instant(let start), .instant(let end)):
      let first = try timeZone.day(of: start)
      let last = end > start ? try timeZone.day(of: end - 1) : first
      return (
        first, last,
        DayEvent(
          id: event.id, title: event.title, allDay: false,
          start: RFC3339.format(start, offset: try timeZone.offset(at: start)),
          end: RFC3339.format(end, offset: try timeZone.offset(at: end)))
      )
    default:
      return nil
    }
  }

  /// A day's order: all-day events first, then by start, then by title.
  static func precedes(_ a: CalendarEvent, _ b: CalendarEvent) -> Bool {
    if a.allDay != b.allDay { return a.allDay }
    if a.start != b.start { return a.start < b.start }
    return a.title < b.title
  }
}
