import CalendarModel

/// An ICU date pattern cut into its runs (UTS #35 "Date Format Patterns"): fields (a letter
/// repeated: `MMMM`, `d`, `U`) and literal text, quoted or not. The compositions that write
/// patterns' pieces themselves (``PatternTemplate``, ``ComposedLunarFormat``) read patterns
/// through it, so quoting is understood one way.
package enum PatternToken: Equatable {
  /// A field: its letter and how many times it is repeated.
  case field(Character, count: Int)
  /// Literal text: as it reads (`''` an apostrophe, quotes removed) and as the pattern writes it.
  case literal(String, source: String)

  /// The runs of `pattern`, in order; nil when a quote is not closed.
  package static func tokens(of pattern: String) -> [PatternToken]? {
    var tokens: [PatternToken] = []
    let characters = Array(pattern)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "'" {
        // `''` is an apostrophe, inside quotes or out; anything else quoted is literal.
        if index + 1 < characters.count && characters[index + 1] == "'" {
          tokens.append(.literal("'", source: "''"))
          index += 2
          continue
        }
        var text = ""
        var end = index + 1
        while true {
          guard end < characters.count else { return nil }
          if characters[end] == "'" {
            if end + 1 < characters.count && characters[end + 1] == "'" {
              text.append("'")
              end += 2
              continue
            }
            break
          }
          text.append(characters[end])
          end += 1
        }
        tokens.append(.literal(text, source: String(characters[index...end])))
        index = end + 1
        continue
      }
      guard character.isASCII, character.isLetter else {
        tokens.append(.literal(String(character), source: String(character)))
        index += 1
        continue
      }
      var count = 1
      while index + count < characters.count && characters[index + count] == character { count += 1 }
      tokens.append(.field(character, count: count))
      index += count
    }
    return tokens
  }
}

extension LabelWidth {
  /// The width a name field's length asks for (CLDR: up to 3 letters abbreviated, 4 wide,
  /// 5 narrow, 6 short).
  package init(fieldLength count: Int) {
    switch count {
    case 4: self = .wide
    case 5: self = .narrow
    case 6...: self = .short
    default: self = .abbreviated
    }
  }
}
