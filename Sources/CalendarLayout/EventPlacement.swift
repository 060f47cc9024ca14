import CalendarModel

/// Puts events on the days they overlap: all-day events on their dates, timed ones on the days of
/// the time zone their instants fall on (an event ending at midnight does not reach the next day).
public struct EventPlacement {
  /// The events, from one source or several (a day lists equal events in the sources' order).
  public var sources: [any EventSource] {
    didSet { indexes = sources.map { _ in PlacedEvents() } }
  }
  /// The zone whose days timed events fall on.
  public var timeZone: any TimeZoneRules

  /// Events from `source`, timed ones placed in `timeZone`.
  public init(source: any EventSource, timeZone: any TimeZoneRules) {
    self.init(sources: [source], timeZone: timeZone)
  }

  /// Events from every one of `sources`, timed ones placed in `timeZone`.
  public init(sources: [any EventSource], timeZone: any TimeZoneRules) {
    self.sources = sources
    self.timeZone = timeZone
    indexes = sources.map { _ in PlacedEvents() }
  }

  /// Each list's events placed once, for every range asked about (a document of 1,200 months asks
  /// once a month: each month placed and scanned all 20,000 events of a list, 3 ms a month).
  private var indexes: [PlacedEvents]

  /// The events of each day in `range`, ordered all-day first, then by start, then by title.
  public func days(in range: ClosedRange<JulianDay>) throws -> [JulianDay: [DayEvent]] {
    var placed: [JulianDay: [(CalendarEvent, DayEvent)]] = [:]
    func put(_ event: CalendarEvent, _ first: JulianDay, _ last: JulianDay, _ shown: DayEvent) {
      // Clipped to the days shown: a long event costs no more than the view.
      let from = max(first, range.lowerBound), to = min(last, range.upperBound)
      guard from <= to else { return }
      for day in from...to { placed[day, default: []].append((event, shown)) }
    }
    for (source, index) in zip(sources, indexes) {
      if let list = source as? EventList {
        if index.entries == nil { try index.build(list.events, placing: place) }
        for entry in index.overlapping(range) { put(entry.event, entry.first, entry.last, entry.shown) }
      } else {
        for event in try source.events(overlapping: range) {
          guard let (first, last, shown) = try place(event) else { continue }
          put(event, first, last, shown)
        }
      }
    }
    return placed.mapValues { list in list.sorted { Self.precedes($0.0, $1.0) }.map(\.1) }
  }

  /// The events of every source that may overlap `range`, in the sources' order.
  func events(overlapping range: ClosedRange<JulianDay>) throws -> [CalendarEvent] {
    var found: [CalendarEvent] = []
    for source in sources { found += try source.events(overlapping: range) }
    return found
  }

  /// The first and last local day of an event, and the event as a day shows it.
  func place(_ event: CalendarEvent) throws -> (JulianDay, JulianDay, DayEvent)? {
    switch event.span {
    case .allDay(let days):
      return (
        days.lowerBound, days.upperBound,
        DayEvent(
          id: event.id, title: event.title, allDay: true, start: days.lowerBound.isoString,
          end: days.upperBound.isoString)
      )
    case .timed(let instants):
      let (start, end) = (instants.lowerBound, instants.upperBound)
      let first = try timeZone.day(of: start)
      let last = end > start ? try timeZone.day(of: end - 1) : first
      return (
        first, last,
        DayEvent(
          id: event.id, title: event.title, allDay: false,
          start: RFC3339.format(start, offset: try timeZone.offset(at: start)),
          end: RFC3339.format(end, offset: try timeZone.offset(at: end)))
      )
    }
  }

  /// A day's order: all-day events first, then by start, then by title.
  static func precedes(_ a: CalendarEvent, _ b: CalendarEvent) -> Bool {
    if a.isAllDay != b.isAllDay { return a.isAllDay }
    if a.startKey != b.startKey { return a.startKey < b.startKey }
    return a.title < b.title
  }
}

/// A list's events with their days, sorted by first day, so that a range finds its own by binary
/// search: those whose first day lies within the longest event's length before the range, up to its
/// end, taken in the list's order (the order a day's equal events keep).
final class PlacedEvents {
  struct Entry {
    var first: JulianDay
    var last: JulianDay
    var position: Int
    var event: CalendarEvent
    var shown: DayEvent
  }
  private(set) var entries: [Entry]?
  private var longest = 0

  func build(_ events: [CalendarEvent], placing place: (CalendarEvent) throws -> (JulianDay, JulianDay, DayEvent)?)
    rethrows
  {
    var made: [Entry] = []
    made.reserveCapacity(events.count)
    for (position, event) in events.enumerated() {
      guard let (first, last, shown) = try place(event) else { continue }
      made.append(Entry(first: first, last: last, position: position, event: event, shown: shown))
      longest = max(longest, first.distance(to: last))
    }
    made.sort { $0.first != $1.first ? $0.first < $1.first : $0.position < $1.position }
    entries = made
  }

  /// The entries that may overlap `range`, in the list's order.
  func overlapping(_ range: ClosedRange<JulianDay>) -> [Entry] {
    guard let entries else { return [] }
    let earliest = range.lowerBound.advanced(by: -longest)
    var low = 0, high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].first < earliest { low = middle + 1 } else { high = middle }
    }
    var found: [Entry] = []
    var index = low
    while index < entries.count && entries[index].first <= range.upperBound {
      if entries[index].last >= range.lowerBound { found.append(entries[index]) }
      index += 1
    }
    found.sort { $0.position < $1.position }
    return found
  }
}
