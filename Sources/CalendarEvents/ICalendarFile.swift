// iCalendar input through libical: the Libical trait (a default one) only.
#if Libical

import CICalShim
import CalendarModel

/// An iCalendar (RFC 5545) file parsed and checked once through libical, expanded per range of days.
///
/// Recurring events (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides), all-day and timed events, TZID
/// zones with their VTIMEZONE, and floating times (no `Z`, no TZID: RFC 5545 §3.3.5, the same wall
/// clock wherever viewed), which `occurrences` reads in the zone its caller gives.
///
/// One expansion may take at most `stepBudget` recurrence steps for the whole file and keep at most
/// `occurrenceLimit` occurrences, and rules libical cannot step in bounded time
/// (`FREQ=SECONDLY;BYMONTH=12`, `BYMONTH=2;BYMONTHDAY=30`) are refused when parsing, so no file takes
/// seconds (50 × `FREQ=MINUTELY;COUNT=199999` is refused at once). The STANDARD and DAYLIGHT rules
/// of the VTIMEZONEs the events use, which libical expands through as late as 2582, may take
/// `zoneStepBudget` steps together (`FREQ=SECONDLY` in a zone is refused when parsing, naming its
/// line). Those limits count work, not time:
/// a file is accepted or refused alike on every machine and under any load. The last expansion
/// is remembered: asking again for the same days, or days within them (the agenda after the grid),
/// does not expand again. Expansions of one file take turns (a lock), so the value can be shared.
///
/// ```swift
/// let file = try ICalendarFile(text)
/// let february = try file.occurrences(overlapping: first...last, floatingToUTC: { $0 })
/// ```
public final class ICalendarFile: @unchecked Sendable {
  /// At most this many occurrences in one expansion.
  public static let occurrenceLimit: Int32 = 20_000
  /// At most this many recurrence steps in one expansion, across all the file's events: the
  /// candidate instants libical may look at, bounded before the first step from each rule's FREQ,
  /// INTERVAL, BY parts, COUNT and UNTIL and the days asked about (libical is never asked past the
  /// last of them), and 4 steps for each rule. A step costs libical about 13,500 instructions, so a
  /// refused file has cost nothing and an accepted one's steps at most about 1.4 G instructions.
  public static let stepBudget: Int64 = 100_000
  /// At most this many recurrence steps for the rules of the time zones (VTIMEZONE) the file's
  /// events use, counted as an expansion's are, from each rule's DTSTART through 2582.
  public static let zoneStepBudget: Int64 = Int64(CR_ICAL_ZONE_STEP_BUDGET)

  private let handle: OpaquePointer
  private let text: String
  /// The last expansion; guarded by `lock`, which also serializes libical's use of the handle.
  private var last: (range: ClosedRange<Int64>, occurrences: [Occurrence])?
  private let lock = Locked(())

  /// One occurrence as the shim gives it (floating times not yet in a zone).
  private struct Occurrence {
    var id: String?, title: String, allDay: Bool, floating: Bool, start: Int64, end: Int64
  }

  /// Parses and checks `text`.
  /// - Throws: `EventsError` naming the line and property ("line 4, DTSTART: unknown TZID …").
  public init(_ text: String) throws(EventsError) {
    var error = cr_ical_error()
    guard let handle = cr_ical_parse(text, &error) else { throw EventsError(Self.message(error, in: text)) }
    self.handle = handle
    self.text = text
  }

  deinit { cr_ical_calendar_free(handle) }

  /// The occurrences overlapping `days` (widened by two days each side for time zones).
  /// - Parameter floatingToUTC: the UTC instant of a floating wall-clock time (given as seconds as
  ///   if it were UTC), i.e. the viewer's zone; identity reads floating times as UTC.
  /// - Throws: `EventsError` when the step budget or the occurrence limit is reached.
  public func occurrences(
    overlapping days: ClosedRange<JulianDay>, floatingToUTC: (Int64) throws -> Int64 = { $0 }
  ) throws -> [CalendarEvent] {
    let from = Int64(days.lowerBound.value - 2_440_588 - 2) * 86_400
    let to = Int64(days.upperBound.value - 2_440_588 + 3) * 86_400
    let found = try lock.withLock { _ throws(EventsError) -> [Occurrence] in
      if let last, last.range.lowerBound <= from, to <= last.range.upperBound { return last.occurrences }
      let found = try expand(from: from, to: to)
      last = (from...to, found)
      return found
    }
    var events: [CalendarEvent] = []
    events.reserveCapacity(found.count)
    for o in found {
      // The shim refuses a DTEND before DTSTART; `max` keeps a range from ever running backwards.
      if o.allDay {
        guard Int64(days.lowerBound.value) - 2 <= o.end && o.start <= Int64(days.upperBound.value) + 2 else { continue }
        events.append(
          CalendarEvent(id: o.id, title: o.title, days: JulianDay(Int(o.start))...JulianDay(Int(max(o.start, o.end)))))
      } else {
        let start = o.floating ? try floatingToUTC(o.start) : o.start
        let end = o.floating ? try floatingToUTC(o.end) : o.end
        guard (end > start ? end > from : start >= from) && start < to else { continue }
        events.append(
          CalendarEvent(id: o.id, title: o.title, instants: start..<max(start, end)))
      }
    }
    return events
  }

  private func expand(from: Int64, to: Int64) throws(EventsError) -> [Occurrence] {
    var error = cr_ical_error()
    guard
      let result = cr_ical_calendar_expand(
        handle, from, to, Self.occurrenceLimit, Self.stepBudget, &error)
    else {
      throw EventsError(Self.message(error, in: text))
    }
    defer { cr_ical_free(result) }
    var found: [Occurrence] = []
    let count = cr_ical_count(result)
    found.reserveCapacity(Int(count))
    for index in 0..<count {
      guard let o = cr_ical_occurrence_at(result, index)?.pointee else { continue }
      let uid = o.uid.map { String(cString: $0) } ?? ""
      let title = o.summary.map { String(cString: $0) } ?? ""
      found.append(
        Occurrence(
          id: uid.isEmpty ? nil : uid, title: title, allDay: o.allDay != 0, floating: o.floating != 0, start: o.start,
          end: o.end))
    }
    return found
  }

  private static func message(_ error: cr_ical_error, in text: String) -> String {
    let message = withUnsafeBytes(of: error.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    let property = withUnsafeBytes(of: error.property) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    return ICalendarLines(text).locate(
      message, property: property, event: Int(error.event), zone: Int(error.zone), observance: Int(error.observance))
  }
}

#endif
