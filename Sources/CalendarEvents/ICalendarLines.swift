// iCalendar input through libical: the Libical trait (a default one) only.
#if Libical

/// The lines of an iCalendar text, for pointing at the line an error is about.
///
/// Lines end in CRLF (RFC 5545's norm) or LF; they are split on bytes, since `"\r\n"` is one Swift
/// `Character` and splitting a String on `"\n"` would find no line at all in a CRLF file.
struct ICalendarLines {
  let lines: [Substring]

  init(_ text: String) {
    lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
      var line = Substring(line)
      if line.utf8.last == UInt8(ascii: "\r") { line = line.dropLast() }
      return line
    }
  }

  /// "line 12, RRULE: …": the line of `property` (else of the first upper-case word of `message`
  /// that names a property) within the `event`-th VEVENT (0-based; -1: anywhere), or else within
  /// the `observance`-th component of the `zone`-th VTIMEZONE of the calendar (-1: anywhere).
  func locate(_ message: String, property: String, event: Int, zone: Int = -1, observance: Int = -1) -> String {
    var range = lines.indices
    if event >= 0, let begin = beginLine(ofEvent: event) {
      let end = lines[begin...].firstIndex { $0.uppercased().hasPrefix("END:VEVENT") } ?? lines.endIndex - 1
      range = begin..<(end + 1)
      if property == "BEGIN" { return "line \(begin + 1), \(message)" }
    } else if zone >= 0, let vtimezone = child(zone, in: lines.indices, named: "VTIMEZONE") {
      range = observance >= 0 ? child(observance, in: vtimezone) ?? vtimezone : vtimezone
    }
    var words = message.split { !($0.isLetter || $0 == "-") }.map(String.init).filter {
      $0 == $0.uppercased() && $0.count > 2
    }
    if !property.isEmpty { words.insert(property, at: 0) }
    for word in words {
      if let index = lines[range].firstIndex(where: {
        let upper = $0.uppercased()
        return upper.hasPrefix(word + ":") || upper.hasPrefix(word + ";")
      }) {
        let reason = message.hasPrefix(word + ": ") ? String(message.dropFirst(word.count + 2)) : message
        return "line \(index + 1), \(word): \(reason)"
      }
    }
    return message.isEmpty ? "not a valid iCalendar file" : message
  }

  /// 1 for a BEGIN line, -1 for an END line (their names as libical reads them), else 0.
  private static func marker(_ line: Substring) -> Int {
    let name = line.utf8.prefix { $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: ";") }
    guard name.count < line.utf8.count, name.count <= 5 else { return 0 }
    switch String(Substring(name)).uppercased() {
    case "BEGIN": return 1
    case "END": return -1
    default: return 0
    }
  }

  /// The lines of the `index`-th component (named `name`, or of any name) directly inside the
  /// component whose lines are `parent` (its BEGIN through its END): the child's BEGIN line
  /// through the END that closes it.
  private func child(_ index: Int, in parent: Range<Int>, named name: String? = nil) -> Range<Int>? {
    var depth = 0, seen = 0
    var begin: Int?
    for line in parent {
      let kind = Self.marker(lines[line])
      depth += kind
      if kind == 1, depth == 2, name.map({ lines[line].uppercased().hasSuffix(":" + $0) }) ?? true {
        if seen == index { begin = line }
        seen += 1
      }
      if kind == -1, depth == 1, let begin { return begin..<(line + 1) }
    }
    return begin.map { $0..<parent.upperBound }
  }

  /// The index of the line `BEGIN:VEVENT` of the `event`-th VEVENT.
  private func beginLine(ofEvent event: Int) -> Int? {
    var seen = 0
    for (index, line) in lines.enumerated() where line.uppercased() == "BEGIN:VEVENT" {
      if seen == event { return index }
      seen += 1
    }
    return nil
  }
}

#endif
