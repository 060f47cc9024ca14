import CalendarModel

/// Draws month grids as terminal text, in the style of `cal`, aligned by display width.
///
/// Right-to-left locales are mirrored (the first weekday at the right, later months to the left) and
/// written in visual order with a LEFT-TO-RIGHT MARK before every cell and block title: a terminal
/// that applies the bidi algorithm keeps the cells where they are, and one that does not shows the
/// same order.
public struct TextRenderer: Sendable {
  public struct Options: Sendable {
    /// Months side by side (`-c`); nil: 3.
    public var columns: Int?
    /// ANSI colour: today in reverse video, weekend days in the locale's colours.
    public var color: Bool
    /// Terminal columns a string takes (ICU's East Asian Width in the command).
    public var displayWidth: @Sendable (String) -> Int

    public init(columns: Int? = nil, color: Bool = false, displayWidth: @escaping @Sendable (String) -> Int) {
      self.columns = columns
      self.color = color
      self.displayWidth = displayWidth
    }
  }

  public var options: Options

  public init(options: Options) { self.options = options }

  static let leftToRightMark = "\u{200E}"

  /// The document as text, ending in a newline.
  public func render(_ document: CalendarDocument) -> String {
    let layout = TextLayout(document: document, options: options)
    var out = ""
    out.reserveCapacity(document.months.count * (layout.blockWidth + 4) * 8)
    switch document.view {
    case .month:
      if let month = document.months.first { layout.appendBlocks([month], titles: [month.headings.title], to: &out) }
    case .months:
      layout.appendRows(document.months, titles: document.months.map(\.headings.title), to: &out)
    case .year:
      let heading = document.months.first?.headings.yearLabel ?? ""
      let blocksPerRow = min(options.columns ?? 3, max(document.months.count, 1))
      let total = blocksPerRow * layout.blockWidth + (blocksPerRow - 1) * TextLayout.gutter
      layout.appendLine(layout.centered(heading, in: total), to: &out)
      out += "\n"
      layout.appendRows(document.months, titles: document.months.map(\.headings.monthLabel), to: &out)
    case .week:
      break
    }
    return out
  }
}
