/// Text made safe for XML and HTML content and attribute values: `&`, `<`, `>`, `"` and `'`
/// escaped, and characters XML 1.0 forbids (C0 controls but tab and newline) dropped — so no input
/// (an event title, a pattern) can end an element, an attribute or a CDATA section (`]]>`).
enum XMLText {
  static func escaped(_ text: String) -> String {
    var needs = false
    for byte in text.utf8
    where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 || byte < 0x20 {
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
      case let c where c.value < 0x20: continue
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
