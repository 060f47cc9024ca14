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
    weekdayTable = (0..<(2 * 4 * 7)).map { index in
      let names = index / 28 == 1 ? standaloneNames : formatNames
      let width = LabelWidth.tableOrder[index / 7 % 4]
      return Array((names[Weekday(rawValue: index % 7 + 1) ?? .sun]?[width] ?? "").utf8)
    }
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
    // Bytes copied once into the string's own storage, its length counted first: String's appends,
    // and arrays of the parts, cost more than the copy (an accessible label for every day cell).
    var total = length
    for slot in template.slots {
      switch slot {
      case .day: total += label.utf8.count
      case .weekday(let standalone, let width): total += weekdayBytes(day.weekday, standalone, width).count
      case .month: break  // not a slot of a `.days` template
      }
    }
    return String(unsafeUninitializedCapacity: total) { buffer in
      guard var target = buffer.baseAddress else { return 0 }
      let start = target
      for index in 0...template.slots.count {
        if index > 0 {
          switch template.slots[index - 1] {
          case .day:
            for byte in label.utf8 {
              target.pointee = byte
              target += 1
            }
          case .weekday(let standalone, let width):
            target = Self.copy(weekdayBytes(day.weekday, standalone, width), to: target)
          case .month: break
          }
        }
        target = Self.copy(pieces[index], to: target)
      }
      return target - start
    }
  }

  /// Copies `bytes` to `target`, and returns the end of the copy.
  private static func copy(_ bytes: [UInt8], to target: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
    bytes.withUnsafeBufferPointer { bytes in
      guard let source = bytes.baseAddress else { return target }
      target.update(from: source, count: bytes.count)
      return target + bytes.count
    }
  }

  /// Weekday names as UTF-8, by context, width and weekday (made once: a `let` table costs no
  /// exclusivity check per day).
  private let weekdayTable: [[UInt8]]

  private func weekdayBytes(_ weekday: Weekday, _ standalone: Bool, _ width: LabelWidth) -> [UInt8] {
    let widthIndex: Int =
      switch width {
      case .wide: 0
      case .abbreviated: 1
      case .short: 2
      case .narrow: 3
      }
    return weekdayTable[((standalone ? 1 : 0) * 4 + widthIndex) * 7 + weekday.rawValue - 1]
  }
}

extension LabelWidth {
  /// The widths in the order of ``ComposedDateFormat``'s weekday table.
  fileprivate static let tableOrder: [LabelWidth] = [.wide, .abbreviated, .short, .narrow]
}
