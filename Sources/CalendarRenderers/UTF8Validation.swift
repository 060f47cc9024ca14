/// Whether bytes are well-formed UTF-8 (the Unicode Standard's table 3-7: no overlong forms, no
/// surrogates, nothing above U+10FFFF), checked faster than the standard library checks it.
///
/// Renderers' output is mostly ASCII with short runs of other scripts between (an aria-label a day
/// cell): the standard library's validator goes byte by byte from the first non-ASCII byte on
/// (~9 instructions a byte), while this one skips ASCII 32 and 8 bytes at a time and decodes only
/// the characters that are not ASCII (~2 a byte on a ko-KR month in SVG).
enum UTF8Validation {
  /// Whether `bytes` are well-formed UTF-8, and whether they are all ASCII.
  static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> (isValid: Bool, isASCII: Bool) {
    guard let p = bytes.baseAddress else { return (true, true) }
    let n = bytes.count
    var i = 0
    var isASCII = true
    while i < n {
      // ASCII, 32 and then eight bytes at a time; the first byte that is not found by its high bit.
      while i + 32 <= n {
        let raw = UnsafeRawPointer(p + i)
        let words =
          raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
          | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
          | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
        if words & 0x8080_8080_8080_8080 != 0 { break }
        i += 32
      }
      while i + 8 <= n {
        let word = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080
        if word != 0 {
          // Little-endian: the lowest set bit is in the first such byte.
          i += word.littleEndian.trailingZeroBitCount >> 3
          break
        }
        i += 8
      }
      while i < n && p[i] < 0x80 { i += 1 }
      // A run of characters that are not ASCII.
      while i < n {
        let lead = p[i]
        if lead < 0x80 { break }
        isASCII = false
        if lead < 0xC2 { return (false, false) }  // a continuation byte, or an overlong C0/C1 form
        if lead < 0xE0 {
          guard i + 1 < n, p[i + 1] & 0xC0 == 0x80 else { return (false, false) }
          i += 2
        } else if lead < 0xF0 {
          guard i + 2 < n else { return (false, false) }
          let second = p[i + 1]
          guard second & 0xC0 == 0x80, p[i + 2] & 0xC0 == 0x80 else { return (false, false) }
          // Not overlong (E0 80–9F), not a surrogate (ED A0–BF).
          if (lead == 0xE0 && second < 0xA0) || (lead == 0xED && second > 0x9F) { return (false, false) }
          i += 3
        } else {
          guard lead < 0xF5, i + 3 < n else { return (false, false) }
          let second = p[i + 1]
          guard second & 0xC0 == 0x80, p[i + 2] & 0xC0 == 0x80, p[i + 3] & 0xC0 == 0x80 else {
            return (false, false)
          }
          // Not overlong (F0 80–8F), not above U+10FFFF (F4 90–BF).
          if (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second > 0x8F) { return (false, false) }
          i += 4
        }
      }
    }
    return (true, isASCII)
  }
}
