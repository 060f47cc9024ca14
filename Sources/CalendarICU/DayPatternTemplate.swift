import CalendarModel

/// A date pattern with its day-of-month and weekday fields taken out, so that ICU formats it once a
/// month and the days of that month are composed from cached parts: the day labels and the
/// weekday names. ICU formats the rest of the pattern (month, year, era, literals) itself.
///
/// Only patterns whose other fields cannot change within a month qualify (`d`, weekday names,
/// `M`/`L`, `y`, `G`, literals); anything else (`dd`, numeric weekdays, day of year, week fields,
/// times) keeps the whole pattern in ICU.
struct DayPatternTemplate: Hashable, Sendable {
  /// What fills a slot.
  enum Slot: Hashable, Sendable {
    /// The day of the month as the calendar writes it (`d`).
    case day
    /// A weekday name: format context (`E`, `eee`+) or standalone (`ccc`+), at a width.
    case weekday(standalone: Bool, width: LabelWidth)
  }

  /// The pattern with each slot replaced by a quoted private-use character (U+E000 + index).
  let pattern: String
  let slots: [Slot]

  /// Splits `pattern`; nil when it has a field outside the ones that qualify, or no slot at all.
  init?(pattern source: String) {
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
      switch character {
      case "d":
        guard count == 1 else { return nil }
        slot = .day
      case "E":
        slot = .weekday(standalone: false, width: Self.width(count: count, numericBelow: 1))
      case "e", "c":
        guard count >= 3 else { return nil }  // e, ee, c, cc: numeric weekdays
        slot = .weekday(standalone: character == "c", width: Self.width(count: count, numericBelow: 3))
      case "M", "L", "y", "G":
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

  /// CLDR widths of a weekday field: 1–3 letters abbreviated, 4 wide, 5 narrow, 6 short.
  private static func width(count: Int, numericBelow: Int) -> LabelWidth {
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
