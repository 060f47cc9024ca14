import CalendarModel

/// Writes a ``HolidayList`` as text, as the `calrender-holidays/1` JSON document, or as an
/// RFC 5545 calendar of all-day events that calendar applications import.
public struct HolidayListRenderer: Sendable {
  /// A renderer (it has no options: the list carries its locale).
  public init() {}

  /// One line a holiday: the date in the locale's format, the region when several are listed, the
  /// name, and ` (observance)` for a day that is not a day off, or its category for one on another
  /// list than the public holidays (` (bank)`, ` (optional)`, ` (school)`). A substitute day and a weekend day
  /// worked for a moved day off (调休上班, 補行上班) say so in their own names, in every region's
  /// languages ("대체공휴일(설날)", "振替休日", "Independence Day
  /// (observed)"), so it gets no English suffix of ours ("… (observed) (substitute)" before).
  public func text(_ list: HolidayList, displayWidth: (String) -> Int) -> String {
    let dateWidth = list.entries.map { displayWidth($0.dateLabel) }.max() ?? 0
    var out = ""
    for entry in list.entries {
      out += entry.dateLabel + String(repeating: " ", count: dateWidth - displayWidth(entry.dateLabel)) + "  "
      if list.regions.count > 1 { out += entry.holiday.region + "  " }
      out += entry.holiday.name
      if entry.holiday.kind == .observance {
        out += " (observance)"
      } else {
        out += entry.holiday.categorySuffix
      }
      out += "\n"
    }
    // Last, so that a reader of the lines above meets it after them (`note:` starts no date).
    if let note = HolidayCoverageGap.note(list.coverageGaps) { out += "note: " + note + "\n" }
    if let note = DayHoliday.estimatedNote(regions: Self.estimatedRegions(list)) { out += "note: " + note + "\n" }
    return out
  }

  /// `{ "schema": "calrender-holidays/1", "locale", "regions", "from", "to", "holidays": [...] }`.
  public func json(_ list: HolidayList) -> String {
    var json = JSONWriter(capacity: 256 + list.entries.count * 128)
    json.beginObject()
    json.string("schema", "calrender-holidays/1")
    json.string("locale", list.locale)
    json.strings("regions", list.regions)
    json.string("from", list.from.isoString)
    json.string("to", list.to.isoString)
    json.beginArray("holidays")
    for entry in list.entries {
      json.beginObject(inline: true)
      json.string("date", entry.date.isoString)
      json.string("region", entry.holiday.region)
      json.string("id", entry.holiday.id)
      json.string("name", entry.holiday.name)
      json.string("kind", entry.holiday.kind.rawValue)
      json.string("category", entry.holiday.category.rawValue)
      // Additive: only on a day reckoned ahead of its announcement.
      if entry.holiday.estimated { json.bool("estimated", true) }
      json.endObject()
    }
    json.endArray()
    // Additive: only when the span reaches years outside a region's data.
    if !list.coverageGaps.isEmpty {
      json.beginArray("coverageGaps")
      for gap in list.coverageGaps {
        json.beginObject(inline: true)
        json.string("region", gap.region)
        json.int("coveredFrom", gap.coveredYears?.lowerBound)
        json.int("coveredTo", gap.coveredYears.flatMap { $0.upperBound == Int.max ? nil : $0.upperBound })
        json.int("from", gap.years.lowerBound)
        json.int("to", gap.years.upperBound)
        json.endObject()
      }
      json.endArray()
    }
    json.endObject()
    return json.output
  }

  /// An iCalendar file: one all-day VEVENT a holiday, with a UID stable across runs and languages
  /// (date, region, id), DTSTAMP at the holiday's date (the output is the same every run), lines
  /// folded at 75 octets, text escaped, CRLF line ends.
  public func iCalendar(_ list: HolidayList, generator: String) -> String {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//calrender//\(Self.escaped(generator))//EN", "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH", "X-WR-CALNAME:" + Self.escaped(list.regions.joined(separator: ", ")),
    ]
    for entry in list.entries {
      let day = Self.basic(entry.date)
      lines += [
        "BEGIN:VEVENT",
        "UID:\(day)-\(entry.holiday.region)-\(entry.holiday.id)@calrender",
        "DTSTAMP:\(day)T000000Z",
        "DTSTART;VALUE=DATE:\(day)",
        "DTEND;VALUE=DATE:\(Self.basic(entry.date.advanced(by: 1)))",
        "SUMMARY:" + Self.escaped(entry.holiday.name),
        "CATEGORIES:" + Self.escaped(entry.holiday.kind.rawValue)
          + (entry.holiday.category == .public ? "" : "," + Self.escaped(entry.holiday.category.rawValue)),
        "TRANSP:TRANSPARENT",
      ]
      // Its summary says so in the region's language; this says so to a program reading the file.
      if entry.holiday.estimated { lines.append("X-CALRENDER-ESTIMATED:TRUE") }
      lines.append("END:VEVENT")
    }
    // A calendar's own non-standard property (RFC 5545 §3.8.8.2): applications ignore it, a reader
    // of the file sees it.
    if let note = HolidayCoverageGap.note(list.coverageGaps) {
      lines.insert("X-CALRENDER-NOTE:" + Self.escaped(note), at: 6)
    }
    lines.append("END:VCALENDAR")
    return lines.map(Self.folded).joined(separator: "\r\n") + "\r\n"
  }

  /// The regions of the list's estimated days, sorted.
  static func estimatedRegions(_ list: HolidayList) -> [String] {
    Set(list.entries.lazy.filter(\.holiday.estimated).map(\.holiday.region)).sorted()
  }

  /// `20240210`: RFC 5545's basic date form.
  package static func basic(_ day: JulianDay) -> String { day.isoString.replacingOccurrences("-", "") }

  /// TEXT escaping of RFC 5545 §3.3.11.
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case "\n": out += "\\n"
      case "\r": continue
      default:
        // Control characters are not TEXT (RFC 5545 §3.1: they are not allowed in content lines).
        if scalar.value < 0x20 || scalar.value == 0x7F { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Lines longer than 75 octets folded with CRLF and a space, never inside a UTF-8 sequence.
  static func folded(_ line: String) -> String {
    var out = ""
    var octets = 0
    for scalar in line.unicodeScalars {
      let size = String(scalar).utf8.count
      if octets + size > 75 {
        out += "\r\n "
        octets = 1
      }
      out.unicodeScalars.append(scalar)
      octets += size
    }
    return out
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
    var out = ""
    for character in self { if character == target { out += replacement } else { out.append(character) } }
    return out
  }
}
