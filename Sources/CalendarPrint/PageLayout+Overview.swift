import CalendarModel

extension PageLayout {
  /// The months on one page, as small cards in reading order (from the right in RTL): a year view's
  /// page, and the cover of a multi-month PDF, where each card links to its month's page.
  func drawOverview(title: String, months: [MonthGrid], linked: Bool, yearView: Bool) {
    let content = self.content
    let titleSize = min(content.height * 0.05, content.width * 0.07, 34)
    let titleBox = PrintBox(
      x: content.x, y: content.y, width: content.width,
      height: max(titleSize * 1.5, canvas.height(of: title, font: font, size: titleSize, bold: true)))
    heading(title, in: titleBox, size: titleSize, side: .center)
    guard !months.isEmpty else { return }
    let noteSize = max(titleSize * 0.25, 6)
    let footer = frame.holidayCoverageGaps.isEmpty ? 0 : noteSize * 1.8
    let count = months.count
    var columns = width > height ? 4 : 3
    if count > 16 { columns = width > height ? 6 : 4 }
    columns = min(columns, count)
    let rows = (count + columns - 1) / columns
    let gap = content.width * 0.03
    let area = PrintBox(
      x: content.x, y: titleBox.maxY + titleSize * 0.5, width: content.width,
      height: content.maxY - footer - titleBox.maxY - titleSize * 0.5)
    let cardHeight = (area.height - gap * Double(rows - 1)) / Double(rows)
    for (index, month) in months.enumerated() {
      let row = index / columns
      let rowBox = PrintBox(x: area.x, y: area.y + Double(row) * (cardHeight + gap), width: area.width, height: cardHeight)
      let card = column(index % columns, of: columns, in: rowBox, gap: gap)
      drawCard(month, in: card, title: yearView ? month.headings.monthLabel : month.headings.title)
      if linked { canvas.link(card, to: Self.destination(index)) }
    }
    if footer > 0 {
      coverageNote(
        in: PrintBox(x: content.x, y: content.maxY - footer + noteSize * 0.4, width: content.width, height: noteSize * 1.4),
        size: noteSize)
    }
  }

  /// A small month: its name, narrow weekday labels, and the day numbers in their colours (with
  /// their moon phases' discs; a term's name has no room).
  private func drawCard(_ month: MonthGrid, in card: PrintBox, title: String) {
    let cellWidth = card.width / 7
    // Six rows whatever the month, so that the cards of a page line up; sizes shrunk where the
    // script's line is taller than a row (Arabic, Devanagari).
    let cellHeight = card.height / 8.2
    let titleSize = size(min(cellHeight * 0.75, card.width * 0.09, 14), fitting: title, height: cellHeight * 1.2, bold: true)
    heading(title, in: PrintBox(x: card.x, y: card.y, width: card.width, height: cellHeight * 1.2), size: titleSize)
    let sample = month.weeks.last?.days.last?.label ?? "28"
    let daySize = size(min(cellHeight * 0.55, cellWidth * 0.45, 11), fitting: sample, height: cellHeight)
    let headerTop = card.y + cellHeight * 1.2
    for (index, header) in frame.weekdays.enumerated() {
      let cell = column(index, of: 7, in: PrintBox(x: card.x, y: headerTop, width: card.width, height: cellHeight))
      canvas.text(
        header.names.narrow, in: cell, font: font, size: size(daySize * 0.85, fitting: header.names.narrow, height: cellHeight, bold: true),
        bold: true, side: .center, color: color(of: header))
    }
    let gridTop = headerTop + cellHeight
    canvas.line(card.x, gridTop - cellHeight * 0.08, card.maxX, gridTop - cellHeight * 0.08, width: 0.4, palette.rule)
    for row in 0..<month.weeks.count {
      let rowBox = PrintBox(x: card.x, y: gridTop + Double(row) * cellHeight, width: card.width, height: cellHeight)
      for (index, day) in month.weeks[row].days.enumerated() where day.inMonth || adjacent {
        let cell = column(index, of: 7, in: rowBox)
        canvas.text(
          day.label, in: cell, font: font, size: daySize, bold: day.isDayOff, side: .center,
          color: day.inMonth ? color(of: day) : palette.muted)
        if day.inMonth { drawMoon(of: day, inCorner: cell) }
        if marksToday && day.isToday {
          canvas.circle(cell.x + cell.width / 2, cell.y + cell.height / 2, radius: min(cell.width, cell.height) * 0.48, width: 1.2, palette.today)
        }
      }
    }
  }
}
