/// A small, strict JSON reader for events input (RFC 8259), so the command needs no Foundation.
enum JSONValue: Equatable {
  case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([(String, JSONValue)])

  static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
    default: false
    }
  }

  subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members.last { $0.0 == key }?.1 }
    return nil
  }

  var string: String? { if case .string(let s) = self { s } else { nil } }

  struct SyntaxError: Error {
    var message: String
    /// Where: the line (from 1) and the character in it (from 1).
    var line: Int, column: Int

    /// "at line 3, column 17" (where the reader stopped).
    var location: String { "line \(line), column \(column)" }
  }

  /// Parses a whole document (RFC 8259, strictly: its number grammar, `\u` with four hex digits,
  /// no control characters in strings, UTF-8 without overlong forms or surrogates); nesting deeper
  /// than 64 is refused (hostile input). Linear in the input: escapes are decoded into one byte
  /// buffer per string, made a `String` once.
  static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    try parse(bytes: Array(text.utf8))
  }

  /// As ``parse(_:)``, from bytes, which must be UTF-8.
  static func parse(bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var reader = Reader(bytes: bytes)
    if let bad = UTF8Check.firstInvalidByte(bytes) {
      reader.index = bad
      throw reader.error("invalid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))")
    }
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.index == reader.bytes.count else { throw reader.error("unexpected text after the JSON value") }
    return value
  }

  struct Reader {
    let bytes: [UInt8]
    var index = 0

    func error(_ message: String) -> SyntaxError {
      var line = 1, column = 1
      for byte in bytes[..<min(index, bytes.count)] {
        if byte == 0x0A {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1  // a character starts at each byte that is not a continuation byte
        }
      }
      return SyntaxError(message: message, line: line, column: column)
    }

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
      guard depth < 64 else { throw error("nested too deeply") }
      guard index < bytes.count else { throw error("unexpected end of input") }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [(String, JSONValue)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        while true {
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a member name") }
          let key = try string()
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
          index += 1
          skipSpace()
          members.append((key, try value(depth: depth + 1)))
          skipSpace()
          guard index < bytes.count else { throw error("unexpected end of input") }
          if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
          guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
          index += 1
          return .object(members)
        }
      case UInt8(ascii: "["):
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(items)
        }
        while true {
          skipSpace()
          items.append(try value(depth: depth + 1))
          skipSpace()
          guard index < bytes.count else { throw error("unexpected end of input") }
          if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
          guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
          index += 1
          return .array(items)
        }
      case UInt8(ascii: "\""):
        return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return try number()
      default:
        throw error("unexpected character")
      }
    }

    mutating func literal(_ word: StaticString, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
      let count = word.utf8CodeUnitCount
      guard index + count <= bytes.count else { throw error("unexpected character") }
      for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
        index += offset
        throw error("unexpected character")
      }
      index += count
      return value
    }

    private func isDigit(_ at: Int) -> Bool {
      at < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at])
    }

    /// RFC 8259's number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` (no `+1`, `0001`, `.5`, `1.`).
    mutating func number() throws(SyntaxError) -> JSONValue {
      let start = index
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard isDigit(index) else { throw error("invalid number: a digit must follow '-'") }
      if bytes[index] == UInt8(ascii: "0") {
        index += 1
        if isDigit(index) { throw error("invalid number: a leading zero") }
      } else {
        while isDigit(index) { index += 1 }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard isDigit(index) else { throw error("invalid number: a digit must follow '.'") }
        while isDigit(index) { index += 1 }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { throw error("invalid number: a digit must follow the exponent") }
        while isDigit(index) { index += 1 }
      }
      guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
        index = start
        throw error("invalid number")
      }
      return .number(value)
    }

    /// A string, from its opening quote: its bytes (already checked UTF-8) copied a run at a time,
    /// its escapes' scalars appended as UTF-8, one `String` made at the end.
    mutating func string() throws(SyntaxError) -> String {
      index += 1  // the opening quote
      var decoded: [UInt8] = []
      var run = index
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          decoded.append(contentsOf: bytes[run..<index])
          index += 1
          return String(decoding: decoded, as: UTF8.self)
        case UInt8(ascii: "\\"):
          decoded.append(contentsOf: bytes[run..<index])
          index += 1
          guard index < bytes.count else { throw error("unterminated string") }
          let escape = bytes[index]
          index += 1
          switch escape {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
          case UInt8(ascii: "b"): decoded.append(0x08)
          case UInt8(ascii: "f"): decoded.append(0x0C)
          case UInt8(ascii: "n"): decoded.append(0x0A)
          case UInt8(ascii: "r"): decoded.append(0x0D)
          case UInt8(ascii: "t"): decoded.append(0x09)
          case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code) {
              guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
              else { throw error("a \\u escape of a high surrogate without its low surrogate") }
              index += 2
              let low = try hex4()
              guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("a \\u escape of a lone low surrogate") }
            decoded.append(contentsOf: UTF8.encode(scalar)!)
          default:
            index -= 1
            throw error("invalid escape '\\\(Unicode.Scalar(escape))'")
          }
          run = index
        case 0..<0x20:
          throw error("control character in a string")
        default:
          index += 1
        }
      }
      throw error("unterminated string")
    }

    /// Four hex digits (exactly: no sign, no fewer).
    mutating func hex4() throws(SyntaxError) -> UInt32 {
      guard index + 4 <= bytes.count else { throw error("invalid \\u escape: four hex digits must follow") }
      var value: UInt32 = 0
      for offset in 0..<4 {
        let byte = bytes[index + offset]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: throw error("invalid \\u escape: four hex digits must follow")
        }
        value = value << 4 | UInt32(digit)
      }
      index += 4
      return value
    }
  }
}
