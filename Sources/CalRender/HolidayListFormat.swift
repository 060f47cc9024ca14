/// What a holiday list is rendered as.
public enum HolidayListFormat: String, CaseIterable, Sendable {
  /// One line a holiday, dates in the locale's format.
  case text
  /// The `calrender-holidays/1` JSON document.
  case json
  /// An RFC 5545 calendar of all-day events (Google Calendar, Apple Calendar and libical import it).
  case iCalendar = "ics"
}
