import CalendarEvents

/// The events a request shows: values, or a file's contents (iCalendar or calrender's JSON list).
public struct Events: Sendable {
  /// Where the events come from.
  public var source: any EventSource

  /// Events given as values.
  public init(_ events: [CalendarEvent]) { source = EventList(events) }

  /// Events from any source.
  public init(source: any EventSource) { self.source = source }

  /// Events read from text: iCalendar (RFC 5545) when it begins `BEGIN:VCALENDAR` (after a BOM
  /// and blank lines) or `name` ends in `.ics`, else the JSON list of the events format.
  /// - Parameters:
  ///   - text: the file's contents.
  ///   - name: the file's name, for messages (and its extension).
  /// - Throws: ``CalRenderError`` `.data` naming the line or field at fault.
  public init(text: String, name: String) throws {
    let body = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
    let isCalendar = name.lowercased().hasSuffix(".ics") || body.prefix(15).uppercased() == "BEGIN:VCALENDAR"
    if isCalendar {
      // Checked once now, so that a bad file fails before anything is drawn.
      do {
        _ = try ICalendarInput.occurrences(text, overlapping: JulianDay(2_440_588)...JulianDay(2_440_588))
      } catch {
        throw CalRenderError(.data, "'\(name)': \(error.message)")
      }
      source = ICalendarSource(text: text, name: name)
    } else {
      do { source = EventList(try EventsInput.parse(json: String(body))) } catch {
        throw CalRenderError(.data, "'\(name)': \(error.message)")
      }
    }
  }
}

/// An iCalendar file, expanded for the days asked about.
struct ICalendarSource: EventSource {
  let text: String
  let name: String

  func events(overlapping days: ClosedRange<JulianDay>) throws -> [CalendarEvent] {
    do { return try ICalendarInput.occurrences(text, overlapping: days) } catch {
      throw CalRenderError(.data, "'\(name)': \(error.message)")
    }
  }
}
