import CalendarModel

/// Draws the model as standalone SVG (spec/svg.md): real `<text>`, `xml:lang`, mirrored layout for
/// right-to-left locales, a font stack for the locale's script, colours as CSS custom properties,
/// every day a group with its ISO date and full localized date.
///
/// A document is measured whole (``SVGGeometry``: the root's `viewBox` needs its size), then
/// written by an ``SVGWriter`` in steps: start, each card, end.
public struct SVGRenderer {
  /// What to draw and how: colours, cards per row, adjacent days, text widths.
  public struct Options {
    /// The colours, as CSS custom properties with literal fallbacks.
    public var theme: Theme
    /// Month cards per row in multi-month and year views (default 3).
    public var columns: Int?
    /// Draw the neighbouring months' days (dimmed).
    public var adjacent: Bool
    /// Terminal columns of a string: estimates the width text needs.
    public var displayWidth: (String) -> Int

    /// SVG options; `displayWidth` sizes the cells to the locale's labels.
    public init(
      theme: Theme = .light, columns: Int? = nil, adjacent: Bool = false, displayWidth: @escaping (String) -> Int
    ) {
      self.theme = theme
      self.columns = columns
      self.adjacent = adjacent
      self.displayWidth = displayWidth
    }
  }

  /// How documents are drawn.
  public var options: Options

  /// A renderer with `options`.
  public init(options: Options) { self.options = options }

  /// The document as one standalone SVG image (spec/svg.md).
  public func render(_ document: CalendarDocument) -> String {
    let out = OutputBuffer(capacity: max(document.months.count, 1) * 12_000 + 4000)
    write(document, to: out)
    return out.string
  }

  /// The document's bytes: the steps of an ``SVGWriter`` over the whole document.
  func write(_ document: CalendarDocument, to out: OutputBuffer) {
    // Neither a built document nor a buffer without a sink can fail.
    try? write(
      document, monthCount: document.months.count, month: { document.months[$0] },
      yearHeading: { document.view == .year ? document.yearHeading : nil }, agenda: { document.agenda }, to: out)
  }

  /// How the document's view titles a month's card: the year view's small cards by the month's name.
  func cardTitle(_ document: CalendarDocument) -> (MonthGrid) -> String {
    document.view == .year ? { $0.headings.monthLabel } : { $0.headings.title }
  }

  /// The geometry of the whole document: its cards (the week strip, else the months) measured.
  func geometry(of document: CalendarDocument) -> SVGGeometry {
    var measure = SVGGeometry.Measure(frame: document, adjacent: options.adjacent, displayWidth: options.displayWidth)
    if let strip = document.week {
      measure.addCard(title: strip.title, weeks: [strip.week])
      for month in document.months { measure.addLines(of: month.weeks) }
    } else {
      let title = cardTitle(document)
      for month in document.months { measure.addCard(title: title(month), weeks: month.weeks) }
    }
    return SVGGeometry(
      measure, frame: document, agenda: document.agenda, columns: options.columns, displayWidth: options.displayWidth)
  }
}
