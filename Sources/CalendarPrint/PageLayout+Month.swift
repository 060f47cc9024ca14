import CalendarModel

extension PageLayout {
  /// A month a page: its title, the weekday header and a cell a day, each cell large enough for the
  /// day's number, its second calendar's date, its holidays' names and its events' titles (cut with
  /// an ellipsis; a "+N" line when more than fit).
  func drawMonth(_ month: MonthGrid) {
    let content = self.content
    let titleSize = min(content.height * 0.045, content.width * 0.06, 30)
    let titleBox = PrintBox(
      x: content.x, y: content.y, width: content.width,
      height: max(titleSize * 1.5, canvas.height(of: month.headings.title, font: font, size: titleSize, bold: true)))
    heading(month.headings.title, in: titleBox, size: titleSize)
    let noteSize = max(titleSize * 0.3, 6)
    let hasNote = !frame.holidayCoverageGaps.isEmpty
    let footer = hasNote ? noteSize * 1.8 : 0
    let weekColumn = frame.weekNumbering == nil ? 0 : min(content.width * 0.06, 28)
    let columns = PrintBox(
      x: rightToLeft ? content.x : content.x + weekColumn, y: content.y, width: content.width - weekColumn,
      height: content.height)
    let columnWidth = columns.width / 7
    let headerSize = min(titleSize * 0.55, columnWidth * 0.16, 12)
    let headerTop = titleBox.maxY + titleSize * 0.4
    let labelWidth = weekdayWidth(fitting: columnWidth - 6, size: headerSize)
    let headerHeight = frame.weekdays.reduce(headerSize * 1.5) {
      max($0, canvas.height(of: $1.names[labelWidth], font: font, size: headerSize, bold: true))
    } + 4
    for (index, header) in frame.weekdays.enumerated() {
      let cell = column(index, of: 7, in: PrintBox(x: columns.x, y: headerTop, width: columns.width, height: headerHeight))
      canvas.text(
        header.names[labelWidth], in: cell.inset(by: 2), bounds: cell, font: font, size: headerSize, bold: true,
        side: .center, color: color(of: header))
    }
    let gridTop = headerTop + headerHeight
    let rows = max(month.weeks.count, 1)
    let rowHeight = (content.maxY - footer - gridTop) / Double(rows)
    let grid = PrintBox(x: content.x, y: gridTop, width: content.width, height: rowHeight * Double(rows))
    for row in 0..<month.weeks.count {
      let week = month.weeks[row]
      let rowBox = PrintBox(x: columns.x, y: gridTop + Double(row) * rowHeight, width: columns.width, height: rowHeight)
      if weekColumn > 0, let label = week.weekLabel {
        let box = PrintBox(
          x: rightToLeft ? columns.maxX : content.x, y: rowBox.y, width: weekColumn, height: rowHeight)
        canvas.text(label, in: box.inset(by: 3), font: font, size: headerSize * 0.85, side: .center, color: palette.muted)
      }
      for (index, day) in week.days.enumerated() {
        drawDay(day, in: column(index, of: 7, in: rowBox))
      }
    }
    // The rules: outer frame, rows and columns.
    canvas.stroke(PrintBox(x: columns.x, y: grid.y, width: columns.width, height: grid.height), width: 0.8, palette.rule)
    for row in 1..<max(rows, 1) {
      let y = gridTop + Double(row) * rowHeight
      canvas.line(columns.x, y, columns.maxX, y, width: 0.5, palette.rule)
    }
    for index in 1..<7 {
      let x = columns.x + Double(index) * columnWidth
      canvas.line(x, grid.y, x, grid.maxY, width: 0.5, palette.rule)
    }
    if hasNote {
      coverageNote(in: PrintBox(x: content.x, y: content.maxY - footer + noteSize * 0.4, width: content.width, height: noteSize * 1.4), size: noteSize)
    }
  }

  /// One day's cell: number and second date on the first line, then a line a holiday and event.
  func drawDay(_ day: DayCell, in cell: PrintBox) {
    let shows = day.inMonth || adjacent
    if day.selection != nil { canvas.fill(cell, palette.band) }
    guard shows else { return }
    let padding = min(cell.width, cell.height) * 0.06
    let inner = cell.inset(by: padding)
    let numberSize = min(cell.height * 0.2, cell.width * 0.22, 18)
    let smallSize = max(min(numberSize * 0.58, 9.5), 5)
    let numberColor = day.inMonth ? color(of: day) : palette.muted
    let label = day.label
    let firstLine = PrintBox(
      x: inner.x, y: inner.y, width: inner.width,
      height: max(numberSize * 1.3, canvas.height(of: label, font: font, size: numberSize, bold: true)))
    canvas.text(label, in: firstLine, bounds: cell, font: font, size: numberSize, bold: true, side: start, color: numberColor)
    if marksToday && day.isToday { canvas.stroke(cell.inset(by: 1.5), width: 2, palette.today) }
    guard day.inMonth, day.hasEventsHolidaysOrSecondary else { return }
    let numberWidth = canvas.width(of: label, font: font, size: numberSize, bold: true)
    drawMoon(of: day, after: numberWidth, in: firstLine, cell: cell, numberSize: numberSize)
    if let secondary = day.secondary {
      // Beside the number (and its moon), against the other side: the second calendar's day (its
      // month named on the first of a month, as the locale writes it).
      let used = numberWidth + moonWidth(of: day, numberSize: numberSize) + padding
      let box = PrintBox(
        x: rightToLeft ? inner.x : inner.x + used, y: inner.y + (numberSize - smallSize) * 0.55,
        width: max(inner.width - used, 0), height: smallSize * 1.6)
      canvas.text(secondary.label, in: box, bounds: cell, font: font, size: smallSize, side: end, color: palette.muted)
    }
    drawLines(itemLines(of: day), from: firstLine.maxY + smallSize * 0.15, in: inner, cell: cell, size: smallSize)
  }

  /// A day's holidays and events from `top` down, each line as tall as its fonts make it; when the
  /// rest do not fit, a last line "+N". A holiday's name wraps onto up to three lines where the
  /// cell has room for them and for the lines after it (Thai and German names are long for a
  /// seventh of a page); what still does not fit is cut with an ellipsis.
  func drawLines(
    _ lines: [(text: String, font: String, color: UInt32, wraps: Bool)], from top: Double, in inner: PrintBox,
    cell: PrintBox, size: Double
  ) {
    var y = top
    let more = canvas.height(of: "+9", font: font, size: size, bold: true)
    for (index, line) in lines.enumerated() {
      let lineHeight = canvas.height(of: line.text, font: line.font, size: size)
      let rest = lines.count - index - 1
      // The lines after this one: each at least as tall as this, or a "+N" in their place.
      let reserve = rest == 0 ? 0 : min(more, lineHeight)
      guard y + lineHeight + reserve <= inner.maxY || (rest == 0 && y + lineHeight <= inner.maxY) else {
        if y + more <= inner.maxY {
          canvas.text(
            "+\(rest + 1)", in: PrintBox(x: inner.x, y: y, width: inner.width, height: more), bounds: cell,
            font: font, size: size, bold: true, side: start, color: palette.muted)
        }
        return
      }
      let room = Int(((inner.maxY - y - Double(rest) * lineHeight) / lineHeight).rounded(.down))
      let count = line.wraps ? max(min(room, 3), 1) : 1
      let used = canvas.text(
        line.text, in: PrintBox(x: inner.x, y: y, width: inner.width, height: lineHeight * Double(count)),
        bounds: cell, font: line.font, size: size, side: start, color: line.color, lines: count)
      y += max(used, lineHeight)
    }
  }

  /// A day's lines under its number: its holidays' names (red when a day off; in their own script's
  /// fonts), its solar term's or season's name (`--sky`, in the sky's colour, as SVG's), then its
  /// events (a timed one after its start, hh:mm of its RFC 3339 start).
  func itemLines(of day: DayCell) -> [(text: String, font: String, color: UInt32, wraps: Bool)] {
    var lines: [(text: String, font: String, color: UInt32, wraps: Bool)] = []
    for holiday in day.holidays {
      let font = holiday.script.map { $0 == frame.script ? self.font : Self.families(script: $0) } ?? self.font
      // A holiday of another list than the public one says which (` (bank)`); an estimate a "~"
      // before its name as well, which an ellipsis cannot cut off as it can "(estimated)".
      lines.append(
        (
          (holiday.estimated ? "~" : "") + holiday.name + holiday.categorySuffix, font,
          holiday.kind.isDayOff ? palette.red : palette.foreground, true
        ))
    }
    for event in day.sky where event.isNamedUnderTheDay {
      lines.append((event.name, font, palette.tint, true))
    }
    for event in day.events {
      let time = event.allDay ? "" : String(event.start.dropFirst(11).prefix(5))
      lines.append((time.isEmpty ? event.title : "\(time) \(event.title)", font, palette.foreground, false))
    }
    return lines
  }
}
