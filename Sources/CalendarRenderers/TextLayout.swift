import CalendarModel

/// Cell and block geometry of one document's text: widths measured once, lines written straight
/// into the output (no intermediate strings: text rendering runs for every month shown).
final class TextLayout {
  static let gutter = 3

  /// What the geometry depends on, gathered from every month of a document: a streamed document
  /// is measured chunk by chunk (in order) before its first line is written, so that its cells
  /// are as wide as the whole document's.
  struct Metrics {
    /// The widest label or secondary date so far (2 at least: "31").
    var width = 2
    /// Display width of each day number's label (index: day number; -1 when unseen), measured the
    /// first time the number is seen in a month. Inline, not an array: a document of one month
    /// would allocate it for a few dozen reads.
    var labelWidths = InlineArray<64, Int16>(repeating: -1)
    /// Display width of each month's title as shown (title, or month name in the year view).
    var titleWidths: [Int] = []
    var selected = false, marked = false, secondaryLines = 1
    /// The widest week-number label (0: no week numbers).
    var weekColumn = 0

    init(weekNumbering: Bool) { weekColumn = weekNumbering ? 2 : 0 }

    /// Takes the measures of the next months of the document.
    mutating func measure(_ months: [MonthGrid], yearView: Bool, options: TextRenderer.Options) {
      // One pass over the cells: label widths (a day number has one label in a document, measured
      // once), and whether any day is selected, has events or a secondary date. Months, weeks and
      // cells are read in place (not copied, their fields retained and released).
      months.withUnsafeBufferPointer { months in
        for month in months.indices {
          months[month].weeks.days.withUnsafeBufferPointer { measure($0, options: options) }
          if weekColumn > 0 {
            for number in months[month].weeks.weeksOfYear {
              weekColumn = max(weekColumn, number.label.map(options.displayWidth) ?? 0)
            }
          }
          let title = yearView ? months[month].headings.monthLabel : months[month].headings.title
          titleWidths.append(TextLayout.printableASCIIWidth(title) ?? options.displayWidth(title))
        }
      }
    }

    private mutating func measure(_ days: UnsafeBufferPointer<DayCell>, options: TextRenderer.Options) {
      for index in days.indices {
        let day = days.baseAddress! + index
        if day.pointee.selection != nil { selected = true }
        // Most cells have no events and no second date: one test for both.
        if day.pointee.hasEventsHolidaysOrSecondary {
          if !day.pointee.events.isEmpty || !day.pointee.sky.isEmpty || day.pointee.isMakeUpWorkday { marked = true }
          if let secondary = day.pointee.secondary {
            secondaryLines = 2
            width = max(width, options.displayWidth(TextLayout.secondaryText(secondary)))
          }
        }
        guard day.pointee.inMonth else { continue }
        let number = day.pointee.day
        if number >= 0 && number < 64 && labelWidths[number] < 0 {
          let labelWidth = TextLayout.width(of: day, options.displayWidth)
          labelWidths[number] = Int16(clamping: labelWidth)
          width = max(width, labelWidth)
        }
      }
    }
  }

  /// The months being written (a row of them, or all), and the index of the first in the document.
  var months: [MonthGrid] = []
  var firstIndex = 0
  let weekdays: [WeekdayHeader]
  let weekendColors: [Weekday: WeekendColor]
  /// Year views title each month with its name alone (the year is the heading).
  let yearView: Bool
  let options: TextRenderer.Options
  let cellWidth: Int
  let blockWidth: Int
  let rtl: Bool
  /// Display width of each header label, in display-calendar order.
  let headerWidths: InlineArray<7, Int>
  /// Display width of each day number's label (index: day number; -1 when unseen).
  let labelWidths: InlineArray<64, Int16>
  /// Display width of each month's title as shown (title, or month name in the year view).
  let titleWidths: [Int]
  /// Width of the week-number labels (0: no week numbers).
  let weekColumn: Int
  /// The grid's width: seven cells, the week-number column, and the selection frame.
  let gridWidth: Int
  /// One column before and after the cells, for the brackets of a selection at a row's edge.
  let frame: Int
  /// Two lines a week when days carry a secondary calendar's date.
  let linesPerWeek: Int
  /// A column after each day number for its event mark (`*`) when any day has events.
  let markColumn: Int
  /// Cells without attributes (no colour, not a picker): written without looking at their state.
  let plain: Bool

  /// The layout of a whole document (all its months measured).
  convenience init(document: CalendarDocument, options: TextRenderer.Options) {
    var metrics = Metrics(weekNumbering: document.weekNumbering != nil)
    metrics.measure(document.months, yearView: document.view == .year, options: options)
    self.init(frame: document, metrics: metrics, options: options)
    months = document.months
  }

  /// The layout of a document whose months measured `metrics` (`frame`: its other fields).
  init(frame document: __shared CalendarDocument, metrics: __shared Metrics, options: TextRenderer.Options) {
    weekdays = document.weekdays
    weekendColors = document.weekendColors
    yearView = document.view == .year
    self.options = options
    rtl = document.direction == .rtl
    var width = metrics.width
    var headers = InlineArray<7, Int>(repeating: 0)
    document.weekdays.withUnsafeBufferPointer { weekdays in
      for index in weekdays.indices.prefix(7) {
        let packed = weekdays[index].packedLabel
        let labelWidth =
          packed.columns > 0 ? Int(packed.columns) : TextLayout.width(of: weekdays[index].label, options.displayWidth)
        headers[index] = labelWidth
        width = max(width, labelWidth)
      }
    }
    headerWidths = headers
    labelWidths = metrics.labelWidths
    linesPerWeek = metrics.secondaryLines
    titleWidths = metrics.titleWidths
    markColumn = metrics.marked ? 1 : 0
    cellWidth = width + markColumn
    weekColumn = metrics.weekColumn
    frame = metrics.selected ? 1 : 0
    gridWidth = 7 * cellWidth + 6 + (weekColumn > 0 ? weekColumn + 1 : 0) + 2 * frame
    blockWidth = max(gridWidth, titleWidths.max() ?? 0)
    plain = !options.color && !options.picker && !options.markup
  }

  /// Text from the document (titles, labels, the agenda): escaped in markup.
  @inline(__always)
  func appendText(_ text: String, to out: OutputBuffer) {
    if options.markup { XMLText.append(text, to: out) } else { out.append(text) }
  }

  /// A cell's label's width: its packed bytes tell a short ASCII label without reading the string.
  static func width(of day: UnsafePointer<DayCell>, _ measure: (String) -> Int) -> Int {
    let packed = day.pointee.packedLabel
    return packed.columns > 0 ? Int(packed.columns) : width(of: day.pointee.label, measure)
  }

  /// Short ASCII labels (day numbers in Latin digits) are as wide as they are long.
  static func width(of label: String, _ measure: (String) -> Int) -> Int {
    // Through the contiguous bytes: iterating a small string's UTF8View costs several times more.
    let ascii = label.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.count <= 4 && bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? bytes.count : nil
    }
    return (ascii ?? nil) ?? measure(label)
  }

  /// The width of a string of printable ASCII (its length), without going through its scalars;
  /// nil for any other string.
  static func printableASCIIWidth(_ text: String) -> Int? {
    let width = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? bytes.count : nil
    }
    return width ?? nil
  }

  static func colorCode(_ color: WeekendColor?) -> StaticString? {
    switch color {
    case .red: "\u{1B}[31m"
    case .blue: "\u{1B}[34m"
    case .tint: "\u{1B}[36m"
    case nil: nil
    }
  }

  /// `text` (of display width `textWidth`) centred in `width` columns; a right-to-left name is
  /// preceded by a RIGHT-TO-LEFT MARK (see `TextRenderer.rightToLeftMark`).
  func writeCentered(_ text: String, width textWidth: Int, in width: Int, rightToLeft: Bool, to out: OutputBuffer) {
    let free = width - textWidth
    out.appendSpaces(free / 2)
    if rightToLeft && !text.isEmpty { out.append(TextRenderer.rightToLeftMark) }
    appendText(text, to: out)
    out.appendSpaces(free - free / 2)
  }

  /// A label right-aligned in its cell, coloured when asked: weekend colour, today reversed, the
  /// focus day underlined, adjacent months' days faint.
  private func writeCell(
    _ packed: PackedLabel, _ label: @autoclosure () -> String, width: Int, weekday: Weekday, weekend: Bool,
    holiday: Bool = false, today: Bool,
    focus: Bool = false,
    adjacent: Bool = false, selected: Bool = false, mark: Unicode.Scalar = " ", rightToLeft: Bool = false,
    to out: OutputBuffer
  ) {
    out.appendSpaces(cellWidth - markColumn - width)
    if rightToLeft { out.append(TextRenderer.rightToLeftMark) }
    defer { if markColumn > 0 { out.append(UInt8(ascii: mark)) } }
    if options.markup {
      return writeMarkup(
        label(), weekday: weekday, weekend: weekend, holiday: holiday, today: today, focus: focus, adjacent: adjacent,
        selected: selected, to: out)
    }
    // A picker draws its focus, today and dimmed days even without colour (NO_COLOR).
    guard options.color || options.picker else {
      Self.appendLabel(packed, label(), to: out)
      return
    }
    // A picker's focus is what the eye follows: reverse video for it, today underlined.
    let (reverse, underline) = options.picker ? (focus, today) : (today, focus)
    if reverse { out.append("\u{1B}[7m") }
    if underline { out.append("\u{1B}[4m") }
    if adjacent { out.append("\u{1B}[2m") }
    let background = selected && options.color
    if background { out.append("\u{1B}[100m") }
    // A holiday that is a day off is drawn like the locale's Sunday: red, as printed calendars do.
    let code =
      !options.color || adjacent
      ? nil : holiday ? TextLayout.colorCode(.red) : weekend ? TextLayout.colorCode(weekendColors[weekday]) : nil
    if let code { out.append(code) }
    Self.appendLabel(packed, label(), to: out)
    if code != nil { out.append("\u{1B}[39m") }
    if background { out.append("\u{1B}[49m") }
    if adjacent { out.append("\u{1B}[22m") }
    if underline { out.append("\u{1B}[24m") }
    if reverse { out.append("\u{1B}[27m") }
  }

  /// A label in a `<span>` whose attributes say what the colours of terminal text say: today bold
  /// and underlined, weekend days and holidays in the locale's colours, a selection on a grey band,
  /// adjacent days faint, the focus day double-underlined. Colours that read on a light or a dark
  /// bar (Tango's), as the terminal's are the terminal's.
  private func writeMarkup(
    _ label: String, weekday: Weekday, weekend: Bool, holiday: Bool, today: Bool, focus: Bool, adjacent: Bool,
    selected: Bool, to out: OutputBuffer
  ) {
    let color: WeekendColor? = adjacent ? nil : holiday ? .red : weekend ? weekendColors[weekday] : nil
    guard today || focus || adjacent || selected || color != nil else { return XMLText.append(label, to: out) }
    out.append("<span")
    if today { out.append(" weight=\"bold\"") }
    if focus || today { out.append(focus ? " underline=\"double\"" : " underline=\"single\"") }
    if let color { out.append(Self.markupColor(color)) }
    if selected { out.append(" background=\"#888a85\" bgalpha=\"45%\"") }
    if adjacent { out.append(" alpha=\"50%\"") }
    out.append(">")
    XMLText.append(label, to: out)
    out.append("</span>")
  }

  static func markupColor(_ color: WeekendColor) -> StaticString {
    switch color {
    case .red: " foreground=\"#cc0000\""
    case .blue: " foreground=\"#3465a4\""
    case .tint: " foreground=\"#06989a\""
    }
  }

  /// The week-number cell: before the row in LTR, after it (its start) in RTL.
  private func writeWeekLabel(_ label: String?, to out: OutputBuffer) {
    out.appendSpaces(weekColumn - (label.map(options.displayWidth) ?? 0))
    if let label { appendText(label, to: out) }
  }

  /// The weekday header line of a block: the same for every month of a document, so written for
  /// the first block of a row and copied for the others (`writeBlocks`).
  private func writeHeader(to out: OutputBuffer) {
    if weekColumn > 0 && !rtl { out.appendSpaces(weekColumn + 1) }
    out.appendSpaces(frame)
    weekdays.withUnsafeBufferPointer { weekdays in
      if plain && weekdays.count >= 7 && (0..<7).allSatisfy({ weekdays[$0].packedLabel.count > 0 }) {
        // Nearly every header line: seven packed labels, written in place with one capacity check
        // for the line, as a row of plain cells is.
        let cellWidth = self.cellWidth, markColumn = self.markColumn, rtl = self.rtl
        let headerWidths = self.headerWidths
        out.appendInPlace(atMost: 7 * (1 + 3 + max(cellWidth, 8) + 3 + 8 + 8 + 1)) { start in
          var at = start
          for column in 0..<7 {
            let index = rtl ? 6 - column : column
            Self.storeCellStart(column: column, rtl: rtl, at: &at)
            Self.storeSpaces(cellWidth - markColumn - headerWidths[index], at: &at)
            if rtl {
              (at[0], at[1], at[2]) = (0xE2, 0x80, 0x8F)  // RIGHT-TO-LEFT MARK: see TextRenderer
              at += 3
            }
            Self.storeLabel(weekdays[index].packedLabel, mark: markColumn > 0 ? " " : nil, at: &at)
          }
          return at - start
        }
        return
      }
      for column in 0..<7 {
        let index = rtl ? 6 - column : column
        if column > 0 { out.append(UInt8(ascii: " ")) }
        if rtl { out.append(TextRenderer.leftToRightMark) }
        let header = weekdays.baseAddress! + index
        let packed = header.pointee.packedLabel
        if plain && packed.count > 0 {
          // No colour: the packed label right-aligned, in one store.
          out.appendSpaces(cellWidth - markColumn - headerWidths[index])
          if rtl { out.append(TextRenderer.rightToLeftMark) }
          out.appendWord(packed.word, count: Int(packed.count))
          if markColumn > 0 { out.append(UInt8(ascii: " ")) }
          continue
        }
        writeCell(
          packed, header.pointee.label, width: headerWidths[index], weekday: header.pointee.weekday,
          weekend: header.pointee.isWeekend, today: false, rightToLeft: rtl, to: out)
      }
    }
    out.appendSpaces(frame)
    if weekColumn > 0 && rtl { out.appendSpaces(weekColumn + 1) }
    out.appendSpaces(blockWidth - gridWidth)
  }

  /// Writes line `index` of month block `monthIndex` (0: title, 1: header, then week rows, then
  /// blank lines), exactly `blockWidth` columns wide. The month is read in place: copying a
  /// `MonthGrid` (its headings, its weeks) for every line was a good part of the time text took.
  func writeLine(_ index: Int, of month: UnsafePointer<MonthGrid>, monthIndex: Int, to out: OutputBuffer) {
    let tail = blockWidth - gridWidth
    let weekCount = month.pointee.weeks.count
    switch index {
    case 0:
      // In RTL each block's title is a cell of its own, so a bidi terminal cannot swap the titles.
      if rtl { out.append(TextRenderer.leftToRightMark) }
      writeCentered(
        yearView ? month.pointee.headings.monthLabel : month.pointee.headings.title,
        width: titleWidths[firstIndex + monthIndex], in: blockWidth, rightToLeft: rtl, to: out)
    case 1:
      writeHeader(to: out)
    case let line where linesPerWeek == 2 && (line - 2) % 2 == 1 && (line - 2) / 2 < weekCount:
      // A row is seven cells of the grid's one buffer of days.
      month.pointee.weeks.days.withUnsafeBufferPointer { days in
        writeSecondaryLine(days.baseAddress! + 7 * ((line - 2) / 2), to: out)
      }
    case let line where (line - 2) / linesPerWeek < weekCount:
      let row = (line - 2) / linesPerWeek
      month.pointee.weeks.days.withUnsafeBufferPointer { days in
        writeWeek(
          days.baseAddress! + 7 * row,
          weekLabel: weekColumn > 0 ? month.pointee.weeks.weekOfYear(row: row).label : nil, to: out)
      }
      out.appendSpaces(tail)
    default:
      out.appendSpaces(blockWidth)
    }
  }

  /// A week row's seven cells from `week` (and its week number).
  private func writeWeek(_ week: UnsafePointer<DayCell>, weekLabel: String?, to out: OutputBuffer) {
    if weekColumn > 0 && !rtl {
      writeWeekLabel(weekLabel, to: out)
      out.append(UInt8(ascii: " "))
    }
    if plain && frame == 0 {
      writePlainCells(week, to: out)
    } else {
      writeCells(week, to: out)
    }
    if weekColumn > 0 && rtl {
      out.append(UInt8(ascii: " "))
      out.append(TextRenderer.leftToRightMark)
      writeWeekLabel(weekLabel, to: out)
    }
  }

  /// The label width of an in-month day's number as measured, or measured now.
  @inline(__always)
  private func labelWidth(_ day: UnsafePointer<DayCell>) -> Int {
    let number = day.pointee.day
    if day.pointee.inMonth && number >= 0 && number < 64 {
      let width = labelWidths[number]
      if width >= 0 { return Int(width) }
    }
    return TextLayout.width(of: day, options.displayWidth)
  }

  /// What goes before a cell of a line written in place (header or plain row): the separator
  /// after the first column, and in right-to-left a LEFT-TO-RIGHT MARK (U+200E).
  @inline(__always)
  static func storeCellStart(column: Int, rtl: Bool, at: inout UnsafeMutablePointer<UInt8>) {
    if column > 0 {
      at.pointee = UInt8(ascii: " ")
      at += 1
    }
    if rtl {
      (at[0], at[1], at[2]) = (0xE2, 0x80, 0x8E)
      at += 3
    }
  }

  /// A packed label in one eight-byte store (the line's room allows it), then its event mark when
  /// the cells have a mark column.
  @inline(__always)
  static func storeLabel(_ packed: PackedLabel, mark: Unicode.Scalar?, at: inout UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(at).storeBytes(of: packed.word.littleEndian, as: UInt64.self)
    at += Int(packed.count)
    if let mark {
      at.pointee = UInt8(ascii: mark)
      at += 1
    }
  }

  /// Stores `n` spaces (none when `n` ≤ 0) eight at a time at `at`, and moves it past them: room
  /// for `n` rounded up to eight must be reserved.
  @inline(__always)
  static func storeSpaces(_ n: Int, at: inout UnsafeMutablePointer<UInt8>) {
    var left = n
    while left > 0 {
      UnsafeMutableRawPointer(at).storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
      let step = min(left, 8)
      at += step
      left -= step
    }
  }

  /// A row's cells without colour or selection (`calrender` in a pipe): each label right-aligned
  /// and its event mark, no cell state looked at.
  private func writePlainCells(_ first: UnsafePointer<DayCell>, to out: OutputBuffer) {
    let adjacent = options.adjacent
    // Nearly every row: all seven labels packed, written in place with one capacity check for
    // the row (a check and a count update for each space run, label and separator cost more than
    // the bytes).
    if (0..<7).allSatisfy({ first[$0].packedLabel.count > 0 }) {
      let cellWidth = self.cellWidth, markColumn = self.markColumn, rtl = self.rtl
      // Per cell: separator, LEFT-TO-RIGHT MARK, padding (stored eight at a time), label (one
      // eight-byte store), mark.
      out.appendInPlace(atMost: 7 * (1 + 3 + max(cellWidth, 8) + 8 + 8 + 1)) { start in
        var at = start
        func spaces(_ n: Int) { Self.storeSpaces(n, at: &at) }
        for column in 0..<7 {
          let day = first + (rtl ? 6 - column : column)
          Self.storeCellStart(column: column, rtl: rtl, at: &at)
          guard day.pointee.inMonth || adjacent else {
            spaces(cellWidth)
            continue
          }
          spaces(cellWidth - markColumn - labelWidth(day))
          Self.storeLabel(
            day.pointee.packedLabel, mark: markColumn > 0 ? Self.mark(day) : nil, at: &at)
        }
        return at - start
      }
      return
    }
    for column in 0..<7 {
      let day = first + (rtl ? 6 - column : column)
      if column > 0 { out.append(UInt8(ascii: " ")) }
      if rtl { out.append(TextRenderer.leftToRightMark) }
      let inMonth = day.pointee.inMonth
      guard inMonth || adjacent else {
        out.appendSpaces(cellWidth)
        continue
      }
      out.appendSpaces(cellWidth - markColumn - labelWidth(day))
      // Packed bytes in one store (nearly every label); else through the string.
      Self.appendLabel(day.pointee.packedLabel, day.pointee.label, to: out)
      if markColumn > 0 { out.append(UInt8(ascii: Self.mark(day))) }
    }
  }

  /// The mark after a day number (one ASCII column, so that every terminal and font keeps the
  /// columns: ●, ◐ and the like are East Asian Ambiguous, two columns wide in CJK terminals): `*`
  /// events; else `w` a weekend day worked (调休, 補班: colour alone would not say it, and
  /// without colour the day would look like any working day); else `+` a solar term, equinox or
  /// solstice; else the moon's phase, `o` new, `)` first quarter (lit on the right), `O` full, `(`
  /// last quarter; else a space. The agenda lists them all.
  @inline(__always)
  static func mark(_ day: UnsafePointer<DayCell>) -> Unicode.Scalar {
    guard day.pointee.hasEventsHolidaysOrSecondary else { return " " }
    if !day.pointee.events.isEmpty { return "*" }
    if day.pointee.isMakeUpWorkday { return "w" }
    let sky = day.pointee.sky
    guard let first = sky.first else { return " " }
    for event in sky {
      switch event.kind {
      case .solarTerm, .season: return "+"
      case .moonPhase: continue
      }
    }
    switch first.kind {
    case .moonPhase(.new): return "o"
    case .moonPhase(.firstQuarter): return ")"
    case .moonPhase(.full): return "O"
    case .moonPhase(.lastQuarter): return "("
    case .solarTerm, .season: return "+"
    }
  }

  /// A label from its packed bytes in one store (nearly every label), else its string (made only
  /// then: a cell keeps no string for a short label).
  @inline(__always)
  static func appendLabel(_ packed: PackedLabel, _ label: @autoclosure () -> String, to out: OutputBuffer) {
    if packed.count > 0 {
      out.appendWord(packed.word, count: Int(packed.count))
    } else {
      out.append(label())
    }
  }

  /// A row's cells with their colours, marks and selection brackets.
  private func writeCells(_ first: UnsafePointer<DayCell>, to out: OutputBuffer) {
    // Brackets take the place of the spaces around a selected run: "13 [14 15 16] 17".
    func selected(_ column: Int) -> Bool {
      guard frame > 0, (0..<7).contains(column) else { return false }
      let day = first + (rtl ? 6 - column : column)
      return day.pointee.selection != nil && (day.pointee.inMonth || options.adjacent)
    }
    func separator(before column: Int) {
      let left = selected(column - 1), right = selected(column)
      out.append(UInt8(ascii: left && !right ? "]" : !left && right ? "[" : " "))
    }
    if frame > 0 { separator(before: 0) }
    for column in 0..<7 {
      // Fields read in place: a DayCell is large (labels, events, a secondary date) and copying
      // one per cell was most of the time text rendering took (callgrind).
      let day = first + (rtl ? 6 - column : column)
      if column > 0 { separator(before: column) }
      if rtl { out.append(TextRenderer.leftToRightMark) }
      let inMonth = day.pointee.inMonth
      guard inMonth || options.adjacent else {
        out.appendSpaces(cellWidth)
        continue
      }
      let width = labelWidth(day)
      if plain {
        // No colour: the label right-aligned, and the event mark.
        out.appendSpaces(cellWidth - markColumn - width)
        Self.appendLabel(day.pointee.packedLabel, day.pointee.label, to: out)
        if markColumn > 0 { out.append(UInt8(ascii: Self.mark(day))) }
        continue
      }
      writeCell(
        day.pointee.packedLabel, day.pointee.label, width: width, weekday: day.pointee.weekday,
        // A weekend day worked is drawn as a working day.
        weekend: day.pointee.isWeekend && !day.pointee.isMakeUpWorkday,
        holiday: !day.pointee.holidays.isEmpty && day.pointee.holidays.contains { $0.kind.isDayOff },
        today: day.pointee.isToday, focus: day.pointee.isFocus,
        adjacent: !inMonth || !(options.enabledDays?.contains(day.pointee.date) ?? true),
        selected: selected(column),
        mark: Self.mark(day), to: out)
    }
    if frame > 0 { separator(before: 7) }
  }

  /// What a cell shows of a secondary date: the month's name on its first day, else the day.
  static func secondaryText(_ date: SecondaryDate) -> String { date.cellText }

  /// The line under a week: each day's secondary date, faint when coloured.
  private func writeSecondaryLine(_ week: UnsafePointer<DayCell>, to out: OutputBuffer) {
    if weekColumn > 0 && !rtl { out.appendSpaces(weekColumn + 1) }
    out.appendSpaces(frame)
    for column in 0..<7 {
      let day = week[rtl ? 6 - column : column]
      if column > 0 { out.append(UInt8(ascii: " ")) }
      if rtl { out.append(TextRenderer.leftToRightMark) }
      guard let secondary = day.secondary, day.inMonth || options.adjacent else {
        out.appendSpaces(cellWidth)
        continue
      }
      let text = TextLayout.secondaryText(secondary)
      out.appendSpaces(cellWidth - markColumn - options.displayWidth(text))
      if options.color { out.append("\u{1B}[2m") }
      if options.markup { out.append("<span alpha=\"60%\">") }
      appendText(text, to: out)
      if options.markup { out.append("</span>") }
      if options.color { out.append("\u{1B}[22m") }
      out.appendSpaces(markColumn)
    }
    out.appendSpaces(frame)
    if weekColumn > 0 && rtl { out.appendSpaces(weekColumn + 1) }
    out.appendSpaces(blockWidth - gridWidth)
  }

  /// Months `range` side by side, written line by line; trailing spaces trimmed.
  func writeBlocks(_ range: Range<Int>, to out: OutputBuffer) {
    months.withUnsafeBufferPointer { months in
      var height = 0
      for index in range { height = max(height, months[index].weeks.count * linesPerWeek) }
      for line in 0..<(height + 2) {
        var header = 0..<0
        for position in 0..<range.count {
          let block = rtl ? range.upperBound - 1 - position : range.lowerBound + position
          if position > 0 { out.appendSpaces(TextLayout.gutter) }
          if line == 1 && position > 0 {
            out.appendCopy(of: header)
            continue
          }
          let start = out.count
          writeLine(line, of: months.baseAddress! + block, monthIndex: block, to: out)
          if line == 1 { header = start..<out.count }
        }
        out.trimTrailingSpaces()
        out.append(UInt8(ascii: "\n"))
      }
    }
  }
}
