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

  /// The document as text, ending in a newline.
  public func render(_ document: CalendarDocument) -> String {
    // Titles carry --title-pattern literals: no control or bidi-override character from input
    // reaches the terminal (checked cheaply, copied only when something must change).
    if Self.needsSanitizing(document) { return render(Self.sanitized(document)) }
    let layout = TextLayout(document: document, options: options)
    let out = OutputBuffer(capacity: document.months.count * (layout.blockWidth * 2 + 16) * 8 + 64)
    switch document.view {
    case .month:
      if !document.months.isEmpty { layout.writeBlocks(0..<1, to: out) }
    case .months:
      layout.writeRows(to: out)
    case .year:
      let heading = document.yearHeading
      let blocksPerRow = min(options.columns ?? 3, max(document.months.count, 1))
      let total = blocksPerRow * layout.blockWidth + (blocksPerRow - 1) * TextLayout.gutter
      if document.direction == .rtl { out.append(TextRenderer.leftToRightMark) }
      layout.writeCentered(heading, width: options.displayWidth(heading), in: total, to: out)
      out.trimTrailingSpaces()
      out.append("\n\n")
      layout.writeRows(to: out)
    case .week:
      // A strip draws as a one-row month titled with the week's range.
      guard let strip = document.week, let first = strip.week.days.first else { break }
      var single = document
      let span = MonthSpan(
        year: 0, code: MonthCode(number: 1), start: first.date, end: first.date.advanced(by: 7),
        dayNumbers: strip.week.days.map(\.day), previousMonthLastDay: 0)
      single.months = [
        MonthGrid(
          span: span, headings: MonthHeadings(title: strip.title, monthLabel: "", yearLabel: ""), weeks: [strip.week])
      ]
      single.view = .month
      return render(single)
    }
    if !(document.agenda ?? []).isEmpty {
      out.append("\n")
      for entry in (document.agenda ?? []) {
        out.append(entry.when)
        out.append("  ")
        out.append(TerminalText.sanitized(entry.title))
        out.append("\n")
      }
    }
    return out.string
  }

  static func needsSanitizing(_ document: CalendarDocument) -> Bool {
    if let strip = document.week, TerminalText.needsSanitizing(strip.title) { return true }
    return document.months.contains { month in
      TerminalText.needsSanitizing(month.headings.title) || TerminalText.needsSanitizing(month.headings.monthLabel)
        || TerminalText.needsSanitizing(month.headings.yearLabel)
    }
  }

  static func sanitized(_ document: CalendarDocument) -> CalendarDocument {
    var safe = document
    for index in safe.months.indices {
      let headings = safe.months[index].headings
      safe.months[index].headings = MonthHeadings(
        title: TerminalText.sanitized(headings.title), monthLabel: TerminalText.sanitized(headings.monthLabel),
        yearLabel: TerminalText.sanitized(headings.yearLabel))
    }
    if let title = safe.week?.title { safe.week?.title = TerminalText.sanitized(title) }
    return safe
  }
}
