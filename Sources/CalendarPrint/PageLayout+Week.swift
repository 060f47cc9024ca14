import CalendarModel

extension PageLayout {
  /// A week a page: a band a day, the day's number, weekday and second date at the start side, its
  /// holidays and events beside them.
  func drawWeek(_ strip: WeekStrip, months: [MonthGrid]) {
    let content = self.content
    let titleSize = min(content.height * 0.045, content.width * 0.06, 28)
    let titleBox = PrintBox(
      x: content.x, y: content.y, width: content.width,
      height: max(titleSize * 1.5, canvas.height(of: strip.title, font: font, size: titleSize, bold: true)))
    heading(strip.title, in: titleBox, size: titleSize)
    if let label = strip.week.weekLabel {
      canvas.text(label, in: titleBox, font: font, size: titleSize * 0.6, side: end, color: palette.muted)
    }
    let top = titleBox.maxY + titleSize * 0.4
    let rowHeight = (content.maxY - top) / 7
    let dayColumn = min(content.width * 0.24, 150)
    for (index, day) in strip.week.days.enumerated() {
      let band = PrintBox(x: content.x, y: top + Double(index) * rowHeight, width: content.width, height: rowHeight)
      if day.selection != nil { canvas.fill(band, palette.band) }
      canvas.line(band.x, band.y, band.maxX, band.y, width: index == 0 ? 0.8 : 0.5, palette.rule)
      let side = PrintBox(
        x: rightToLeft ? band.maxX - dayColumn : band.x, y: band.y, width: dayColumn, height: band.height)
      let inner = side.inset(by: min(rowHeight * 0.08, 8))
      let lines = [frame.header(of: day.weekday)?.names.wide, day.secondary?.label].compactMap { $0 }
      // The number and its lines at the sizes the band's height allows (Arabic's line is tall).
      var numberSize = min(rowHeight * 0.3, dayColumn * 0.22, 26)
      var smallSize = max(min(numberSize * 0.45, 11), 5)
      let needed =
        canvas.height(of: day.label, font: font, size: numberSize, bold: true)
        + lines.reduce(0) { $0 + canvas.height(of: $1, font: font, size: smallSize) }
      if needed > inner.height {
        // A little under the exact ratio: heights do not scale exactly with the size (rounding).
        let factor = inner.height / needed * 0.97
        numberSize *= factor
        smallSize *= factor
      }
      let numberHeight = canvas.height(of: day.label, font: font, size: numberSize, bold: true)
      let numberLine = PrintBox(x: inner.x, y: inner.y, width: inner.width, height: numberHeight)
      canvas.text(
        day.label, in: numberLine, bounds: side, font: font, size: numberSize, bold: true, side: start,
        color: color(of: day))
      drawMoon(
        of: day, after: canvas.width(of: day.label, font: font, size: numberSize, bold: true), in: numberLine,
        cell: side, numberSize: numberSize)
      var y = inner.y + numberHeight
      for line in lines {
        let height = canvas.height(of: line, font: font, size: smallSize)
        guard y + height <= inner.maxY else { break }
        canvas.text(
          line, in: PrintBox(x: inner.x, y: y, width: inner.width, height: height), bounds: side, font: font,
          size: smallSize, side: start, color: palette.muted)
        y += height
      }
      if marksToday && day.isToday { canvas.stroke(band.inset(by: 1.5), width: 2, palette.today) }
      let rest = PrintBox(
        x: rightToLeft ? band.x : band.x + dayColumn, y: band.y, width: band.width - dayColumn, height: band.height)
      let restInner = rest.inset(by: min(rowHeight * 0.08, 8))
      drawLines(itemLines(of: day), from: restInner.y, in: restInner, cell: rest, size: smallSize * 1.1)
    }
    canvas.line(content.x, content.maxY, content.maxX, content.maxY, width: 0.8, palette.rule)
  }
}
