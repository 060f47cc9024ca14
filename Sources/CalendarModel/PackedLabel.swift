/// A short label's UTF-8 bytes in one word, for renderers that write a label for every cell: up to
/// 8 bytes, little-endian, written with one store instead of going through the string.
///
/// Made once for each day number of a calendar (``CalendarLocalization/packedDayLabels(near:)``) and
/// kept in each ``DayCell`` beside its label, which it always matches.
public struct PackedLabel: Hashable, Sendable {
  /// The bytes, the first in the lowest byte; zero past ``count``.
  public let word: UInt64
  /// How many bytes: 0 when the label is empty or longer than 8 bytes (not packed).
  public let count: UInt8
  /// Whether every byte is printable ASCII (each takes one terminal column).
  public let isPrintableASCII: Bool

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
  }
}
