import CalendarModel

/// A date pattern with some fields taken out, so that ICU formats it once for a whole period and the
/// dates of that period are composed from cached parts:
/// - `.days`: the day-of-month and weekday fields, so ICU formats the pattern once a month and the
///   days are composed from the day labels and the weekday names;
/// - `.months`: the month-name fields, so ICU formats a title once a year and the months are
///   composed from the month names;
/// - `.dates`: the day-of-month, weekday and month-name fields, so ICU formats a full date once a
///   year and every day of the year is composed from its label, its weekday's and its month's names.
///
/// ICU formats the rest of the pattern itself. Only patterns whose other fields cannot change within
/// the period qualify (`M`/`L`, `y`, `G` and literals around day slots; `y`, `G` and literals
/// around month slots, and around the day, weekday and month slots of `.dates`); anything else (`dd`, numeric months or weekdays, day of year, week fields,
/// times) keeps the whole pattern in ICU.
struct PatternTemplate: Hashable, Sendable {
  /// Which fields become slots.
  enum Period: Hashable, Sendable { case days, months, dates }

  /// What fills a slot.
  enum Slot: Hashable, Sendable {
    /// The day of the month as the calendar writes it (`d`).
    case day
    /// A weekday name: format context (`E`, `eee`+) or standalone (`ccc`+), at a width.
    case weekday(standalone: Bool, width: LabelWidth)
    /// A month name: format context (`MMM`+) or standalone (`LLL`+), at a width.
    case month(standalone: Bool, width: LabelWidth)
  }

  /// The pattern with each slot replaced by a quoted private-use character (U+E000 + index).
  let pattern: String
  let slots: [Slot]

  /// Splits `pattern`; nil when it has a field outside the ones that qualify, or no slot at all.
  init?(pattern source: String, period: Period) {
    var output = ""
    var slots: [Slot] = []
    guard let tokens = PatternToken.tokens(of: source) else { return nil }
    for token in tokens {
      guard case .field(let character, let count) = token else {
        // Literal text copied as the pattern writes it.
        if case .literal(_, let written) = token { output += written }
        continue
      }
      let field = String(repeating: character, count: count)
      var slot: Slot?
      switch (period, character) {
      case (.days, "d"), (.dates, "d"):
        guard count == 1 else { return nil }
        slot = .day
      case (.days, "E"), (.dates, "E"):
        slot = .weekday(standalone: false, width: LabelWidth(fieldLength: count))
      case (.days, "e"), (.days, "c"), (.dates, "e"), (.dates, "c"):
        guard count >= 3 else { return nil }  // e, ee, c, cc: numeric weekdays
        slot = .weekday(standalone: character == "c", width: LabelWidth(fieldLength: count))
      case (.months, "M"), (.months, "L"), (.dates, "M"), (.dates, "L"):
        guard (3...5).contains(count) else { return nil }  // M, MM: numeric months
        slot = .month(standalone: character == "L", width: LabelWidth(fieldLength: count))
      case (.days, "M"), (.days, "L"), (_, "y"), (_, "G"):
        output += field
      default:
        return nil
      }
      if let slot {
        guard slots.count < 16 else { return nil }
        output += "'" + String(Character(Self.marker(slots.count))) + "'"
        slots.append(slot)
      }
    }
    guard !slots.isEmpty else { return nil }
    self.pattern = output
    self.slots = slots
  }

  /// The placeholder of slot `index`.
  static func marker(_ index: Int) -> Unicode.Scalar { Unicode.Scalar(0xE000 + UInt32(index))! }  // < 16: valid

  /// The text ICU gave for the template, cut at the placeholders: `slots.count + 1` pieces, or
  /// nil when a placeholder is missing or out of order.
  func pieces(of formatted: String) -> [Substring]? {
    var pieces: [Substring] = []
    var rest = Substring(formatted)
    for index in slots.indices {
      let marker = Character(Self.marker(index))
      guard let at = rest.firstIndex(of: marker) else { return nil }
      pieces.append(rest[..<at])
      rest = rest[rest.index(after: at)...]
    }
    pieces.append(rest)
    return pieces
  }
}
