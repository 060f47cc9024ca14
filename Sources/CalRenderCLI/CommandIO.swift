#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the command's bytes go: the real file descriptors, or strings in tests.
public protocol CommandIO: AnyObject {
  func writeOutput(_ text: String)
  /// Writes bytes (UTF-8) to standard output, as they are rendered; false once writing to it has
  /// failed (the command stops rendering).
  func writeOutput(bytes: UnsafeRawBufferPointer) -> Bool
  func writeError(_ text: String)
  /// Whether standard output is a terminal (for `--color=auto`).
  var outputIsTerminal: Bool { get }
  /// Closes standard output once the command is done: why a write to it failed, or nil.
  func finishOutput() -> String?
}

extension CommandIO {
  /// Strings cannot fail to be written.
  public func finishOutput() -> String? { nil }

  /// Renderers hand over whole lines (pieces end at an ASCII byte): each piece is valid UTF-8.
  public func writeOutput(bytes: UnsafeRawBufferPointer) -> Bool {
    writeOutput(String(decoding: bytes, as: UTF8.self))
    return true
  }
}

/// Standard output and error of the process.
///
/// A failed write to standard output (a full disk, `/dev/full`, a closed descriptor) is remembered
/// and reported by `finishOutput`, so the command exits 74. SIGPIPE keeps its default action: under
/// `| head` the process dies of it quietly, which is the Unix convention. `finishOutput` closes
/// descriptor 1 (as coreutils' close_stdout does, so that a delayed error is seen): one run a process.
public final class ProcessIO: CommandIO {
  private var outputFailure: Int32?

  public init() {
    // Past `ulimit -f` a write fails with EFBIG (exit 74) instead of the process dumping core.
    signal(SIGXFSZ, SIG_IGN)
  }

  public func writeOutput(_ text: String) {
    guard outputFailure == nil else { return }
    if let failure = Self.write(1, text) { outputFailure = failure }
  }

  public func writeOutput(bytes: UnsafeRawBufferPointer) -> Bool {
    guard outputFailure == nil else { return false }
    outputFailure = Self.write(1, bytes)
    return outputFailure == nil
  }

  public func writeError(_ text: String) { _ = Self.write(2, text) }
  public var outputIsTerminal: Bool { isatty(1) == 1 }

  public func finishOutput() -> String? {
    if outputFailure == nil && close(1) != 0 && errno != EBADF { outputFailure = errno }
    return outputFailure.map { String(cString: strerror($0)) }
  }

  /// Writes all of `text`: nil, or the errno of the write that failed.
  static func write(_ fd: Int32, _ text: String) -> Int32? {
    var text = text
    return text.withUTF8 { write(fd, UnsafeRawBufferPointer($0)) }
  }

  /// Writes all of `buffer`: nil, or the errno of the write that failed.
  static func write(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32? {
    guard let base = buffer.baseAddress else { return nil }
    var offset = 0
    while offset < buffer.count {
      let written = Glibc.write(fd, base + offset, buffer.count - offset)
      if written < 0 && errno == EINTR { continue }
      if written < 0 { return errno }
      if written == 0 { return EIO }
      offset += written
    }
    return nil
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
