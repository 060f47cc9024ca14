import CalendarModel

/// Draws the document as the JSON line a Waybar custom module reads (`"return-type": "json"`):
/// `text` for the bar (today's full date when the document shows today, else its first title),
/// `tooltip` the grid in Pango markup (``PangoRenderer``), and `class` what today is — `weekend`,
/// `holiday`, `events`, `selected` — for the bar's style sheet.
public struct WaybarRenderer: Sendable {
  /// Options of the tooltip's grid.
  public var options: TextRenderer.Options

  /// A renderer with `options`.
  public init(options: TextRenderer.Options) { self.options = options }

  /// The module's JSON object on one line, ending in a newline.
  public func render(_ document: CalendarDocument) -> String {
    let cells = document.week.map { Array($0.week.days) } ?? document.months.flatMap(\.weeks.days)
    let today = cells.first { $0.isToday && ($0.inMonth || document.week != nil) }
    var text = document.week?.title ?? document.months.first?.headings.title ?? ""
    if document.view == .year { text = document.yearHeading }
    if let label = today?.accessibleLabel { text = label }
    var classes: [String] = []
    if let today {
      if today.isWeekend { classes.append("weekend") }
      if !today.holidays.isEmpty { classes.append("holiday") }
      if today.holidays.contains(where: \.estimated) { classes.append("estimated") }
      if !today.events.isEmpty { classes.append("events") }
      if today.selection != nil { classes.append("selected") }
    }
    let tooltip = PangoRenderer(options: options).markup(document)
    return "{\"text\": \(jsonStringLiteral(text)), \"tooltip\": \(jsonStringLiteral(tooltip)), \"class\": ["
      + classes.map { "\"\($0)\"" }.joined(separator: ", ") + "]}\n"
  }
}
