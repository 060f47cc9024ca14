#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CalRender

/// The destination of `-o FILE`.
///
/// A regular file or a new path is written whole or not at all: a temporary file in the same
/// folder, renamed over the target, which keeps an existing file's mode (and, for root, its owner).
/// A character device, FIFO or socket is written through (renaming over `/dev/null` would destroy it;
/// a FIFO's reader would get nothing), and a symbolic link is followed to its target, never replaced.
/// `-` and `/dev/stdout` are standard output, and `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N`
/// the open descriptor. Failing to create is exit 73, failing to write is exit 74.
///
/// The calendar streams into it (``Destination``): the destination is looked at and opened at the
/// first byte, so a request that fails before any (a bad date, an unknown locale) leaves it
/// untouched, as when the output was written whole; a failure after the first byte removes the
/// temporary file, and a device or FIFO keeps what it was given.
enum OutputFile {
  static func write(_ text: String, to path: String, io: CommandIO) throws(CommandError) {
    let destination = Destination(path: path, io: io)
    var text = text
    do {
      try text.withUTF8 { buffer in try destination.write(UnsafeRawBufferPointer(buffer)) }
      try destination.finish()
    } catch let error as CommandError {
      destination.abandon()
      throw error
    } catch {
      // Standard output failed: reported when it is closed.
      destination.abandon()
    }
  }

  /// Writes into `path` what `body` writes into the sink it is given: whole or not at all for a
  /// regular file (the temporary file removed when `body` throws).
  static func write(to path: String, io: CommandIO, _ body: (Destination) throws -> Void) throws {
    let destination = Destination(path: path, io: io)
    do {
      try body(destination)
      try destination.finish()
    } catch {
      destination.abandon()
      throw error
    }
  }

  /// A write to standard output failed: the command stops writing, and reports it when it closes
  /// standard output (``CommandIO/finishOutput()``).
  struct StandardOutputFailed: Error {}

  /// The bytes of `-o` (or standard output) as they come: the destination opened at the first.
  final class Destination: ByteSink {
    let path: String
    let io: CommandIO
    private enum State {
      case pending
      case standardOutput
      /// A descriptor to write through (closed at the end when the command opened it).
      case through(fd: Int32, owned: Bool)
      /// A temporary file to rename over `target` at the end.
      case temporary(fd: Int32, name: String, target: String)
      case finished
    }
    private var state = State.pending

    init(path: String, io: CommandIO) {
      self.path = path
      self.io = io
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
      if case .pending = state { try open() }
      switch state {
      case .standardOutput:
        // A failed write to standard output is reported when it is closed (exit 74): stop here.
        guard io.writeOutput(bytes: bytes) else { throw StandardOutputFailed() }
      case .through(let fd, _), .temporary(let fd, _, _):
        if let failure = ProcessIO.write(fd, bytes) { throw cannotWrite(path, failure) }
      case .pending, .finished:
        break
      }
    }

    /// Ends the output: a temporary file synced and renamed over the target.
    func finish() throws(CommandError) {
      if case .pending = state { try open() }
      let current = state
      state = .finished
      switch current {
      case .through(let fd, let owned):
        if owned && close(fd) != 0 && errno != EINTR { throw cannotWrite(path, errno) }
      case .temporary(let fd, let name, let target):
        defer { PendingTemporaryFile.clear() }
        var failure: Int32?
        if fsync(fd) != 0 && errno != EINVAL { failure = errno }
        if close(fd) != 0 && failure == nil && errno != EINTR { failure = errno }
        if let failure {
          unlink(name)
          throw cannotWrite(path, failure)
        }
        if rename(name, target) != 0 {
          let code = errno
          unlink(name)
          throw cannotCreate(path, code)
        }
      case .pending, .standardOutput, .finished:
        break
      }
    }

    /// Gives up after a failure: the temporary file removed, an opened descriptor closed.
    func abandon() {
      switch state {
      case .through(let fd, let owned):
        if owned { close(fd) }
      case .temporary(let fd, let name, _):
        close(fd)
        unlink(name)
        PendingTemporaryFile.clear()
      case .pending, .standardOutput, .finished:
        break
      }
      state = .finished
    }

    private func open() throws(CommandError) {
      if path == "-" || path == "/dev/stdout" {
        state = .standardOutput
        return
      }
      // /dev/stderr, /dev/fd/N, /proc/self/fd/N: the descriptor itself. Opening the path again would
      // open a regular file behind it anew: truncated, or renamed over, where the shell said `>>`.
      if let fd = OutputFile.descriptor(path) {
        state = .through(fd: fd, owned: false)
        return
      }
      var info = stat()
      guard lstat(path, &info) == 0 else {
        guard errno == ENOENT else { throw cannotCreate(path, errno) }
        return try openTemporary(beside: path, existing: nil)
      }
      var target = path
      if info.st_mode & S_IFMT == S_IFLNK {
        // Follow the link; a dangling one is created through (as the shell's `>` does).
        guard stat(path, &info) == 0, let resolved = realpath(path, nil) else {
          return try openThrough(path, create: true)
        }
        target = String(cString: resolved)
        free(resolved)
      }
      switch info.st_mode & S_IFMT {
      case S_IFREG: try openTemporary(beside: target, existing: info)
      case S_IFDIR: throw CommandError(.cannotCreate, "cannot create '\(path)'", hint: "it is a directory")
      default: try openThrough(target, create: false)
      }
    }

    /// What is at `target` (a device, a FIFO, a dangling link's target), opened to write into.
    private func openThrough(_ target: String, create: Bool) throws(CommandError) {
      let fd = Glibc.open(target, O_WRONLY | O_CLOEXEC | (create ? O_CREAT | O_TRUNC : 0), 0o666)
      guard fd >= 0 else { throw cannotCreate(path, errno) }
      state = .through(fd: fd, owned: true)
    }

    /// A temporary file beside `target`, to be renamed over it.
    private func openTemporary(beside target: String, existing: stat?) throws(CommandError) {
      let slash = target.lastIndex(of: "/")
      let folder = slash.map { String(target[...$0]) } ?? ""
      // A short name of its own, so that a target near NAME_MAX still has room for it.
      var temporary = ""
      var fd: Int32 = -1
      for _ in 0..<16 {
        temporary = folder + ".calrender-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        fd = Glibc.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if fd >= 0 || errno != EEXIST { break }
      }
      guard fd >= 0 else { throw cannotCreate(path, errno) }
      PendingTemporaryFile.set(temporary)
      if let existing {
        _ = fchmod(fd, existing.st_mode & 0o7777)
        if geteuid() == 0 { _ = fchown(fd, existing.st_uid, existing.st_gid) }
      }
      state = .temporary(fd: fd, name: temporary, target: target)
    }
  }

  /// The descriptor a path names (`/dev/stderr`, `/dev/fd/3`, `/proc/self/fd/3`), if it is open.
  static func descriptor(_ path: String) -> Int32? {
    let number: Substring
    if path == "/dev/stderr" {
      number = "2"
    } else if path.hasPrefix("/dev/fd/") {
      number = path.dropFirst("/dev/fd/".count)
    } else if path.hasPrefix("/proc/self/fd/") {
      number = path.dropFirst("/proc/self/fd/".count)
    } else {
      return nil
    }
    guard let fd = Int32(number), fd >= 0, fcntl(fd, F_GETFD) != -1 else { return nil }
    return fd
  }

  private static func cannotCreate(_ path: String, _ code: Int32) -> CommandError {
    CommandError(.cannotCreate, "cannot create '\(path)'", hint: String(cString: strerror(code)))
  }

  private static func cannotWrite(_ path: String, _ code: Int32) -> CommandError {
    CommandError(.ioError, "cannot write '\(path)'", hint: String(cString: strerror(code)))
  }
}
