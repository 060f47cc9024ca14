import CalendarModel

/// Formats the days of a month with one ICU call a month instead of one a day: ICU formats the
/// pattern's template (``DayPatternTemplate``) for the month, and each day is composed from its
/// pieces, the day's label and the weekday's name. Each month's first composed day is checked
/// against ICU's own formatting, and any difference sends every later day to ICU: composing is a
/// shortcut, never a second opinion.
final class ComposedDateFormat {
  let full: ReformedDateFormat
  private let template: PatternTemplate?
  private let templateFormat: ReformedDateFormat?
  private let formatNames: [Weekday: WeekdayNames]
  private let standaloneNames: [Weekday: WeekdayNames]
  private var composing = true
  /// The pieces of the months used last (a grid shows up to three months).
  private var recent: [(start: JulianDay, pieces: [Substring])] = []

  /// - Parameter composable: false keeps every day in ICU (a calendar whose eras change mid-month).
  init(
    locale: String, pattern: String, reform: GregorianReform?, composable: Bool,
    formatNames: [Weekday: WeekdayNames], standaloneNames: [Weekday: WeekdayNames]
  ) throws {
    full = try ReformedDateFormat(locale: locale, pattern: pattern, reform: reform)
    let usable = composable && (reform == nil || reform == .r1582)
    template = usable ? PatternTemplate(pattern: pattern, period: .days) : nil
    templateFormat = try template.map { try ReformedDateFormat(locale: locale, pattern: $0.pattern, reform: reform) }
    self.formatNames = formatNames
    self.standaloneNames = standaloneNames
  }

  /// `day`, which lies in `span` and whose day number the calendar writes `label`.
  func format(_ day: JulianDay, in span: MonthSpan, label: String) throws -> String {
    guard composing, let template, let templateFormat else { return try full.format(day) }
    if let cached = recent.first(where: { $0.start == span.start }) {
      return compose(template, cached.pieces, day, label)
    }
    guard let pieces = template.pieces(of: try templateFormat.format(span.start)) else {
      composing = false
      return try full.format(day)
    }
    let composed = compose(template, pieces, day, label)
    let icu = try full.format(day)
    guard composed == icu else {
      composing = false
      return icu
    }
    if recent.count == 3 { recent.removeFirst() }
    recent.append((span.start, pieces))
    return composed
  }

  /// Whether days are still composed (false once a month's check failed).
  var isComposing: Bool { composing && template != nil }

  private func compose(_ template: PatternTemplate, _ pieces: [Substring], _ day: JulianDay, _ label: String)
    -> String
  {
    var text = String(pieces[0])
    for (index, slot) in template.slots.enumerated() {
      switch slot {
      case .day: text += label
      case .weekday(let standalone, let width):
        text += (standalone ? standaloneNames : formatNames)[day.weekday]?[width] ?? ""
      case .month:
        break  // not a slot of a `.days` template
      }
      text += pieces[index + 1]
    }
    return text
  }
}
