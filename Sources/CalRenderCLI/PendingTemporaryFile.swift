#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary file `-o` is writing, removed if a signal ends the process before the rename
/// (SIGINT, SIGTERM, SIGHUP; SIGXFSZ is ignored, so `ulimit -f` makes the write fail instead).
///
/// A signal the command was started with ignored (SIGHUP under `nohup`, SIGINT in a background
/// job of a shell without job control, `trap '' HUP`) cannot end the process, so it is left
/// ignored: catching it would let it kill a write the caller meant to survive it. The dispositions
/// taken over are put back as they were when the file is renamed.
enum PendingTemporaryFile {
  /// A C string the signal handler can read without allocating (async-signal-safe).
  nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?
  private static let signals = [SIGINT, SIGTERM, SIGHUP]
  /// The actions the handler replaced, by the index of their signal in `signals`; nil where the
  /// signal was ignored and left so.
  nonisolated(unsafe) private static var replaced: [sigaction?] = [nil, nil, nil]

  static func set(_ name: String) {
    clear()
    path = strdup(name)
    for (index, number) in signals.enumerated() {
      var previous = sigaction()
      guard sigaction(number, nil, &previous) == 0, !SignalDisposition.isIgnore(previous) else { continue }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { received in
        if let pending = PendingTemporaryFile.path { unlink(pending) }
        signal(received, SIG_DFL)
        raise(received)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      if sigaction(number, &action, nil) == 0 { replaced[index] = previous }
    }
  }

  static func clear() {
    for (index, number) in signals.enumerated() {
      guard var previous = replaced[index] else { continue }
      sigaction(number, &previous, nil)
      replaced[index] = nil
    }
    let old = path
    path = nil
    free(old)
  }
}
