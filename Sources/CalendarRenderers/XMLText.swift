import CalendarModel

/// Text made safe for XML and HTML content and attribute values: `&`, `<`, `>`, `"` and `'`
/// escaped, and every character outside XML 1.0's Char production dropped (C0 controls but tab and
/// newline; U+FFFE, U+FFFF), with carriage return (parsers would make it a newline) and what HTML
/// parsers report as errors although XML allows it: DEL, the C1 controls U+0080–U+009F and the other noncharacters
/// (U+FDD0–U+FDEF, U+nFFFE/U+nFFFF). So no input (an event title, a pattern) can end an element,
/// an attribute or a CDATA section (`]]>`), or make the SVG not well-formed.
enum XMLText {
  static func escaped(_ text: String) -> String {
    var needs = false
    // Lead bytes: C2 starts U+0080–U+00BF, EF U+F000–U+FFFF (FDD0…, FFFE), F0–F4 the other planes.
    for byte in text.utf8
    where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 || byte < 0x20
      || byte == 0x7F || byte == 0xC2 || byte == 0xEF || byte >= 0xF0
    {
      needs = true
      break
    }
    guard needs else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      case let c where !isAllowed(c): continue
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Appends `text` escaped as ``escaped(_:)`` escapes it, in one pass over its UTF-8 bytes: runs
  /// that need nothing are copied whole, and only the characters whose lead byte may start a dropped
  /// character (C2, EF, F0–F4) are decoded.
  static func append(_ text: String, to out: OutputBuffer) {
    let written: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscaped($0, to: out) }
    if written == nil { Array(text.utf8).withUnsafeBufferPointer { appendEscaped($0, to: out) } }
  }

  /// Appends a full date's label escaped as ``escaped(_:)`` escapes it, from its bytes.
  static func append(_ label: FullDateLabel, to out: OutputBuffer) { label.withUTF8 { appendEscaped($0, to: out) } }

  /// Appends a day cell's label escaped: from its packed bytes (day numbers: no string made), a
  /// label too long to pack from its string.
  static func appendLabel(of day: UnsafePointer<DayCell>, to out: OutputBuffer) {
    let packed = day.pointee.packedLabel
    guard packed.count > 0 else { return append(day.pointee.label, to: out) }
    let word = packed.word
    if packed.isPrintableASCII && !hasAnyByte(word, of: 0x22, 0x26, 0x27, 0x3C, 0x3E) {
      // Printable ASCII without a character to escape (day numbers in Latin digits): one store.
      return out.appendWord(word, count: Int(packed.count))
    }
    withUnsafeBytes(of: word.littleEndian) { raw in
      raw.withMemoryRebound(to: UInt8.self) { bytes in
        appendEscaped(UnsafeBufferPointer(rebasing: bytes[..<Int(packed.count)]), to: out)
      }
    }
  }

  /// Whether any byte of `word` is one of the five (zero bytes never match them).
  @inline(__always)
  private static func hasAnyByte(_ word: UInt64, of a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, _ e: UInt8)
    -> Bool
  {
    let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
    func hasZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
    return hasZero(word ^ UInt64(a) &* ones) || hasZero(word ^ UInt64(b) &* ones) || hasZero(word ^ UInt64(c) &* ones)
      || hasZero(word ^ UInt64(d) &* ones) || hasZero(word ^ UInt64(e) &* ones)
  }

  /// A day's accessible name, escaped: its full date, then its holidays' and its sky's names, joined by ", "
  /// (escaping is per character, so escaping the parts is escaping the whole). SVG reads it out
  /// as the cell's `aria-label`, HTML shows it as the date's `title`.
  static func appendAccessibleName(
    _ label: FullDateLabel, holidays: [DayHoliday], sky: [DaySky] = [], to out: OutputBuffer
  ) {
    append(label, to: out)
    for holiday in holidays {
      out.append(", ")
      append(holiday.name, to: out)
    }
    for event in sky {
      out.append(", ")
      append(event.name, to: out)
    }
  }

  /// The bytes that need a look: ASCII to escape or drop, and lead bytes that may start a dropped
  /// character (C2: U+0080–U+00BF; EF: U+F000–U+FFFF; F0–F4: the other planes' noncharacters).
  private static let needsCare: [Bool] = (0..<256).map { byte in
    (byte < 0x20 && byte != 0x09 && byte != 0x0A) || [0x22, 0x26, 0x27, 0x3C, 0x3E, 0x7F, 0xC2, 0xEF].contains(byte)
      || byte >= 0xF0
  }

  /// Valid UTF-8 (a String's) escaped into `out`.
  private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: OutputBuffer) {
    needsCare.withUnsafeBufferPointer { needsCare in
      var clean = 0
      var index = 0
      let count = bytes.count
      while index < count {
        let byte = bytes[index]
        guard needsCare[Int(byte)] else {
          index += 1
          continue
        }
        var skip = 1
        let entity: StaticString?
        if byte >= 0x80 {
          // A lead byte of a character that may be outside the allowed set: decode it.
          let length = byte >= 0xF0 ? 4 : byte == 0xEF ? 3 : byte == 0xC2 ? 2 : 0
          guard length > 0, index + length <= count else {
            index += 1
            continue
          }
          var value = UInt32(byte) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
          for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
          guard !isAllowed(value: value) else {
            index += length
            continue
          }
          skip = length
          entity = nil
        } else {
          switch byte {
          case 0x26: entity = "&amp;"
          case 0x3C: entity = "&lt;"
          case 0x3E: entity = "&gt;"
          case 0x22: entity = "&quot;"
          case 0x27: entity = "&#39;"
          case 0x09, 0x0A, 0x20...0x3E:
            index += 1
            continue
          default: entity = nil  // C0 controls but tab and newline, DEL: dropped
          }
        }
        if clean < index { out.append(UnsafeBufferPointer(rebasing: bytes[clean..<index])) }
        if let entity { out.append(entity) }
        index += skip
        clean = index
      }
      if clean < count { out.append(UnsafeBufferPointer(rebasing: bytes[clean..<count])) }
    }
  }

  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool { isAllowed(value: scalar.value) }

  /// XML 1.0 Char (surrogates cannot be scalars), less DEL, C1 controls and noncharacters.
  static func isAllowed(value: UInt32) -> Bool {
    if value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value) { return false }
    return value & 0xFFFE != 0xFFFE
  }
}
