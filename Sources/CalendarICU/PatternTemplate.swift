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
    let characters = Array(source)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "'" {
        // A quoted literal ('' is an apostrophe): copied as it is.
        var end = index + 1
        while end < characters.count {
          if characters[end] == "'" {
            if end + 1 < characters.count && characters[end + 1] == "'" { end += 2; continue }
            break
          }
          end += 1
        }
        guard end < characters.count else { return nil }
        output += String(characters[index...end])
        index = end + 1
        continue
      }
      guard character.isASCII, character.isLetter else {
        output.append(character)
        index += 1
        continue
      }
      var count = 1
      while index + count < characters.count && characters[index + count] == character { count += 1 }
      index += count
      let field = String(repeating: character, count: count)
      var slot: Slot?
      switch (period, character) {
      case (.days, "d"), (.dates, "d"):
        guard count == 1 else { return nil }
        slot = .day
      case (.days, "E"), (.dates, "E"):
        slot = .weekday(standalone: false, width: Self.width(count: count))
      case (.days, "e"), (.days, "c"), (.dates, "e"), (.dates, "c"):
        guard count >= 3 else { return nil }  // e, ee, c, cc: numeric weekdays
        slot = .weekday(standalone: character == "c", width: Self.width(count: count))
      case (.months, "M"), (.months, "L"), (.dates, "M"), (.dates, "L"):
        guard (3...5).contains(count) else { return nil }  // M, MM: numeric months
        slot = .month(standalone: character == "L", width: Self.width(count: count))
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

  /// CLDR widths of a name field: up to 3 letters abbreviated, 4 wide, 5 narrow, 6 short.
  private static func width(count: Int) -> LabelWidth {
    switch count {
    case 4: .wide
    case 5: .narrow
    case 6...: .short
    default: .abbreviated
    }
  }

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
