import CalendarModel

@testable import CalendarRenderers

/// The SVG renderer as it was before the byte-level writer (issue 14), building Swift Strings: an
/// oracle the writer must match byte for byte on any document.
struct ReferenceSVGRenderer {
  typealias Options = SVGRenderer.Options

  var options: Options

  init(options: Options) { self.options = options }

  /// The small lines under a day's number: its secondary date, and (in month views, not the year's
  /// small cards or the week strip) the name of its first holiday.
  struct DayLines {
    var secondary: Bool
    var names: Bool
    var count: Int { (secondary ? 1 : 0) + (names ? 1 : 0) }
  }

  static func dayLines(_ document: CalendarDocument, adjacent: Bool) -> DayLines {
    let secondary =
      document.months.contains { $0.weeks.contains { $0.days.contains { $0.secondary != nil } } }
      || (document.week?.week.days.contains { $0.secondary != nil } ?? false)
    let names =
      (document.view == .month || document.view == .months) && document.week == nil
      && document.months.contains {
        $0.weeks.contains { $0.days.contains { ($0.inMonth || adjacent) && !$0.holidays.isEmpty } }
      }
    return DayLines(secondary: secondary, names: names)
  }

  /// A row's height: one line more a secondary date or holiday name. Measured in Chromium: Noto's
  /// Arabic and Devanagari fonts need about 2.1 em a line, so each small line starts 20px lower.
  /// A row: the number (38), and with small lines 4 more for the event dots between, 20 a line.
  static func rowHeight(_ lines: DayLines) -> Int { lines.count == 0 ? 38 : 42 + 20 * lines.count }

  // Geometry, in CSS pixels.
  static let pad = 16, titleHeight = 40, headerHeight = 26, gap = 24, headingHeight = 52
  static let dayFont = 15, headerFont = 12, titleFont = 18, weekFont = 11

  /// One card: a month, or the week strip.
  struct Card {
    var title: String
    var weeks: [Week]
  }

  func render(_ document: CalendarDocument) -> String {
    let rtl = document.direction == .rtl
    var cards: [Card]
    if let strip = document.week {
      cards = [Card(title: strip.title, weeks: [strip.week])]
    } else {
      let titles = document.view == .year
      cards = document.months.map { Card(title: titles ? $0.headings.monthLabel : $0.headings.title, weeks: Array($0.weeks)) }
    }
    let weekColumn = document.weekNumbering == nil ? 0 : 34
    // Cells wide enough for the widest header and day label (estimated from display width).
    var cellWidth = 44
    for header in document.weekdays {
      cellWidth = max(cellWidth, options.displayWidth(header.label) * 8 + 12)
    }
    for card in cards {
      for week in card.weeks {
        for day in week.days { cellWidth = max(cellWidth, options.displayWidth(day.label) * 10 + 14) }
      }
    }
    let rows = cards.reduce(1) { max($0, $1.weeks.count) }
    let titleWidth = cards.reduce(0) { max($0, options.displayWidth($1.title) * 11) }
    let cardWidth = max(2 * Self.pad + weekColumn + 7 * cellWidth, titleWidth + 2 * Self.pad)
    let lines = Self.dayLines(document, adjacent: options.adjacent)
    let rowHeight = Self.rowHeight(lines)
    let cardHeight = Self.pad + Self.titleHeight + Self.headerHeight + rows * rowHeight + Self.pad
    let perRow = cards.count <= 1 ? 1 : min(options.columns ?? 3, cards.count)
    let cardRows = (cards.count + perRow - 1) / perRow
    let heading = document.view == .year ? document.yearHeading : nil
    let top = heading == nil ? 0 : Self.headingHeight
    let agendaLine = 22
    let agendaWidth = (document.agenda ?? []).reduce(0) {
      max($0, options.displayWidth($1.when + "  " + $1.title) * 8 + 2 * Self.pad)
    }
    let cardsWidth = perRow * cardWidth + (perRow - 1) * Self.gap
    let width = max(cardsWidth, agendaWidth)
    let agendaHeight = (document.agenda ?? []).isEmpty ? 0 : (document.agenda ?? []).count * agendaLine + Self.pad
    // The coverage note, broken greedily at spaces into lines of width / 6 characters (20 at least).
    var noteLines: [String] = []
    if let note = HolidayCoverageGap.note(document.holidayCoverageGaps) {
      let most = max(20, (width - 2 * Self.pad) / 6)
      for word in note.split(separator: " ").map(String.init) {
        if let last = noteLines.last, last.count + 1 + word.count <= most {
          noteLines[noteLines.count - 1] = last + " " + word
        } else {
          noteLines.append(word)
        }
      }
    }
    let noteHeight = noteLines.isEmpty ? 0 : noteLines.count * 16 + Self.pad
    let height = top + cardRows * cardHeight + (cardRows - 1) * Self.gap + agendaHeight + noteHeight

    var out = ""
    out.reserveCapacity(cards.count * 9000 + 2000)
    let lang = XMLText.escaped(LanguageTag.base(document.locale))
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xml:lang=\"\(lang)\" lang=\"\(lang)\""
    out += " viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\""
    out += rtl ? " direction=\"rtl\"" : ""
    out += " font-family=\"\(XMLText.escaped(FontStack.css(script: document.script)))\">\n"
    let name = heading ?? cards.first?.title ?? ""
    out += "<title>\(XMLText.escaped(name))</title>\n"
    out +=
      "<desc>\(XMLText.escaped("Calendar: \(name) (\(document.locale), \(document.calendar.identifier))"))</desc>\n"
    out += "<style>\n" + style() + "</style>\n"
    out += "<rect class=\"bg\" width=\"\(width)\" height=\"\(height)\"/>\n"
    if let heading {
      out +=
        "<text class=\"heading\" x=\"\(width / 2)\" y=\"\(Self.headingHeight / 2 + 8)\">\(XMLText.escaped(heading))</text>\n"
    }
    for (index, card) in cards.enumerated() {
      let column = index % perRow
      let visualColumn = rtl ? perRow - 1 - column : column
      let x = (width - cardsWidth) / 2 + visualColumn * (cardWidth + Self.gap)
      let y = top + (index / perRow) * (cardHeight + Self.gap)
      drawCard(
        card, document: document, x: x, y: y, width: cardWidth, cellWidth: cellWidth, weekColumn: weekColumn, rtl: rtl,
        rowHeight: rowHeight, lines: lines, into: &out)
    }
    if !(document.agenda ?? []).isEmpty {
      // The agenda under the cards, aligned to the start side.
      let x = rtl ? width - Self.pad : Self.pad
      var y = top + cardRows * cardHeight + (cardRows - 1) * Self.gap + 8
      out += "<g class=\"agenda\">\n"
      for entry in (document.agenda ?? []) {
        y += agendaLine
        out +=
          "<text xml:space=\"preserve\" x=\"\(x)\" y=\"\(y)\"><tspan class=\"when\">\(XMLText.escaped(entry.when))</tspan>"
        // The title isolated (FSI … PDI), so that its direction cannot pull the date apart.
        out += "<tspan class=\"what\">  \u{2068}\(XMLText.escaped(entry.title))\u{2069}</tspan></text>\n"
      }
      out += "</g>\n"
    }
    if !noteLines.isEmpty {
      var y = top + cardRows * cardHeight + (cardRows - 1) * Self.gap + 8 + agendaHeight
      out += "<g class=\"note\" xml:lang=\"en\" direction=\"ltr\">\n"
      for line in noteLines {
        y += 16
        out += "<text x=\"\(Self.pad)\" y=\"\(y)\">\(XMLText.escaped(line))</text>\n"
      }
      out += "</g>\n"
    }
    out += "</svg>\n"
    return out
  }

  private func style() -> String {
    let t = options.theme
    return """
      svg{\(t.customProperties)}
      .bg{\(t.declare("fill", "bg"))}
      text{text-anchor:middle}
      .heading{font-size:24px;font-weight:700;\(t.declare("fill", "fg"))}
      .title{font-size:\(Self.titleFont)px;font-weight:600;\(t.declare("fill", "fg"))}
      .weekday{font-size:\(Self.headerFont)px;\(t.declare("fill", "muted"))}
      .week{font-size:\(Self.weekFont)px;\(t.declare("fill", "week"))}
      .day text{font-size:\(Self.dayFont)px;\(t.declare("fill", "fg"))}
      .red text,.weekday.red{\(t.declare("fill", "red"))}
      .blue text,.weekday.blue{\(t.declare("fill", "blue"))}
      .tint text,.weekday.tint{\(t.declare("fill", "tint"))}
      .outside text{\(t.declare("fill", "muted"))}
      .ring{fill:none;stroke-width:2;\(t.declare("stroke", "today"))}
      .disc{\(t.declare("fill", "select"))}
      .band{\(t.declare("fill", "band"))}
      .cell{fill:none}
      .focus text{font-weight:700}
      .agenda text{text-anchor:start;font-size:13px;white-space:pre;\(t.declare("fill", "fg"))}
      .agenda .when{\(t.declare("fill", "muted"))}
      .dot{\(t.declare("fill", "today"))}
      .day text.more{font-size:8px;\(t.declare("fill", "muted"))}
      .day text.secondary{font-size:9px;font-weight:400;\(t.declare("fill", "muted"))}
      .day text.name{font-size:9px;font-weight:400;\(t.declare("fill", "muted"))}
      .red text.name{\(t.declare("fill", "red"))}
      .outside text.name{\(t.declare("fill", "muted"))}
      .focus-bar{\(t.declare("fill", "today"))}
      .on-disc text{font-weight:600;\(t.declare("fill", "selectfg"))}
      .note text{text-anchor:start;font-size:11px;\(t.declare("fill", "muted"))}

      """
  }

  private func drawCard(
    _ card: Card, document: CalendarDocument, x: Int, y: Int, width: Int, cellWidth: Int, weekColumn: Int, rtl: Bool,
    rowHeight: Int, lines: DayLines, into out: inout String
  ) {
    let gridWidth = weekColumn + 7 * cellWidth
    let left = x + (width - gridWidth) / 2
    // Where column c (0 = first weekday) sits, mirrored in RTL; the week column is at the row's start.
    func cellX(_ column: Int) -> Int {
      rtl ? left + (6 - column) * cellWidth : left + weekColumn + column * cellWidth
    }
    let weekX = rtl ? left + 7 * cellWidth : left
    out += "<g class=\"month\">\n"
    out +=
      "<text class=\"title\" x=\"\(x + width / 2)\" y=\"\(y + Self.pad + Self.titleHeight / 2 + 6)\">\(XMLText.escaped(card.title))</text>\n"
    let gridTopOfHeader = y + Self.pad + Self.titleHeight
    let headerY = gridTopOfHeader + Self.headerHeight / 2 + 4
    for (column, header) in document.weekdays.enumerated() {
      var classes = "weekday"
      if header.isWeekend, let color = document.weekendColors[header.weekday] { classes += " " + color.rawValue }
      out +=
        "<g class=\"header\"><rect class=\"cell\" x=\"\(cellX(column))\" y=\"\(gridTopOfHeader)\" width=\"\(cellWidth)\""
      out +=
        " height=\"\(Self.headerHeight)\"/><text class=\"\(classes)\" x=\"\(cellX(column) + cellWidth / 2)\" y=\"\(headerY)\">"
      out += "<title>\(XMLText.escaped(header.names.wide))</title>\(XMLText.escaped(header.label))</text></g>\n"
    }
    let gridTop = y + Self.pad + Self.titleHeight + Self.headerHeight
    for (row, week) in card.weeks.enumerated() {
      let rowY = gridTop + row * rowHeight
      if let label = week.weekLabel {
        // On the line of the day numbers (at the top of the row when small lines are under them).
        let labelY = rowY + (lines.count == 0 ? rowHeight / 2 + 4 : 24)
        out +=
          "<text class=\"week\" x=\"\(weekX + weekColumn / 2)\" y=\"\(labelY)\">\(XMLText.escaped(label))</text>\n"
      }
      for (column, day) in week.days.enumerated() {
        drawDay(
          day, x: cellX(column), y: rowY, cellWidth: cellWidth, rowHeight: rowHeight, lines: lines, rtl: rtl,
          document: document, into: &out)
      }
    }
    out += "</g>\n"
  }

  private func drawDay(
    _ day: DayCell, x: Int, y: Int, cellWidth: Int, rowHeight: Int, lines: DayLines, rtl: Bool,
    document: CalendarDocument, into out: inout String
  ) {
    let shown = day.inMonth || options.adjacent || document.week != nil
    guard shown else { return }
    var classes = ["day"]
    if !day.holidays.isEmpty {
      classes.append("holiday")
      if day.isDayOff { classes.append("red") } else if day.isMakeUpWorkday { classes.append("workday") }
      for category in HolidayCategory.allCases where category != .public && day.holidays.contains(where: { $0.category == category }) {
        classes.append(category.rawValue)
      }
    }
    // A weekend day worked (调休, 補班) is drawn as a working day.
    if day.isWeekend, !day.isDayOff, !day.isMakeUpWorkday, let color = document.weekendColors[day.weekday] {
      classes.append(color.rawValue)
    }
    if !day.inMonth && document.week == nil { classes.append("outside") }
    if day.isToday { classes.append("today") }
    if day.isFocus { classes.append("focus") }
    if let role = day.selection {
      classes.append("selected")
      classes.append(role.rawValue)
      if role != .middle { classes.append("on-disc") }
    }
    out += "<g class=\"\(classes.joined(separator: " "))\" data-date=\"\(day.date.isoString)\""
    if let label = day.accessibleLabel {
      // The holiday's name is read out with the date.
      let named = ([label] + day.holidays.map(\.name)).joined(separator: ", ")
      out += " role=\"img\" aria-label=\"\(XMLText.escaped(named))\""
    }
    out += " transform=\"translate(\(x),\(y))\">"
    // With small lines under the numbers the marks centre on the day's number, above them (at the
    // same height in every cell of the document, whether the day has such a line or not).
    let cx = cellWidth / 2, cy = lines.count == 0 ? rowHeight / 2 : 20, radius = 15
    // The cell itself, unpainted: what a day's text must stay inside (the browser test measures it).
    out += "<rect class=\"cell\" width=\"\(cellWidth)\" height=\"\(rowHeight)\"/>"
    if let role = day.selection {
      // A range is one band with round ends, broken at row edges; a single day is a disc.
      let forward = rtl ? -1 : 1
      switch role {
      case .middle:
        out += "<rect class=\"band\" x=\"0\" y=\"\(cy - radius)\" width=\"\(cellWidth)\" height=\"\(2 * radius)\"/>"
      case .start, .end:
        let towardsRest = role == .start ? forward : -forward
        let bandX = towardsRest > 0 ? cx : 0
        out +=
          "<rect class=\"band\" x=\"\(bandX)\" y=\"\(cy - radius)\" width=\"\(cellWidth - cx)\" height=\"\(2 * radius)\"/>"
        out += "<circle class=\"disc\" cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(radius)\"/>"
      case .single:
        out += "<circle class=\"disc\" cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(radius)\"/>"
      }
    }
    if day.isToday { out += "<circle class=\"ring\" cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(radius + 1)\"/>" }
    // The focus day (named on the command line): a bar under its number, distinct from today's ring.
    if day.isFocus {
      out += "<rect class=\"focus-bar\" x=\"\(cx - 8)\" y=\"\(cy + 10)\" width=\"16\" height=\"2\" rx=\"1\"/>"
    }
    if !day.events.isEmpty {
      // A dot an event up to three, then "+N".
      let dots = min(day.events.count, 3)
      // Under the number (and its ring), above any line below it: a dot at the top of the cell
      // read as the previous row's (issue 11, item 18).
      let dotY = lines.count == 0 ? cy + 15 : cy + 19
      let extra = day.events.count > 3 ? 12 : 0
      var dotX = cx - ((dots - 1) * 7 + extra) / 2
      for _ in 0..<dots {
        out += "<circle class=\"dot\" cx=\"\(dotX)\" cy=\"\(dotY)\" r=\"2\"/>"
        dotX += 7
      }
      if extra > 0 {
        out += "<text class=\"more\" x=\"\(dotX + 3)\" y=\"\(dotY + 3)\">+\(day.events.count - 3)</text>"
      }
      let titles = day.events.map(\.title).joined(separator: ", ")
      out += "<title>\(XMLText.escaped(titles))</title>"
    }
    if lines.count == 0 {
      out += "<text x=\"\(cx)\" y=\"\(cy + Self.dayFont * 35 / 100)\">\(XMLText.escaped(day.label))</text></g>\n"
      return
    }
    // The day, and under it the secondary date (its month's name on the first day), then the name
    // of the day's first holiday.
    out += "<text x=\"\(cx)\" y=\"\(cy + 5)\">\(XMLText.escaped(day.label))</text>"
    var lineY = cy + 32
    if lines.secondary {
      if let secondary = day.secondary {
        out += "<text class=\"secondary\" x=\"\(cx)\" y=\"\(lineY)\">"
        out += "\(XMLText.escaped(secondary.cellText))</text>"
      }
      lineY += 20
    }
    if lines.names, let holiday = day.holidays.first, let name = fitted(holiday.name, width: cellWidth - 2) {
      out += "<text class=\"name\" x=\"\(cx)\" y=\"\(lineY)\""
      let documentLanguage = LanguageTag.base(document.locale).prefix { $0 != "-" }
      let script = holiday.script ?? document.script
      if let language = holiday.language,
        language.prefix(while: { $0 != "-" }) != documentLanguage || script != document.script
      {
        // A name in another language (or script) than the document's: tagged, in its own script's
        // fonts, and isolated (FSI … PDI) so that an ellipsis stays at its end in a right-to-left
        // document.
        out += " xml:lang=\"\(XMLText.escaped(language))\""
        if script != document.script {
          out += " font-family=\"\(XMLText.escaped(FontStack.css(script: script)))\""
        }
        out += ">\u{2068}\(XMLText.escaped(name))\u{2069}</text>"
      } else {
        out += ">\(XMLText.escaped(name))</text>"
      }
    }
    out += "</g>\n"
  }

  /// Pixels a name line's text needs at its 9px size, estimated from display width: a wide
  /// (East Asian) column pair is one em, a space a third, anything else 5.5px (Noto Sans averages
  /// about 0.52 em a Latin letter; Thai, Arabic and Devanagari clusters are one column each).
  func nameWidth(_ text: Substring) -> Int {
    var tenths = 0
    for character in text {
      if character == " " {
        tenths += 30
      } else if character == "\u{2026}" {
        tenths += 90
      } else {
        let columns = options.displayWidth(String(character))
        tenths += columns >= 2 ? 90 * columns / 2 : 55 * columns
      }
    }
    return (tenths + 9) / 10
  }

  /// `name` as it fits `width` pixels: whole, or cut at a character (grapheme cluster) and ended
  /// with "…"; nil when not even two characters and the ellipsis fit.
  func fitted(_ name: String, width: Int) -> String? {
    if nameWidth(name[...]) <= width { return name }
    var kept = Substring(name)
    while let last = kept.indices.last {
      kept = kept[..<last]
      while kept.last?.isWhitespace == true { kept = kept.dropLast() }
      if nameWidth(kept) + 9 <= width { break }
    }
    return kept.count >= 2 ? kept + "\u{2026}" : nil
  }
}
