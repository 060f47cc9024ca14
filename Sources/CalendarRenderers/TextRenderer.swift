import CalendarModel

/// Draws month grids as terminal text, in the style of `cal`, aligned by display width.
///
/// Right-to-left locales are mirrored (the first weekday at the right, later months to the left) and
/// written in visual order with a LEFT-TO-RIGHT MARK before every cell and block title: a terminal
/// that applies the bidi algorithm keeps the cells where they are, and one that does not shows the
/// same order.
public struct TextRenderer: Sendable {
  /// What to draw and how: columns, colour, adjacent days, the picker's marks, text widths.
  public struct Options: Sendable {
    /// Months side by side (`-c`); nil: 3.
    public var columns: Int?
    /// ANSI colour: today in reverse video, weekend days in the locale's colours.
    public var color: Bool
    /// Show the neighbouring months' days in leading and trailing cells (faint when coloured).
    public var adjacent: Bool = false
    /// Terminal columns a string takes (ICU's East Asian Width in the command).
    public var displayWidth: @Sendable (String) -> Int
    /// An interactive picker's screen (`calrender pick`): the focus in reverse video and today
    /// underlined (rather than the other way round), days outside `enabledDays` faint.
    public var picker = false
    /// The days a picker can choose; nil: all.
    public var enabledDays: ClosedRange<JulianDay>?
    /// Pango markup rather than terminal text: every text escaped, and each cell's state (today,
    /// weekend, holiday, selection, adjacent) as `<span>` attributes instead of ANSI colour
    /// (``PangoRenderer`` wraps it in `<tt>`).
    public var markup = false

    /// Text options; `displayWidth` aligns columns of wide (Hangul, Han) and combining characters.
    public init(
      columns: Int? = nil, color: Bool = false, adjacent: Bool = false,
      displayWidth: @escaping @Sendable (String) -> Int
    ) {
      self.columns = columns
      self.color = color
      self.adjacent = adjacent
      self.displayWidth = displayWidth
    }
  }

  /// How documents are drawn.
  public var options: Options

  /// A renderer with `options`.
  public init(options: Options) { self.options = options }

  static let leftToRightMark = "\u{200E}"
  /// Written just before a name (title, weekday) in a right-to-left document, after its padding:
  /// the cell's LEFT-TO-RIGHT MARK keeps the columns in place, and this mark makes the name a
  /// right-to-left run from its first character, so a name or title that starts with digits
  /// (fa "۱ش", "۲۰۲۴ اردیبهشت"; ug "2024 فېۋرال") still reads in its own order on a bidi terminal
  /// — after a left-to-right mark those digits would take the left-to-right side.
  static let rightToLeftMark = "\u{200F}"

  /// The most months a document written in two passes (text, SVG) keeps between them rather than
  /// building them again: a year view or `-n 48` is built once, in a few hundred KB.
  static let monthsKept = 48

  /// The document as text, ending in a newline.
  public func render(_ document: CalendarDocument) -> String {
    let out = OutputBuffer(capacity: document.months.count * 512 + 64)
    // Neither a built document nor a buffer without a sink can fail.
    try? write(document, to: out)
    // Text writes ASCII and whole strings' bytes only (nothing is cut by bytes).
    return out.stringOfWholeSequences
  }

  /// A whole document's text: read in place (a ``WholeDocument`` would copy it, and copying a
  /// document retains and releases every one of its fields: a fifth of a month's text).
  func write(_ document: CalendarDocument, to out: OutputBuffer) throws {
    try write(
      document, monthCount: document.months.count,
      months: { range in range == document.months.indices ? document.months : Array(document.months[range]) },
      yearHeading: { document.view == .year ? document.yearHeading : nil }, agenda: { document.agenda }, to: out)
  }

  /// Writes the document of `source` to `sink` a row of months at a time: the same bytes as
  /// ``render(_:)`` of the whole document.
  ///
  /// Cells are as wide as the widest label of the whole document, so a document is gone through
  /// twice: once to measure, once to write. A document of up to ``monthsKept`` months keeps its
  /// rows between the passes; a longer one's rows are built, measured and dropped, then built
  /// again and written. The first bytes leave when the first row is written.
  /// - Throws: what building a month or the sink throws; the bytes before it have been written.
  package func write(_ source: some DocumentSource, to sink: some ByteSink) throws {
    let out = OutputBuffer(capacity: 2 * OutputBuffer.flushThreshold, sink: sink)
    try write(source, to: out)
    try out.flush()
  }

  func write(_ source: some DocumentSource, to out: OutputBuffer) throws {
    try write(
      source.frame, monthCount: source.monthCount, months: source.months, yearHeading: source.yearHeading,
      agenda: source.agenda, to: out)
  }

  /// The text of a document whose frame is `document`, its months and agenda asked for as written.
  private func write(
    _ document: CalendarDocument, monthCount: Int, months: (Range<Int>) throws -> [MonthGrid],
    yearHeading: () throws -> String?, agenda: () throws -> [AgendaEntry]?, to out: OutputBuffer
  ) throws {
    if document.view == .week {
      // A strip draws as a one-row month titled with the week's range.
      guard let strip = document.week, let first = strip.week.days.first else { return }
      var single = document
      let span = MonthSpan(
        year: 0, code: MonthCode(number: 1), start: first.date, end: first.date.advanced(by: 7),
        dayNumbers: strip.week.days.map(\.day), previousMonthLastDay: 0)
      single.months = [
        MonthGrid(
          span: span, headings: MonthHeadings(title: strip.title, monthLabel: "", yearLabel: ""), weeks: [strip.week])
      ]
      single.view = .month
      single.agenda = try agenda()
      return try write(single, to: out)
    }
    // (The document's fields read once: the nested function below must not capture it.)
    let view = document.view, yearView = view == .year
    let count = view == .month ? min(monthCount, 1) : monthCount
    let perRow = view == .month ? 1 : max(1, options.columns ?? 3)
    // Titles carry --title-pattern literals: no control or bidi-override character from input
    // reaches the terminal (checked cheaply, copied only when something must change).
    func row(_ start: Int) throws -> [MonthGrid] {
      let chunk = try months(start..<min(start + perRow, count))
      return Self.needsSanitizing(chunk, yearView: yearView) ? Self.sanitized(chunk) : chunk
    }
    var metrics = TextLayout.Metrics(weekNumbering: document.weekNumbering != nil)
    // Rows kept from the measuring pass for the writing pass: all of a short document's (a year
    // is built once), the first of a long one's (whose memory must not grow with its length). The
    // first apart: a one-row document (a month) then keeps no array of rows.
    var keptFirst: [MonthGrid] = []
    var kept: [[MonthGrid]] = []
    for start in stride(from: 0, to: count, by: perRow) {
      let chunk = try row(start)
      if start == 0 {
        keptFirst = chunk
      } else if count <= Self.monthsKept {
        kept.append(chunk)
      }
      metrics.measure(chunk, yearView: yearView, options: options)
    }
    let layout = TextLayout(frame: document, metrics: metrics, options: options)
    if yearView {
      let heading = TerminalText.sanitized(try yearHeading() ?? "")
      let blocksPerRow = min(options.columns ?? 3, max(count, 1))
      let total = blocksPerRow * layout.blockWidth + (blocksPerRow - 1) * TextLayout.gutter
      if document.direction == .rtl { out.append(TextRenderer.leftToRightMark) }
      layout.writeCentered(
        heading, width: options.displayWidth(heading), in: total, rightToLeft: document.direction == .rtl, to: out)
      out.trimTrailingSpaces()
      out.append("\n\n")
    }
    // All months, `perRow` to a row, rows separated by a blank line.
    for (index, start) in stride(from: 0, to: count, by: perRow).enumerated() {
      if index == 0 {
        layout.months = keptFirst
        keptFirst = []
      } else if index - 1 < kept.count {
        layout.months = kept[index - 1]
        kept[index - 1] = []
      } else {
        layout.months = try row(start)
      }
      layout.firstIndex = start
      if start > 0 { out.append(UInt8(ascii: "\n")) }
      layout.writeBlocks(0..<layout.months.count, to: out)
      try out.flushIfFull()
    }
    layout.months = []
    if let agenda = try agenda(), !agenda.isEmpty {
      out.append("\n")
      for entry in agenda {
        layout.appendText(entry.when, to: out)
        out.append("  ")
        // The title isolated (FSI … PDI, as SVG does) where directions meet: in a right-to-left
        // document, or a title with right-to-left letters, whose direction would otherwise pull the
        // times apart or turn its parentheses around on a terminal that runs the bidi algorithm.
        let title = TerminalText.sanitized(entry.title)
        if document.direction == .rtl || TerminalText.hasRightToLeft(title) {
          layout.appendText("\u{2068}" + title + "\u{2069}", to: out)
        } else {
          layout.appendText(title, to: out)
        }
        out.append("\n")
      }
    }
  }

  /// Whether the label a month block shows (the year heading is sanitized on its own).
  static func needsSanitizing(_ months: [MonthGrid], yearView: Bool) -> Bool {
    months.withUnsafeBufferPointer { months in
      for index in months.indices
      where TerminalText.needsSanitizing(yearView ? months[index].headings.monthLabel : months[index].headings.title) {
        return true
      }
      return false
    }
  }

  static func sanitized(_ months: [MonthGrid]) -> [MonthGrid] {
    var safe = months
    for index in safe.indices {
      let headings = safe[index].headings
      safe[index].headings = MonthHeadings(
        title: TerminalText.sanitized(headings.title), monthLabel: TerminalText.sanitized(headings.monthLabel),
        yearLabel: TerminalText.sanitized(headings.yearLabel))
    }
    return safe
  }
}
