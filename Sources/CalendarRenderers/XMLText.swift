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

  /// XML 1.0 Char (surrogates cannot be scalars), less DEL, C1 controls and noncharacters.
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value) { return false }
    return value & 0xFFFE != 0xFFFE
  }
}
