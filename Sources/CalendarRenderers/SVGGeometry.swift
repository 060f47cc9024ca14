import CalendarModel

/// Where the parts of an SVG document sit, in CSS pixels: the size of a day cell and of a card (a
/// month, or the week strip), the grid of cards and the whole canvas.
///
/// The root element's `viewBox` needs the size of everything, so the cards are measured (with a
/// ``Measure``, one card at a time) before the first byte is written; then each card can be written
/// on its own, at ``cardOrigin(_:)``.
struct SVGGeometry {
  static let pad = 16, titleHeight = 40, headerHeight = 26, gap = 24, headingHeight = 52
  static let dayFont = 15, headerFont = 12, titleFont = 18, weekFont = 11
  /// The height of an agenda line.
  static let agendaLine = 22
  /// The radius of a selection's disc (today's ring is one more).
  static let markRadius = 15

  /// The small lines under a day's number: its secondary date, and (in month views, not the year's
  /// small cards or the week strip) the name of its first holiday, else of its solar term; a line
  /// more for the term's name under the holiday's when some day has both (a Korean holiday on
  /// 입하), so that neither hides the other.
  struct DayLines: Equatable {
    var secondary: Bool
    var names: Bool
    var termsBelow = false
    var count: Int { (secondary ? 1 : 0) + (names ? 1 : 0) + (termsBelow ? 1 : 0) }
  }

  /// What the geometry needs to know of the cards, gathered one card at a time: the widest header,
  /// day label and title, the most week rows, and which small lines some day has.
  struct Measure {
    private let displayWidth: (String) -> Int
    private let adjacent: Bool
    private(set) var cellWidth = 44
    private(set) var rows = 1
    private(set) var titleWidth = 0
    private(set) var cardCount = 0
    private(set) var secondary = false
    /// Some shown day has a holiday or a solar term (its name is a line under the number in month
    /// views).
    private(set) var holidayShown = false
    /// Some shown day has both a holiday and a solar term.
    private(set) var holidayAndTermShown = false
    /// Some day has an event of the sky (the sheet then has the sky's rules).
    private(set) var skyShown = false

    /// Starts with what every card has: the weekday headers of `frame` (a document whose months
    /// may not be built yet).
    init(frame: CalendarDocument, adjacent: Bool, displayWidth: @escaping (String) -> Int) {
      self.displayWidth = displayWidth
      self.adjacent = adjacent
      // Cells wide enough for the widest header and day label (estimated from display width).
      for header in frame.weekdays { cellWidth = max(cellWidth, displayWidth(header.label) * 8 + 12) }
    }

    /// Adds a card: a month (titled as the view titles it) or the week strip.
    mutating func addCard(title: String, weeks: WeekRows) {
      cardCount += 1
      rows = max(rows, weeks.count)
      titleWidth = max(titleWidth, displayWidth(title) * 11)
      add(weeks, isCard: true)
    }

    /// Adds a month that is not drawn as a card (a week view's document may carry months too), for
    /// the small lines its days have.
    mutating func addLines(of weeks: WeekRows) { add(weeks, isCard: false) }

    private mutating func add(_ weeks: WeekRows, isCard: Bool) {
      // Gathered in locals: a closure that captured `self` would copy it for every cell.
      var cellWidth = self.cellWidth, secondary = self.secondary, holidayShown = self.holidayShown
      var skyShown = self.skyShown, holidayAndTermShown = self.holidayAndTermShown
      let displayWidth = self.displayWidth, adjacent = self.adjacent
      // The rows' cells read in place from their one buffer: iterating would copy (and retain)
      // every cell.
      weeks.days.withUnsafeBufferPointer { days in
        for index in days.indices {
          if isCard {
            // Printable ASCII (day numbers in Latin digits) is as wide as it is long, as text
            // measures it: no string made from the packed label to measure.
            let packed = days[index].packedLabel
            let width = packed.isPrintableASCII ? Int(packed.count) : displayWidth(days[index].label)
            cellWidth = max(cellWidth, width * 10 + 14)
          }
          // A plain cell (most of them) has nothing more to look at: one read of the out-of-line
          // part, where each of the reads below is one with a retain and release.
          guard days[index].hasEventsHolidaysOrSecondary else { continue }
          if days[index].secondary != nil { secondary = true }
          if !skyShown && !days[index].sky.isEmpty { skyShown = true }
          if !holidayAndTermShown && (days[index].inMonth || adjacent) && !days[index].holidays.isEmpty
            && days[index].sky.contains(where: \.isNamedUnderTheDay)
          {
            holidayAndTermShown = true
          }
          if !holidayShown && (days[index].inMonth || adjacent)
            && (!days[index].holidays.isEmpty || days[index].sky.contains(where: \.isNamedUnderTheDay))
          {
            holidayShown = true
          }
        }
      }
      self.cellWidth = cellWidth
      self.secondary = secondary
      self.holidayShown = holidayShown
      self.skyShown = skyShown
      self.holidayAndTermShown = holidayAndTermShown
    }
  }

  let cellWidth: Int
  /// The width of the week-number column (0 without week numbers).
  let weekColumn: Int
  let lines: DayLines
  /// Some day has an event of the sky.
  let skyShown: Bool
  let rowHeight: Int
  let cardWidth: Int
  let cardHeight: Int
  /// Cards per row of cards, and rows of cards.
  let perRow: Int
  let cardRows: Int
  /// Where the cards begin (under the year view's heading).
  let top: Int
  let cardsWidth: Int
  let width: Int
  let height: Int
  let rightToLeft: Bool
  /// The note under everything that the view reaches years outside its holiday data (English,
  /// ``HolidayCoverageGap/note(_:)``), broken into lines that fit the width; empty when there is none.
  let noteLines: [String]

  /// The geometry of the cards `measure` measured, in the document `frame` (its view, direction
  /// and week numbering), with `agenda` under the cards.
  init(
    _ measure: Measure, frame: CalendarDocument, agenda: [AgendaEntry]?, columns: Int?,
    displayWidth: (String) -> Int
  ) {
    cellWidth = measure.cellWidth
    weekColumn = frame.weekNumbering == nil ? 0 : 34
    let names = (frame.view == .month || frame.view == .months) && frame.week == nil
    lines = DayLines(
      secondary: measure.secondary, names: names && measure.holidayShown,
      termsBelow: names && measure.holidayAndTermShown)
    skyShown = measure.skyShown
    rowHeight = Self.rowHeight(lines)
    cardWidth = max(2 * Self.pad + weekColumn + 7 * cellWidth, measure.titleWidth + 2 * Self.pad)
    cardHeight = Self.pad + Self.titleHeight + Self.headerHeight + measure.rows * rowHeight + Self.pad
    let cards = measure.cardCount
    perRow = cards <= 1 ? 1 : min(columns ?? 3, cards)
    cardRows = (cards + perRow - 1) / perRow
    top = frame.view == .year ? Self.headingHeight : 0
    let agenda = agenda ?? []
    let agendaWidth = agenda.reduce(0) { max($0, displayWidth($1.when + "  " + $1.title) * 8 + 2 * Self.pad) }
    cardsWidth = perRow * cardWidth + (perRow - 1) * Self.gap
    width = max(cardsWidth, agendaWidth)
    let agendaHeight = agenda.isEmpty ? 0 : agenda.count * Self.agendaLine + Self.pad
    let noteWidth = width - 2 * Self.pad
    var noteLines: [String] = []
    if let note = HolidayCoverageGap.note(frame.holidayCoverageGaps) { noteLines = Self.lines(of: note, fitting: noteWidth) }
    self.noteLines = noteLines
    let noteHeight = noteLines.isEmpty ? 0 : noteLines.count * Self.noteLine + Self.pad
    height = top + cardRows * cardHeight + (cardRows - 1) * Self.gap + agendaHeight + noteHeight
    rightToLeft = frame.direction == .rtl
  }

  /// The height of a line of the note, and the width of its characters (11px sans-serif text is
  /// about 6px a character; the note is ASCII but for its en dashes).
  static let noteLine = 16, noteCharacterWidth = 6

  /// `text` broken at spaces into lines of at most `width` pixels (a word longer stays whole).
  static func lines(of text: String, fitting width: Int) -> [String] {
    let most = max(20, width / noteCharacterWidth)
    var lines: [String] = [], line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > most {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// A row's height: one line more a secondary date or holiday name. Measured in Chromium: Noto's
  /// Arabic and Devanagari fonts need about 2.1 em a line, so each small line starts 20px lower.
  /// A row: the number (38), and with small lines 4 more for the event dots between, 20 a line.
  static func rowHeight(_ lines: DayLines) -> Int { lines.count == 0 ? 38 : 42 + 20 * lines.count }

  /// The top left corner of card `index` (cards fill rows in reading order, mirrored in RTL).
  func cardOrigin(_ index: Int) -> (x: Int, y: Int) {
    let column = index % perRow
    let visualColumn = rightToLeft ? perRow - 1 - column : column
    return (
      (width - cardsWidth) / 2 + visualColumn * (cardWidth + Self.gap),
      top + (index / perRow) * (cardHeight + Self.gap)
    )
  }

  /// The baseline above the agenda's first line.
  var agendaTop: Int { top + cardRows * cardHeight + (cardRows - 1) * Self.gap + 8 }

  /// The baseline above the note's first line: under the agenda, if any.
  func noteTop(agendaLines: Int) -> Int {
    agendaTop + (agendaLines == 0 ? 0 : agendaLines * Self.agendaLine + Self.pad)
  }

  /// Where the day marks centre in a cell: with small lines under the numbers, on the day's number
  /// above them (at the same height in every cell of the document, whether the day has such a line
  /// or not).
  var markCenter: (x: Int, y: Int) { (cellWidth / 2, lines.count == 0 ? rowHeight / 2 : 20) }
}
