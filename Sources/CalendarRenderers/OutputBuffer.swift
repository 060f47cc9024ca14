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
  /// Where full buffers go (nil: the bytes stay here until `string` is asked).
  private let sink: (any ByteSink)?

  /// How much a streaming renderer gathers before handing it to its sink: large enough that a
  /// write costs little per byte, small enough to stay far below the whole output of a long view.
  static let flushThreshold = 64 * 1024

  /// What a streaming buffer starts with: a month is a few hundred bytes to a few kilobytes, and a
  /// first allocation of `2 * flushThreshold` (128 KB) is past malloc's mmap threshold — a mapping
  /// made, faulted in and unmapped on every start. Long outputs grow it to the threshold's size.
  static let streamingStart = 16 * 1024

  init(capacity: Int, sink: (any ByteSink)? = nil) {
    self.sink = sink
    self.capacity = max(sink == nil ? capacity : min(capacity, Self.streamingStart), 16)
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

  /// Lets `body` write up to `maximum` bytes straight into the buffer and say how many it wrote:
  /// one capacity check for many small pieces (a JSON day cell's constant parts and digits).
  @inline(__always)
  func appendInPlace(atMost maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    reserve(maximum)
    count += body(base + count)
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

  /// Appends a copy of bytes already written (`range` within `0..<count`).
  func appendCopy(of range: Range<Int>) {
    reserve(range.count)
    memcpy(base + count, base + range.lowerBound, range.count)
    count += range.count
  }

  /// The first `count` (at most 8) bytes of `word`, little-endian: short labels in one store.
  @inline(__always)
  func appendWord(_ word: UInt64, count length: Int) {
    reserve(8)
    UnsafeMutableRawPointer(base + count).storeBytes(of: word.littleEndian, as: UInt64.self)
    count += length
  }

  @inline(__always)
  func appendSpaces(_ n: Int) {
    // A cell's padding is a few spaces: one store rather than a call to memset.
    if n <= 8 {
      if n > 0 { appendWord(0x2020_2020_2020_2020, count: n) }
      return
    }
    reserve(n)
    (base + count).initialize(repeating: UInt8(ascii: " "), count: n)
    count += n
  }

  /// A decimal integer, as `String(value)` writes it.
  func append(_ value: Int) {
    // Coordinates and day numbers: up to three digits, written without counting them first.
    if value >= 0 && value < 1000 {
      reserve(3)
      let out = base + count
      let zero = UInt8(ascii: "0")
      if value < 10 {
        out[0] = zero &+ UInt8(truncatingIfNeeded: value)
        count += 1
      } else if value < 100 {
        out[0] = zero &+ UInt8(truncatingIfNeeded: value / 10)
        out[1] = zero &+ UInt8(truncatingIfNeeded: value % 10)
        count += 2
      } else {
        out[0] = zero &+ UInt8(truncatingIfNeeded: value / 100)
        out[1] = zero &+ UInt8(truncatingIfNeeded: value / 10 % 10)
        out[2] = zero &+ UInt8(truncatingIfNeeded: value % 10)
        count += 3
      }
      return
    }
    // A sign, then the magnitude's digits (a UInt: Int.min's has no Int).
    reserve(20)
    if value < 0 {
      base[count] = UInt8(ascii: "-")
      count += 1
    }
    let magnitude = value.magnitude
    var digits = 1
    var rest = magnitude
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    rest = magnitude
    var index = count + digits
    repeat {
      index -= 1
      base[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    } while rest > 0
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

  /// Hands what was written to the sink once there is at least `flushThreshold` of it (renderers
  /// call this between months, where nothing written will be looked at again).
  @inline(__always)
  func flushIfFull() throws {
    if sink != nil && count >= Self.flushThreshold { try flush() }
  }

  /// Hands everything written to the sink (at the end of a rendering).
  func flush() throws {
    guard let sink, count > 0 else { return }
    defer { count = 0 }
    try sink.write(UnsafeRawBufferPointer(start: base, count: count))
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
  /// Making a String validates its UTF-8, and once the standard library's validator meets a
  /// non-ASCII byte it goes byte by byte through the whole rest of the buffer (a ko-KR month in SVG:
  /// ~90k instructions, more than writing it). Renderers write whole characters (from Strings,
  /// escaped a character at a time), so the bytes are checked by a faster validator
  /// (``UTF8Validation``) and, well-formed, copied into a String without a second check. Bytes that
  /// are not (appended raw) are decoded as `String(decoding:as:)` decodes them, with U+FFFD.
  var string: String {
    let all = UnsafeBufferPointer(start: base, count: count)
    let index = asciiEnd(from: 0)
    // All ASCII (checked just now): said so, the String does not check it again.
    if index == count { return unsafe String(copying: UTF8Span(unchecked: all.span, isKnownASCII: true)) }
    // The bytes before `index` are ASCII: the check starts at the first that is not.
    if UTF8Validation.check(UnsafeBufferPointer(rebasing: all[index...])).isValid {
      return unsafe String(copying: UTF8Span(unchecked: all.span, isKnownASCII: false))
    }
    return String(decoding: all, as: UTF8.self)
  }

  /// The bytes as a string, for a renderer that wrote only whole UTF-8 sequences — ASCII, and the
  /// bytes of strings (packed labels are whole strings) — never a cut one: valid by construction,
  /// so only debug builds (the tests) check them; release builds do not scan them again.
  var stringOfWholeSequences: String {
    assert(UTF8Validation.check(UnsafeBufferPointer(start: base, count: count)).isValid, "a cut UTF-8 sequence")
    let all = UnsafeBufferPointer(start: base, count: count)
    let ascii = asciiEnd(from: 0) == count
    return unsafe String(copying: UTF8Span(unchecked: all.span, isKnownASCII: ascii))
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
