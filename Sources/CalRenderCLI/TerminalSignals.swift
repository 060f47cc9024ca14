#if canImport(Glibc)
  import Glibc
#endif

/// What the signal handlers need, in globals (a C signal handler captures nothing). Written before
/// the handlers are installed and only read by them.
enum TerminalSignals {
  nonisolated(unsafe) static var fd: Int32 = -1
  nonisolated(unsafe) static var saved = termios()
  nonisolated(unsafe) static var raw = termios()
  nonisolated(unsafe) static var wakeReadEnd: Int32 = -1
  nonisolated(unsafe) static var wakeWriteEnd: Int32 = -1
  /// Set by SIGWINCH and SIGCONT, taken by the loop.
  nonisolated(unsafe) static var redraw: sig_atomic_t = 0

  static let fatal: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  static func install(fd: Int32, saved: termios, raw: termios, wake: (Int32, Int32)) {
    Self.fd = fd
    Self.saved = saved
    Self.raw = raw
    (wakeReadEnd, wakeWriteEnd) = wake
    for signal in fatal { handle(signal, onFatal) }
    handle(SIGTSTP, onStop)
    handle(SIGCONT, onContinue)
    handle(SIGWINCH, onResize)
  }

  static func uninstall() {
    for signal in fatal + [SIGTSTP, SIGCONT, SIGWINCH] { Glibc.signal(signal, SIG_DFL) }
    if wakeReadEnd >= 0 { close(wakeReadEnd) }
    if wakeWriteEnd >= 0 { close(wakeWriteEnd) }
    wakeReadEnd = -1
    wakeWriteEnd = -1
    fd = -1
  }

  static func takeRedraw() -> Bool {
    guard redraw != 0 else { return false }
    redraw = 0
    return true
  }

  /// Puts back the modes the terminal had (async-signal-safe).
  static func restoreModes() {
    guard fd >= 0 else { return }
    _ = tcsetattr(fd, TCSANOW, &saved)
  }

  private static func handle(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(signal, &action, nil)
  }

  /// Writes bytes from a handler (write(2) is async-signal-safe; Swift strings are not).
  private static func writeRaw(_ bytes: StaticString) {
    guard fd >= 0 else { return }
    _ = Glibc.write(fd, bytes.utf8Start, bytes.utf8CodeUnitCount)
  }

  private static func wake() {
    guard wakeWriteEnd >= 0 else { return }
    var byte: UInt8 = 1
    _ = Glibc.write(wakeWriteEnd, &byte, 1)
  }

  private static let onFatal: @convention(c) (Int32) -> Void = { signal in
    TerminalSignals.writeRaw("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l")
    TerminalSignals.restoreModes()
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
  }

  private static let onStop: @convention(c) (Int32) -> Void = { _ in
    TerminalSignals.writeRaw("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l")
    TerminalSignals.restoreModes()
    // Stop for real with SIGSTOP: the kernel discards a default-action SIGTSTP in an orphaned
    // process group (a picker started by `sh -c`, as under tmux or a script), SIGSTOP never.
    // The process stops here; SIGCONT's handler takes the terminal over again.
    kill(getpid(), SIGSTOP)
  }

  private static let onContinue: @convention(c) (Int32) -> Void = { _ in
    guard TerminalSignals.fd >= 0 else { return }
    _ = tcsetattr(TerminalSignals.fd, TCSAFLUSH, &TerminalSignals.raw)
    TerminalSignals.writeRaw("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h")
    TerminalSignals.redraw = 1
    TerminalSignals.wake()
  }

  private static let onResize: @convention(c) (Int32) -> Void = { _ in
    TerminalSignals.redraw = 1
    TerminalSignals.wake()
  }
}
