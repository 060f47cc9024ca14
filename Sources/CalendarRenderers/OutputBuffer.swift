#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CalendarModel

/// UTF-8 bytes being written: renderers append here and make one String at the end, which is many
/// times cheaper than growing a String (or an Array) piece by piece (measured by calrender-bench).
///
/// The appends are inlined with only a capacity check on the fast path (growing is out of line),
/// and strings are copied from their contiguous UTF-8 without retaining them: in the JSON and HTML
/// renderers these calls are most of the work per day cell.
final class OutputBuffer {
  private var base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  @inline(__always)
  func reserve(_ extra: Int) {
    if count + extra > capacity { grow(extra) }
  }

  @inline(never)
  private func grow(_ extra: Int) {
    var grown = capacity * 2
    while grown < count + extra { grown *= 2 }
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    bigger.update(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity = grown
  }

  @inline(__always)
  func append(bytes pointer: UnsafeRawPointer, count length: Int) {
    reserve(length)
    memcpy(base + count, pointer, length)
    count += length
  }

  @inline(__always)
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let start = bytes.baseAddress else { return }
    append(bytes: start, count: bytes.count)
  }

  @inline(__always)
  func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  @inline(__always)
  func append(_ text: StaticString) {
    append(bytes: text.utf8Start, count: text.utf8CodeUnitCount)
  }

  // Disfavoured so that literals are StaticStrings (copied without a String in between).
  @_disfavoredOverload
  func append(_ text: String) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
    if copied == nil {
      for byte in text.utf8 { append(byte) }
    }
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
    if value < 100 {
      reserve(2)
      base[count] = UInt8(ascii: "0") + UInt8(value / 10)
      base[count + 1] = UInt8(ascii: "0") + UInt8(value % 10)
      count += 2
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

  /// A day's ISO 8601 date, as `JulianDay.isoString` writes it, digit by digit in the common case.
  func appendISODate(_ date: JulianDay) {
    let (year, month, day) = date.isoComponents
    guard (0...9999).contains(year) else {
      append(date.isoString)
      return
    }
    reserve(10)
    let out = base + count
    let zero = UInt8(ascii: "0"), dash = UInt8(ascii: "-")
    out[0] = zero &+ UInt8(truncatingIfNeeded: year / 1000)
    out[1] = zero &+ UInt8(truncatingIfNeeded: year / 100 % 10)
    out[2] = zero &+ UInt8(truncatingIfNeeded: year / 10 % 10)
    out[3] = zero &+ UInt8(truncatingIfNeeded: year % 10)
    out[4] = dash
    out[5] = zero &+ UInt8(truncatingIfNeeded: month / 10)
    out[6] = zero &+ UInt8(truncatingIfNeeded: month % 10)
    out[7] = dash
    out[8] = zero &+ UInt8(truncatingIfNeeded: day / 10)
    out[9] = zero &+ UInt8(truncatingIfNeeded: day % 10)
    count += 10
  }

  /// Drops trailing spaces.
  func trimTrailingSpaces() {
    while count > 0 && base[count - 1] == UInt8(ascii: " ") { count -= 1 }
  }

  var isEmpty: Bool { count == 0 }

  /// The bytes written so far (valid until the next append).
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// Forgets what was written, keeping the capacity.
  func removeAll() { count = 0 }

  var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
}
