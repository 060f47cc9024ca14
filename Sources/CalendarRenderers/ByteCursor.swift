/// Bytes written forward into room an ``OutputBuffer`` has reserved (``OutputBuffer/appendInPlace(atMost:_:)``):
/// constant pieces as stores of known size, with no capacity check each.
struct ByteCursor {
  private var position: UnsafeMutablePointer<UInt8>

  init(_ start: UnsafeMutablePointer<UInt8>) { position = start }

  /// How many bytes have been written from `start`.
  func count(from start: UnsafeMutablePointer<UInt8>) -> Int { position - start }

  @inline(__always)
  mutating func put(_ text: StaticString) {
    position.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
    position += text.utf8CodeUnitCount
  }

  /// The first `count` bytes of `word`, little-endian, in one store of eight (room for eight).
  @inline(__always)
  mutating func put(word: UInt64, count: Int) {
    UnsafeMutableRawPointer(position).storeBytes(of: word.littleEndian, as: UInt64.self)
    position += count
  }

  /// `true` or `false`, in one store (room for eight).
  @inline(__always)
  mutating func put(_ value: Bool) {
    // "true" and "false" little-endian, in the low bytes of a word.
    put(word: value ? 0x6575_7274 : 0x65_736C_6166, count: value ? 4 : 5)
  }
}
