/// Text from input (an event title, a pattern literal, an echoed argument) made safe to print on a
/// terminal, one scalar for one scalar so that columns and spans stay where they were.
///
/// C0 controls become their control pictures (ESC is `␛`, newline `␊`: a title cannot forge a line
/// or move the cursor), DEL is `␡`, C1 controls (CSI U+009B, NEL U+0085 …), bidi embeddings,
/// overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the line and paragraph separators
/// become U+FFFD. Everything else is kept.
public enum TerminalText {
  /// `text` with control and bidi-override characters replaced by visible substitutes.
  ///
  /// ```swift
  /// TerminalText.sanitized("a\u{1B}[2Jb")  // "a␛[2Jb"
  /// ```
  public static func sanitized(_ text: String) -> String {
    guard needsSanitizing(text) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { out.append(substitute(scalar)) }
    return String(out)
  }

  /// Like `sanitized`, but newlines (the caller's own line structure) are kept.
  public static func sanitizedKeepingNewlines(_ text: String) -> String {
    guard needsSanitizing(text) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { out.append(scalar == "\n" ? scalar : substitute(scalar)) }
    return String(out)
  }

  /// Whether any scalar would change: a cheap byte scan first (UTF-8 lead bytes of the ranges).
  public static func needsSanitizing(_ text: String) -> Bool {
    func isSuspicious(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 }
    // Through the contiguous bytes (every title of every month is checked): iterating a small
    // string's UTF8View costs several times more.
    let suspicious =
      text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isSuspicious) }
      ?? text.utf8.contains(where: isSuspicious)
    guard suspicious else { return false }
    return text.unicodeScalars.contains { substitute($0) != $0 }
  }

  /// Whether `text` has a letter of a right-to-left script (the blocks of Hebrew, Arabic, Syriac,
  /// Thaana, N'Ko … and their presentation forms; UAX #9's default R and AL ranges).
  public static func hasRightToLeft(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      switch $0.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x1_0800...0x1_0FFF, 0x1_E800...0x1_EFFF: true
      default: false
      }
    }
  }

  static func substitute(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: return "\u{2421}"
    case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return "\u{FFFD}"
    default: return scalar
    }
  }
}
