import CalendarModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why an events file was refused: exit 65, naming the entry (or line) and what is wrong.
public struct EventsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong and where (the entry's index or the line).
  public var message: String
  /// An error with its message.
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// Reads the JSON events list of spec/json.md ("Events input").
public enum EventsInput {
  /// All-day: `start`/`end` dates, end inclusive (default: start). Timed: RFC 3339 instants, end
  /// exclusive (default: start). Unknown fields are ignored.
  public static func parse(json text: String) throws(EventsError) -> [CalendarEvent] {
    try parse(json: Array(text.utf8))
  }

  /// As ``parse(json:)-(String)``, from the file's bytes, which must be UTF-8 (RFC 8259 §8.1): a
  /// byte that is not is an error naming its line.
  public static func parse(json bytes: [UInt8]) throws(EventsError) -> [CalendarEvent] {
    // Swift traps when an allocation fails (a process under `ulimit -v`): the memory the values
    // and events may take (measured: under 10 bytes a byte of JSON) is asked for once first, and
    // given back, so that running out is an error rather than a trap.
    guard let probe = malloc(16 * bytes.count + (1 << 20)) else { throw EventsError("out of memory") }
    free(probe)
    let document: JSONValue
    do { document = try JSONValue.parse(bytes: bytes) } catch {
      throw EventsError("invalid JSON at \(error.location): \(error.message)")
    }
    return try events(document)
  }

  /// The error ``parse(json:)-([UInt8])`` gives for bytes that are not UTF-8 ("invalid JSON at line
  /// 3, column 9: invalid UTF-8 (byte 0xFF)"), or nil when they are: a reader that decodes a file
  /// into a `String` (which replaces such bytes) asks first.
  public static func utf8Error(json bytes: [UInt8]) -> EventsError? {
    guard UTF8Check.firstInvalidByte(bytes) != nil else { return nil }
    do {
      _ = try JSONValue.parse(bytes: bytes)
      return nil
    } catch {
      return EventsError("invalid JSON at \(error.location): \(error.message)")
    }
  }

  private static func events(_ document: JSONValue) throws(EventsError) -> [CalendarEvent] {
    guard case .array(let entries) = document else { throw EventsError("events JSON must be an array of events") }
    var events: [CalendarEvent] = []
    for (index, entry) in entries.enumerated() {
      let name = "event \(index + 1)"
      guard case .object = entry else { throw EventsError("\(name) is not an object") }
      guard let title = entry["title"]?.string else { throw EventsError("\(name) has no title") }
      guard let startText = entry["start"]?.string else { throw EventsError("\(name) ('\(title)') has no start") }
      let id = entry["id"]?.string
      var allDay: Bool
      switch entry["allDay"] {
      case .bool(let value)?: allDay = value
      case nil, .null?: allDay = !startText.contains("T")
      default: throw EventsError("\(name) ('\(title)'): allDay is not true or false")
      }
      let endText = entry["end"]?.string ?? startText
      if entry["end"] != nil && entry["end"]?.string == nil && entry["end"] != .null {
        throw EventsError("\(name) ('\(title)'): end is not a string")
      }
      if allDay {
        guard let start = JulianDay(isoString: startText) else {
          throw EventsError("\(name) ('\(title)'): bad date '\(startText)'")
        }
        guard let end = JulianDay(isoString: endText) else {
          throw EventsError("\(name) ('\(title)'): bad date '\(endText)'")
        }
        guard end >= start else { throw EventsError("\(name) ('\(title)') ends before it starts") }
        events.append(CalendarEvent(id: id, title: title, days: start...end))
      } else {
        guard let start = RFC3339.seconds(startText) else {
          throw EventsError("\(name) ('\(title)'): bad time '\(startText)'")
        }
        guard let end = RFC3339.seconds(endText) else {
          throw EventsError("\(name) ('\(title)'): bad time '\(endText)'")
        }
        guard end >= start else { throw EventsError("\(name) ('\(title)') ends before it starts") }
        events.append(CalendarEvent(id: id, title: title, instants: start..<end))
      }
    }
    return events
  }
}
