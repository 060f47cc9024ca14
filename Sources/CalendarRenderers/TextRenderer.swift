import CalendarModel

/// Draws month grids as terminal text, in the style of `cal`, aligned by display width.
///
/// Right-to-left locales are mirrored (the first weekday at the right, later months to the left) and
/// written in visual order with a LEFT-TO-RIGHT MARK before every cell: a terminal that applies the
/// bidi algorithm keeps the cells where they are, and one that does not shows the same order.
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
    let layout = Layout(document: document, options: options)
    var out = ""
    out.reserveCapacity(document.months.count * 200)
    switch document.view {
    case .month:
      if let month = document.months.first { layout.appendBlocks([month], titles: [month.headings.title], to: &out) }
    case .months:
      layout.appendRows(document.months, titles: document.months.map(\.headings.title), to: &out)
    case .year:
      let heading = document.months.first?.headings.yearLabel ?? ""
      let blocksPerRow = min(options.columns ?? 3, max(document.months.count, 1))
      let total = blocksPerRow * layout.blockWidth + (blocksPerRow - 1) * Layout.gutter
      layout.appendLine(layout.centered(heading, in: total), to: &out)
      out += "\n"
      layout.appendRows(document.months, titles: document.months.map(\.headings.monthLabel), to: &out)
    case .week:
      break
    }
    return out
  }
}

/// Cell and block geometry for one document.
struct Layout {
  static let gutter = 3
  let document: CalendarDocument
  let options: TextRenderer.Options
  let cellWidth: Int
  let blockWidth: Int
  let rtl: Bool
  /// Header labels padded to the cell width (and coloured), in visual order.
  let header: [String]

  init(document: CalendarDocument, options: TextRenderer.Options) {
    self.document = document
    self.options = options
    rtl = document.direction == .rtl
    var width = 2
    for header in document.weekdays { width = max(width, options.displayWidth(header.label)) }
    for month in document.months {
      for week in month.weeks { for day in week.days where day.inMonth { width = max(width, options.displayWidth(day.label)) } }
    }
    cellWidth = width
    var titleWidth = 0
    for month in document.months {
      titleWidth = max(titleWidth, options.displayWidth(document.view == .year ? month.headings.monthLabel : month.headings.title))
    }
    blockWidth = max(7 * width + 6, titleWidth)
    var cells: [String] = []
    for header in document.weekdays {
      var cell = Layout.padding(width - options.displayWidth(header.label)) + header.label
      if options.color, header.isWeekend, let code = Layout.colorCode(document.weekendColors[header.weekday]) {
        cell = Layout.padding(width - options.displayWidth(header.label)) + code + header.label + "\u{1B}[39m"
      }
      cells.append(cell)
    }
    header = rtl ? cells.reversed() : cells
  }

  static func padding(_ n: Int) -> String { n > 0 ? String(repeating: " ", count: n) : "" }

  static func colorCode(_ color: WeekendColor?) -> String? {
    switch color {
    case .red: "\u{1B}[31m"
    case .blue: "\u{1B}[34m"
    case .tint: "\u{1B}[36m"
    case nil: nil
    }
  }

  func centered(_ text: String, in width: Int) -> String {
    let free = width - options.displayWidth(text)
    return Layout.padding(free / 2) + text + Layout.padding(free - free / 2)
  }

  /// One month block: its lines, each exactly `blockWidth` columns wide.
  func block(_ month: MonthGrid, title: String, height: Int) -> [String] {
    var lines: [String] = []
    lines.reserveCapacity(height + 2)
    // In RTL each block's title is a cell of its own, so a bidi terminal cannot swap the titles.
    lines.append((rtl ? TextRenderer.leftToRightMark : "") + centered(title, in: blockWidth))
    lines.append(row(header))
    for week in month.weeks {
      var cells: [String] = []
      cells.reserveCapacity(7)
      for day in week.days {
        guard day.inMonth else {
          cells.append(Layout.padding(cellWidth))
          continue
        }
        let pad = Layout.padding(cellWidth - options.displayWidth(day.label))
        if options.color {
          var label = day.label
          if day.isWeekend, let code = Layout.colorCode(document.weekendColors[day.weekday]) {
            label = code + label + "\u{1B}[39m"
          }
          if day.isToday { label = "\u{1B}[7m" + label + "\u{1B}[27m" }
          cells.append(pad + label)
        } else {
          cells.append(pad + day.label)
        }
      }
      lines.append(row(rtl ? cells.reversed() : cells))
    }
    while lines.count < height + 2 { lines.append(Layout.padding(blockWidth)) }
    return lines
  }

  private func row(_ cells: [String]) -> String {
    let marked = rtl ? cells.map { TextRenderer.leftToRightMark + $0 } : cells
    let line = marked.joined(separator: " ")
    return line + Layout.padding(blockWidth - (7 * cellWidth + 6))
  }

  /// Blocks side by side; trailing spaces trimmed.
  func appendBlocks(_ months: [MonthGrid], titles: [String], to out: inout String) {
    let height = months.map(\.weeks.count).max() ?? 0
    var blocks = zip(months, titles).map { block($0, title: $1, height: height) }
    if rtl { blocks.reverse() }
    for index in 0..<(height + 2) {
      appendLine(blocks.map { $0[index] }.joined(separator: Layout.padding(Layout.gutter)), to: &out)
    }
  }

  func appendRows(_ months: [MonthGrid], titles: [String], to out: inout String) {
    let perRow = max(1, options.columns ?? 3)
    var start = 0
    while start < months.count {
      let end = min(start + perRow, months.count)
      if start > 0 { out += "\n" }
      appendBlocks(Array(months[start..<end]), titles: Array(titles[start..<end]), to: &out)
      start = end
    }
  }

  func appendLine(_ line: String, to out: inout String) {
    var text = Substring(line)
    while text.last == " " { text = text.dropLast() }
    if rtl && !text.isEmpty && !text.hasPrefix(TextRenderer.leftToRightMark) {
      out += TextRenderer.leftToRightMark
    }
    out += text
    out += "\n"
  }
}
