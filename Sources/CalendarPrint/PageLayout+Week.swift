import CalendarModel

extension PageLayout {
  /// A week a page: a band a day, the day's number, weekday and second date at the start side, its
  /// holidays and events beside them.
  func drawWeek(_ strip: WeekStrip, months: [MonthGrid]) {
    let content = self.content
    let titleSize = min(content.height * 0.045, content.width * 0.06, 28)
    let titleBox = PrintBox(x: content.x, y: content.y, width: content.width, height: titleSize * 1.5)
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
      let numberSize = min(rowHeight * 0.3, dayColumn * 0.22, 26)
      let smallSize = max(min(numberSize * 0.45, 11), 5)
      canvas.text(
        day.label, in: PrintBox(x: inner.x, y: inner.y, width: inner.width, height: numberSize * 1.4), bounds: side,
        font: font, size: numberSize, bold: true, side: start, color: color(of: day))
      var y = inner.y + numberSize * 1.45
      for line in [frame.header(of: day.weekday)?.names.wide, day.secondary?.label].compactMap({ $0 }) {
        guard y + smallSize * 1.5 <= inner.maxY else { break }
        canvas.text(
          line, in: PrintBox(x: inner.x, y: y, width: inner.width, height: smallSize * 1.5), bounds: side, font: font,
          size: smallSize, side: start, color: palette.muted)
        y += smallSize * 1.5
      }
      if marksToday && day.isToday { canvas.stroke(band.inset(by: 1.5), width: 2, palette.today) }
      let rest = PrintBox(
        x: rightToLeft ? band.x : band.x + dayColumn, y: band.y, width: band.width - dayColumn, height: band.height)
      let restInner = rest.inset(by: min(rowHeight * 0.08, 8))
      var lines: [(String, String, UInt32)] = []
      for holiday in day.holidays {
        let font = holiday.script.map { $0 == frame.script ? self.font : Self.families(script: $0) } ?? self.font
        lines.append((holiday.name, font, holiday.kind.isDayOff ? palette.red : palette.foreground))
      }
      for event in day.events {
        let time = event.allDay ? "" : String(event.start.dropFirst(11).prefix(5))
        lines.append((time.isEmpty ? event.title : "\(time) \(event.title)", font, palette.foreground))
      }
      let lineHeight = smallSize * 1.6
      var lineY = restInner.y
      for (text, font, color) in lines where lineY + lineHeight <= restInner.maxY {
        canvas.text(
          text, in: PrintBox(x: restInner.x, y: lineY, width: restInner.width, height: lineHeight), bounds: rest,
          font: font, size: smallSize * 1.1, side: start, color: color)
        lineY += lineHeight
      }
    }
    canvas.line(content.x, content.maxY, content.maxX, content.maxY, width: 0.8, palette.rule)
  }
}
