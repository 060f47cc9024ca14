import CalendarEvents
import CalendarICU
import CalendarModel

/// `--events FILE` (or `-`, standard input): read and parsed once, then asked for the events of
/// each range of days the command shows (the grid, then the agenda, which does not expand again).
///
/// The kind is sniffed from the content, not the name: text that begins (after a UTF-8 byte order
/// mark and white space) with `BEGIN:` is iCalendar, text that begins with `[` or `{` is the JSON
/// list; anything else is iCalendar when the name ends in `.ics`, else JSON. Floating iCalendar times
/// (RFC 5545 §3.3.5) are wall-clock times in `zone`. Anything malformed is exit 65 naming where.
enum EventsSource {
  static func read(_ path: String, zone: ICUTimeZone) throws -> (ClosedRange<JulianDay>) throws -> [CalendarEvent] {
    var text = try InputFile.read(path)
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    let shown = path == "-" ? "standard input" : "'\(path)'"
    let start = text.unicodeScalars.drop { $0.properties.isWhitespace }
    let isCalendar: Bool
    if start.starts(with: "BEGIN:".unicodeScalars) || start.starts(with: "begin:".unicodeScalars) {
      isCalendar = true
    } else if start.first == "[" || start.first == "{" {
      isCalendar = false
    } else {
      isCalendar = path.lowercased().hasSuffix(".ics")
    }
    guard isCalendar else {
      do {
        let events = try EventsInput.parse(json: text)
        return { _ in events }
      } catch {
        throw CommandError(.dataError, "\(shown): \(error.message)")
      }
    }
    let file: ICalendarFile
    do { file = try ICalendarFile(text) } catch { throw CommandError(.dataError, "\(shown): \(error.message)") }
    // A wall-clock time read in `zone`: the offset at the instant it would be in UTC, corrected once
    // (exact except in the hour a clock change skips or repeats).
    let toUTC = { (wall: Int64) throws -> Int64 in
      let first = try zone.offset(at: wall)
      return wall - Int64(try zone.offset(at: wall - Int64(first)))
    }
    return { days in
      do { return try file.occurrences(overlapping: days, floatingToUTC: toUTC) } catch let error as EventsError {
        throw CommandError(.dataError, "\(shown): \(error.message)")
      }
    }
  }
}
