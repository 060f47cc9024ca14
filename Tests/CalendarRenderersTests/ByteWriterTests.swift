import CalendarModel
import Testing

@testable import CalendarRenderers

/// The byte-level writers of the JSON and HTML renderers (issue 14) against the String-based code
/// they replaced, on random and hostile text: the output must not change by a byte.
@Suite("byte writers")
struct ByteWriterTests {
  /// A deterministic generator (SplitMix64), so a failure can be replayed.
  struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Scalars around every boundary the escapers care about.
  static let pool: [UInt32] =
    Array(0x00...0x20) + [
      0x22, 0x26, 0x27, 0x3C, 0x3E, 0x5C, 0x41, 0x7A, 0x7E, 0x7F, 0x80, 0x85, 0x9F, 0xA0, 0xBF, 0xC0, 0xE9, 0x7FF,
      0x800,
    ]
    + [
      0xAC00, 0xD55C, 0xD7FF, 0xE000, 0xEFFF, 0xF000, 0xFDCF, 0xFDD0, 0xFDEF, 0xFDF0, 0xFEFF, 0xFF01, 0xFFFD, 0xFFFE,
      0xFFFF,
    ]
    + [0x1_0000, 0x1_F600, 0x1_FFFE, 0x1_FFFF, 0x2_0000, 0xE_FFFF, 0x10_FFFE, 0x10_FFFF, 0x202E, 0x2066, 0x0301]
    // The bidi controls JSON escapes, and their neighbours.
    + [0x061B, 0x061C, 0x061D, 0x0627, 0x200D, 0x200E, 0x200F, 0x2010, 0x2029, 0x202A, 0x202F, 0x2065, 0x2069, 0x206A]

  static func samples(count: Int, seed: UInt64) -> [String] {
    var random = Seeded(state: seed)
    var strings = ["", "plain", "a longer plain ASCII string", "<&>\"'", "\u{FFFE}", "\r\n\t", "2024년 2월 14일 수요일"]
    for _ in 0..<count {
      var text = ""
      for _ in 0..<Int.random(in: 0...40, using: &random) {
        if Bool.random(using: &random) {
          text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
        } else if let scalar = Unicode.Scalar(pool.randomElement(using: &random)!) {
          text.unicodeScalars.append(scalar)
        }
      }
      strings.append(text)
    }
    return strings
  }

  /// The JSON string escaping before issue 14, byte by byte (multi-byte characters pass through),
  /// with issue 28's escapes of C1 controls and bidi controls, scalar by scalar.
  static func oldJSONBytes(_ value: String) -> [UInt8] {
    var out: [UInt8] = [0x22]
    let hex = Array("0123456789abcdef".utf8)
    for scalar in value.unicodeScalars {
      switch scalar.value {
      case 0x22: out += Array("\\\"".utf8)
      case 0x5C: out += Array("\\\\".utf8)
      case 0x0A: out += Array("\\n".utf8)
      case 0x0D: out += Array("\\r".utf8)
      case 0x09: out += Array("\\t".utf8)
      case 0..<0x20, 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
        let value = Int(scalar.value)
        out += Array("\\u".utf8) + [hex[value >> 12], hex[value >> 8 & 0xF], hex[value >> 4 & 0xF], hex[value & 0xF]]
      default: out += Array(String(scalar).utf8)
      }
    }
    return out + [0x22]
  }

  @Test("JSON string escaping is byte-identical to the old writer", arguments: [1 as UInt64, 2, 3, 4])
  func jsonEscaping(seed: UInt64) {
    for text in Self.samples(count: 500, seed: seed) {
      let buffer = OutputBuffer(capacity: 4)
      JSONWriter.appendString(text, to: buffer)
      #expect(Array(buffer.bytes) == Self.oldJSONBytes(text), "\(Array(text.unicodeScalars.map(\.value)))")
    }
  }

  @Test("XML escaping from bytes equals XMLText.escaped", arguments: [5 as UInt64, 6, 7, 8])
  func xmlEscaping(seed: UInt64) {
    for text in Self.samples(count: 500, seed: seed) {
      let buffer = OutputBuffer(capacity: 4)
      XMLText.append(text, to: buffer)
      #expect(Array(buffer.bytes) == Array(XMLText.escaped(text).utf8), "\(Array(text.unicodeScalars.map(\.value)))")
      // Appending to a buffer that already holds text keeps it.
      let prefixed = OutputBuffer(capacity: 4)
      prefixed.append("x")
      XMLText.append(text, to: prefixed)
      #expect(Array(prefixed.bytes) == Array(("x" + XMLText.escaped(text)).utf8))
    }
  }

  @Test("long strings (not small-string inline storage) escape the same")
  func longStrings() {
    let long = String(repeating: "<a\u{1}\u{FFFE}é한>", count: 200)
    let buffer = OutputBuffer(capacity: 4)
    XMLText.append(long, to: buffer)
    #expect(Array(buffer.bytes) == Array(XMLText.escaped(long).utf8))
    let json = OutputBuffer(capacity: 4)
    JSONWriter.appendString(long, to: json)
    #expect(Array(json.bytes) == Self.oldJSONBytes(long))
  }

  @Test("the buffer's String, made in pieces, equals decoding the whole buffer", arguments: [10 as UInt64, 11, 12])
  func stringInPieces(seed: UInt64) {
    var random = Seeded(state: seed)
    let texts = Self.samples(count: 60, seed: seed)
    for _ in 0..<200 {
      let buffer = OutputBuffer(capacity: 8)
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        switch Int.random(in: 0...3, using: &random) {
        case 0:
          // Long and short ASCII runs around the 256-byte boundary of a piece.
          let run = [UInt8](
            repeating: UInt8(ascii: "a"), count: [1, 7, 8, 31, 32, 255, 256, 257, 600].randomElement(using: &random)!)
          bytes += run
        case 1:
          bytes += Array(texts.randomElement(using: &random)!.utf8)
        case 2:
          // Invalid UTF-8 too: a lone continuation byte, a cut sequence, an overlong form.
          bytes += [[0x80], [0xE1, 0x84], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xFF]].randomElement(using: &random)!
        default:
          bytes += Array("2024년 2월 14일 수요일 ٢٨ 𝄞".utf8)
        }
      }
      bytes.withUnsafeBufferPointer { buffer.append($0) }
      #expect(buffer.string == String(decoding: bytes, as: UTF8.self))
      #expect(Array(buffer.string.utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8))
    }
  }

  @Test("integers and ISO dates written digit by digit")
  func digits() {
    for value in [0, 1, 9, 10, 42, 99, 100, 999, 1000, 65_535, Int.max, -1, -10, -123_456, Int.min] {
      let buffer = OutputBuffer(capacity: 1)
      buffer.append(value)
      #expect(buffer.string == String(value))
    }
    var random = Seeded(state: 9)
    let days =
      [
        JulianDay(isoYear: -1, month: 12, day: 31), JulianDay(isoYear: 0, month: 1, day: 1),
        JulianDay(isoYear: 9999, month: 12, day: 31), JulianDay(isoYear: 10_000, month: 1, day: 1),
        JulianDay(isoYear: -12_345, month: 6, day: 7),
      ]
      + (0..<2000).map { _ in JulianDay(Int.random(in: 0...6_000_000, using: &random)) }
    for day in days {
      let buffer = OutputBuffer(capacity: 1)
      buffer.appendISODate(day)
      #expect(buffer.string == day.isoString)
    }
  }
}
