/// A key press or a mouse click, decoded from the bytes a terminal sends.
enum Key: Hashable, Sendable {
  case up, down, left, right, pageUp, pageDown, home, end
  case enter, escape
  /// Ctrl-C (raw mode delivers it as a byte).
  case interrupt
  /// Ctrl-Z.
  case suspend
  /// A printable character (`h`, `<`, `[`, space…).
  case character(Character)
  /// An SGR mouse report: button (0 left, 64/65 wheel), 0-based column and row, pressed or released.
  case mouse(button: Int, column: Int, row: Int, pressed: Bool)
  /// Anything else (function keys, unknown sequences): ignored.
  case other
}
