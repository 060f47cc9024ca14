import CalendarModel

/// Writes one SVG document in steps: its start (root element, title, style, background, the year's
/// heading), each card (a month's group, or the week strip's) on its own, and its end (the agenda),
/// so that a month can be written as soon as it is built.
///
/// Bytes go straight into an ``OutputBuffer``: constant text as literals, numbers digit by digit,
/// text escaped on the way in, and what is the same in every day cell of the document made once.
///
/// Issue 14: the String-building renderer this replaced took ~850k instructions a month
/// (callgrind, `calrender-bench --quick --only en-US/default`), three quarters of them growing
/// Strings and interpolating numbers per day cell, and making the style sheet from its template
/// (~150k) and the font stack (~45k) for every document. The writer takes ~95k (en-US) to ~105k
/// (ko-KR, its aria-labels making the String's UTF-8 check matter: see `OutputBuffer.string`).
struct SVGWriter {
  let geometry: SVGGeometry
  let theme: Theme
  /// Whether the neighbouring months' days are drawn.
  let adjacent: Bool
  /// The document's fields the steps need (kept rather than the document, which is large to copy).
  let locale: String
  let calendarIdentifier: String
  let script: String
  let weekdays: [WeekdayHeader]
  /// Whether the document is a week view (whose days are all drawn, none outside).
  let inWeekView: Bool
  /// The weekend colour of each weekday, by ICU weekday number.
  let weekendColors: [WeekendColor?]
  /// The document's language (for `lang`: without extensions), and its primary subtag (a holiday
  /// name in another language is tagged).
  let language: String
  let documentLanguage: Substring
  let fitting: SVGNameFitting
  /// Text that is the same in every day cell of the document, made once.
  let fragments: Fragments

  /// A writer for documents like `frame` (its months and agenda are not read), laid out by
  /// `geometry`.
  init(frame: CalendarDocument, geometry: SVGGeometry, options: SVGRenderer.Options) {
    self.geometry = geometry
    theme = options.theme
    adjacent = options.adjacent
    locale = frame.locale
    calendarIdentifier = frame.calendar.identifier
    script = frame.script
    weekdays = frame.weekdays
    inWeekView = frame.week != nil
    weekendColors = (0...7).map { Weekday(rawValue: $0).flatMap { frame.weekendColors[$0] } }
    language = Self.languageBase(frame.locale)
    documentLanguage = language.prefix { $0 != "-" }
    fitting = SVGNameFitting(displayWidth: options.displayWidth)
    fragments = Fragments(geometry)
  }

  // MARK: - The document's start and end

  /// The root element's start tag, title, description, style sheet, background and (in a year view)
  /// heading; `title` names the document (the heading, else the first card's title).
  func writeStart(title: String, heading: String?, to out: OutputBuffer) {
    let width = geometry.width, height = geometry.height
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" xml:lang=\"")
    XMLText.append(language, to: out)
    out.append("\" lang=\"")
    XMLText.append(language, to: out)
    out.append("\" viewBox=\"0 0 ")
    out.append(width)
    out.append(UInt8(ascii: " "))
    out.append(height)
    out.append("\" width=\"")
    out.append(width)
    out.append("\" height=\"")
    out.append(height)
    if geometry.rightToLeft { out.append("\" direction=\"rtl") }
    out.append("\" font-family=\"")
    SVGStyle.appendFontFamily(script: script, to: out)
    out.append("\">\n<title>")
    XMLText.append(title, to: out)
    // Escaping is per character, so escaping the parts is escaping the whole.
    out.append("</title>\n<desc>Calendar: ")
    XMLText.append(title, to: out)
    out.append(" (")
    XMLText.append(locale, to: out)
    out.append(", ")
    XMLText.append(calendarIdentifier, to: out)
    out.append(")</desc>\n<style>\n")
    SVGStyle.sheet(of: theme).withUnsafeBufferPointer { out.append($0) }
    if geometry.skyShown { SVGStyle.skySheet(of: theme).withUnsafeBufferPointer { out.append($0) } }
    out.append("</style>\n<rect class=\"bg\" width=\"")
    out.append(width)
    out.append("\" height=\"")
    out.append(height)
    out.append("\"/>\n")
    if let heading {
      out.append("<text class=\"heading\" x=\"")
      out.append(width / 2)
      out.append("\" y=\"")
      out.append(SVGGeometry.headingHeight / 2 + 8)
      out.append("\">")
      XMLText.append(heading, to: out)
      out.append("</text>\n")
    }
  }

  /// The agenda under the cards (when it has entries) and the root element's end tag.
  func writeEnd(agenda: [AgendaEntry]?, to out: OutputBuffer) {
    if let agenda, !agenda.isEmpty {
      // The agenda under the cards, aligned to the start side.
      let x = geometry.rightToLeft ? geometry.width - SVGGeometry.pad : SVGGeometry.pad
      var y = geometry.agendaTop
      out.append("<g class=\"agenda\">\n")
      for entry in agenda {
        y += SVGGeometry.agendaLine
        out.append("<text xml:space=\"preserve\" x=\"")
        out.append(x)
        out.append("\" y=\"")
        out.append(y)
        out.append("\"><tspan class=\"when\">")
        XMLText.append(entry.when, to: out)
        // The title isolated (FSI … PDI), so that its direction cannot pull the date apart.
        out.append("</tspan><tspan class=\"what\">  \u{2068}")
        XMLText.append(entry.title, to: out)
        out.append("\u{2069}</tspan></text>\n")
      }
      out.append("</g>\n")
    }
    if !geometry.noteLines.isEmpty {
      // English whatever the document's language, so left to right from the left edge.
      var y = geometry.noteTop(agendaLines: agenda?.count ?? 0)
      out.append("<g class=\"note\" xml:lang=\"en\" direction=\"ltr\">\n")
      for line in geometry.noteLines {
        y += SVGGeometry.noteLine
        out.append("<text x=\"")
        out.append(SVGGeometry.pad)
        out.append("\" y=\"")
        out.append(y)
        out.append("\">")
        XMLText.append(line, to: out)
        out.append("</text>\n")
      }
      out.append("</g>\n")
    }
    out.append("</svg>\n")
  }

  // MARK: - Cards

  /// Card `index` (in reading order): a month's group, with `title` (the view's title for it) and
  /// its `weeks`, or the week strip's.
  func writeCard(_ index: Int, title: String, weeks: WeekRows, to out: OutputBuffer) {
    let (x, y) = geometry.cardOrigin(index)
    let cellWidth = geometry.cellWidth, weekColumn = geometry.weekColumn, rowHeight = geometry.rowHeight
    let rtl = geometry.rightToLeft
    let left = x + (geometry.cardWidth - (weekColumn + 7 * cellWidth)) / 2
    // Where column c (0 = first weekday) sits, mirrored in RTL; the week column is at the row's start.
    func cellX(_ column: Int) -> Int {
      rtl ? left + (6 - column) * cellWidth : left + weekColumn + column * cellWidth
    }
    out.append("<g class=\"month\">\n<text class=\"title\" x=\"")
    out.append(x + geometry.cardWidth / 2)
    out.append("\" y=\"")
    out.append(y + SVGGeometry.pad + SVGGeometry.titleHeight / 2 + 6)
    out.append("\">")
    XMLText.append(title, to: out)
    out.append("</text>\n")
    let gridTopOfHeader = y + SVGGeometry.pad + SVGGeometry.titleHeight
    let headerY = gridTopOfHeader + SVGGeometry.headerHeight / 2 + 4
    for (column, header) in weekdays.enumerated() {
      out.append("<g class=\"header\"><rect class=\"cell\" x=\"")
      out.append(cellX(column))
      out.append("\" y=\"")
      out.append(gridTopOfHeader)
      out.append("\" width=\"")
      out.append(cellWidth)
      out.append("\" height=\"")
      out.append(SVGGeometry.headerHeight)
      out.append("\"/><text class=\"weekday")
      if header.isWeekend, let color = weekendColors[header.weekday.rawValue] { append(color, to: out) }
      out.append("\" x=\"")
      out.append(cellX(column) + cellWidth / 2)
      out.append("\" y=\"")
      out.append(headerY)
      out.append("\"><title>")
      XMLText.append(header.names.wide, to: out)
      out.append("</title>")
      XMLText.append(header.label, to: out)
      out.append("</text></g>\n")
    }
    let gridTop = gridTopOfHeader + SVGGeometry.headerHeight
    let weekX = (rtl ? left + 7 * cellWidth : left) + weekColumn / 2
    for row in weeks.indices {
      let rowY = gridTop + row * rowHeight
      if let label = weeks.weekOfYear(row: row).label {
        // On the line of the day numbers (at the top of the row when small lines are under them).
        out.append("<text class=\"week\" x=\"")
        out.append(weekX)
        out.append("\" y=\"")
        out.append(rowY + (geometry.lines.count == 0 ? rowHeight / 2 + 4 : 24))
        out.append("\">")
        XMLText.append(label, to: out)
        out.append("</text>\n")
      }
      // The row's cells read in place from the grid's one buffer: iterating would copy (and
      // retain) every cell.
      weeks.days.withUnsafeBufferPointer { days in
        guard let first = days.baseAddress else { return }
        for column in 0..<7 { writeDay(first + 7 * row + column, x: cellX(column), y: rowY, to: out) }
      }
    }
    out.append("</g>\n")
  }

  /// `LanguageTag.base(tag)`, without splitting the common tag that has nothing to drop (letters,
  /// digits and hyphens, no empty subtag and no singleton such as the `u` of `-u-ca-hebrew`).
  static func languageBase(_ tag: String) -> String {
    var subtag = 0
    for byte in tag.utf8 {
      switch byte {
      case UInt8(ascii: "-"):
        guard subtag > 1 else { return LanguageTag.base(tag) }
        subtag = 0
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        subtag += 1
      default: return LanguageTag.base(tag)
      }
    }
    return subtag > 1 ? tag : LanguageTag.base(tag)
  }

  /// A weekend colour as a class (with the space before it).
  func append(_ color: WeekendColor, to out: OutputBuffer) {
    switch color {
    case .red: out.append(" red")
    case .blue: out.append(" blue")
    case .tint: out.append(" tint")
    }
  }
}
