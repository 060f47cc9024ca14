/// Something that happens: all day on dates, or between two instants.
public struct CalendarEvent: Hashable, Sendable {
  /// When an event starts or ends: a date (all-day events) or an instant (timed ones). A date orders
  /// as its midnight UTC.
  public enum Time: Hashable, Sendable, Comparable {
    /// A calendar date (all-day events).
    case date(JulianDay)
    /// An instant, in seconds since 1970-01-01T00:00:00Z.
    case instant(Int64)

    public static func < (a: Time, b: Time) -> Bool {
      switch (a, b) {
      case (.date(let x), .date(let y)): x < y
      case (.instant(let x), .instant(let y)): x < y
      case (.date(let x), .instant(let y)): Int64(x.value - 2_440_588) * 86_400 < y
      case (.instant(let x), .date(let y)): x < Int64(y.value - 2_440_588) * 86_400
      }
    }
  }

  /// Its identity in the source (an iCalendar `UID`), when it has one.
  public var id: String?
  /// What happens (the iCalendar `SUMMARY`).
  public var title: String
  /// All day on dates (`start` and `end` are `.date`), or between two instants.
  public var allDay: Bool
  /// The first date, or the start instant.
  public var start: Time
  /// All-day: the last date (inclusive); timed: the end instant (exclusive).
  public var end: Time

  /// An event; `end` is the last date of an all-day event, the exclusive end of a timed one.
  public init(id: String?, title: String, allDay: Bool, start: Time, end: Time) {
    self.id = id
    self.title = title
    self.allDay = allDay
    self.start = start
    self.end = end
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
