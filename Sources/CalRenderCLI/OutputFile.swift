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
/// a FIFO's reader would get nothing), and a symbolic link is followed to its target, never replaced
/// — only where the kernel's protected_symlinks rule allows, whether or not the kernel applies it.
/// `-` and `/dev/stdout` are standard output, and `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N`
/// the open descriptor, also where a link leads to them. Failing to create is exit 73, failing to
/// write is exit 74.
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
      // Symbolic links are followed one at a time, not by the kernel or realpath: so that a link
      // is followed only where protected_symlinks would follow it, and a link to a descriptor
      // (/proc/self/fd/1, /dev/fd/3) is that descriptor, not the file realpath finds behind it.
      var current = path
      for _ in 0..<40 {
        // /dev/stderr, /dev/fd/N, /proc/self/fd/N: the descriptor itself. Opening the path again
        // would open a regular file behind it anew: truncated, or renamed over, where the shell
        // said `>>`.
        if let fd = OutputFile.descriptor(current) {
          state = .through(fd: fd, owned: false)
          return
        }
        // /proc/PID/fd/N of another process (a shell's, from its child): that descriptor,
        // duplicated (its offset shared, as an inherited one is); where the kernel does not let
        // it be taken, what it has open, appended to (neither truncated nor renamed over).
        if let (process, number) = OutputFile.otherProcessDescriptor(current) {
          if let fd = OutputFile.duplicate(number, of: process) {
            state = .through(fd: fd, owned: true)
            return
          }
          return try openThrough(current, flags: O_APPEND)
        }
        var info = stat()
        guard lstat(current, &info) == 0 else {
          guard errno == ENOENT else { throw cannotCreate(path, errno) }
          // A new path; a dangling link's target is created where it points (as the shell's `>`
          // does), and only if nothing has appeared there since.
          if current == path { return try openTemporary(beside: path, existing: nil) }
          return try openThrough(current, flags: O_CREAT | O_EXCL | O_NOFOLLOW)
        }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
          current = try OutputFile.followed(current, link: info, path: path)
        case S_IFREG: return try openTemporary(beside: current, existing: info)
        case S_IFDIR: throw CommandError(.cannotCreate, "cannot create '\(path)'", hint: "it is a directory")
        default: return try openThrough(current, flags: 0)
        }
      }
      throw cannotCreate(path, ELOOP)
    }

    /// What is at `target` (a device, a FIFO, a dangling link's target), opened to write into.
    private func openThrough(_ target: String, flags: Int32) throws(CommandError) {
      let fd = Glibc.open(target, O_WRONLY | O_CLOEXEC | flags, 0o666)
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

  /// The descriptor of this process a path names (`/dev/stderr`, `/dev/fd/3`, `/proc/self/fd/3`,
  /// `/proc/thread-self/fd/3`, `/proc/PID/fd/3` with this process's PID), if it is open.
  static func descriptor(_ path: String) -> Int32? {
    let number: Substring
    if path == "/dev/stderr" {
      number = "2"
    } else if path.hasPrefix("/dev/fd/") {
      number = path.dropFirst("/dev/fd/".count)
    } else if let (process, fd) = procDescriptor(path), process == nil || process == getpid() {
      number = fd
    } else {
      return nil
    }
    guard let fd = Int32(number), fd >= 0, fcntl(fd, F_GETFD) != -1 else { return nil }
    return fd
  }

  /// The process and descriptor of `/proc/PID/fd/N` when PID is another process.
  static func otherProcessDescriptor(_ path: String) -> (process: Int32, fd: Int32)? {
    guard let (process, number) = procDescriptor(path), let process, process != getpid(), let fd = Int32(number)
    else { return nil }
    return (process, fd)
  }

  /// Descriptor `fd` of `process`, duplicated into this one (pidfd_getfd, Linux 5.6 and glibc
  /// 2.36, looked up at run time so that older ones build and fall back), or nil where it is not
  /// allowed (ptrace access to the process is needed) or not there.
  static func duplicate(_ fd: Int32, of process: Int32) -> Int32? {
    typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
    typealias PidfdGetfd = @convention(c) (Int32, Int32, UInt32) -> Int32
    guard let openSymbol = dlsym(nil, "pidfd_open"), let getSymbol = dlsym(nil, "pidfd_getfd") else { return nil }
    let pidfd = unsafeBitCast(openSymbol, to: PidfdOpen.self)(process, 0)
    guard pidfd >= 0 else { return nil }
    defer { close(pidfd) }
    let duplicate = unsafeBitCast(getSymbol, to: PidfdGetfd.self)(pidfd, fd, 0)
    return duplicate >= 0 ? duplicate : nil
  }

  /// `/proc/self/fd/N`, `/proc/thread-self/fd/N` (process nil: this one) or `/proc/PID/fd/N`:
  /// the process and N's digits.
  private static func procDescriptor(_ path: String) -> (process: Int32?, fd: Substring)? {
    guard path.hasPrefix("/proc/") else { return nil }
    let parts = path.dropFirst("/proc/".count).split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[1] == "fd", !parts[2].isEmpty, parts[2].allSatisfy(\.isASCII) else { return nil }
    if parts[0] == "self" || parts[0] == "thread-self" { return (nil, parts[2]) }
    guard let process = Int32(parts[0]), process > 0 else { return nil }
    return (process, parts[2])
  }

  /// Where the symbolic link `current` (its `lstat` in `link`) points, absolute or relative to
  /// its folder; refused (exit 73) where the kernel's protected_symlinks would refuse it: in a
  /// sticky world-writable folder (/tmp), a link is followed only when its owner is the caller or
  /// the folder's owner, so that a link another user planted cannot send the write elsewhere.
  static func followed(_ current: String, link: stat, path: String) throws(CommandError) -> String {
    let slash = current.lastIndex(of: "/")
    let folder = slash.map { $0 == current.startIndex ? "/" : String(current[..<$0]) } ?? "."
    var folderInfo = stat()
    if stat(folder, &folderInfo) == 0, folderInfo.st_mode & S_ISVTX != 0, folderInfo.st_mode & S_IWOTH != 0,
      link.st_uid != geteuid(), link.st_uid != folderInfo.st_uid
    {
      throw CommandError(
        .cannotCreate, "cannot create '\(path)'",
        hint:
          "'\(current)' is a symbolic link in a sticky world-writable folder, owned by neither you nor the folder's owner")
    }
    var bytes = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(current, &bytes, bytes.count - 1)
    guard count >= 0 else { throw cannotCreate(path, errno) }
    let target = String(decoding: bytes.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if target.hasPrefix("/") || slash == nil { return target }
    return String(current[...slash!]) + target
  }

  private static func cannotCreate(_ path: String, _ code: Int32) -> CommandError {
    CommandError(.cannotCreate, "cannot create '\(path)'", hint: String(cString: strerror(code)))
  }

  private static func cannotWrite(_ path: String, _ code: Int32) -> CommandError {
    CommandError(.ioError, "cannot write '\(path)'", hint: String(cString: strerror(code)))
  }
}
