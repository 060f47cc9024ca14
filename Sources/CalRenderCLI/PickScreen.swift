import CalRender

/// One frame of `calrender pick`: the grid as text output draws it, a status block under it and
/// the key help on the last line, placed on a terminal of a given size — or, when the terminal is
/// too small for the grid, a message saying so. Pure: the same inputs give the same bytes.
struct PickScreen {
  /// The grid, as the text renderer wrote it (ANSI attributes included), line by line.
  var grid: [String]
  /// Where its days are, in grid lines and columns.
  var positions: [PickerFrame.DayPosition]
  /// Lines under the grid: the focused date, its secondary date, the range, events.
  var status: [String]
  /// The one-line key help.
  var help: KeyHelp
  var rows: Int
  var columns: Int

  /// The grid's top-left corner on the screen (0-based row and column).
  static let origin = (row: 1, column: 2)

  /// The width the grid takes.
  var gridWidth: Int { grid.map(Self.visibleWidth).max() ?? 0 }

  /// Whether the terminal holds the grid, a status line and the help.
  var fits: Bool {
    rows >= Self.origin.row + grid.count + 3 && columns >= Self.origin.column + gridWidth
  }

  /// The bytes that draw the frame (the screen cleared first).
  func render() -> String {
    var out = "\u{1B}[H\u{1B}[2J"
    guard fits else {
      let need = "\(Self.origin.column + gridWidth)×\(Self.origin.row + grid.count + 3)"
      let lines = ["Terminal too small for the calendar:", "need \(need), have \(columns)×\(rows).", "q quits."]
      for (index, line) in lines.enumerated() where index < rows {
        out += "\u{1B}[\(index + 1);1H" + Self.truncated(line, to: columns)
      }
      return out
    }
    for (index, line) in grid.enumerated() {
      out += "\u{1B}[\(Self.origin.row + index + 1);\(Self.origin.column + 1)H" + line + "\u{1B}[0m"
    }
    // Status lines fill what is left above the help line.
    let first = Self.origin.row + grid.count + 1
    for (index, line) in status.enumerated() where first + index < rows - 1 {
      out += "\u{1B}[\(first + index + 1);\(Self.origin.column + 1)H"
      out += Self.truncated(line, to: columns - Self.origin.column - 1)
    }
    out += "\u{1B}[\(rows);1H" + help.line(width: columns - 1)
    return out
  }

  /// The day under a 0-based screen row and column, if any.
  func day(atRow row: Int, column: Int) -> JulianDay? {
    guard fits else { return nil }
    let line = row - Self.origin.row
    let x = column - Self.origin.column
    return positions.first { $0.lines.contains(line) && $0.columns.contains(x) }?.date
  }

  /// Display width of a line, ANSI sequences and zero-width marks left out.
  static func visibleWidth(_ line: String) -> Int {
    CalendarRenderer.displayWidth(of: stripped(line))
  }

  /// `line` without its ANSI escape sequences.
  static func stripped(_ line: String) -> String {
    var out = ""
    var inEscape = false
    for scalar in line.unicodeScalars {
      if inEscape {
        if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
        continue
      }
      if scalar == "\u{1B}" {
        inEscape = true
        continue
      }
      out.unicodeScalars.append(scalar)
    }
    return out
  }

  /// Plain text cut to `width` display columns, with an ellipsis when cut.
  static func truncated(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    if CalendarRenderer.displayWidth(of: text) <= width { return text }
    var out = ""
    var used = 0
    for character in text {
      let w = CalendarRenderer.displayWidth(of: String(character))
      if used + w > width - 1 { break }
      out.append(character)
      used += w
    }
    return out + "…"
  }

  /// Text from input (event titles) made safe to draw: C0 and C1 controls (escape sequences among
  /// them) and bidi embeddings, overrides and isolates become U+FFFD, so that a title can neither
  /// command the terminal nor reorder the screen.
  static func sanitized(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069:
        out.unicodeScalars.append("\u{FFFD}")
      default:
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
