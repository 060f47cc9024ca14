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
  /// the `component`-th component (by its BEGIN line, the file's first being 0; -1: anywhere).
  func locate(_ message: String, property: String, event: Int, component: Int = -1) -> String {
    var range = lines.indices
    if event >= 0, let begin = beginLine(ofEvent: event) {
      let end = lines[begin...].firstIndex { $0.uppercased().hasPrefix("END:VEVENT") } ?? lines.endIndex - 1
      range = begin..<(end + 1)
      if property == "BEGIN" { return "line \(begin + 1), \(message)" }
    } else if component >= 0, let lines = self.lines(ofComponent: component) {
      range = lines
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

  /// The lines of the `component`-th component: its BEGIN line (a line whose name is BEGIN, as
  /// libical reads names), through the END that closes it (or the last line).
  private func lines(ofComponent component: Int) -> Range<Int>? {
    func marker(_ line: Substring) -> Int {
      let name = line.utf8.prefix { $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: ";") }
      guard name.count < line.utf8.count else { return 0 }
      switch String(Substring(name)).uppercased() {
      case "BEGIN": return 1
      case "END": return -1
      default: return 0
      }
    }
    var seen = 0
    var begin: Int?
    var depth = 0
    for (index, line) in lines.enumerated() {
      let kind = marker(line)
      if let begin {
        depth += kind
        if depth == 0 { return begin..<(index + 1) }
      } else if kind == 1 {
        if seen == component {
          begin = index
          depth = 1
        }
        seen += 1
      }
    }
    return begin.map { $0..<lines.endIndex }
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
