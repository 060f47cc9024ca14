#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// UTF-8 bytes being written: renderers append here and make one String at the end, which is many
/// times cheaper than growing a String (or an Array) piece by piece (measured by calrender-bench).
final class OutputBuffer {
  private var base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  private func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    var grown = capacity * 2
    while grown < count + extra { grown *= 2 }
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    bigger.update(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity = grown
  }

  func append(bytes pointer: UnsafeRawPointer, count length: Int) {
    reserve(length)
    memcpy(base + count, pointer, length)
    count += length
  }

  func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  func append(_ text: StaticString) {
    append(bytes: text.utf8Start, count: text.utf8CodeUnitCount)
  }

  func append(_ text: String) {
    var text = text
    text.withUTF8 { append(bytes: $0.baseAddress!, count: $0.count) }
  }

  func append(_ other: OutputBuffer) { append(bytes: other.base, count: other.count) }

  func appendSpaces(_ n: Int) {
    guard n > 0 else { return }
    reserve(n)
    (base + count).initialize(repeating: UInt8(ascii: " "), count: n)
    count += n
  }

  /// A decimal integer.
  func append(_ value: Int) {
    if value < 0 {
      append(String(value))
      return
    }
    if value < 10 {
      append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    var digits = 0
    var rest = value
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    reserve(digits)
    rest = value
    for index in stride(from: digits - 1, through: 0, by: -1) {
      base[count + index] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
    }
    count += digits
  }

  /// Drops trailing spaces.
  func trimTrailingSpaces() {
    while count > 0 && base[count - 1] == UInt8(ascii: " ") { count -= 1 }
  }

  var isEmpty: Bool { count == 0 }

  var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
}
