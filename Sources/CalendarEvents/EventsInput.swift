import CalendarModel

/// Why an events file was refused: exit 65, naming the entry (or line) and what is wrong.
public struct EventsError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// Reads the JSON events list of spec/json.md ("Events input").
public enum EventsInput {
  /// All-day: `start`/`end` dates, end inclusive (default: start). Timed: RFC 3339 instants, end
  /// exclusive (default: start). Unknown fields are ignored.
  public static func parse(json text: String) throws(EventsError) -> [CalendarEvent] {
    let document: JSONValue
    do { document = try JSONValue.parse(text) } catch {
      throw EventsError("invalid JSON at line \(error.line): \(error.message)")
    }
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
        events.append(CalendarEvent(id: id, title: title, allDay: true, start: .date(start), end: .date(end)))
      } else {
        guard let start = RFC3339.seconds(startText) else {
          throw EventsError("\(name) ('\(title)'): bad time '\(startText)'")
        }
        guard let end = RFC3339.seconds(endText) else {
          throw EventsError("\(name) ('\(title)'): bad time '\(endText)'")
        }
        guard end >= start else { throw EventsError("\(name) ('\(title)') ends before it starts") }
        events.append(CalendarEvent(id: id, title: title, allDay: false, start: .instant(start), end: .instant(end)))
      }
    }
    return events
  }
}

/// RFC 3339 date-times: `2024-02-14T22:00:00-05:00`, `…Z`, fractions of a second ignored.
public enum RFC3339 {
  public static func seconds(_ text: String) -> Int64? {
    let parts = text.split(separator: "T", maxSplits: 1)
    guard parts.count == 2, let day = JulianDay(isoString: String(parts[0])) else { return nil }
    var time = Substring(parts[1])
    var offset = 0
    if time.hasSuffix("Z") || time.hasSuffix("z") {
      time = time.dropLast()
    } else if let sign = time.lastIndex(where: { $0 == "+" || $0 == "-" }) {
      let zone = time[time.index(after: sign)...].split(separator: ":")
      guard zone.count == 2, let hours = Int(zone[0]), let minutes = Int(zone[1]), hours < 24, minutes < 60 else {
        return nil
      }
      offset = (hours * 60 + minutes) * 60 * (time[sign] == "-" ? -1 : 1)
      time = time[..<sign]
    } else {
      return nil
    }
    let clock = time.split(separator: ":")
    guard clock.count == 3, let hour = Int(clock[0]), let minute = Int(clock[1]),
      let second = Int(clock[2].prefix { $0 != "." }), (0..<24).contains(hour), (0..<60).contains(minute),
      (0...60).contains(second)
    else { return nil }
    let days = Int64(day.value - 2_440_588)
    return days * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(offset)
  }

  /// An instant written in a zone whose offset from UTC is `offset` seconds.
  public static func format(_ seconds: Int64, offset: Int) -> String {
    let local = seconds + Int64(offset)
    let days = Int(local.floorDivided(by: 86_400))
    let time = Int(local - Int64(days) * 86_400)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let sign = offset < 0 ? "-" : "+"
    let zone = abs(offset) / 60
    return JulianDay(days + 2_440_588).isoString + "T" + two(time / 3600) + ":" + two(time / 60 % 60) + ":"
      + two(time % 60) + (offset == 0 ? "Z" : sign + two(zone / 60) + ":" + two(zone % 60))
  }
}

extension Int64 {
  func floorDivided(by divisor: Int64) -> Int64 {
    let q = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? q - 1 : q
  }
}
