/// A rectangle on a page, in the page's units (points for PDF, layout units for PNG), y downwards.
public struct PrintBox: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A box at (`x`, `y`), `width` × `height`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }

  /// The box shrunk by `inset` on every side.
  public func inset(by inset: Double) -> PrintBox {
    PrintBox(x: x + inset, y: y + inset, width: max(width - 2 * inset, 0), height: max(height - 2 * inset, 0))
  }

  /// Whether `other` lies inside this box, to within `tolerance`.
  public func contains(_ other: PrintBox, tolerance: Double = 0.01) -> Bool {
    other.x >= x - tolerance && other.y >= y - tolerance && other.maxX <= maxX + tolerance
      && other.maxY <= maxY + tolerance
  }
}

/// A text the renderer drew: the box it had to stay in and where its ink went (the layout's own
/// measurement, from Pango, before clipping). A test checks every ink box is inside its box.
public struct PlacedText: Hashable, Sendable {
  /// The page (1-based).
  public var page: Int
  /// The text as given (before any ellipsis).
  public var text: String
  /// The box the text must stay inside: its cell, its card, the page's content.
  public var bounds: PrintBox
  /// Where its glyphs' ink lies (empty for a text without ink, such as spaces).
  public var ink: PrintBox
  /// Whether it fitted whole (false: cut with an ellipsis).
  public var whole: Bool
}
