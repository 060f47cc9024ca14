import CCairoShim
import CalendarModel

/// One Cairo document (a PDF of pages, or an image) behind the shim: opened in `init`, closed in
/// `deinit`, its handle never leaving. It records every text it draws with the box it had to stay in.
final class PrintCanvas {
  enum Medium { case pdf, png }
  enum Side { case left, center, right }

  private let handle: OpaquePointer
  /// The thinnest line drawn: a device pixel on an image, where a thinner line without
  /// antialiasing (the eink theme) would vanish or not, by where it falls.
  var minimumLineWidth = 0.0
  /// The page being drawn (1-based).
  private(set) var page = 1
  private(set) var texts: [PlacedText] = []
  private(set) var marks: [PlacedMark] = []

  /// A canvas whose first page (or image) is `width` × `height` (points; pixels for PNG).
  init(_ medium: Medium, width: Double, height: Double, rightToLeft: Bool, pureColors: Bool) throws(PrintError) {
    var error = cr_print_error()
    guard
      let handle = cr_print_open(
        medium == .pdf ? Int32(CR_PRINT_PDF) : Int32(CR_PRINT_PNG), width, height, rightToLeft ? 1 : 0,
        pureColors ? Int32(CR_PRINT_ANTIALIAS_NONE) : Int32(CR_PRINT_ANTIALIAS_DEFAULT), &error)
    else {
      let message = Self.message(&error)
      throw PrintError(message.hasPrefix("PDF and PNG output need") ? .libraryMissing : .failed, message)
    }
    self.handle = handle
  }

  deinit { cr_print_close(handle) }

  private static func message(_ error: inout cr_print_error) -> String {
    withUnsafeBytes(of: &error.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }

  func setTitle(_ title: String) { cr_print_set_metadata(handle, Int32(CR_PRINT_TITLE), title) }
  func setCreator(_ creator: String) { cr_print_set_metadata(handle, Int32(CR_PRINT_CREATOR), creator) }
  func setSubject(_ subject: String) { cr_print_set_metadata(handle, Int32(CR_PRINT_SUBJECT), subject) }
  func setCreationDate(_ date: String) { cr_print_set_metadata(handle, Int32(CR_PRINT_CREATE_DATE), date) }

  func scale(_ factor: Double) { cr_print_scale(handle, factor) }

  /// Ends the page and starts the next.
  func nextPage() {
    cr_print_show_page(handle)
    page += 1
  }

  func fill(_ box: PrintBox, _ rgb: UInt32) { cr_print_fill_rect(handle, box.x, box.y, box.width, box.height, rgb) }
  func stroke(_ box: PrintBox, width: Double, _ rgb: UInt32) {
    cr_print_stroke_rect(handle, box.x, box.y, box.width, box.height, max(width, minimumLineWidth), rgb)
  }
  func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double, _ rgb: UInt32) {
    cr_print_line(handle, x0, y0, x1, y1, max(width, minimumLineWidth), rgb)
  }
  func circle(_ cx: Double, _ cy: Double, radius: Double, width: Double, _ rgb: UInt32) {
    cr_print_stroke_circle(handle, cx, cy, radius, max(width, minimumLineWidth), rgb)
  }

  /// Fills the part of a disc cut off by the chord from angle `from` clockwise to `to` (radians
  /// from the +x axis, y downwards).
  func fillArc(_ cx: Double, _ cy: Double, radius: Double, from: Double, to: Double, _ rgb: UInt32) {
    cr_print_fill_arc(handle, cx, cy, radius, from, to, rgb)
  }

  /// Records a mark drawn on the current page.
  func record(_ phase: DaySky.MoonPhase, date: String, bounds: PrintBox, disc: PrintBox) {
    marks.append(PlacedMark(page: page, phase: phase, date: date, bounds: bounds, disc: disc))
  }

  /// The logical width of `text` on one line.
  func width(of text: String, font: String, size: Double, bold: Bool = false) -> Double {
    measure(text, font: font, size: size, bold: bold).width
  }

  /// The logical height of `text` on one line: what its line needs, from the fonts Pango picks for
  /// it (a fallback font's line can be taller than the first family's: Arabic, Devanagari, Thai).
  func height(of text: String, font: String, size: Double, bold: Bool = false) -> Double {
    measure(text, font: font, size: size, bold: bold).height
  }

  private func measure(_ text: String, font: String, size: Double, bold: Bool) -> (width: Double, height: Double) {
    var width = 0.0
    var height = 0.0
    cr_print_measure(handle, text, font, size, bold ? 1 : 0, &width, &height)
    return (width, height)
  }

  /// Draws `text` in `box` against `side` on one line (or wrapped into at most `lines`), cut with an
  /// ellipsis when it does not fit, clipped to `bounds` (default: the box), and records it. Returns
  /// the height of the lines drawn.
  @discardableResult
  func text(
    _ text: String, in box: PrintBox, bounds: PrintBox? = nil, font: String, size: Double, bold: Bool = false,
    side: Side, color: UInt32, lines: Int = 1
  ) -> Double {
    guard !text.isEmpty, box.width > 1, box.height > 1 else { return 0 }
    var ink = cr_print_box()
    let align: Int32 =
      switch side {
      case .left: Int32(CR_PRINT_LEFT)
      case .center: Int32(CR_PRINT_CENTER)
      case .right: Int32(CR_PRINT_RIGHT)
      }
    let clip = bounds ?? box
    var height = 0.0
    let whole =
      cr_print_text(
        handle, text, font, size, bold ? 1 : 0, cr_print_box(x: box.x, y: box.y, width: box.width, height: box.height),
        cr_print_box(x: clip.x, y: clip.y, width: clip.width, height: clip.height), align, Int32(lines), color, &ink,
        &height) != 0
    texts.append(
      PlacedText(
        page: page, text: text, bounds: clip,
        ink: PrintBox(x: ink.x, y: ink.y, width: ink.width, height: ink.height), whole: whole))
    return height
  }

  func destination(_ name: String) { cr_print_destination(handle, name) }
  func link(_ box: PrintBox, to name: String) { cr_print_link(handle, box.x, box.y, box.width, box.height, name) }
  @discardableResult
  func outline(_ title: String, page: Int, parent: Int32 = 0) -> Int32 {
    cr_print_outline(handle, parent, title, Int32(page))
  }

  /// Ends the document and gives its bytes.
  func finish() throws(PrintError) -> [UInt8] {
    var error = cr_print_error()
    guard cr_print_finish(handle, &error) != 0 else { throw PrintError(.failed, Self.message(&error)) }
    var count: Int64 = 0
    guard let bytes = cr_print_bytes(handle, &count), count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: bytes, count: Int(count)))
  }
}
