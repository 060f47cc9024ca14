/// A day's full date as the locale writes it ("2024년 2월 14일 수요일"), the accessible label SVG
/// and HTML read out: UTF-8 text that the labels of one grid keep in a single shared buffer, so
/// that a month's 42 labels cost one allocation rather than 42 strings.
///
/// Renderers copy its bytes straight into their output with ``withUTF8(_:)``; ``description`` is
/// the text as a `String` (what ``DayCell/accessibleLabel`` gives). Two labels are equal when
/// their texts are, whatever buffers hold them.
public struct FullDateLabel: Hashable, Sendable, CustomStringConvertible {
  /// The grid's labels, one after another (an array is shared, not copied, between labels; a
  /// ``DayCell`` keeps the buffer out of line and the range inline).
  let buffer: [UInt8]
  let start: Int32
  let end: Int32

  /// A label of its own.
  public init(_ text: String) {
    buffer = Array(text.utf8)
    start = 0
    end = Int32(clamping: buffer.count)
  }

  /// The label at `range` of `buffer`, valid UTF-8 (made from strings) that other labels of the
  /// same grid share; a range past the buffer is cut to it.
  package init(buffer: [UInt8], range: Range<Int>) {
    self.buffer = buffer
    let upper = min(max(range.upperBound, 0), buffer.count)
    start = Int32(clamping: min(max(range.lowerBound, 0), upper))
    end = Int32(clamping: upper)
  }

  /// The label at `start..<end` of `buffer`, a range a label of the buffer had.
  init(buffer: [UInt8], start: Int32, end: Int32) {
    self.buffer = buffer
    self.start = start
    self.end = end
  }

  /// The label's UTF-8 bytes.
  public var utf8: ArraySlice<UInt8> { buffer[Int(start)..<Int(end)] }

  /// Calls `body` with the label's UTF-8 bytes, without copying them.
  public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try buffer.withUnsafeBufferPointer { all in
      try body(UnsafeBufferPointer(rebasing: all[Int(start)..<Int(end)]))
    }
  }

  /// The label as a string.
  public var description: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }

  /// Whether the two labels' texts are the same.
  public static func == (lhs: FullDateLabel, rhs: FullDateLabel) -> Bool { lhs.utf8 == rhs.utf8 }

  /// Hashes the label's text.
  public func hash(into hasher: inout Hasher) { withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) } }
}
