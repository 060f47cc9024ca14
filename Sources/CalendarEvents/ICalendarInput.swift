import CICalShim
import CalendarModel

/// Reads iCalendar (RFC 5545) through libical: recurring events (RRULE, RDATE, EXDATE,
/// RECURRENCE-ID overrides), all-day and timed events, TZID zones with their VTIMEZONE.
public enum ICalendarInput {
  /// At most this many occurrences, and this many recurrence steps an event: `FREQ=SECONDLY`
  /// over a year is refused rather than expanded without end.
  public static let occurrenceLimit: Int32 = 20_000
  public static let iterationLimit: Int32 = 200_000

  /// The occurrences overlapping `days` (widened by two days each side for time zones).
  public static func occurrences(_ text: String, overlapping days: ClosedRange<JulianDay>) throws(EventsError)
    -> [CalendarEvent]
  {
    let from = Int64(days.lowerBound.value - 2_440_588 - 2) * 86_400
    let to = Int64(days.upperBound.value - 2_440_588 + 3) * 86_400
    var error = [CChar](repeating: 0, count: 512)
    guard let result = cr_ical_expand(text, from, to, occurrenceLimit, iterationLimit, &error, Int32(error.count))
    else {
      throw EventsError(
        Self.locate(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), in: text))
    }
    defer { cr_ical_free(result) }
    var events: [CalendarEvent] = []
    for index in 0..<cr_ical_count(result) {
      let o = cr_ical_occurrence_at(result, index)!.pointee
      let uid = String(cString: o.uid), title = String(cString: o.summary)
      if o.allDay != 0 {
        events.append(
          CalendarEvent(
            id: uid.isEmpty ? nil : uid, title: title, allDay: true, start: .date(JulianDay(Int(o.start))),
            end: .date(JulianDay(Int(o.end)))))
      } else {
        events.append(
          CalendarEvent(
            id: uid.isEmpty ? nil : uid, title: title, allDay: false, start: .instant(o.start), end: .instant(o.end)))
      }
    }
    return events
  }

  /// "line 12, RRULE: …": the first line of the property libical complains about.
  static func locate(_ message: String, in text: String) -> String {
    let words = message.split { !($0.isLetter || $0 == "-") }.map(String.init).filter {
      $0 == $0.uppercased() && $0.count > 2
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for word in words {
      if let index = lines.firstIndex(where: {
        $0.uppercased().hasPrefix(word + ":") || $0.uppercased().hasPrefix(word + ";")
      }) {
        let reason = message.hasPrefix(word + ": ") ? String(message.dropFirst(word.count + 2)) : message
        return "line \(index + 1), \(word): \(reason)"
      }
    }
    return message.isEmpty ? "not a valid iCalendar file" : message
  }
}
