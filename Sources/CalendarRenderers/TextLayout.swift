import CalendarModel

/// Cell and block geometry of one document's text: widths measured once, lines appended in place.
struct TextLayout {
  static let gutter = 3
  static let spaces = (0..<160).map { String(repeating: " ", count: $0) }

  let document: CalendarDocument
  let options: TextRenderer.Options
  let cellWidth: Int
  let blockWidth: Int
  let rtl: Bool
  /// The header row, padded (and coloured), in visual order.
  let header: String
  /// Display width of each day number's label (index: day number; -1 when unseen).
  let labelWidths: [Int]

  init(document: CalendarDocument, options: TextRenderer.Options) {
    self.document = document
    self.options = options
    rtl = document.direction == .rtl
    var width = 2
    for header in document.weekdays { width = max(width, options.displayWidth(header.label)) }
    // A day number has one label in a document: measure each once.
    var widths = [Int](repeating: -1, count: 64)
    for month in document.months {
      for week in month.weeks {
        for day in week.days where day.inMonth && day.day < 64 && widths[day.day] < 0 {
          widths[day.day] = options.displayWidth(day.label)
          width = max(width, widths[day.day])
        }
      }
    }
    labelWidths = widths
    cellWidth = width
    var titleWidth = 0
    for month in document.months {
      let title = document.view == .year ? month.headings.monthLabel : month.headings.title
      titleWidth = max(titleWidth, options.displayWidth(title))
    }
    blockWidth = max(7 * width + 6, titleWidth)
    var cells: [String] = []
    for header in document.weekdays {
      let pad = TextLayout.padding(width - options.displayWidth(header.label))
      if options.color, header.isWeekend, let code = TextLayout.colorCode(document.weekendColors[header.weekday]) {
        cells.append(pad + code + header.label + "\u{1B}[39m")
      } else {
        cells.append(pad + header.label)
      }
    }
    if rtl { cells.reverse() }
    var line = ""
    for (index, cell) in cells.enumerated() {
      if index > 0 { line += " " }
      if rtl { line += TextRenderer.leftToRightMark }
      line += cell
    }
    header = line + TextLayout.padding(blockWidth - (7 * width + 6))
  }

  static func padding(_ n: Int) -> String {
    n <= 0 ? "" : n < spaces.count ? spaces[n] : String(repeating: " ", count: n)
  }

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
    return TextLayout.padding(free / 2) + text + TextLayout.padding(free - free / 2)
  }

  private func width(of day: DayCell) -> Int {
    day.day < 64 && labelWidths[day.day] >= 0 ? labelWidths[day.day] : options.displayWidth(day.label)
  }

  /// One month block: its lines, each exactly `blockWidth` columns wide.
  func block(_ month: MonthGrid, title: String, height: Int) -> [String] {
    var lines: [String] = []
    lines.reserveCapacity(height + 2)
    // In RTL each block's title is a cell of its own, so a bidi terminal cannot swap the titles.
    lines.append((rtl ? TextRenderer.leftToRightMark : "") + centered(title, in: blockWidth))
    lines.append(header)
    let blank = TextLayout.padding(cellWidth)
    let tail = TextLayout.padding(blockWidth - (7 * cellWidth + 6))
    for week in month.weeks {
      var line = ""
      line.reserveCapacity(blockWidth + (rtl ? 24 : 0) + (options.color ? 40 : 0))
      for column in 0..<7 {
        let day = week.days[rtl ? 6 - column : column]
        if column > 0 { line += " " }
        if rtl { line += TextRenderer.leftToRightMark }
        guard day.inMonth else {
          line += blank
          continue
        }
        line += TextLayout.padding(cellWidth - width(of: day))
        if options.color {
          if day.isToday { line += "\u{1B}[7m" }
          let code = day.isWeekend ? TextLayout.colorCode(document.weekendColors[day.weekday]) : nil
          if let code { line += code }
          line += day.label
          if code != nil { line += "\u{1B}[39m" }
          if day.isToday { line += "\u{1B}[27m" }
        } else {
          line += day.label
        }
      }
      line += tail
      lines.append(line)
    }
    while lines.count < height + 2 { lines.append(TextLayout.padding(blockWidth)) }
    return lines
  }

  /// Blocks side by side; trailing spaces trimmed.
  func appendBlocks(_ months: [MonthGrid], titles: [String], to out: inout String) {
    let height = months.map(\.weeks.count).max() ?? 0
    if months.count == 1 {
      for line in block(months[0], title: titles[0], height: height) { appendLine(line, to: &out) }
      return
    }
    var blocks = zip(months, titles).map { block($0, title: $1, height: height) }
    if rtl { blocks.reverse() }
    let gutter = TextLayout.padding(TextLayout.gutter)
    for index in 0..<(height + 2) {
      var line = ""
      for (number, block) in blocks.enumerated() {
        if number > 0 { line += gutter }
        line += block[index]
      }
      appendLine(line, to: &out)
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
    while text.utf8.last == UInt8(ascii: " ") { text = text.dropLast() }
    if rtl && !text.isEmpty && !text.hasPrefix(TextRenderer.leftToRightMark) {
      out += TextRenderer.leftToRightMark
    }
    out += text
    out += "\n"
  }
}
