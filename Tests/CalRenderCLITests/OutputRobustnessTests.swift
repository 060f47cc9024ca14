import CalRenderTestSupport
import Foundation
import Testing

/// Issue 11, items 4 and 5: `-o` writes through devices, FIFOs and symlinks, renames only over
/// regular files, keeps the mode; every write is checked (exit 74, one line on stderr).
@Suite("output robustness")
struct OutputRobustnessTests {
  static func binary() throws -> URL { try #require(TestSupport.binary(), "calrender is built by swift test") }

  /// Runs the binary with stdout sent to `path` (opened for writing), stderr captured.
  static func run(_ arguments: [String], stdoutPath: String) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = try binary()
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC"]
    let out = try #require(FileHandle(forWritingAtPath: stdoutPath))
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try out.close()
    return (process.terminationStatus, String(decoding: errData, as: UTF8.self))
  }

  static func scratch(_ name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
  }

  /// A private full device (1, 7), so that a broken `-o` cannot replace the machine's /dev/full.
  static func fullDevice() throws -> String {
    let path = try scratch("full")
    try #require(mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | 7)) == 0, "needs root (the tests run as root)")
    return path
  }

  @Test func aFullDiskIsExit74WithOneLine() throws {
    let result = try Self.run(["--today", "none", "-y", "2024"], stdoutPath: try Self.fullDevice())
    #expect(result.status == 74)
    #expect(result.stderr.hasPrefix("calrender: error: "), "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test func aFullDiskUnderOutputIsExit74() throws {
    let result = try TestSupport.run(try Self.binary(), ["--today", "none", "-y", "2024", "-o", try Self.fullDevice()])
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test func helpListsExit74() throws {
    let result = try TestSupport.run(try Self.binary(), ["--help"])
    #expect(result.stdout.contains("74"))
  }

  @Test func dashIsStandardOutput() throws {
    let result = try TestSupport.run(try Self.binary(), ["--today", "none", "-o", "-", "2", "2024"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("February 2024"))
  }

  /// `>>` into a file, and `-o /dev/stdout`: the descriptor, not a new file over the old one.
  @Test(arguments: ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"])
  func standardOutputByNameAppends(name: String) throws {
    let path = try Self.scratch("appended.txt")
    try "before\n".write(toFile: path, atomically: false, encoding: .utf8)
    let result = try TestSupport.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "exec \"$0\" --today none -o \"$1\" 2 2024 >> \"$2\"", try Self.binary().path, name, path])
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix("before\n"), "\(text)")
    #expect(text.contains("February 2024"))
  }

  @Test func aCharacterDeviceIsWrittenThroughNotReplaced() throws {
    // /dev/null is shared by the whole machine: a test that could replace it must not use it.
    let path = try Self.scratch("null")
    try #require(mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0, "needs root (the tests run as root)")
    let result = try TestSupport.run(try Self.binary(), ["--today", "none", "-o", path, "2", "2024"])
    #expect(result.status == 0, "\(result.stderr)")
    var info = stat()
    #expect(lstat(path, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func aSymlinkIsFollowedNotReplaced() throws {
    let target = try Self.scratch("target.txt")
    let link = (target as NSString).deletingLastPathComponent + "/link.txt"
    try "old".write(toFile: target, atomically: false, encoding: .utf8)
    #expect(symlink(target, link) == 0)
    let result = try TestSupport.run(try Self.binary(), ["--today", "none", "-o", link, "2", "2024"])
    #expect(result.status == 0, "\(result.stderr)")
    var info = stat()
    #expect(lstat(link, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFLNK)
    #expect(try String(contentsOfFile: target, encoding: .utf8).contains("February 2024"))
  }

  @Test func aFIFOReaderGetsTheOutput() throws {
    let path = try Self.scratch("fifo")
    #expect(mkfifo(path, 0o600) == 0)
    // Opened without blocking before the writer starts, so that a writer that replaces the FIFO
    // cannot leave this test waiting for ever.
    let fd = open(path, O_RDONLY | O_NONBLOCK)
    try #require(fd >= 0)
    defer { close(fd) }
    let result = try TestSupport.run(try Self.binary(), ["--today", "none", "-o", path, "2", "2024"])
    #expect(result.status == 0, "\(result.stderr)")
    var bytes = [UInt8](repeating: 0, count: 65_536)
    let count = read(fd, &bytes, bytes.count)
    #expect(String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self).contains("February 2024"))
    var info = stat()
    #expect(lstat(path, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func anExistingFileKeepsItsMode() throws {
    let path = try Self.scratch("cal.txt")
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(chmod(path, 0o600) == 0)
    let result = try TestSupport.run(try Self.binary(), ["--today", "none", "-o", path, "2", "2024"])
    #expect(result.status == 0, "\(result.stderr)")
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600)
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("February 2024"))
  }

  @Test func aLongValidNameIsNotRefused() throws {
    let name = String(repeating: "n", count: 250)  // NAME_MAX is 255: a prefixed temp name would not fit
    let path = try Self.scratch(name)
    let result = try TestSupport.run(try Self.binary(), ["--today", "none", "-o", path, "2", "2024"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("February 2024"))
  }

  @Test func aFileSizeLimitLeavesNoTemporaryFile() throws {
    let path = try Self.scratch("big.txt")
    let folder = (path as NSString).deletingLastPathComponent
    let result = try TestSupport.run(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", "ulimit -f 1; exec \"$0\" --today none -y 2024 -f html --standalone -o \"$1\"", try Self.binary().path,
        path,
      ])
    #expect(result.status == 74, "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  /// Issue 28, item 9: started with SIGHUP and SIGINT ignored (as `nohup` and a background job of
  /// a shell leave them), `-o` is not ended by them: the clean-up handler leaves an inherited
  /// SIG_IGN alone, during the write and after the rename. Signals are sent from the moment the
  /// shell has ignored them until the command exits (the child unblocked: ``SpawnedProcess``).
  @Test(arguments: [SIGHUP, SIGINT])
  func anIgnoredSignalDoesNotEndTheWrite(signal: Int32) throws {
    let path = try Self.scratch("ignored.svg")
    let folder = (path as NSString).deletingLastPathComponent
    let child = try SpawnedProcess(
      "/bin/sh",
      ["-c", "trap '' HUP INT; exec \"$0\" --today none -n 240 -f svg -o \"$1\" 1 2024", try Self.binary().path, path],
      environment: ["PATH": "/usr/bin:/bin", "TZ": "UTC"])
    // SigIgn and SigBlk in /proc/PID/status: hexadecimal masks, bit n - 1 for signal n.
    func mask(_ field: String) -> UInt64? {
      guard let status = try? String(contentsOfFile: "/proc/\(child.pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
      else { return nil }
      return UInt64(line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces), radix: 16)
    }
    let both: UInt64 = 1 << (SIGHUP - 1) | 1 << (SIGINT - 1)
    var status: Int32? = nil
    while status == nil, (mask("SigIgn") ?? 0) & both != both {
      status = child.ended()
      usleep(200)
    }
    #expect((mask("SigBlk") ?? 0) & both == 0, "the signals reach the command")
    var sent = 0
    while status == nil {
      kill(child.pid, signal)
      sent += 1
      usleep(500)
      status = child.ended()
    }
    #expect(sent > 10, "the command ran long enough to be signalled")
    #expect(status == 0, "ended by signal \((status ?? 0) - 128)")
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("</svg>\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["ignored.svg"])
  }
}
