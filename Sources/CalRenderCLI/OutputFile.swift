#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The destination of `-o FILE`.
///
/// A regular file or a new path is written whole or not at all: a temporary file in the same
/// folder, renamed over the target, which keeps an existing file's mode (and, for root, its owner).
/// A character device, FIFO or socket is written through (renaming over `/dev/null` would destroy it;
/// a FIFO's reader would get nothing), and a symbolic link is followed to its target, never replaced.
/// `-` and `/dev/stdout` are standard output, and `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N`
/// the open descriptor. Failing to create is exit 73, failing to write is exit 74.
enum OutputFile {
  static func write(_ text: String, to path: String, io: CommandIO) throws(CommandError) {
    if path == "-" || path == "/dev/stdout" {
      io.writeOutput(text)
      return
    }
    // /dev/stderr, /dev/fd/N, /proc/self/fd/N: the descriptor itself. Opening the path again would
    // open a regular file behind it anew: truncated, or renamed over, where the shell said `>>`.
    if let fd = descriptor(path) {
      if let failure = ProcessIO.write(fd, text) { throw cannotWrite(path, failure) }
      return
    }
    var info = stat()
    guard lstat(path, &info) == 0 else {
      guard errno == ENOENT else { throw cannotCreate(path, errno) }
      return try replace(path, existing: nil, with: text, shownAs: path)
    }
    var target = path
    if info.st_mode & S_IFMT == S_IFLNK {
      // Follow the link; a dangling one is created through (as the shell's `>` does).
      guard stat(path, &info) == 0, let resolved = realpath(path, nil) else {
        return try writeThrough(path, create: true, text, shownAs: path)
      }
      target = String(cString: resolved)
      free(resolved)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: try replace(target, existing: info, with: text, shownAs: path)
    case S_IFDIR: throw CommandError(.cannotCreate, "cannot create '\(path)'", hint: "it is a directory")
    default: try writeThrough(target, create: false, text, shownAs: path)
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

  /// Writes into what is at `path` (a device, a FIFO, a dangling link's target).
  private static func writeThrough(_ path: String, create: Bool, _ text: String, shownAs shown: String)
    throws(CommandError)
  {
    let fd = open(path, O_WRONLY | O_CLOEXEC | (create ? O_CREAT | O_TRUNC : 0), 0o666)
    guard fd >= 0 else { throw cannotCreate(shown, errno) }
    if let failure = ProcessIO.write(fd, text) {
      close(fd)
      throw cannotWrite(shown, failure)
    }
    if close(fd) != 0 && errno != EINTR { throw cannotWrite(shown, errno) }
  }

  /// Writes a temporary file beside `path` and renames it over `path`.
  private static func replace(_ path: String, existing: stat?, with text: String, shownAs shown: String)
    throws(CommandError)
  {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    // A short name of its own, so that a target near NAME_MAX still has room for it.
    var temporary = ""
    var fd: Int32 = -1
    for _ in 0..<16 {
      temporary = folder + ".calrender-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
      fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if fd >= 0 || errno != EEXIST { break }
    }
    guard fd >= 0 else { throw cannotCreate(shown, errno) }
    PendingTemporaryFile.set(temporary)
    defer { PendingTemporaryFile.clear() }
    if let existing {
      _ = fchmod(fd, existing.st_mode & 0o7777)
      if geteuid() == 0 { _ = fchown(fd, existing.st_uid, existing.st_gid) }
    }
    var failure = ProcessIO.write(fd, text)
    if failure == nil && fsync(fd) != 0 && errno != EINVAL { failure = errno }
    if close(fd) != 0 && failure == nil && errno != EINTR { failure = errno }
    if let failure {
      unlink(temporary)
      throw cannotWrite(shown, failure)
    }
    if rename(temporary, path) != 0 {
      let code = errno
      unlink(temporary)
      throw cannotCreate(shown, code)
    }
  }
}
