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
  private var recent: [(start: JulianDay, pieces: [[UInt8]], length: Int)] = []

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
    for cached in recent where cached.start == span.start {
      return compose(template, cached.pieces, cached.length, day, label)
    }
    guard let cut = template.pieces(of: try templateFormat.format(span.start)) else {
      composing = false
      return try full.format(day)
    }
    let pieces = cut.map { Array($0.utf8) }
    let length = pieces.reduce(0) { $0 + $1.count }
    let composed = compose(template, pieces, length, day, label)
    let icu = try full.format(day)
    guard composed == icu else {
      composing = false
      return icu
    }
    if recent.count == 3 { recent.removeFirst() }
    recent.append((span.start, pieces, length))
    return composed
  }

  /// Whether days are still composed (false once a month's check failed).
  var isComposing: Bool { composing && template != nil }

  private func compose(
    _ template: PatternTemplate, _ pieces: [[UInt8]], _ length: Int, _ day: JulianDay, _ label: String
  ) -> String {
    // Bytes copied once into the string's own storage: String's appends cost more than the copy.
    var parts: [[UInt8]] = [pieces[0]]
    parts.reserveCapacity(pieces.count * 2)
    var total = length
    for (index, slot) in template.slots.enumerated() {
      let value: [UInt8]
      switch slot {
      case .day: value = Array(label.utf8)
      case .weekday(let standalone, let width): value = weekdayBytes(day.weekday, standalone, width)
      case .month: value = []  // not a slot of a `.days` template
      }
      total += value.count
      parts.append(value)
      parts.append(pieces[index + 1])
    }
    return String(unsafeUninitializedCapacity: total) { buffer in
      var offset = 0
      for part in parts {
        for byte in part {
          buffer[offset] = byte
          offset += 1
        }
      }
      return offset
    }
  }

  /// Weekday names as UTF-8, by context, width and weekday (filled when first asked).
  private var weekdayTable: [[UInt8]?] = Array(repeating: nil, count: 2 * 4 * 7)

  private func weekdayBytes(_ weekday: Weekday, _ standalone: Bool, _ width: LabelWidth) -> [UInt8] {
    let widthIndex: Int =
      switch width {
      case .wide: 0
      case .abbreviated: 1
      case .short: 2
      case .narrow: 3
      }
    let index = ((standalone ? 1 : 0) * 4 + widthIndex) * 7 + weekday.rawValue - 1
    if let known = weekdayTable[index] { return known }
    let bytes = Array(((standalone ? standaloneNames : formatNames)[weekday]?[width] ?? "").utf8)
    weekdayTable[index] = bytes
    return bytes
  }
}
