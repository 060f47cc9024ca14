import CalendarEvents

/// The events a request shows: values, files' contents (iCalendar or calrender's JSON list), any
/// ``EventSource`` — or several of them as one value.
///
/// ```swift
/// var events = try Events(text: icsText)  // an iCalendar file's text
/// events.merge(Events([CalendarEvent(title: "Dentist", on: JulianDay(isoYear: 2024, month: 2, day: 20))]))
/// request.events = events
/// ```
public struct Events: Sendable {
  enum Part: Sendable {
    case source(any EventSource)
    #if Libical
      case iCalendar(ICalendarFile, shown: String)
    #endif
  }

  /// The sources, in the order a day's equal events keep.
  private(set) var parts: [Part]

  /// Events given as values.
  public init(_ events: [CalendarEvent]) { parts = [.source(EventList(events))] }

  /// Events from any source.
  public init(source: any EventSource) { parts = [.source(source)] }

  /// The events of every one of `all`, as one value (a day lists equal events in this order).
  public init(merging all: [Events]) { parts = all.flatMap(\.parts) }

  /// Adds `other`'s events after these.
  public mutating func merge(_ other: Events) { parts += other.parts }

  /// These events and `other`'s.
  public func merging(_ other: Events) -> Events {
    var merged = self
    merged.merge(other)
    return merged
  }

  /// Events read from a file's or a string's text, parsed once. The kind is sniffed from the
  /// content: text that begins (after a byte order mark and white space) with `BEGIN:` is iCalendar
  /// (RFC 5545, through libical), text that begins with `[` or `{` is the JSON list; anything else is
  /// iCalendar when `name` ends in `.ics`, else JSON. Floating iCalendar times (RFC 5545 §3.3.5) are
  /// wall-clock times in the request's zone.
  /// - Parameters:
  ///   - text: the events: a file's contents, or a string.
  ///   - name: the file's name, for messages (quoted in them) and its extension; nil for a string
  ///     (messages then say "events text").
  /// - Throws: ``CalRenderError`` `.data` naming the line or field at fault.
  public init(text: String, name: String? = nil) throws {
    try self.init(text: text, name: name ?? "", shown: name.map { "'\($0)'" } ?? "events text")
  }

  /// As ``init(text:name:)``, naming the input `shown` in messages ("standard input").
  package init(text: String, name: String, shown: String) throws {
    var text = text
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    let start = text.unicodeScalars.drop { $0.properties.isWhitespace }
    let isCalendar: Bool
    if start.starts(with: "BEGIN:".unicodeScalars) || start.starts(with: "begin:".unicodeScalars) {
      isCalendar = true
    } else if start.first == "[" || start.first == "{" {
      isCalendar = false
    } else {
      isCalendar = name.lowercased().hasSuffix(".ics")
    }
    if isCalendar {
      #if Libical
        do { parts = [.iCalendar(try ICalendarFile(text), shown: shown)] } catch {
          throw CalRenderError(.data, "\(shown): \(error.message)")
        }
      #else
        throw CalRenderError(
          .data, "\(shown): iCalendar input is not available: calrender was built without its Libical trait")
      #endif
    } else {
      do { parts = [.source(EventList(try EventsInput.parse(json: text)))] } catch {
        throw CalRenderError(.data, "\(shown): \(error.message)")
      }
    }
  }

  /// The events as sources whose floating times are wall-clock times in `zone`.
  func sources(in zone: any TimeZoneRules & Sendable) -> [any EventSource] {
    parts.map { part in
      switch part {
      case .source(let source): source
      #if Libical
        case .iCalendar(let file, let shown): ICalendarSource(file: file, shown: shown, zone: zone)
      #endif
      }
    }
  }
}

#if Libical
/// An iCalendar file, expanded for the days asked about; floating times read in `zone`.
struct ICalendarSource: EventSource {
  let file: ICalendarFile
  let shown: String
  let zone: any TimeZoneRules & Sendable

  func events(overlapping days: ClosedRange<JulianDay>) throws -> [CalendarEvent] {
    // A wall-clock time read in `zone`: the offset at the instant it would be in UTC, corrected once
    // (exact except in the hour a clock change skips or repeats).
    let toUTC = { (wall: Int64) throws -> Int64 in
      let first = try zone.offset(at: wall)
      return wall - Int64(try zone.offset(at: wall - Int64(first)))
    }
    do { return try file.occurrences(overlapping: days, floatingToUTC: toUTC) } catch let error as EventsError {
      throw CalRenderError(.data, "\(shown): \(error.message)")
    }
  }
}
#endif
