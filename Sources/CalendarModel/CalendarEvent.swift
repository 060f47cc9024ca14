/// Something that happens: all day on a closed range of dates, or between two instants.
///
/// What it is says how its ends are read, at the call site: an all-day event's days are a closed
/// range (`first...last`, both shown; iCalendar's `DTEND` is the day *after* the last), a timed
/// event's instants a half-open one (`start..<end`, the end not part of it; an empty range is a
/// moment). A range cannot run backwards, so an event cannot end before it starts.
///
/// ```swift
/// let trip = CalendarEvent(title: "Trip", days: JulianDay(isoYear: 2024, month: 2, day: 9)...JulianDay(isoYear: 2024, month: 2, day: 12))
/// let call = CalendarEvent(id: "c1", title: "Call", instants: 1_707_904_800..<1_707_908_400)  // 2024-02-14 10:00–11:00 UTC
/// ```
public struct CalendarEvent: Hashable, Sendable {
  /// When an event happens.
  public enum Span: Hashable, Sendable {
    /// All day on every date of the range, both ends included.
    case allDay(ClosedRange<JulianDay>)
    /// Between two instants in seconds since 1970-01-01T00:00:00Z, the end excluded.
    case timed(Range<Int64>)
  }

  /// Its identity in the source (an iCalendar `UID`), when it has one.
  public var id: String?
  /// What happens (the iCalendar `SUMMARY`).
  public var title: String
  /// Its dates or instants.
  public var span: Span

  /// An event over `span`.
  public init(id: String? = nil, title: String, span: Span) {
    self.id = id
    self.title = title
    self.span = span
  }

  /// An all-day event on the dates `days`, both ends included.
  public init(id: String? = nil, title: String, days: ClosedRange<JulianDay>) {
    self.init(id: id, title: title, span: .allDay(days))
  }

  /// An all-day event on one date.
  public init(id: String? = nil, title: String, on day: JulianDay) {
    self.init(id: id, title: title, span: .allDay(day...day))
  }

  /// A timed event from `instants.lowerBound` up to, not including, `instants.upperBound`
  /// (seconds since 1970-01-01T00:00:00Z).
  public init(id: String? = nil, title: String, instants: Range<Int64>) {
    self.init(id: id, title: title, span: .timed(instants))
  }

  /// Whether it lasts whole days.
  public var isAllDay: Bool {
    if case .allDay = span { true } else { false }
  }

  /// Where it starts, as a day order compares events: a date orders as its midnight UTC.
  package var startKey: Int64 {
    switch span {
    case .allDay(let days): Int64(days.lowerBound.value - 2_440_588) * 86_400
    case .timed(let instants): instants.lowerBound
    }
  }
}

/// An event as a day shows it: times written as JSON writes them (dates, or RFC 3339 in the zone).
public struct DayEvent: Hashable, Sendable {
  /// The event's id in its source, when it has one.
  public var id: String?
  /// What happens.
  public var title: String
  /// All day, or timed.
  public var allDay: Bool
  /// An ISO date, or an RFC 3339 date-time in the view's time zone.
  public var start: String
  /// All-day: the last ISO date (inclusive); timed: the RFC 3339 end (exclusive).
  public var end: String

  /// An event as a day shows it.
  public init(id: String?, title: String, allDay: Bool, start: String, end: String) {
    self.id = id
    self.title = title
    self.allDay = allDay
    self.start = start
    self.end = end
  }
}
