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

  /// Appends `text` escaped as ``escaped(_:)`` escapes it, from its UTF-8 bytes: runs that need no
  /// escape are copied whole, and only text with a lead byte of a character that may be dropped
  /// (C2, EF, F0–F4) goes through its scalars.
  static func append(_ text: String, to out: OutputBuffer) {
    let written: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes where byte == 0xC2 || byte == 0xEF || byte >= 0xF0 { return false }
      appendASCIIEscaped(bytes, to: out)
      return true
    }
    if written == true { return }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out.append("&amp;")
      case "<": out.append("&lt;")
      case ">": out.append("&gt;")
      case "\"": out.append("&quot;")
      case "'": out.append("&#39;")
      case "\t", "\n": out.append(UInt8(scalar.value))
      case let c where !isAllowed(c): continue
      default: UTF8.encode(scalar) { out.append($0) }
      }
    }
  }

  /// Bytes whose multi-byte characters are all allowed: only ASCII needs escaping or dropping.
  private static func appendASCIIEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: OutputBuffer) {
    var clean = 0
    for index in 0..<bytes.count {
      let byte = bytes[index]
      guard byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 || byte < 0x20 || byte == 0x7F
      else { continue }
      if clean < index { out.append(UnsafeBufferPointer(rebasing: bytes[clean..<index])) }
      clean = index + 1
      switch byte {
      case 0x26: out.append("&amp;")
      case 0x3C: out.append("&lt;")
      case 0x3E: out.append("&gt;")
      case 0x22: out.append("&quot;")
      case 0x27: out.append("&#39;")
      case 0x09, 0x0A: out.append(byte)
      default: break  // C0 controls but tab and newline, DEL: not allowed
      }
    }
    if clean < bytes.count { out.append(UnsafeBufferPointer(rebasing: bytes[clean...])) }
  }

  /// XML 1.0 Char (surrogates cannot be scalars), less DEL, C1 controls and noncharacters.
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value) { return false }
    return value & 0xFFFE != 0xFFFE
  }
}
