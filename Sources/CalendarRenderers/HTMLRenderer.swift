import CalendarModel

/// Draws the model as HTML: a fragment (or a whole page) with one semantic, accessible `<table>` per
/// month — `lang` and `dir`, the title as `<caption>`, `<th scope="col" abbr="Monday">`, a
/// `<time datetime>` in each cell, classes for states — and no script. In right-to-left locales the
/// cells stay in logical order and `dir="rtl"` lets the browser mirror the table.
public struct HTMLRenderer {
  public struct Options {
    public var theme: Theme
    /// A whole page (with its style) instead of a fragment.
    public var standalone: Bool
    /// Show the neighbouring months' days (class `outside`).
    public var adjacent: Bool

    public init(theme: Theme = .light, standalone: Bool = false, adjacent: Bool = false) {
      self.theme = theme
      self.standalone = standalone
      self.adjacent = adjacent
    }
  }

  public var options: Options

  public init(options: Options) { self.options = options }

  public func render(_ document: CalendarDocument) -> String {
    let lang = XMLText.escaped(LanguageTag.base(document.locale))
    let dir = document.direction.rawValue
    var out = ""
    out.reserveCapacity(document.months.count * 6000 + 3000)
    let heading = document.view == .year ? document.months.first?.headings.yearLabel : nil
    if options.standalone {
      let title = heading ?? document.week?.title ?? document.months.first?.headings.title ?? "Calendar"
      out += "<!DOCTYPE html>\n<html lang=\"\(lang)\" dir=\"\(dir)\">\n<head>\n<meta charset=\"utf-8\">\n"
      out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      out += "<title>\(XMLText.escaped(title))</title>\n<style>\n\(style(document))</style>\n</head>\n<body>\n"
    }
    out += "<div class=\"calrender calrender-\(document.view.rawValue)\" lang=\"\(lang)\" dir=\"\(dir)\">\n"
    if let heading { out += "<h2 class=\"year\">\(XMLText.escaped(heading))</h2>\n" }
    if let strip = document.week {
      table(title: strip.title, weeks: [strip.week], document: document, into: &out)
    } else {
      for month in document.months {
        table(
          title: document.view == .year ? month.headings.monthLabel : month.headings.title, weeks: month.weeks,
          document: document, into: &out)
      }
    }
    if !(document.agenda ?? []).isEmpty {
      out += "<ul class=\"agenda\">\n"
      for entry in (document.agenda ?? []) {
        out += "<li><span class=\"when\">\(XMLText.escaped(entry.when))</span> \(XMLText.escaped(entry.title))</li>\n"
      }
      out += "</ul>\n"
    }
    out += "</div>\n"
    if options.standalone { out += "</body>\n</html>\n" }
    return out
  }

  private func table(title: String, weeks: [Week], document: CalendarDocument, into out: inout String) {
    let numbered = document.weekNumbering != nil
    out += "<table class=\"month\">\n<caption>\(XMLText.escaped(title))</caption>\n<thead>\n<tr>"
    if numbered { out += "<td class=\"week\"></td>" }
    for header in document.weekdays {
      var classes = "weekday"
      if header.isWeekend { classes += " weekend " + (document.weekendColors[header.weekday]?.rawValue ?? "tint") }
      out += "<th scope=\"col\" class=\"\(classes)\" abbr=\"\(XMLText.escaped(header.names.wide))\">"
      out += "\(XMLText.escaped(header.label))</th>"
    }
    out += "</tr>\n</thead>\n<tbody>\n"
    for week in weeks {
      out += "<tr>"
      if numbered {
        let label = week.weekLabel ?? week.weekNumber.map(String.init) ?? ""
        out += "<th scope=\"row\" class=\"week\">\(XMLText.escaped(label))</th>"
      }
      for day in week.days { cell(day, document: document, into: &out) }
      out += "</tr>\n"
    }
    out += "</tbody>\n</table>\n"
  }

  private func cell(_ day: DayCell, document: CalendarDocument, into out: inout String) {
    let outside = !day.inMonth && document.week == nil
    var classes = ["day"]
    if outside { classes.append("outside") }
    if day.isWeekend {
      classes += ["weekend", day.isDayOff ? "red" : document.weekendColors[day.weekday]?.rawValue ?? "tint"]
    } else if day.isDayOff {
      classes.append("red")
    }
    if !day.holidays.isEmpty { classes.append("holiday") }
    if day.isToday { classes.append("today") }
    if day.isFocus { classes.append("focus") }
    if let role = day.selection { classes += ["selected", role.rawValue] }
    out += "<td class=\"\(classes.joined(separator: " "))\""
    if day.isToday { out += " aria-current=\"date\"" }
    out += ">"
    if !outside || options.adjacent {
      out += "<time datetime=\"\(day.date.isoString)\""
      if let label = day.accessibleLabel {
        let named = ([label] + day.holidays.map(\.name)).joined(separator: ", ")
        out += " title=\"\(XMLText.escaped(named))\""
      }
      out += ">\(XMLText.escaped(day.label))</time>"
      if !day.events.isEmpty {
        let titles = day.events.map(\.title).joined(separator: ", ")
        let marks =
          day.events.count > 3 ? "•••+\(day.events.count - 3)" : String(repeating: "•", count: day.events.count)
        out += "<span class=\"events\" title=\"\(XMLText.escaped(titles))\">\(marks)</span>"
      }
      if let secondary = day.secondary {
        out += "<span class=\"secondary\" title=\"\(XMLText.escaped(secondary.label))\">"
        out += "\(XMLText.escaped(secondary.monthLabel ?? secondary.dayLabel))</span>"
      }
    }
    out += "</td>"
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
      .calrender td{width:2.6em;height:2.2em;text-align:center;padding:0}
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
      .calrender .agenda .when{\(t.declare("color", "muted"))}
      .calrender .events{display:block;font-size:.6em;line-height:1;\(t.declare("color", "today"))}
      .calrender .secondary{display:block;font-size:.6em;line-height:1;\(t.declare("color", "muted"))}

      """
  }
}
