/// Something that happens: all day on dates, or between two instants.
public struct CalendarEvent: Hashable, Sendable {
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

  public var id: String?
  public var title: String
  public var allDay: Bool
  public var start: Time
  /// All-day: the last date (inclusive); timed: the end instant (exclusive).
  public var end: Time

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
  public var id: String?
  public var title: String
  public var allDay: Bool
  public var start: String
  public var end: String

  public init(id: String?, title: String, allDay: Bool, start: String, end: String) {
    self.id = id
    self.title = title
    self.allDay = allDay
    self.start = start
    self.end = end
  }
}
