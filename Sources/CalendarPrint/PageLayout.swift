import CalendarModel
import CalendarRenderers

/// The geometry of one document's pages: where the title, the header and each cell go, mirrored for
/// right-to-left documents, and the colours and fonts every page shares.
struct PageLayout {
  let canvas: PrintCanvas
  let frame: CalendarDocument
  let palette: PrintPalette
  let width: Double
  let height: Double
  let margin: Double
  let adjacent: Bool
  let marksToday: Bool
  /// The Pango family list of the document's script (the SVG renderer's stack).
  let font: String
  let rightToLeft: Bool

  init(
    canvas: PrintCanvas, frame: CalendarDocument, palette: PrintPalette, width: Double, height: Double,
    margin: Double, adjacent: Bool, marksToday: Bool
  ) {
    self.canvas = canvas
    self.frame = frame
    self.palette = palette
    self.width = width
    self.height = height
    self.margin = margin
    self.adjacent = adjacent
    self.marksToday = marksToday
    font = Self.families(script: frame.script)
    rightToLeft = frame.direction == .rtl
  }

  static func families(script: String) -> String { FontStack.families(script: script).joined(separator: ", ") }

  /// The name of month `index`'s page, for the overview's links.
  static func destination(_ index: Int) -> String { "month-\(index + 1)" }

  /// The page inside its margins.
  var content: PrintBox { PrintBox(x: 0, y: 0, width: width, height: height).inset(by: margin) }

  /// The side text starts on, and the side it ends on.
  var start: PrintCanvas.Side { rightToLeft ? .right : .left }
  var end: PrintCanvas.Side { rightToLeft ? .left : .right }

  /// Column `index` (in the document's order) of `count` across `box`, from the right in RTL.
  func column(_ index: Int, of count: Int, in box: PrintBox, gap: Double = 0) -> PrintBox {
    let width = (box.width - gap * Double(count - 1)) / Double(count)
    let visual = rightToLeft ? count - 1 - index : index
    return PrintBox(x: box.x + Double(visual) * (width + gap), y: box.y, width: width, height: box.height)
  }

  func background() { canvas.fill(PrintBox(x: 0, y: 0, width: width, height: height), palette.background) }

  /// The colour of a day's number: a day off is red; a weekend day takes the locale's colour, unless
  /// it is worked (调休, 補班).
  func color(of day: DayCell) -> UInt32 {
    if day.isDayOff { return palette.red }
    if day.isWeekend, !day.isMakeUpWorkday, let color = frame.weekendColors[day.weekday] { return palette.color(color) }
    return palette.foreground
  }

  /// The colour of a weekday's header.
  func color(of header: WeekdayHeader) -> UInt32 {
    if header.isWeekend, let color = frame.weekendColors[header.weekday] { return palette.color(color) }
    return palette.foreground
  }

  /// The widest of the weekday names that all fit `width` at `size` (wide, abbreviated, short, narrow).
  func weekdayWidth(fitting width: Double, size: Double) -> LabelWidth {
    for candidate in [LabelWidth.wide, .abbreviated, .short] {
      let fits = frame.weekdays.allSatisfy {
        canvas.width(of: $0.names[candidate], font: font, size: size, bold: true) <= width
      }
      if fits { return candidate }
    }
    return .narrow
  }

  /// A heading line: `text` in `box`, bold, against the start side, a tenth of its size in from the
  /// box's sides (a bold capital's ink reaches left of its origin: "J", "F").
  func heading(_ text: String, in box: PrintBox, size: Double, side: PrintCanvas.Side? = nil) {
    let inner = PrintBox(x: box.x + size * 0.1, y: box.y, width: max(box.width - size * 0.2, 0), height: box.height)
    canvas.text(text, in: inner, bounds: box, font: font, size: size, bold: true, side: side ?? start, color: palette.foreground)
  }

  /// `size`, or smaller, so that `text` at it is no taller than `height`.
  func size(_ size: Double, fitting text: String, height: Double, bold: Bool = false) -> Double {
    let measured = canvas.height(of: text, font: font, size: size, bold: bold)
    return measured > height ? size * height / measured : size
  }

  /// The note of the years outside the holiday data, at the foot of a page (a page has no other
  /// place for it).
  func coverageNote(in box: PrintBox, size: Double) {
    guard let note = HolidayCoverageGap.note(frame.holidayCoverageGaps) else { return }
    canvas.text(note, in: box, font: font, size: size, side: start, color: palette.muted)
  }
}
