/// An ICU/LDML date pattern read into fields and literals, the way ICU reads it: runs of one ASCII
/// letter are fields, text in single quotes is literal, `''` is an apostrophe, everything else is
/// literal. Positions count Unicode scalars from 0.
public struct DatePattern: Hashable, Sendable {
  /// A piece of the pattern: a field, a literal, or an unclosed quote, with where it is.
  public enum Token: Hashable, Sendable {
    /// A run of one pattern letter (`yyyy`).
    case field(letter: Character, count: Int, range: Range<Int>)
    /// Literal text, quoted or not (`, `, `'at'`).
    case literal(text: String, quoted: Bool, range: Range<Int>)
    /// A quote that is never closed: ICU reads the rest of the pattern as literal text.
    case unterminatedQuote(range: Range<Int>)

    /// Where the token is in the pattern (Unicode-scalar offsets, end exclusive).
    public var range: Range<Int> {
      switch self {
      case .field(_, _, let range), .literal(_, _, let range), .unterminatedQuote(let range): range
      }
    }
  }

  /// The pattern as given.
  public let text: String
  /// Its fields and literals in order.
  public let tokens: [Token]
  /// The letters of the fields, so that `has` is not a walk over every field (it is asked per field).
  private let fieldLetters: Set<Character>

  /// The letters ICU 72 accepts as pattern fields; any other ASCII letter makes the pattern invalid.
  public static let patternLetters: Set<Character> = Set("GyYuUrQqMLlwWdDFgEecahHKkjJmsSAzZOvVXxbB")
    .subtracting(["l", "j", "J"])

  /// Reads `text` as ICU reads a pattern.
  public init(_ text: String) {
    self.text = text
    let scalars = Array(text.unicodeScalars)
    var tokens: [Token] = []
    var index = 0
    var literal = ""
    var literalStart = 0
    func flushLiteral(_ end: Int) {
      if !literal.isEmpty { tokens.append(.literal(text: literal, quoted: false, range: literalStart..<end)) }
      literal = ""
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "'" {
        if index + 1 < scalars.count && scalars[index + 1] == "'" {
          // '' outside quotes: one apostrophe.
          if literal.isEmpty { literalStart = index }
          literal.unicodeScalars.append("'")
          index += 2
          continue
        }
        flushLiteral(index)
        let start = index
        var quoted = ""
        index += 1
        var closed = false
        while index < scalars.count {
          if scalars[index] == "'" {
            if index + 1 < scalars.count && scalars[index + 1] == "'" {
              quoted.unicodeScalars.append("'")
              index += 2
              continue
            }
            closed = true
            index += 1
            break
          }
          quoted.unicodeScalars.append(scalars[index])
          index += 1
        }
        tokens.append(
          closed ? .literal(text: quoted, quoted: true, range: start..<index) : .unterminatedQuote(range: start..<index)
        )
        continue
      }
      if scalar.isASCII && scalar.properties.isAlphabetic {
        flushLiteral(index)
        let start = index
        while index < scalars.count && scalars[index] == scalar { index += 1 }
        tokens.append(.field(letter: Character(scalar), count: index - start, range: start..<index))
        continue
      }
      if literal.isEmpty { literalStart = index }
      literal.unicodeScalars.append(scalar)
      index += 1
    }
    flushLiteral(index)
    self.tokens = tokens
    var letters = Set<Character>()
    for token in tokens { if case .field(let letter, _, _) = token { letters.insert(letter) } }
    fieldLetters = letters
  }

  /// The fields, in order.
  public var fields: [(letter: Character, count: Int, range: Range<Int>)] {
    tokens.compactMap {
      if case .field(let letter, let count, let range) = $0 { return (letter, count, range) }
      return nil
    }
  }

  /// Whether any field uses one of `letters`.
  public func has(_ letters: String) -> Bool { letters.contains { fieldLetters.contains($0) } }

  /// The pattern with some fields rewritten (`Y` → `y`), everything else as written.
  public func replacing(_ replace: (Character, Int) -> String?) -> String {
    let scalars = Array(text.unicodeScalars)
    var out = ""
    for token in tokens {
      if case .field(let letter, let count, let range) = token, let replacement = replace(letter, count) {
        out += replacement
        _ = range
      } else {
        out.unicodeScalars.append(contentsOf: scalars[token.range])
      }
    }
    return out
  }
}
