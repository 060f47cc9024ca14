import CalendarModel

extension PageLayout {
  /// The width a day's moon phase takes beside its number at `numberSize` (its disc and the gap
  /// before it), 0 when the day has none.
  func moonWidth(of day: DayCell, numberSize: Double) -> Double {
    day.sky.contains(where: \.isMoonPhase) ? moonRadius(numberSize: numberSize) * 2 + numberSize * 0.3 : 0
  }

  private func moonRadius(numberSize: Double) -> Double { numberSize * 0.26 }

  /// The day's principal moon phase as a small disc after its number (`after`: the number's end,
  /// measured from the start side of `line`), its centre on the number's middle. Left out when the
  /// disc would not fit inside `line` (a narrow cell), so it never reaches a neighbour.
  func drawMoon(of day: DayCell, after: Double, in line: PrintBox, cell: PrintBox, numberSize: Double) {
    let radius = moonRadius(numberSize: numberSize)
    let offset = after + numberSize * 0.3 + radius
    drawMoon(
      of: day, x: rightToLeft ? line.maxX - offset : line.x + offset, y: line.y + line.height / 2, radius: radius,
      inside: line, cell: cell)
  }

  /// The day's moon phase in a small card's cell: a smaller disc at the cell's top corner on the
  /// end side (right, or left in a right-to-left locale) as SVG's year view has it, clear of the
  /// centred number (at most about half the cell's width).
  func drawMoon(of day: DayCell, inCorner cell: PrintBox) {
    let radius = min(cell.width * 0.08, cell.height * 0.11)
    // Tight in the corner: today's ring (a PNG's) nearly fills the cell.
    let inset = radius * 1.25
    drawMoon(
      of: day, x: rightToLeft ? cell.x + inset : cell.maxX - inset, y: cell.y + inset, radius: radius, inside: cell,
      cell: cell)
  }

  /// Draws the disc as SVG does — seen from the northern hemisphere, the dark part filled and the
  /// lit part open: a new moon filled, a full moon a ring, the first quarter dark on the left, the
  /// last on the right — in the theme's tint, when it fits `inside`; records it with `cell`.
  private func drawMoon(of day: DayCell, x cx: Double, y cy: Double, radius: Double, inside: PrintBox, cell: PrintBox) {
    guard let event = day.sky.first(where: \.isMoonPhase), case .moonPhase(let phase) = event.kind else { return }
    let stroke = max(radius * 0.22, 0.4, canvas.minimumLineWidth)
    let reach = radius + stroke / 2
    let disc = PrintBox(x: cx - reach, y: cy - reach, width: reach * 2, height: reach * 2)
    guard inside.contains(disc), cell.contains(disc) else { return }
    let color = palette.tint
    switch phase {
    case .new: canvas.fillArc(cx, cy, radius: radius, from: 0, to: 2 * .pi, color)
    case .firstQuarter: canvas.fillArc(cx, cy, radius: radius, from: .pi / 2, to: .pi * 3 / 2, color)
    case .lastQuarter: canvas.fillArc(cx, cy, radius: radius, from: -.pi / 2, to: .pi / 2, color)
    case .full: break
    }
    canvas.circle(cx, cy, radius: radius, width: stroke, color)
    canvas.record(phase, date: day.date.isoString, bounds: cell, disc: disc)
  }
}
