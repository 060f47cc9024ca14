import CalRenderTestSupport
import Foundation
import Testing

/// `--color=auto` on a real terminal: the binary runs under `script`, which gives it a
/// pseudo-terminal, so `isatty(1)` is true as on a user's screen.
@Suite("Colour on a real terminal")
struct TerminalColorTests {
  /// The binary's output when it runs on a pseudo-terminal (`script -qec`), with `environment`.
  func onTerminal(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
    let binary = try #require(TestSupport.binary())
    let command = ([binary.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
    var env = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "TERM": "xterm-256color", "LANG": "ko_KR.UTF-8"]
    env.merge(environment) { _, new in new }
    let result = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"], environment: env)
    #expect(result.status == 0)
    return result.stdout
  }

  @Test func autoColoursOnATerminal() throws {
    let screen = try onTerminal(["--today", "2024-02-14", "2", "2024"])
    // Today in reverse video, Sunday red and Saturday blue (Korean calendars).
    #expect(screen.contains("\u{1B}[7m14\u{1B}[27m"))
    #expect(screen.contains("\u{1B}[31m 4\u{1B}[39m") || screen.contains("\u{1B}[31m4\u{1B}[39m"))
    #expect(screen.contains("\u{1B}[34m"))
  }

  @Test func noColorAndNeverWinOverATerminal() throws {
    #expect(!(try onTerminal(["--today", "2024-02-14", "2", "2024"], environment: ["NO_COLOR": "1"])).contains("\u{1B}["))
    #expect(!(try onTerminal(["--color=never", "--today", "2024-02-14", "2", "2024"])).contains("\u{1B}["))
  }

  @Test func noColourWhenWritingAFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-color-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    _ = try onTerminal(["--today", "2024-02-14", "-o", file.path, "2", "2024"])
    #expect(!(try String(contentsOf: file, encoding: .utf8)).contains("\u{1B}["))
  }
}
