/// A CLDR pattern that joins two pieces of text: a dateTimeFormat (`{1}, {0}`: date `{1}`, time
/// `{0}`; its literals quoted as in a date pattern, `{1} 'at' {0}`) or an interval format's
/// fallback (`{0} – {1}`: start, end; taken as written, as ICU's `SimpleFormatter` takes it).
struct CombiningPattern: Hashable, Sendable {
  private enum Segment: Hashable, Sendable {
    case text(String)
    case argument(Int)
  }

  private let segments: [Segment]

  /// - Parameter quoted: the pattern quotes its literal text as a date pattern does.
  init(_ pattern: String, quoted: Bool) {
    // Each character with whether quotes protect it: a quoted "{0}" is text.
    var characters: [(Character, protected: Bool)] = []
    if quoted, let tokens = PatternToken.tokens(of: pattern) {
      for token in tokens {
        switch token {
        case .field(let letter, let count): characters += repeatElement((letter, protected: false), count: count)
        case .literal(let text, let source): characters += text.map { ($0, protected: source.first == "'") }
        }
      }
    } else {
      characters = pattern.map { ($0, protected: false) }
    }
    var segments: [Segment] = []
    var text = ""
    var index = 0
    while index < characters.count {
      if index + 2 < characters.count, !characters[index].protected, characters[index].0 == "{",
        characters[index + 2].0 == "}", !characters[index + 2].protected,
        let argument = characters[index + 1].0.wholeNumberValue, argument <= 1
      {
        if !text.isEmpty { segments.append(.text(text)) }
        text = ""
        segments.append(.argument(argument))
        index += 3
        continue
      }
      text.append(characters[index].0)
      index += 1
    }
    if !text.isEmpty { segments.append(.text(text)) }
    self.segments = segments
  }

  /// The pattern with `first` for `{0}` and `second` for `{1}`.
  func combining(_ first: String, _ second: String) -> String {
    var result = ""
    for segment in segments {
      switch segment {
      case .text(let text): result += text
      case .argument(let argument): result += argument == 0 ? first : second
      }
    }
    return result
  }
}
