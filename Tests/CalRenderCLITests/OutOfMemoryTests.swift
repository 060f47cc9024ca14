import CalRenderTestSupport
import Foundation
import Testing

/// Issue 28 item 3: under `ulimit -v` of 60–120 MB a 1–2 MB events file ended in SIGSEGV inside
/// libical (`.ics`) or SIGABRT with a Swift stack trace (JSON, and `.ics` while it was still being
/// read: at 60 MB a plain month leaves 3 MB). Now what a file takes is weighed against the limit
/// first: the run draws the month (exit 0) or says "out of memory" on one line (exit 65), never a
/// signal, whatever the shape of the file.
@Suite("Out of memory under ulimit")
struct OutOfMemoryTests {
  static func calendar(_ lines: [String]) -> [UInt8] {
    Array(
      (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"] + lines + ["END:VCALENDAR"]).joined(separator: "\r\n")
        .utf8)
      + Array("\r\n".utf8)
  }

  /// The shapes of Fuzz/Corpus/*/memory-* at `megabytes` MB: what costs libical or the JSON reader
  /// most a byte (one-word properties, many events, folded lines, parameters, nested components,
  /// one long value; small objects, small numbers, one long title).
  static func shape(_ name: String, megabytes: Int) -> (bytes: [UInt8], extension: String) {
    let size = megabytes * 1_000_000
    let event = ["BEGIN:VEVENT", "UID:a", "DTSTART:20240210T100000Z"]
    switch name {
    case "properties": return (calendar(event + Array(repeating: "X-A:b", count: size / 7) + ["END:VEVENT"]), "ics")
    case "events":
      return (
        calendar(
          (0..<size / 50).flatMap { ["BEGIN:VEVENT", "UID:\($0)", "DTSTART:20240210", "SUMMARY:x", "END:VEVENT"] }),
        "ics"
      )
    case "folded": return (calendar(event + ["SUMMARY:a"] + Array(repeating: " b", count: size / 4) + ["END:VEVENT"]), "ics")
    case "parameters":
      return (calendar(event + ["X-A" + String(repeating: ";X-P=1", count: size / 6) + ":v", "END:VEVENT"]), "ics")
    case "nested":
      return (calendar(Array(repeating: "BEGIN:X-A", count: size / 20) + Array(repeating: "END:X-A", count: size / 20)), "ics")
    case "long": return (calendar(event + ["SUMMARY:" + String(repeating: "a", count: size), "END:VEVENT"]), "ics")
    case "objects":
      return (
        Array(
          ("[" + Array(repeating: "{\"title\":\"t\",\"start\":\"2024-02-10\"}", count: size / 36).joined(separator: ",")
            + "]").utf8), "json"
      )
    case "numbers":
      return (
        Array(
          ("[{\"title\":\"t\",\"start\":\"2024-02-10\",\"x\":[" + Array(repeating: "1", count: size / 2).joined(separator: ",")
            + "]}]").utf8), "json"
      )
    default:
      return (
        Array(("[{\"title\": \"" + String(repeating: "a", count: size) + "\", \"start\": \"2024-02-10\"}]").utf8), "json"
      )
    }
  }

  @Test(arguments: ["properties", "events", "folded", "parameters", "nested", "long", "objects", "numbers", "title"], [1, 2])
  func neverASignal(shape name: String, megabytes: Int) throws {
    let binary = try #require(TestSupport.binary(), "calrender is built by swift test")
    let (bytes, kind) = Self.shape(name, megabytes: megabytes)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calrender-memory-\(UUID().uuidString).\(kind)"
    ).path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    for limit in [64, 80, 100, 120] {
      let result = try TestSupport.run(
        URL(fileURLWithPath: "/bin/sh"),
        [
          "-c",
          "ulimit -v \(limit * 1024) && exec /usr/bin/timeout --signal=KILL 60 \"$0\" --events \"$1\" --today none"
            + " --time-zone UTC 2 2024",
          binary.path, path,
        ])
      let context = "\(name) \(megabytes) MB under \(limit) MB: \(result.status) \(result.stderr.prefix(300))"
      #expect([0, 65].contains(result.status), "\(context)")
      if result.status == 65 {
        #expect(result.stderr.hasPrefix("calrender: error: '\(path)': out of memory"), "\(context)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(context)")
      }
      // At 64 MB a month alone leaves 2–3 MB (the debug binary, with 221 countries' holidays
      // compiled in, needs 61–62 MB for a plain month; 57 with 63): no such file fits.
      if limit == 64 { #expect(result.status == 65, "\(context)") }
    }
  }

  /// The same from standard input, whose size is not known before it is read.
  @Test func standardInput() throws {
    let binary = try #require(TestSupport.binary(), "calrender is built by swift test")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-memory-\(UUID().uuidString)")
      .path
    try Data(Self.shape("objects", megabytes: 2).bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    for limit in [64, 90] {
      let result = try TestSupport.run(
        URL(fileURLWithPath: "/bin/sh"),
        ["-c", "ulimit -v \(limit * 1024) && exec \"$0\" --events - --today none 2 2024 < \"$1\"", binary.path, path])
      #expect(result.status == 65, "\(result.stderr)")
      #expect(result.stderr.hasPrefix("calrender: error: standard input: out of memory"), "\(result.stderr)")
    }
  }

  /// Without a limit the same files are read (the check only weighs; it never refuses alone).
  @Test func withoutALimitTheyAreRead() throws {
    let binary = try #require(TestSupport.binary(), "calrender is built by swift test")
    let (bytes, kind) = Self.shape("title", megabytes: 2)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calrender-memory-\(UUID().uuidString).\(kind)"
    ).path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try TestSupport.run(binary, ["--events", path, "--today", "none", "2", "2024"])
    #expect(result.status == 0, "\(result.stderr)")
  }
}
