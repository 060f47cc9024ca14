/// Strict UTF-8 (RFC 3629): no overlong forms, no surrogates (U+D800–U+DFFF), nothing past
/// U+10FFFF, no truncated or stray continuation bytes.
enum UTF8Check {
  /// The index of the first byte at which `bytes` stop being UTF-8, or nil when they are.
  static func firstInvalidByte(_ bytes: [UInt8]) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      // The length of the sequence, and the range its second byte must be in (RFC 3629 §4).
      let length: Int
      var second: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; second = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; second = 0x80...0x9F
      case 0xF0: length = 4; second = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; second = 0x80...0x8F
      default: return index
      }
      guard index + 1 < count, second.contains(bytes[index + 1]) else { return index }
      for offset in 2..<length {
        guard index + offset < count, (0x80...0xBF).contains(bytes[index + offset]) else { return index }
      }
      index += length
    }
    return nil
  }
}
