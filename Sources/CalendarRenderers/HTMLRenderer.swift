import CalendarModel

/// Draws the model as HTML: a fragment (or a whole page) with one semantic, accessible `<table>` per
/// month — `lang` and `dir`, the title as `<caption>`, `<th scope="col" abbr="Monday">`, a
/// `<time datetime>` in each cell, classes for states — and no script. In right-to-left locales the
/// cells stay in logical order and `dir="rtl"` lets the browser mirror the table.
public struct HTMLRenderer {
  /// What to draw and how: colours, a page or a fragment, adjacent days.
  public struct Options {
    /// The colours, as CSS custom properties a page can override.
    public var theme: Theme
    /// A whole page (with its style) instead of a fragment.
    public var standalone: Bool
    /// Show the neighbouring months' days (class `outside`).
    public var adjacent: Bool

    /// A fragment in the light theme without adjacent days, unless told otherwise.
    public init(theme: Theme = .light, standalone: Bool = false, adjacent: Bool = false) {
      self.theme = theme
      self.standalone = standalone
      self.adjacent = adjacent
    }
  }

  /// How documents are drawn.
  public var options: Options

  /// A renderer with `options`.
  public init(options: Options) { self.options = options }

  /// The document as HTML: one `<table>` a month (or the week strip), with its agenda.
  public func render(_ document: CalendarDocument) -> String {
    let out = OutputBuffer(capacity: document.months.count * 6000 + 3000)
    // Neither a built document nor a buffer without a sink can fail.
    try? write(WholeDocument(document), to: out)
    return out.string
  }

  /// Writes the document of `source` to `sink` a month (a table) at a time: the same bytes as
  /// ``render(_:)`` of the whole document.
  /// - Throws: what building a month or the sink throws; the bytes before it have been written.
  package func write(_ source: some DocumentSource, to sink: some ByteSink) throws {
    let out = OutputBuffer(capacity: 2 * OutputBuffer.flushThreshold, sink: sink)
    try write(source, to: out)
    try out.flush()
  }

  /// The document's bytes, written piece by piece without intermediate strings: day cells are most
  /// of every document (issue 14).
  func write(_ source: some DocumentSource, to out: OutputBuffer) throws {
    let document = source.frame
    let lang = LanguageTag.base(document.locale)
    let dir = document.direction.rawValue
    let heading = try source.yearHeading()
    // The first month is built before the first byte: a page's title may be its title.
    var next = source.monthCount > 0 ? try source.months(0..<1) : []
    if options.standalone {
      let title = heading ?? document.week?.title ?? next.first?.headings.title ?? "Calendar"
      out.append("<!DOCTYPE html>\n<html lang=\"")
      XMLText.append(lang, to: out)
      out.append("\" dir=\"")
      out.append(dir)
      out.append("\">\n<head>\n<meta charset=\"utf-8\">\n")
      out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
      out.append("<title>")
      XMLText.append(title, to: out)
      out.append("</title>\n<style>\n")
      out.append(style(document))
      out.append("</style>\n</head>\n<body>\n")
    }
    out.append("<div class=\"calrender calrender-")
    out.append(document.view.rawValue)
    out.append("\" lang=\"")
    XMLText.append(lang, to: out)
    out.append("\" dir=\"")
    out.append(dir)
    out.append("\">\n")
    if let heading {
      out.append("<h2 class=\"year\">")
      XMLText.append(heading, to: out)
      out.append("</h2>\n")
    }
    // The class of each weekday's weekend colour, looked up once per document (by ICU weekday number).
    let colors = (0...7).map { Weekday(rawValue: $0).flatMap { document.weekendColors[$0]?.rawValue } ?? "tint" }
    if let strip = document.week {
      table(title: strip.title, weeks: [strip.week], document: document, colors: colors, to: out)
    } else {
      for index in 0..<source.monthCount {
        if index > 0 { next = try source.months(index..<index + 1) }
        for month in next {
          table(
            title: document.view == .year ? month.headings.monthLabel : month.headings.title, weeks: month.weeks,
            document: document, colors: colors, to: out)
        }
        try out.flushIfFull()
      }
    }
    if let agenda = try source.agenda(), !agenda.isEmpty {
      out.append("<ul class=\"agenda\">\n")
      for entry in agenda {
        out.append("<li><span class=\"when\">")
        XMLText.append(entry.when, to: out)
        // The title in its own direction (<bdi>, as SVG's FSI … PDI), so that it cannot pull the
        // times apart or turn its parentheses around.
        out.append("</span> <bdi>")
        XMLText.append(entry.title, to: out)
        out.append("</bdi></li>\n")
      }
      out.append("</ul>\n")
    }
    if let note = HolidayCoverageGap.note(document.holidayCoverageGaps) {
      // English whatever the document's language (the command's notes are).
      out.append("<p class=\"note\" lang=\"en\" dir=\"ltr\">")
      XMLText.append(note, to: out)
      out.append("</p>\n")
    }
    out.append("</div>\n")
    if options.standalone { out.append("</body>\n</html>\n") }
  }

  private func table(title: String, weeks: WeekRows, document: CalendarDocument, colors: [String], to out: OutputBuffer) {
    let numbered = document.weekNumbering != nil
    let inWeekView = document.week != nil
    out.append("<table class=\"month\">\n<caption>")
    XMLText.append(title, to: out)
    out.append("</caption>\n<thead>\n<tr>")
    if numbered { out.append("<td class=\"week\"></td>") }
    for header in document.weekdays {
      out.append("<th scope=\"col\" class=\"weekday")
      if header.isWeekend {
        out.append(" weekend ")
        out.append(colors[header.weekday.rawValue])
      }
      out.append("\" abbr=\"")
      XMLText.append(header.names.wide, to: out)
      out.append("\">")
      XMLText.append(header.label, to: out)
      out.append("</th>")
    }
    out.append("</tr>\n</thead>\n<tbody>\n")
    // Each row's seven cells read in place from the grid's one buffer of days (iterating would
    // copy, and retain, every cell).
    weeks.days.withUnsafeBufferPointer { days in
      guard let first = days.baseAddress else { return }
      for row in weeks.indices {
        out.append("<tr>")
        if numbered {
          out.append("<th scope=\"row\" class=\"week\">")
          let number = weeks.weekOfYear(row: row)
          if let label = number.label {
            XMLText.append(label, to: out)
          } else if let number = number.number {
            out.append(number)
          }
          out.append("</th>")
        }
        for index in 7 * row..<7 * row + 7 { cell(first + index, inWeekView: inWeekView, colors: colors, to: out) }
        out.append("</tr>\n")
      }
    }
    out.append("</tbody>\n</table>\n")
  }

  /// A day cell, read where it lies (passed by value it is copied out of the array, its strings and
  /// arrays retained, for every cell).
  private func cell(_ day: UnsafePointer<DayCell>, inWeekView: Bool, colors: [String], to out: OutputBuffer) {
    let outside = !day.pointee.inMonth && !inWeekView
    // One read of the cell's out-of-line part for a plain day (each read below retains and releases it).
    let decorated = day.pointee.hasEventsHolidaysOrSecondary
    let hasHolidays = decorated && !day.pointee.holidays.isEmpty
    // `isDayOff` would copy the cell to call its getter; most cells have no holiday to look at.
    let dayOff = hasHolidays && day.pointee.holidays.contains { $0.kind.isDayOff }
    let workday = hasHolidays && day.pointee.holidays.contains { $0.kind == .workday }
    out.append("<td class=\"day")
    if outside { out.append(" outside") }
    // A weekend day worked (调休, 補班) is drawn as a working day, its class saying why.
    if workday {
      out.append(" workday")
    } else if day.pointee.isWeekend {
      out.append(" weekend ")
      if dayOff { out.append("red") } else { out.append(colors[day.pointee.weekday.rawValue]) }
    } else if dayOff {
      out.append(" red")
    }
    if hasHolidays {
      out.append(" holiday")
      SVGWriter.appendCategories(of: day.pointee.holidays, to: out)
    }
    if day.pointee.isToday { out.append(" today") }
    if day.pointee.isFocus { out.append(" focus") }
    if let role = day.pointee.selection {
      out.append(" selected ")
      out.append(role.rawValue)
    }
    out.append(day.pointee.isToday ? "\" aria-current=\"date\">" : "\">")
    if !outside || options.adjacent {
      out.append("<time datetime=\"")
      out.appendISODate(day.pointee.date)
      if let label = day.pointee.fullDateLabel {
        out.append("\" title=\"")
        // A plain day's name is its date: its holidays and sky (two reads of the out-of-line part,
        // a retain and release each) only when it has any.
        if decorated {
          XMLText.appendAccessibleName(label, holidays: day.pointee.holidays, sky: day.pointee.sky, to: out)
        } else {
          XMLText.append(label, to: out)
        }
      }
      out.append("\">")
      XMLText.appendLabel(of: day, to: out)
      out.append("</time>")
      // Each in a place of its own, top to bottom: the number (today's ring and the selection's disc
      // round it, a few pixels of padding outside them), the secondary date under it, the event marks
      // in a band at the cell's foot (the cell's bottom padding) — the ring once overlapped the
      // secondary date, and the disc hid the marks.
      guard decorated else {
        out.append("</td>")
        return
      }
      if let secondary = day.pointee.secondary {
        out.append("<span class=\"secondary\" title=\"")
        XMLText.append(secondary.label, to: out)
        out.append("\">")
        XMLText.append(secondary.cellText, to: out)
        out.append("</span>")
      }
      let sky = day.pointee.sky
      if !sky.isEmpty { writeSky(sky, to: out) }
      if !day.pointee.events.isEmpty {
        out.append("<span class=\"events\" title=\"")
        for (index, event) in day.pointee.events.enumerated() {
          if index > 0 { out.append(", ") }
          XMLText.append(event.title, to: out)
        }
        out.append("\">")
        if day.pointee.events.count > 3 {
          out.append("•••+")
          out.append(day.pointee.events.count - 3)
        } else {
          for _ in 0..<day.pointee.events.count { out.append("•") }
        }
        out.append("</span>")
      }
    }
    out.append("</td>")
  }

  /// A day's sky: its moon phase as a small disc drawn by the style sheet at the cell's corner
  /// (the dark part filled, as seen from the northern hemisphere), its name and local time the
  /// tooltip; a solar term's name under the day.
  private func writeSky(_ sky: [DaySky], to out: OutputBuffer) {
    for event in sky {
      let time = String(event.localTime.dropFirst(11).prefix(5))
      switch event.kind {
      case .moonPhase(let phase):
        out.append("<span class=\"moon ")
        out.append(phase.rawValue)
        out.append("\" title=\"")
        XMLText.append(event.name, to: out)
        out.append(UInt8(ascii: " "))
        out.append(time)
        out.append("\"></span>")
      case .solarTerm, .season:
        out.append("<span class=\"term\" lang=\"")
        XMLText.append(event.language, to: out)
        out.append("\" title=\"")
        XMLText.append(event.name, to: out)
        out.append(UInt8(ascii: " "))
        out.append(time)
        out.append("\">")
        XMLText.append(event.name, to: out)
        out.append("</span>")
      }
    }
  }

  /// The page's style (standalone only: a fragment leaves styling to the page it goes into).
  private func style(_ document: CalendarDocument) -> String {
    let t = options.theme
    return """
      .calrender{\(t.customProperties);font-family:\(FontStack.css(script: document.script));\(t.declare("color", "fg"));\(t.declare("background", "bg"));display:flex;flex-wrap:wrap;gap:24px;padding:16px}
      .calrender .year{flex-basis:100%;text-align:center;margin:0}
      .calrender table{border-collapse:separate;border-spacing:0 4px}
      .calrender caption{font-weight:600;font-size:1.15em;padding-bottom:8px}
      .calrender th{font-weight:400;font-size:.8em;\(t.declare("color", "muted"));padding:4px 0}
      .calrender td{width:2.6em;text-align:center;vertical-align:top;padding:3px 0 .7em;position:relative}
      .calrender time{display:inline-block;min-width:2em;line-height:2em;border-radius:1em}
      .calrender .red{\(t.declare("color", "red"))}
      .calrender .blue{\(t.declare("color", "blue"))}
      .calrender .tint{\(t.declare("color", "tint"))}
      .calrender .outside{\(t.declare("color", "muted"))}
      .calrender .week{font-size:.75em;\(t.declare("color", "week"))}
      .calrender .today time{box-shadow:0 0 0 2px \(t.value("today"));box-shadow:0 0 0 2px var(--cr-today)}
      .calrender .selected{\(t.declare("background", "band"))}
      .calrender .selected.single{background:none}
      .calrender .selected.start{background:linear-gradient(to right,transparent 50%,\(t.value("band")) 50%);background:linear-gradient(to right,transparent 50%,var(--cr-band) 50%)}
      .calrender .selected.end{background:linear-gradient(to left,transparent 50%,\(t.value("band")) 50%);background:linear-gradient(to left,transparent 50%,var(--cr-band) 50%)}
      .calrender[dir=rtl] .selected.start{background:linear-gradient(to left,transparent 50%,\(t.value("band")) 50%);background:linear-gradient(to left,transparent 50%,var(--cr-band) 50%)}
      .calrender[dir=rtl] .selected.end{background:linear-gradient(to right,transparent 50%,\(t.value("band")) 50%);background:linear-gradient(to right,transparent 50%,var(--cr-band) 50%)}
      .calrender .selected.start time,.calrender .selected.end time,.calrender .selected.single time{\(t.declare("background", "select"));\(t.declare("color", "selectfg"))}
      .calrender .focus time{text-decoration:underline}
      .calrender .agenda{flex-basis:100%;margin:0;padding:0 0 0 1.2em}
      .calrender[dir=rtl] .agenda{padding:0 1.2em 0 0}
      .calrender .agenda .when{\(t.declare("color", "muted"))}
      .calrender .events{position:absolute;left:0;right:0;bottom:0;font-size:.6em;line-height:1;\(t.declare("color", "today"))}
      .calrender .secondary{display:block;margin-top:3px;font-size:.6em;line-height:1;\(t.declare("color", "muted"))}
      .calrender .note{flex-basis:100%;margin:0;font-size:.8em;\(t.declare("color", "muted"))}
      .calrender .term{display:block;font-size:.6em;line-height:1.2;\(t.declare("color", "tint"))}
      .calrender .moon{position:absolute;top:1px;right:1px;width:9px;height:9px;border-radius:50%;box-sizing:border-box;border:1px solid \(t.value("tint"));border-color:var(--cr-tint)}
      .calrender[dir=rtl] .moon{right:auto;left:1px}
      .calrender .moon.new{\(t.declare("background", "tint"))}
      .calrender .moon.firstQuarter{background:linear-gradient(to right,\(t.value("tint")) 50%,transparent 50%);background:linear-gradient(to right,var(--cr-tint) 50%,transparent 50%)}
      .calrender .moon.lastQuarter{background:linear-gradient(to left,\(t.value("tint")) 50%,transparent 50%);background:linear-gradient(to left,var(--cr-tint) 50%,transparent 50%)}

      """
  }
}
