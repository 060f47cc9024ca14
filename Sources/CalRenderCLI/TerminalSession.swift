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
  ///
  /// Only when a shell's job control can resume it: a process in the session leader's own process
  /// group (`d=$(calrender pick)` in bash, `sh -c` without job control) would stop with nobody to
  /// continue it and the shell hanging on its output, so there Ctrl-Z does nothing.
  func suspend() {
    guard getpgrp() != getsid(0) else { return }
    raise(SIGTSTP)
  }
}
