/// Where events come from: a list, or an iCalendar file expanded for the days asked about.
public protocol EventSource: Sendable {
  /// The events (occurrences of recurring ones) that may overlap `days`; more is allowed, the layout clips.
  func events(overlapping days: ClosedRange<JulianDay>) throws -> [CalendarEvent]
}

/// Events given as values.
package struct EventList: EventSource, Hashable {
  /// The events, in any order.
  public var events: [CalendarEvent]

  /// A list of events.
  public init(_ events: [CalendarEvent]) { self.events = events }

  /// All of them: a list is small enough to clip later.
  public func events(overlapping days: ClosedRange<JulianDay>) throws -> [CalendarEvent] { events }
}
