#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary file `-o` is writing, removed if a signal ends the process before the rename
/// (SIGINT, SIGTERM, SIGHUP; SIGXFSZ is ignored, so `ulimit -f` makes the write fail instead).
enum PendingTemporaryFile {
  /// A C string the signal handler can read without allocating (async-signal-safe).
  nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?
  private static let signals = [SIGINT, SIGTERM, SIGHUP]

  static func set(_ name: String) {
    clear()
    path = strdup(name)
    for number in signals {
      signal(number) { received in
        if let pending = PendingTemporaryFile.path { unlink(pending) }
        signal(received, SIG_DFL)
        raise(received)
      }
    }
  }

  static func clear() {
    for number in signals { signal(number, SIG_DFL) }
    let old = path
    path = nil
    free(old)
  }
}
