// iCalendar input through libical: the Libical trait (a default one) only.
#if Libical

import CalendarModel

/// Reads iCalendar (RFC 5545) through libical in one call: `ICalendarFile` parsed and expanded once.
public enum ICalendarInput {
  /// The occurrences overlapping `days` (widened by two days each side for time zones), floating
  /// times read as UTC. To expand one file for several ranges, or to read floating times in a zone,
  /// keep an `ICalendarFile`.
  public static func occurrences(_ text: String, overlapping days: ClosedRange<JulianDay>) throws(EventsError)
    -> [CalendarEvent]
  {
    do { return try ICalendarFile(text).occurrences(overlapping: days) } catch let error as EventsError {
      throw error
    } catch {
      throw EventsError("\(error)")
    }
  }
}

#endif
