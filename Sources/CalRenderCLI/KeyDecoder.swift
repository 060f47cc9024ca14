/// Decodes terminal input: CSI and SS3 sequences (arrows, Home/End in their `\e[H`, `\e[1~`,
/// `\eOH` forms, PgUp/PgDn), SGR mouse reports, UTF-8 characters and control bytes. An escape
/// sequence cut off at the end of the bytes is left over, to be completed by the next read or,
/// when nothing follows within a short time, read as a lone Esc.
enum KeyDecoder {
  /// The keys in `bytes`, and the bytes of an unfinished sequence at the end.
  static func decode(_ bytes: [UInt8]) -> (keys: [Key], rest: [UInt8]) {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        guard index + 1 < bytes.count else { return (keys, Array(bytes[index...])) }
        let next = bytes[index + 1]
        if next == UInt8(ascii: "[") {
          // CSI: parameters and intermediates (0x20…0x3F), then a final byte (0x40…0x7E).
          var end = index + 2
          while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
          guard end < bytes.count else { return (keys, Array(bytes[index...])) }
          keys.append(csi(Array(bytes[(index + 2)..<end]), final: bytes[end]))
          index = end + 1
        } else if next == UInt8(ascii: "O") {
          guard index + 2 < bytes.count else { return (keys, Array(bytes[index...])) }
          keys.append(ss3(bytes[index + 2]))
          index += 3
        } else if next == 0x1B {
          keys.append(.escape)
          index += 1
        } else {
          // Alt+key: read as the key alone.
          index += 1
        }
      case 0x0D, 0x0A: keys.append(.enter); index += 1
      case 0x03: keys.append(.interrupt); index += 1
      case 0x1A: keys.append(.suspend); index += 1
      case 0x00..<0x20, 0x7F: keys.append(.other); index += 1
      case 0x20..<0x80:
        keys.append(.character(Character(Unicode.Scalar(byte)))); index += 1
      default:
        // A UTF-8 sequence: its length from the lead byte.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        guard index + length <= bytes.count else { return (keys, Array(bytes[index...])) }
        let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        keys.append(text.first.map { .character($0) } ?? .other)
        index += length
      }
    }
    return (keys, [])
  }

  private static func csi(_ parameters: [UInt8], final: UInt8) -> Key {
    let text = String(decoding: parameters, as: UTF8.self)
    if text.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
      let fields = text.dropFirst().split(separator: ";").compactMap { Int($0) }
      guard fields.count == 3 else { return .other }
      return .mouse(
        button: fields[0], column: fields[1] - 1, row: fields[2] - 1, pressed: final == UInt8(ascii: "M"))
    }
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "~"):
      switch text.split(separator: ";").first.map(String.init) ?? "" {
      case "1", "7": return .home
      case "4", "8": return .end
      case "5": return .pageUp
      case "6": return .pageDown
      default: return .other
      }
    default: return .other
    }
  }

  private static func ss3(_ final: UInt8) -> Key {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "M"): .enter
    default: .other
    }
  }
}
