import CalRenderTestSupport
import Foundation
import Testing

/// The built `calrender` running in a pane of a private tmux server: keys in, screens out.
///
/// The pane runs `sh -c`: it saves `stty -g`, runs the command in the background of a shell without
/// job control (so the test knows its pid and can signal it), waits for it, and writes its exit
/// status, its standard output and `stty -g` after it into a folder of its own. The server is
/// killed (and the folder removed) when the pane is closed.
final class TmuxPane {
  static let tmux = URL(fileURLWithPath: "/usr/bin/tmux")
  nonisolated(unsafe) private static var counter = 0
  private static let lock = NSLock()

  let socket: String
  let folder: URL
  /// What the last wait saw.
  private(set) var lastScreen = ""

  /// Starts `calrender` with `arguments` in a `columns` × `rows` pane; `script` wraps it (it
  /// receives the quoted command line as `$CMD`).
  init(_ arguments: [String], columns: Int = 80, rows: Int = 24, script: String? = nil) throws {
    let binary = try #require(TestSupport.binary(), "the calrender binary is built")
    #expect(FileManager.default.isExecutableFile(atPath: Self.tmux.path), "tmux is installed (.ci/run)")
    let number = Self.lock.withLock {
      Self.counter += 1
      return Self.counter
    }
    socket = "calrender-test-\(getpid())-\(number)"
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let command = ([binary.path] + arguments).map(Self.quoted).joined(separator: " ")
    let body = script ?? Self.defaultScript
    let shell = "cd " + Self.quoted(folder.path) + " && CMD=" + Self.quoted(command) + " && " + body
    _ = try tmux(["new-session", "-d", "-x", String(columns), "-y", String(rows), "sh", "-c", shell])
  }

  deinit {
    // tmux 3.3 leaves its socket behind when killed: remove it too.
    let socketPath = (try? tmux(["display-message", "-p", "#{socket_path}"]))?.trimmingCharacters(
      in: .whitespacesAndNewlines)
    _ = try? tmux(["kill-server"])
    if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Saves `stty -g`, runs `$CMD` in the background (exec'd: `$!` is its pid), waits for it, saves
  /// its status and `stty -g` again.
  static let defaultScript =
    "stty -g > before; eval \"exec $CMD\" > out & echo $! > pid; wait $!; echo $? > status; stty -g > after; sleep 600"

  static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

  /// Runs a tmux command against this pane's server (no user configuration, UTF-8).
  ///
  /// Through popen(3), not Foundation's Process: the tmux client forks the server, and Process
  /// has been seen never to notice the client's exit after that.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let command =
      "env -i PATH=/usr/bin:/bin TZ=UTC LANG=C.UTF-8 HOME=" + Self.quoted(folder.path) + " "
      + ([Self.tmux.path, "-u", "-f", "/dev/null", "-L", socket] + arguments).map(Self.quoted).joined(separator: " ")
      + " 2>/dev/null"
    guard let pipe = popen(command, "r") else { throw CocoaError(.fileReadUnknown) }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, pipe)
      if count <= 0 { break }
      output += buffer[0..<count]
    }
    pclose(pipe)
    return String(decoding: output, as: UTF8.self)
  }

  /// Sends tmux key names (`Right`, `PPage`, `Escape`, `C-c`) or literal characters (`l`, `<`).
  func send(_ keys: String...) throws {
    for key in keys { try tmux(["send-keys", "-t", "0", key]) }
  }

  /// Types a line into a shell in the pane and presses Enter.
  func typeLine(_ text: String) throws {
    try tmux(["send-keys", "-t", "0", "-l", text])
    try tmux(["send-keys", "-t", "0", "Enter"])
  }

  /// Waits (up to 15 seconds) until the pane has left the alternate screen: the picker is done
  /// and what is typed next goes to the shell.
  func waitForNormalScreen(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let deadline = Date().addingTimeInterval(15)
    while Date() < deadline {
      if try format("#{alternate_on}") == "0" { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("the pane stayed on the alternate screen", sourceLocation: sourceLocation)
  }

  /// Sends bytes as they are (a mouse report).
  func sendBytes(_ text: String) throws {
    try tmux(["send-keys", "-t", "0", "-H"] + text.utf8.map { String($0, radix: 16) })
  }

  /// The screen as text, lines without trailing spaces and without the LEFT-TO-RIGHT MARKs the
  /// text output puts before right-to-left cells (and the RIGHT-TO-LEFT MARKs before names);
  /// trailing empty lines dropped.
  func screen(escapes: Bool = false) throws -> String {
    var lines = try tmux(["capture-pane", "-p", "-t", "0"] + (escapes ? ["-e"] : [])).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { line in
      String(
        String(line).replacingOccurrences(of: "\u{200E}", with: "").replacingOccurrences(of: "\u{200F}", with: "")
          .reversed().drop { $0 == " " }.reversed())
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// Waits (up to 15 seconds: the machine may be busy) until the screen satisfies `condition`.
  @discardableResult
  func waitForScreen(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(15)
    while Date() < deadline {
      lastScreen = try screen()
      if condition(lastScreen) { return lastScreen }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("timed out waiting for \(what); the screen is:\n\(lastScreen)", sourceLocation: sourceLocation)
    return lastScreen
  }

  /// Waits until the screen contains `text` and its frame is drawn to the end: a frame starts by
  /// clearing the screen and ends with the key help, so a screen whose last line is the whole help
  /// is never a frame half read by tmux.
  @discardableResult
  func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    try waitForScreen("'\(text)'", sourceLocation: sourceLocation) { $0.contains(text) && Self.isComplete($0) }
  }

  /// Whether a picker screen is a whole frame: its last line is the key help, whole or cut with an
  /// ellipsis, or the too-small message.
  static func isComplete(_ screen: String) -> Bool {
    let last = screen.split(separator: "\n").last ?? ""
    return last.hasSuffix("q quit") || last.hasSuffix("…") || screen.contains("q quits.")
  }

  /// A file the pane's script wrote, once it exists (nil after 15 seconds).
  func file(_ name: String, timeout: TimeInterval = 15) -> String? {
    let url = folder.appendingPathComponent(name)
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") { return text }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
  }

  /// The exit status of the command and what it printed, once it has exited.
  func result() -> (status: Int32?, output: String) {
    let status = file("status").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    let output = (try? String(contentsOf: folder.appendingPathComponent("out"), encoding: .utf8)) ?? ""
    return (status, output)
  }

  /// The pid of the command (pane scripts that record one).
  func pid() -> Int32? { file("pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } }

  /// A tmux format of the pane (`#{alternate_on}`, `#{cursor_flag}`, `#{pane_tty}`).
  func format(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", "0", format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
