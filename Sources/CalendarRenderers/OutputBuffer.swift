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

  /// The bytes as a String.
  ///
  /// Making a String validates its UTF-8, and once the validator meets a non-ASCII byte it goes
  /// byte by byte through the whole rest of the buffer (a ko-KR month in JSON: ~90k instructions,
  /// most of the rendering). So the String is made in pieces: long ASCII runs take the validator's
  /// fast path, and the stretches with non-ASCII text (with the short ASCII runs between, since each
  /// piece costs an append) are validated on their own. A piece ends only at an ASCII byte, which is
  /// never inside a character, so the result is the String decoding the whole buffer would give.
  var string: String {
    let all = UnsafeBufferPointer(start: base, count: count)
    var index = asciiEnd(from: 0)
    if index == count { return String(decoding: all, as: UTF8.self) }
    let longRun = 256
    var result = ""
    result.reserveCapacity(count)
    func add(_ range: Range<Int>) {
      guard !range.isEmpty else { return }
      result += String(decoding: UnsafeBufferPointer(rebasing: all[range]), as: UTF8.self)
    }
    var start = 0  // of the piece not yet added
    var asciiStart = 0  // of the ASCII run that ends at `index`
    while index < count {
      // `index` is at a non-ASCII byte.
      if index - asciiStart >= longRun {
        add(start..<asciiStart)
        add(asciiStart..<index)
        start = index
      }
      var end = index + 1
      while end < count && base[end] >= 0x80 { end += 1 }
      asciiStart = end
      index = asciiEnd(from: end)
    }
    if count - asciiStart >= longRun {
      add(start..<asciiStart)
      add(asciiStart..<count)
    } else {
      add(start..<count)
    }
    return result
  }

  /// The end of the run of ASCII bytes at `start`, 32 and then eight bytes at a time.
  private func asciiEnd(from start: Int) -> Int {
    var index = start
    while index + 32 <= count {
      let raw = UnsafeRawPointer(base + index)
      let words =
        raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
        | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
      if words & 0x8080_8080_8080_8080 != 0 { break }
      index += 32
    }
    while index + 8 <= count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      if word & 0x8080_8080_8080_8080 != 0 { break }
      index += 8
    }
    while index < count && base[index] < 0x80 { index += 1 }
    return index
  }
}
