import CalendarModel

extension PageLayout {
  /// The width a day's moon phase takes beside its number at `numberSize` (its disc and the gap
  /// before it), 0 when the day has none.
  func moonWidth(of day: DayCell, numberSize: Double) -> Double {
    day.sky.contains(where: \.isMoonPhase) ? moonRadius(numberSize: numberSize) * 2 + numberSize * 0.3 : 0
  }

  private func moonRadius(numberSize: Double) -> Double { numberSize * 0.26 }

  /// The day's principal moon phase as a small disc after its number (`after`: the number's end,
  /// measured from the start side of `line`), its centre on the number's middle, as SVG draws it:
  /// seen from the northern hemisphere, the dark part filled and the lit part open — a new moon
  /// filled, a full moon a ring, the first quarter dark on the left, the last on the right. Left
  /// out when the disc would not fit inside `line` (a narrow cell), so it never reaches a
  /// neighbour; recorded with `cell` as its bounds.
  func drawMoon(of day: DayCell, after: Double, in line: PrintBox, cell: PrintBox, numberSize: Double) {
    guard let event = day.sky.first(where: \.isMoonPhase), case .moonPhase(let phase) = event.kind else { return }
    let radius = moonRadius(numberSize: numberSize)
    let stroke = max(radius * 0.22, 0.5, canvas.minimumLineWidth)
    let reach = radius + stroke / 2
    let offset = after + numberSize * 0.3 + radius
    let cx = rightToLeft ? line.maxX - offset : line.x + offset
    let cy = line.y + line.height / 2
    let disc = PrintBox(x: cx - reach, y: cy - reach, width: reach * 2, height: reach * 2)
    guard line.contains(disc), cell.contains(disc) else { return }
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
