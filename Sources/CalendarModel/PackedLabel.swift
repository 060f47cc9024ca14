/// A short label's UTF-8 bytes in one word, for renderers that write a label for every cell: up to
/// 8 bytes, little-endian, written with one store instead of going through the string.
///
/// Made once for each day number of a calendar (``CalendarLocalization/packedDayLabels(near:)``);
/// a ``DayCell`` keeps its label in this form only (a longer one out of line), and makes the
/// string when ``DayCell/label`` is read.
public struct PackedLabel: Hashable, Sendable, CustomStringConvertible {
  /// The bytes, the first in the lowest byte; zero past ``count``.
  public let word: UInt64
  /// How many bytes: 0 when the label is empty or longer than 8 bytes (not packed).
  public let count: UInt8
  /// Whether every byte is printable ASCII (each takes one terminal column).
  public let isPrintableASCII: Bool
  /// The terminal columns the label takes where every character is printable ASCII (one column)
  /// or a Hangul syllable, CJK ideograph or kana (two: East Asian Wide); 0 for any other label,
  /// which a renderer measures. A text month lays out its weekday headers and day labels without
  /// measuring them again (`일`, `月`, `初一`); the tests compare it with ICU's widths.
  public let columns: UInt8

  /// The packed bytes of `label` (count 0 when it is longer than 8 bytes).
  public init(_ label: String) {
    var word: UInt64 = 0
    var count: UInt8 = 0
    var printable = true
    if label.utf8.count <= 8 {
      for (index, byte) in label.utf8.enumerated() {
        word |= UInt64(byte) << (8 * UInt64(index))
        printable = printable && byte >= 0x20 && byte < 0x7F
      }
      count = UInt8(label.utf8.count)
    } else {
      printable = false
    }
    self.word = word
    self.count = count
    isPrintableASCII = count > 0 && printable
    columns = isPrintableASCII ? count : Self.wideColumns(word, count: Int(count))
  }

  /// The packed label as a string ("" when not packed).
  public var description: String {
    // The bytes came from a string: valid UTF-8, copied as they are (no repair to make).
    String(unsafeUninitializedCapacity: Int(count)) { buffer in
      withUnsafeBytes(of: word.littleEndian) { bytes in
        for index in 0..<Int(count) { buffer[index] = bytes[index] }
      }
      return Int(count)
    }
  }

  /// The columns of packed bytes that are printable ASCII and three-byte Hangul, CJK or kana
  /// characters, else 0.
  private static func wideColumns(_ word: UInt64, count: Int) -> UInt8 {
    var columns: UInt8 = 0
    var index = 0
    func byte(_ at: Int) -> UInt32 { UInt32(truncatingIfNeeded: word >> (8 * UInt64(at))) & 0xFF }
    while index < count {
      let lead = byte(index)
      if lead >= 0x20 && lead < 0x7F {
        columns += 1
        index += 1
        continue
      }
      guard lead >= 0xE0 && lead < 0xF0, index + 2 < count else { return 0 }
      let value = (lead & 0x0F) << 12 | (byte(index + 1) & 0x3F) << 6 | (byte(index + 2) & 0x3F)
      // The ranges DisplayWidth (CalendarICU) counts as two columns without asking ICU.
      guard (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value)
        || (0x3041...0x3096).contains(value) || (0x309B...0x30FF).contains(value)
      else { return 0 }
      columns += 2
      index += 3
    }
    return columns
  }
}
