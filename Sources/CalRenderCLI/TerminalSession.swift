#if canImport(Glibc)
  import Glibc
#endif

/// The controlling terminal (`/dev/tty`), taken over for an interactive screen: raw input, the
/// alternate screen, the cursor hidden and SGR mouse reporting on — and given back exactly as it
/// was on every way out: a normal return, SIGINT/SIGTERM/SIGHUP (restored, then the signal is
/// raised again), and suspension (restored before stopping, taken over again on SIGCONT).
///
/// Standard input and output are left alone, so `d=$(calrender pick)` works.
final class TerminalSession {
  /// What a terminal is told to take the screen over, and to give it back.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h"
  static let leaveSequence = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"

  let fd: Int32
  private var active = false

  /// Opens `/dev/tty`; nil when the process has no controlling terminal.
  init?() {
    let fd = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { return nil }
    guard isatty(fd) == 1 else {
      close(fd)
      return nil
    }
    self.fd = fd
  }

  deinit {
    leave()
    close(fd)
  }

  /// Raw mode, the alternate screen, the cursor hidden, mouse reporting, and the signal handlers.
  /// - Returns: false when the terminal's modes cannot be read or set.
  func enter() -> Bool {
    guard !active else { return true }
    var saved = termios()
    guard tcgetattr(fd, &saved) == 0 else { return false }
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { return false }
    for end in pipeEnds {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    var raw = saved
    // No echo, no line editing, no signals from keys (Ctrl-C and Ctrl-Z arrive as bytes: Ctrl-C
    // cancels with status 1, Ctrl-Z suspends through SIGTSTP), no flow control, CR not mapped to NL.
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | ISTRIP | BRKINT)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    TerminalSignals.install(fd: fd, saved: saved, raw: raw, wake: (pipeEnds[0], pipeEnds[1]))
    guard tcsetattr(fd, TCSAFLUSH, &raw) == 0 else {
      TerminalSignals.uninstall()
      return false
    }
    write(Self.enterSequence)
    active = true
    return true
  }

  /// Gives the terminal back as it was found (idempotent).
  func leave() {
    guard active else { return }
    active = false
    write(Self.leaveSequence)
    TerminalSignals.restoreModes()
    TerminalSignals.uninstall()
  }

  /// Rows and columns (24×80 when the terminal does not say).
  func size() -> (rows: Int, columns: Int) {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return (24, 80) }
    return (Int(size.ws_row), Int(size.ws_col))
  }

  /// Writes all of `text` to the terminal.
  func write(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, base + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return }
        offset += written
      }
    }
  }

  /// What woke the wait.
  enum Event {
    /// Bytes from the keyboard or the mouse.
    case input([UInt8])
    /// The window changed size, or the process was continued: draw again.
    case redraw
    /// Nothing arrived within the timeout.
    case timeout
  }

  /// Waits for input, a resize or a resumption, up to `timeout` milliseconds (-1: forever).
  func wait(timeout: Int32) -> Event {
    while true {
      if TerminalSignals.takeRedraw() { return .redraw }
      var fds = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: TerminalSignals.wakeReadEnd, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        return .timeout
      }
      if ready == 0 { return TerminalSignals.takeRedraw() ? .redraw : .timeout }
      if fds[1].revents != 0 {
        var drain = [UInt8](repeating: 0, count: 64)
        _ = read(TerminalSignals.wakeReadEnd, &drain, 64)
      }
      if TerminalSignals.takeRedraw() { return .redraw }
      if fds[0].revents & Int16(POLLIN) != 0 {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(fd, &buffer, 256)
        if count > 0 { return .input(Array(buffer[0..<count])) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        // End of file or an error: the terminal went away.
        return .input([0x03])
      } else if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
        return .input([0x03])
      }
    }
  }

  /// Stops the process as Ctrl-Z would with a terminal in cooked mode: restored first, taken over
  /// again (and redrawn) when continued.
  func suspend() {
    raise(SIGTSTP)
  }
}

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
