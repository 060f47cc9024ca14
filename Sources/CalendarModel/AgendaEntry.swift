/// A line of the agenda under a view: when, in the locale's formats, and what.
public struct AgendaEntry: Hashable, Sendable {
  /// The date (and times) as the locale writes them ("2024년 2월 14일 (수) 오전 10:00~11:00").
  public var when: String
  /// What happens, as the events file gives it.
  public var title: String
  /// The event's id (iCalendar UID), when it has one.
  public var id: String?
  /// All day (dates only), or timed (instants written in the view's time zone).
  public var allDay: Bool
  /// As a day's event writes them: ISO dates, or RFC 3339 date-times in the time zone of the view.
  public var start: String
  /// All-day: the last date (inclusive); timed: the end (exclusive), as ``start`` writes it.
  public var end: String
  /// What of the sky the line is (`--sky`), nil for an event's or a holiday's line.
  public var sky: DaySky.Kind?

  /// An agenda line.
  public init(
    when: String, title: String, id: String? = nil, allDay: Bool = true, start: String = "", end: String = "",
    sky: DaySky.Kind? = nil
  ) {
    self.sky = sky
    self.when = when
    self.title = title
    self.id = id
    self.allDay = allDay
    self.start = start
    self.end = end
  }
}
