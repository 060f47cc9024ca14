import CalendarModel

/// A small streaming JSON writer: fields in the order written, two-space indentation, and one line
/// per object for the small objects marked `inline`, so the output stays readable. The holiday list
/// and the pattern linter's findings are written with it; the calendar document, whose shape is
/// fixed and which is most of what calrender writes, by ``JSONDocumentWriter`` (the same bytes).
struct JSONWriter {
  private(set) var buffer: OutputBuffer
  private var depth = 0
  /// Bit `n`: the container at depth `n` has a value, so the next one needs a comma. (The writers
  /// nest a handful of levels, fixed by their code: far below 64.)
  private var needsComma: UInt64 = 0
  private var inlineDepth: Int? = nil

  init(capacity: Int = 4096, sink: (any ByteSink)? = nil) { buffer = OutputBuffer(capacity: capacity, sink: sink) }

  /// The document written so far.
  var output: String { buffer.string }

  private var isInline: Bool { inlineDepth.map { depth >= $0 } ?? false }

  /// A newline and indentation up to 15 levels, appended as one slice.
  private static let indentation: StaticString = "\n                              "

  private mutating func newline() {
    if isInline {
      buffer.append(" ")
    } else if 2 * depth < Self.indentation.utf8CodeUnitCount {
      buffer.append(bytes: Self.indentation.utf8Start, count: 1 + 2 * depth)
    } else {
      buffer.append("\n")
      buffer.appendSpaces(2 * depth)
    }
  }

  /// Starts a value in the current container; what follows must be one complete JSON value.
  /// Keys are literals (ASCII names that need no escaping), written as they are.
  mutating func beginValue(key: StaticString?) {
    if needsComma & (1 << depth) != 0 { buffer.append(",") }
    needsComma |= 1 << depth
    if depth > 0 { newline() }
    if let key {
      buffer.append(UInt8(ascii: "\""))
      buffer.append(key)
      buffer.append("\": ")
    }
  }

  mutating func beginObject(_ key: StaticString? = nil, inline: Bool = false) {
    beginValue(key: key)
    buffer.append("{")
    if inline && inlineDepth == nil { inlineDepth = depth + 1 }
    depth += 1
    needsComma &= ~(1 << depth)
  }

  mutating func endObject() { end("}") }

  mutating func beginArray(_ key: StaticString? = nil) {
    beginValue(key: key)
    buffer.append("[")
    depth += 1
    needsComma &= ~(1 << depth)
  }

  mutating func endArray() { end("]") }

  private mutating func end(_ bracket: StaticString) {
    let hadItems = needsComma & (1 << depth) != 0
    needsComma &= ~(1 << depth)
    let wasInline = isInline
    depth -= 1
    if hadItems {
      if wasInline { buffer.append(" ") } else { newline() }
    }
    if let inline = inlineDepth, depth < inline { inlineDepth = nil }
    buffer.append(bracket)
    if depth == 0 { buffer.append("\n") }
  }

  mutating func string(_ key: StaticString?, _ value: String?) {
    beginValue(key: key)
    if let value { JSONWriter.appendString(value, to: buffer) } else { buffer.append("null") }
  }

  mutating func int(_ key: StaticString?, _ value: Int?) {
    beginValue(key: key)
    if let value { buffer.append(value) } else { buffer.append("null") }
  }

  mutating func bool(_ key: StaticString?, _ value: Bool) {
    beginValue(key: key)
    if value { buffer.append("true") } else { buffer.append("false") }
  }

  mutating func null(_ key: StaticString?) {
    beginValue(key: key)
    buffer.append("null")
  }

  /// An array of strings on one line.
  mutating func strings(_ key: StaticString?, _ values: [String]) {
    beginValue(key: key)
    buffer.append("[")
    for (index, value) in values.enumerated() {
      if index > 0 { buffer.append(", ") }
      JSONWriter.appendString(value, to: buffer)
    }
    buffer.append("]")
  }

  /// The buffer, for writing a value directly (after `beginValue`).
  func withBuffer(_ body: (OutputBuffer) -> Void) { body(buffer) }

  /// Appends a JSON string literal: quotes, and escapes for `"`, `\\`, control characters (C0 and
  /// C1) and the bidirectional formatting characters.
  /// - Returns: a byte whose high bit is set when the string is not all ASCII.
  @discardableResult
  static func appendString(_ value: String, to buffer: OutputBuffer) -> UInt8 {
    buffer.append(UInt8(ascii: "\""))
    let bits = appendContent(value, to: buffer)
    buffer.append(UInt8(ascii: "\""))
    return bits
  }

  /// Appends a JSON string literal's content (without its quotes).
  /// - Returns: a byte whose high bit is set when the string is not all ASCII.
  @discardableResult @inline(__always)
  static func appendContent(_ value: String, to buffer: OutputBuffer) -> UInt8 {
    value.utf8.withContiguousStorageIfAvailable { appendEscaped($0, to: buffer) }
      ?? Array(value.utf8).withUnsafeBufferPointer { appendEscaped($0, to: buffer) }
  }

  /// The bytes of a string literal's content: runs that need no escape are copied whole, found
  /// eight bytes at a time; only a word that holds a byte to look at is read byte by byte, and the
  /// word scan resumes after it (Arabic text has a 0xD8 lead byte in most words, Latin text with
  /// typographic punctuation an 0xE2: neither should make the rest of a string slow).
  ///
  /// C1 controls (U+0080–U+009F) and the bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E,
  /// U+2066–U+2069) are valid JSON raw, but a terminal that honours C1 (U+009B is CSI) acts on them
  /// and a bidi override reorders what a reader of the file sees: they are written as `\uXXXX`.
  /// - Returns: a byte whose high bit is set when the content is not all ASCII.
  @discardableResult
  static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to buffer: OutputBuffer) -> UInt8 {
    guard let start = bytes.baseAddress else { return 0 }
    let count = bytes.count
    // Most strings of a document are short (weekday names, ISO dates, day labels): one word,
    // padded with a byte that needs nothing, decides for the whole string.
    if count < 8 {
      var word: UInt64 = 0x4141_4141_4141_4141
      withUnsafeMutableBytes(of: &word) { $0.baseAddress!.copyMemory(from: start, byteCount: count) }
      if !needsEscape(word) {
        buffer.append(bytes: start, count: count)
        return word & 0x8080_8080_8080_8080 != 0 ? 0x80 : 0
      }
    }
    var bits: UInt8 = 0
    var index = 0
    var words: UInt64 = 0
    var clean = 0
    let hex: StaticString = "0123456789abcdef"
    while index < count {
      while index + 8 <= count {
        let word = UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self)
        if needsEscape(word) { break }
        words |= word
        index += 8
      }
      // The bytes of one word (or of the short rest), one at a time.
      let stop = min(index + 8, count)
      while index < stop {
        let byte = start[index]
        bits |= byte
        index += 1
        if byte >= 0x80 {
          guard byte == 0xC2 || byte == 0xD8 || byte == 0xE2 else { continue }
        } else if byte >= 0x20 && byte != 0x22 && byte != 0x5C {
          continue
        }
        // A lead byte that may begin a character to escape: its scalar when it does (the bytes are
        // a String's, valid UTF-8, so a lead byte has its continuation bytes).
        var scalar: UInt32? = nil
        var length = 1
        switch byte {
        case 0xC2:
          if index < count, start[index] <= 0x9F { scalar = UInt32(start[index]) }
          length = 2
        case 0xD8:
          if index < count, start[index] == 0x9C { scalar = 0x061C }
          length = 2
        case 0xE2:
          if index + 1 < count {
            let second = start[index], third = start[index + 1]
            let bidi =
              second == 0x80 && (third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third))
              || second == 0x81 && (0xA6...0xA9).contains(third)
            if bidi { scalar = 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F) }
          }
          length = 3
        default: break
        }
        if byte >= 0x80 && scalar == nil { continue }
        if clean < index - 1 { buffer.append(bytes: start + clean, count: index - 1 - clean) }
        index += length - 1
        clean = index
        switch byte {
        case 0x22: buffer.append("\\\"")
        case 0x5C: buffer.append("\\\\")
        case 0x0A: buffer.append("\\n")
        case 0x0D: buffer.append("\\r")
        case 0x09: buffer.append("\\t")
        default:
          let value = scalar ?? UInt32(byte)
          buffer.append("\\u")
          buffer.append(hex.utf8Start[Int(value >> 12)])
          buffer.append(hex.utf8Start[Int(value >> 8 & 0xF)])
          buffer.append(hex.utf8Start[Int(value >> 4 & 0xF)])
          buffer.append(hex.utf8Start[Int(value & 0xF)])
        }
      }
    }
    if words & 0x8080_8080_8080_8080 != 0 { bits |= 0x80 }
    if clean < count { buffer.append(bytes: start + clean, count: count - clean) }
    return bits
  }

  /// Whether any of a word's bytes is a control character, `"`, `\\`, or a lead byte of a
  /// character that may need escaping (0xC2: C1 controls; 0xD8: U+061C; 0xE2: the bidi controls
  /// of U+2000–U+206F) — the classic tests for a byte below n and a zero byte, exact as to whether
  /// there is one, not which; the byte loop decides.
  @inline(__always)
  static func needsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
    func hasZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
    if (word &- 0x20 &* ones) & ~word & highs != 0 || hasZero(word ^ (0x22 &* ones)) || hasZero(word ^ (0x5C &* ones)) {
      return true
    }
    // The lead bytes only in a word that is not all ASCII.
    return word & highs != 0
      && (hasZero(word ^ (0xC2 &* ones)) || hasZero(word ^ (0xD8 &* ones)) || hasZero(word ^ (0xE2 &* ones)))
  }
}
