import CalendarEvents
import Foundation
import Testing

/// Issue 28, item 4: the JSON events reader is RFC 8259's grammar exactly, names where it stops
/// (line and column), and costs time linear in its input whatever the input's escapes.
@Suite("Events (JSON input): strict and linear")
struct JSONStrictnessTests {
  /// One event whose `x` member is `value` (a member the reader parses and ignores), on line 2.
  static func document(x value: String) -> String {
    "[\n{\"title\": \"a\", \"start\": \"2024-02-10\", \"x\": \(value)}\n]"
  }

  /// The column of `x`'s value in ``document(x:)``'s second line.
  static let valueColumn = "{\"title\": \"a\", \"start\": \"2024-02-10\", \"x\": ".count + 1

  @Test(arguments: [
    ("+1", 0, "unexpected character"), ("0001", 1, "invalid number: a leading zero"),
    ("-01", 2, "invalid number: a leading zero"), (".5", 0, "unexpected character"),
    ("1.", 2, "invalid number: a digit must follow '.'"), ("1.e5", 2, "invalid number: a digit must follow '.'"),
    ("-", 1, "invalid number: a digit must follow '-'"), ("-a", 1, "invalid number: a digit must follow '-'"),
    ("1e", 2, "invalid number: a digit must follow the exponent"),
    ("1e+", 3, "invalid number: a digit must follow the exponent"),
    ("\"\\u+041\"", 3, "invalid \\u escape: four hex digits must follow"),
    ("\"\\u12\"", 3, "invalid \\u escape: four hex digits must follow"),
    ("\"\\u 123\"", 3, "invalid \\u escape: four hex digits must follow"),
    ("\"\\uD800\"", 7, "a \\u escape of a high surrogate without its low surrogate"),
    ("\"\\uD800\\u0041\"", 13, "invalid surrogate pair"),
    ("\"\\uDC00\"", 7, "a \\u escape of a lone low surrogate"), ("\"\\x\"", 2, "invalid escape '\\x'"),
    ("\"\t\"", 1, "control character in a string"), ("True", 0, "unexpected character"),
    ("nul", 3, "unexpected character"),
  ])
  func whatRFC8259RefusesIsRefusedSayingWhere(value: String, offset: Int, reason: String) {
    #expect(throws: EventsError("invalid JSON at line 2, column \(Self.valueColumn + offset): \(reason)")) {
      try EventsInput.parse(json: Self.document(x: value))
    }
  }

  @Test(arguments: ["0", "-0", "0.5", "-1.25e-3", "1E+5", "10e2", "\"\\u00e9\\uD83D\\uDE00\\/\"", "[]", "{}", "null"])
  func whatRFC8259AllowsIsAccepted(value: String) throws {
    #expect(try EventsInput.parse(json: Self.document(x: value)).count == 1)
  }

  @Test func escapesAreDecoded() throws {
    let title = #"\"\\\/\b\f\n\r\t\u00e9\u00C9\uD83D\uDE00 é"#
    let events = try EventsInput.parse(json: "[{\"title\": \"\(title)\", \"start\": \"2024-02-10\"}]")
    #expect(events.first?.title == "\"\\/\u{8}\u{C}\n\r\té\u{C9}\u{1F600} é")
  }

  /// Overlong forms, surrogates, code points past U+10FFFF, stray and missing continuation bytes.
  @Test(
    arguments: [
      [0xFF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x80, 0x80, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80], [0xE2, 0x82], [0xC3],
    ] as [[UInt8]])
  func bytesThatAreNotUTF8AreRefusedSayingWhere(bad: [UInt8]) {
    let bytes = Array("[\n{\"title\": \"é".utf8) + bad + Array("\", \"start\": \"2024-02-10\"}]".utf8)
    let expected = EventsError(
      "invalid JSON at line 2, column 13: invalid UTF-8 (byte 0x\(String(bad[0], radix: 16, uppercase: true)))")
    #expect(throws: expected) { try EventsInput.parse(json: bytes) }
    #expect(EventsInput.utf8Error(json: bytes) == expected)
    let good = Array("[{\"title\": \"é€😀\", \"start\": \"2024-02-10\"}]".utf8)
    #expect(EventsInput.utf8Error(json: good) == nil)
    #expect((try? EventsInput.parse(json: good))?.first?.title == "é€😀")
  }

  /// The process's CPU time of `body`, in seconds (less disturbed than the clock on a shared machine).
  static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = clock()
    try body()
    return Double(clock() - start) / Double(CLOCKS_PER_SEC)
  }

  /// Escapes cost time linear in their number: 5 MB of `\\` took over 65 s (every escape re-copied
  /// what the string had decoded so far), 1 MB of `\u00e9` 1.5 s; now a fraction of a second each.
  @Test(arguments: [(#"\\"#, 2_500_000, "\\"), (#"\u00e9"#, 500_000, "é"), (#"\uD83D\uDE00"#, 250_000, "😀")])
  func escapesCostLinearTime(escape: String, count: Int, decoded: String) throws {
    let text = "[{\"title\": \"" + String(repeating: escape, count: count) + "\", \"start\": \"2024-02-10\"}]"
    var title = ""
    let seconds = try Self.cpuSeconds { title = try EventsInput.parse(json: text).first?.title ?? "" }
    #expect(title.unicodeScalars.count == count && title.unicodeScalars.first == decoded.unicodeScalars.first)
    #expect(seconds < 4, "\(text.utf8.count) bytes took \(seconds) s of CPU")
  }
}
