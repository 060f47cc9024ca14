#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the command's bytes go: the real file descriptors, or strings in tests.
public protocol CommandIO: AnyObject {
  func writeOutput(_ text: String)
  func writeError(_ text: String)
  /// Whether standard output is a terminal (for `--color=auto`).
  var outputIsTerminal: Bool { get }
}

/// Standard output and error of the process.
public final class ProcessIO: CommandIO {
  public init() {}

  public func writeOutput(_ text: String) { Self.write(1, text) }
  public func writeError(_ text: String) { Self.write(2, text) }
  public var outputIsTerminal: Bool { isatty(1) == 1 }

  static func write(_ fd: Int32, _ text: String) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 {
          if written < 0 && errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }
}

/// Captures what the command writes (tests, embedding).
public final class CapturedIO: CommandIO {
  public private(set) var output = ""
  public private(set) var error = ""
  public var outputIsTerminal: Bool

  public init(outputIsTerminal: Bool = false) { self.outputIsTerminal = outputIsTerminal }
  public func writeOutput(_ text: String) { output += text }
  public func writeError(_ text: String) { error += text }
}

/// Writes a whole file or nothing: a temporary file in the same folder, renamed over the target.
enum AtomicFile {
  static func write(_ text: String, to path: String) throws(CommandError) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let temporary =
      (folder.isEmpty ? "" : folder + "/") + ".calrender-\(getpid())-"
      + String(path[(slash.map { path.index(after: $0) } ?? path.startIndex)...])
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw CommandError(.cannotCreate, "cannot create '\(path)'", hint: String(cString: strerror(errno)))
    }
    var failed = false
    var copy = text
    copy.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { failed = true; return }
        offset += written
      }
    }
    let savedErrno = errno
    if fsync(fd) != 0 { failed = true }
    close(fd)
    if failed || rename(temporary, path) != 0 {
      let reason = String(cString: strerror(failed ? savedErrno : errno))
      unlink(temporary)
      throw CommandError(.cannotCreate, "cannot write '\(path)'", hint: reason)
    }
  }
}
