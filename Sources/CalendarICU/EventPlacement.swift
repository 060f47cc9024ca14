import CalendarEvents
import CalendarModel

/// Puts events on the days they overlap: all-day events on their dates, timed ones on the days of
/// the time zone their instants fall on (an event ending at midnight does not reach the next day).
public struct EventPlacement {
  /// The events that may overlap some days (all of a list; an iCalendar file's occurrences there).
  public var events: (ClosedRange<JulianDay>) throws -> [CalendarEvent]
  public var timeZone: ICUTimeZone

  public init(events: [CalendarEvent], timeZone: ICUTimeZone) {
    self.events = { _ in events }
    self.timeZone = timeZone
  }

  public init(timeZone: ICUTimeZone, events: @escaping (ClosedRange<JulianDay>) throws -> [CalendarEvent]) {
    self.events = events
    self.timeZone = timeZone
  }

  /// The events of each day in `range`, ordered all-day first, then by start, then by title.
  public func days(in range: ClosedRange<JulianDay>) throws -> [JulianDay: [DayEvent]] {
    var placed: [JulianDay: [(CalendarEvent, DayEvent)]] = [:]
    for event in try events(range) {
      let first: JulianDay, last: JulianDay
      let shown: DayEvent
      switch (event.start, event.end) {
      case (.date(let start), .date(let end)):
        (first, last) = (start, end)
        shown = DayEvent(id: event.id, title: event.title, allDay: true, start: start.isoString, end: end.isoString)
      case (.instant(let start), .instant(let end)):
        first = try timeZone.day(of: start)
        last = end > start ? try timeZone.day(of: end - 1) : first
        shown = DayEvent(
          id: event.id, title: event.title, allDay: false,
          start: RFC3339.format(start, offset: try timeZone.offset(at: start)),
          end: RFC3339.format(end, offset: try timeZone.offset(at: end)))
      default:
        continue
      }
      // Clipped to the days shown: a long event costs no more than the view.
      let from = max(first, range.lowerBound), to = min(last, range.upperBound)
      guard from <= to else { continue }
      for day in from...to { placed[day, default: []].append((event, shown)) }
    }
    return placed.mapValues { list in
      list.sorted { a, b in
        if a.0.allDay != b.0.allDay { return a.0.allDay }
        if a.0.start != b.0.start { return a.0.start < b.0.start }
        return a.0.title < b.0.title
      }.map(\.1)
    }
  }
}
