import CalendarEvents
import CalendarModel
import FuzzSupport

// The iCalendar shim (libical behind CICalShim) through ICalendarFile: parse once, expand three
// ranges (the second within the first, as the agenda does), floating times in a fixed offset.
// Malformed input is an EventsError; the step budget keeps every input fast.
runFuzzer { data, count in
  guard let file = try? ICalendarFile(text(data, count)) else { return 0 }
  let february = JulianDay(isoYear: 2024, month: 1, day: 28)...JulianDay(isoYear: 2024, month: 3, day: 9)
  let fourteenth = JulianDay(isoYear: 2024, month: 2, day: 14)...JulianDay(isoYear: 2024, month: 2, day: 14)
  let year = JulianDay(isoYear: 1999, month: 12, day: 26)...JulianDay(isoYear: 2001, month: 1, day: 6)
  for days in [february, fourteenth, year] {
    guard let events = try? file.occurrences(overlapping: days, floatingToUTC: { $0 - 9 * 3600 }) else { continue }
    precondition(events.count <= Int(ICalendarFile.occurrenceLimit))
  }
  return 0
}
