import CalendarModel

extension SVGWriter {
  /// The text of a day cell that is the same in every cell of a document (its size, where its
  /// number and small lines sit), written once per document and copied into each cell.
  struct Fragments {
    private let storage = OutputBuffer(capacity: 256)
    /// After the cell's position: the end of the group's start tag and the unpainted cell rect.
    private let cellEnd: Range<Int>
    /// The start tag of the day's number.
    private let number: Range<Int>
    /// The start tags of the secondary date and of the holiday name (without its `>`).
    private let secondary: Range<Int>
    private let name: Range<Int>
    private let skyName: Range<Int>
    /// A solar term's name on the line under its day's holiday name.
    private let skyNameBelow: Range<Int>

    init(_ geometry: SVGGeometry) {
      let out = storage
      func piece(_ write: () -> Void) -> Range<Int> {
        let start = out.count
        write()
        return start..<out.count
      }
      let (cx, cy) = geometry.markCenter
      cellEnd = piece {
        // The cell itself, unpainted: what a day's text must stay inside (the browser test
        // measures it).
        out.append(")\"><rect class=\"cell\" width=\"")
        out.append(geometry.cellWidth)
        out.append("\" height=\"")
        out.append(geometry.rowHeight)
        out.append("\"/>")
      }
      number = piece {
        out.append("<text x=\"")
        out.append(cx)
        out.append("\" y=\"")
        // Without small lines the number sits on the cell's middle (a 15px font's baseline 0.35 em
        // under it); with them, it has room above them.
        out.append(geometry.lines.count == 0 ? cy + SVGGeometry.dayFont * 35 / 100 : cy + 5)
        out.append("\">")
      }
      // The small lines: the secondary date, then the holiday name (under the secondary date's
      // line when the document has one, whether this day has a secondary date or not).
      secondary = piece {
        out.append("<text class=\"secondary\" x=\"")
        out.append(cx)
        out.append("\" y=\"")
        out.append(cy + 32)
        out.append("\">")
      }
      name = piece {
        out.append("<text class=\"name\" x=\"")
        out.append(cx)
        out.append("\" y=\"")
        out.append(cy + 32 + (geometry.lines.secondary ? 20 : 0))
        out.append("\"")
      }
      // A solar term's name on the same line, in the sky's colour (not a holiday's red).
      skyName = piece {
        out.append("<text class=\"name sky\" x=\"")
        out.append(cx)
        out.append("\" y=\"")
        out.append(cy + 32 + (geometry.lines.secondary ? 20 : 0))
        out.append("\"")
      }
      skyNameBelow = piece {
        out.append("<text class=\"name sky\" x=\"")
        out.append(cx)
        out.append("\" y=\"")
        out.append(cy + 52 + (geometry.lines.secondary ? 20 : 0))
        out.append("\"")
      }
    }

    @inline(__always)
    private func append(_ range: Range<Int>, to out: OutputBuffer) {
      out.append(UnsafeBufferPointer(rebasing: storage.bytes[range]))
    }

    func appendCellEnd(to out: OutputBuffer) { append(cellEnd, to: out) }
    func appendNumber(to out: OutputBuffer) { append(number, to: out) }
    func appendSecondary(to out: OutputBuffer) { append(secondary, to: out) }
    func appendName(to out: OutputBuffer) { append(name, to: out) }
    func appendSkyName(below: Bool, to out: OutputBuffer) { append(below ? skyNameBelow : skyName, to: out) }
  }

  /// A day's group at (`x`, `y`): its states as classes, its ISO date and full localized date, its
  /// marks (selection, today's ring, the focus bar, event dots), its number and small lines.
  ///
  /// The cell is read where it lies: passed by value it would be copied out of its array, its
  /// strings and arrays retained, for every cell.
  func writeDay(_ day: UnsafePointer<DayCell>, x: Int, y: Int, to out: OutputBuffer) {
    guard day.pointee.inMonth || adjacent || inWeekView else { return }
    // One read of the cell's out-of-line part for a plain day (each read below retains and releases it).
    let decorated = day.pointee.hasEventsHolidaysOrSecondary
    let hasHolidays = decorated && !day.pointee.holidays.isEmpty
    // `isDayOff` would copy the cell to call its getter; most cells have no holiday to look at.
    let dayOff = hasHolidays && day.pointee.holidays.contains { $0.kind.isDayOff }
    let workday = hasHolidays && day.pointee.holidays.contains { $0.kind == .workday }
    out.append("<g class=\"day")
    if hasHolidays {
      out.append(dayOff ? " holiday red" : workday ? " holiday workday" : " holiday")
      Self.appendCategories(of: day.pointee.holidays, to: out)
    }
    let sky = decorated ? day.pointee.sky : []
    if sky.contains(where: \.isNamedUnderTheDay) { out.append(" term") }
    // A weekend day worked (调休, 補班) takes no weekend colour: it is drawn as a working day.
    if day.pointee.isWeekend, !dayOff, !workday, let color = weekendColors[day.pointee.weekday.rawValue] {
      append(color, to: out)
    }
    if !day.pointee.inMonth && !inWeekView { out.append(" outside") }
    if day.pointee.isToday { out.append(" today") }
    if day.pointee.isFocus { out.append(" focus") }
    let role = day.pointee.selection
    if let role {
      switch role {
      case .single: out.append(" selected single on-disc")
      case .start: out.append(" selected start on-disc")
      case .middle: out.append(" selected middle")
      case .end: out.append(" selected end on-disc")
      }
    }
    out.append("\" data-date=\"")
    out.appendISODate(day.pointee.date)
    if let label = day.pointee.fullDateLabel {
      out.append("\" role=\"img\" aria-label=\"")
      // A plain day's name is its date: its holidays and sky (two reads of the out-of-line part,
      // a retain and release each) only when it has any.
      if decorated {
        XMLText.appendAccessibleName(label, holidays: day.pointee.holidays, sky: sky, to: out)
      } else {
        XMLText.append(label, to: out)
      }
    }
    out.append("\" transform=\"translate(")
    out.append(x)
    out.append(UInt8(ascii: ","))
    out.append(y)
    fragments.appendCellEnd(to: out)
    if let role { writeSelection(role, to: out) }
    let (cx, cy) = geometry.markCenter
    if day.pointee.isToday {
      out.append("<circle class=\"ring\" cx=\"")
      writeCircle(cx, cy, radius: SVGGeometry.markRadius + 1, to: out)
    }
    // The focus day (named on the command line): a bar under its number, distinct from today's ring.
    if day.pointee.isFocus {
      out.append("<rect class=\"focus-bar\" x=\"")
      out.append(cx - 8)
      out.append("\" y=\"")
      out.append(cy + 10)
      out.append("\" width=\"16\" height=\"2\" rx=\"1\"/>")
    }
    if decorated, !day.pointee.events.isEmpty { writeEvents(day.pointee.events, to: out) }
    if let phase = sky.first(where: \.isMoonPhase) { writeMoon(phase, to: out) }
    fragments.appendNumber(to: out)
    XMLText.appendLabel(of: day, to: out)
    guard geometry.lines.count > 0 else {
      out.append("</text></g>\n")
      return
    }
    out.append("</text>")
    if geometry.lines.secondary, decorated, let secondary = day.pointee.secondary {
      // The secondary date (its month's name on the first day).
      fragments.appendSecondary(to: out)
      XMLText.append(secondary.cellText, to: out)
      out.append("</text>")
    }
    let holiday = geometry.lines.names && hasHolidays ? day.pointee.holidays.first : nil
    if let holiday {
      // An estimate's name is cut before its "(estimated)": a leading "~" says it in the cell.
      writeName(
        holiday.estimated ? "~" + holiday.name : holiday.name, language: holiday.language, script: holiday.script,
        to: out)
    }
    if geometry.lines.names, holiday == nil || geometry.lines.termsBelow,
      let term = sky.first(where: \.isNamedUnderTheDay)
    {
      let line: SkyNameLine = holiday == nil ? .onNameLine : .belowHoliday
      writeName(term.name, language: term.language, script: nil, sky: line, to: out)
    }
    out.append("</g>\n")
  }

  /// A range is one band with round ends, broken at row edges; a single day is a disc.
  private func writeSelection(_ role: Selection.Role, to out: OutputBuffer) {
    let (cx, cy) = geometry.markCenter
    let cellWidth = geometry.cellWidth, radius = SVGGeometry.markRadius
    func band(x: Int, width: Int) {
      out.append("<rect class=\"band\" x=\"")
      out.append(x)
      out.append("\" y=\"")
      out.append(cy - radius)
      out.append("\" width=\"")
      out.append(width)
      out.append("\" height=\"")
      out.append(2 * radius)
      out.append("\"/>")
    }
    switch role {
    case .middle:
      band(x: 0, width: cellWidth)
    case .start, .end:
      let forward = geometry.rightToLeft ? -1 : 1
      let towardsRest = role == .start ? forward : -forward
      band(x: towardsRest > 0 ? cx : 0, width: cellWidth - cx)
      out.append("<circle class=\"disc\" cx=\"")
      writeCircle(cx, cy, radius: radius, to: out)
    case .single:
      out.append("<circle class=\"disc\" cx=\"")
      writeCircle(cx, cy, radius: radius, to: out)
    }
  }

  /// The rest of a circle element, after `cx="`.
  private func writeCircle(_ cx: Int, _ cy: Int, radius: Int, to out: OutputBuffer) {
    out.append(cx)
    out.append("\" cy=\"")
    out.append(cy)
    out.append("\" r=\"")
    out.append(radius)
    out.append("\"/>")
  }

  /// A dot an event up to three, then "+N", and the events' titles as the cell's tooltip.
  private func writeEvents(_ events: [DayEvent], to out: OutputBuffer) {
    let (cx, cy) = geometry.markCenter
    let dots = min(events.count, 3)
    // Under the number (and its ring), above any line below it: a dot at the top of the cell
    // read as the previous row's (issue 11, item 18).
    let dotY = geometry.lines.count == 0 ? cy + 15 : cy + 19
    let extra = events.count > 3 ? 12 : 0
    var dotX = cx - ((dots - 1) * 7 + extra) / 2
    for _ in 0..<dots {
      out.append("<circle class=\"dot\" cx=\"")
      writeCircle(dotX, dotY, radius: 2, to: out)
      dotX += 7
    }
    if extra > 0 {
      out.append("<text class=\"more\" x=\"")
      out.append(dotX + 3)
      out.append("\" y=\"")
      out.append(dotY + 3)
      out.append("\">+")
      out.append(events.count - 3)
      out.append("</text>")
    }
    out.append("<title>")
    for (index, event) in events.enumerated() {
      if index > 0 { out.append(", ") }
      XMLText.append(event.title, to: out)
    }
    out.append("</title>")
  }

  /// The moon's phase as a small disc at the number's top right (top left in RTL), as
  /// seen from the northern hemisphere: the dark part filled, the lit part open — new moon filled,
  /// full moon a ring, the first quarter dark on the left, the last on the right. Its name and
  /// local time are its tooltip.
  private func writeMoon(_ event: DaySky, to out: OutputBuffer) {
    guard case .moonPhase(let phase) = event.kind else { return }
    // Beside the number's upper corner, outside today's ring (radius 16: 17 across and 12 up is
    // 20.8 from the centre, more than the ring and the disc's radius) and inside the cell.
    let radius = 4, (centerX, centerY) = geometry.markCenter
    let cx = geometry.rightToLeft ? centerX - 17 : centerX + 17, cy = max(radius + 1, centerY - 12)
    out.append("<g class=\"moon ")
    out.append(phase.rawValue)
    out.append("\"><circle cx=\"")
    writeCircle(cx, cy, radius: radius, to: out)
    if phase == .firstQuarter || phase == .lastQuarter {
      // The dark half: from the top to the bottom of the disc round its left (first quarter) or
      // right side (last quarter).
      out.append("<path d=\"M")
      out.append(cx)
      out.append(UInt8(ascii: " "))
      out.append(cy - radius)
      out.append("A\(radius) \(radius) 0 0 ")
      out.append(phase == .firstQuarter ? "0 " : "1 ")
      out.append(cx)
      out.append(UInt8(ascii: " "))
      out.append(cy + radius)
      out.append("Z\"/>")
    }
    out.append("<title>")
    XMLText.append(event.name, to: out)
    out.append(UInt8(ascii: " "))
    let local = event.localTime
    XMLText.append(String(local.dropFirst(11).prefix(5)), to: out)
    out.append("</title></g>")
  }

  /// Where a solar term's name goes: on the name line, or under the day's holiday name.
  enum SkyNameLine { case onNameLine, belowHoliday }

  /// The name of the day's first holiday or its solar term, fitted to the cell (left out when too
  /// little of it fits).
  private func writeName(
    _ text: String, language: String?, script: String?, sky: SkyNameLine? = nil, to out: OutputBuffer
  ) {
    guard let name = fitting.fitted(text, width: geometry.cellWidth - 2) else { return }
    if let sky { fragments.appendSkyName(below: sky == .belowHoliday, to: out) } else { fragments.appendName(to: out) }
    let script = script ?? self.script
    if let language,
      language.prefix(while: { $0 != "-" }) != documentLanguage || script != self.script
    {
      // A name in another language (or script) than the document's: tagged, in its own script's
      // fonts, and isolated (FSI … PDI) so that an ellipsis stays at its end in a right-to-left
      // document.
      out.append(" xml:lang=\"")
      XMLText.append(language, to: out)
      if script != self.script {
        out.append("\" font-family=\"")
        SVGStyle.appendFontFamily(script: script, to: out)
      }
      out.append("\">\u{2068}")
      XMLText.append(name, to: out)
      out.append("\u{2069}</text>")
    } else {
      out.append(UInt8(ascii: ">"))
      XMLText.append(name, to: out)
      out.append("</text>")
    }
  }
}

extension SVGWriter {
  /// The categories of a day's holidays other than `public`, as classes in the enum's order
  /// (` bank`, ` optional`, ` observance`, ` school`): what `--holiday-categories` added; then
  /// ` estimated` when one of them is reckoned ahead of its announcement.
  static func appendCategories(of holidays: [DayHoliday], to out: OutputBuffer) {
    if holidays.contains(where: { $0.category != .public }) {
      for category in HolidayCategory.allCases where category != .public && holidays.contains(where: { $0.category == category }) {
        out.append(" ")
        out.append(category.rawValue)
      }
    }
    if holidays.contains(where: \.estimated) { out.append(" estimated") }
  }
}
