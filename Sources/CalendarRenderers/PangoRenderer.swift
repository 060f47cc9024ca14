import CalendarModel

/// Draws the text grid as Pango markup, for status bars and launchers (Waybar, polybar, rofi,
/// dunst): the lines of ``TextRenderer`` in `<tt>` (their columns need a monospace font), every
/// text escaped, each cell's state as `<span>` attributes (see ``TextRenderer/Options/markup``).
public struct PangoRenderer: Sendable {
  /// Columns, adjacent days and text widths as for text (colour is the markup's own).
  public var options: TextRenderer.Options

  /// A renderer with `options`.
  public init(options: TextRenderer.Options) {
    self.options = options
    self.options.markup = true
    self.options.color = false
    self.options.picker = false
  }

  /// The document's grid as one `<tt>` element, without a final newline.
  public func markup(_ document: CalendarDocument) -> String {
    var lines = TextRenderer(options: options).render(document)
    while lines.hasSuffix("\n") { lines.removeLast() }
    return "<tt>" + lines + "</tt>"
  }

  /// The document as Pango markup, ending in a newline.
  public func render(_ document: CalendarDocument) -> String { markup(document) + "\n" }
}
