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
    var line: Int
  }

  /// Parses a whole document; nesting deeper than 64 is refused (hostile input).
  static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    var reader = Reader(bytes: Array(text.utf8))
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
      SyntaxError(message: message, line: 1 + bytes[..<min(index, bytes.count)].filter { $0 == 0x0A }.count)
    }

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
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
      default:
        return try number()
      }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
      let expected = Array(word.utf8)
      guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
        throw error("unexpected character")
      }
      index += expected.count
      return value
    }

    mutating func number() throws(SyntaxError) -> JSONValue {
      let start = index
      while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
      guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
        throw error("unexpected character")
      }
      return .number(value)
    }

    mutating func string() throws(SyntaxError) -> String {
      index += 1  // the opening quote
      var scalars = String.UnicodeScalarView()
      var pending: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
        pending.removeAll()
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          flush()
          return String(scalars)
        case UInt8(ascii: "\\"):
          flush()
          guard index < bytes.count else { throw error("unterminated string") }
          let escape = bytes[index]
          index += 1
          switch escape {
          case UInt8(ascii: "\""): scalars.append("\"")
          case UInt8(ascii: "\\"): scalars.append("\\")
          case UInt8(ascii: "/"): scalars.append("/")
          case UInt8(ascii: "b"): scalars.append("\u{8}")
          case UInt8(ascii: "f"): scalars.append("\u{C}")
          case UInt8(ascii: "n"): scalars.append("\n")
          case UInt8(ascii: "r"): scalars.append("\r")
          case UInt8(ascii: "t"): scalars.append("\t")
          case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            {
              index += 2
              let low = try hex4()
              guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
            scalars.append(scalar)
          default: throw error("invalid escape")
          }
        case 0..<0x20:
          throw error("control character in a string")
        default:
          pending.append(byte)
        }
      }
      throw error("unterminated string")
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw error("invalid \\u escape") }
      index += 4
      return value
    }
  }
}
