/// cal's `--color[=WHEN]`: whether today (and `--week=N`) are shown in reverse video.
public enum CalColorMode: String, CaseIterable, Sendable, Hashable {
  /// When standard output is a terminal (also `--color` without a value).
  case auto
  /// Always (`--color=always`), even into a pipe.
  case always
  /// Never (`--color=never`).
  case never

  /// Whether colour is on, for output that is or is not a terminal.
  public func isOn(terminal: Bool) -> Bool {
    switch self {
    case .auto: terminal
    case .always: true
    case .never: false
    }
  }
}
