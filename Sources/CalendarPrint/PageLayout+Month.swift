import CalendarModel

extension PageLayout {
  /// A month a page: its title, the weekday header and a cell a day, each cell large enough for the
  /// day's number, its second calendar's date, its holidays' names and its events' titles (cut with
  /// an ellipsis; a "+N" line when more than fit).
  func drawMonth(_ month: MonthGrid) {
    let content = self.content
    let titleSize = min(content.height * 0.045, content.width * 0.06, 30)
    let titleBox = PrintBox(x: content.x, y: content.y, width: content.width, height: titleSize * 1.5)
    heading(month.headings.title, in: titleBox, size: titleSize)
    let noteSize = max(titleSize * 0.3, 6)
    let hasNote = !frame.holidayCoverageGaps.isEmpty
    let footer = hasNote ? noteSize * 1.8 : 0
    let weekColumn = frame.weekNumbering == nil ? 0 : min(content.width * 0.06, 28)
    let columns = PrintBox(
      x: rightToLeft ? content.x : content.x + weekColumn, y: content.y, width: content.width - weekColumn,
      height: content.height)
    let columnWidth = columns.width / 7
    let headerSize = min(titleSize * 0.45, columnWidth * 0.16, 12)
    let headerTop = titleBox.maxY + titleSize * 0.4
    let headerHeight = headerSize * 1.9
    let labelWidth = weekdayWidth(fitting: columnWidth - 6, size: headerSize)
    for (index, header) in frame.weekdays.enumerated() {
      let cell = column(index, of: 7, in: PrintBox(x: columns.x, y: headerTop, width: columns.width, height: headerHeight))
      canvas.text(
        header.names[labelWidth], in: cell.inset(by: 2), font: font, size: headerSize, bold: true, side: .center,
        color: color(of: header))
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
    let smallSize = max(min(numberSize * 0.52, 9.5), 5)
    let numberColor = day.inMonth ? color(of: day) : palette.muted
    let firstLine = PrintBox(x: inner.x, y: inner.y, width: inner.width, height: numberSize * 1.45)
    let label = day.label
    canvas.text(label, in: firstLine, bounds: cell, font: font, size: numberSize, bold: true, side: start, color: numberColor)
    if marksToday && day.isToday { canvas.stroke(cell.inset(by: 1.5), width: 2, palette.today) }
    guard day.inMonth, day.hasEventsHolidaysOrSecondary else { return }
    if let secondary = day.secondary {
      // Beside the number, against the other side: the second calendar's day (its month named on
      // the first of a month, as the locale writes it).
      let used = canvas.width(of: label, font: font, size: numberSize, bold: true) + padding
      let box = PrintBox(
        x: rightToLeft ? inner.x : inner.x + used, y: inner.y + (numberSize - smallSize) * 0.55,
        width: max(inner.width - used, 0), height: smallSize * 1.6)
      canvas.text(secondary.label, in: box, bounds: cell, font: font, size: smallSize, side: end, color: palette.muted)
    }
    var lines: [(text: String, font: String, color: UInt32)] = []
    for holiday in day.holidays {
      let font = holiday.script.map { $0 == frame.script ? self.font : Self.families(script: $0) } ?? self.font
      lines.append((holiday.name, font, holiday.kind.isDayOff ? palette.red : palette.foreground))
    }
    for event in day.events {
      // A timed event's start (hh:mm of its RFC 3339 start) before its title.
      let time = event.allDay ? "" : String(event.start.dropFirst(11).prefix(5))
      lines.append((time.isEmpty ? event.title : "\(time) \(event.title)", font, palette.foreground))
    }
    let lineHeight = smallSize * 1.5
    var y = firstLine.maxY + smallSize * 0.15
    let room = Int(((inner.maxY - y) / lineHeight).rounded(.down))
    guard room > 0 else { return }
    let shown = lines.count > room ? room - 1 : lines.count
    for line in lines.prefix(shown) {
      canvas.text(
        line.text, in: PrintBox(x: inner.x, y: y, width: inner.width, height: lineHeight), bounds: cell,
        font: line.font, size: smallSize, side: start, color: line.color)
      y += lineHeight
    }
    if shown < lines.count {
      canvas.text(
        "+\(lines.count - shown)", in: PrintBox(x: inner.x, y: y, width: inner.width, height: lineHeight), bounds: cell,
        font: font, size: smallSize, bold: true, side: start, color: palette.muted)
    }
  }
}
