import CalRender

/// What the command reports: one line on stderr and an exit code (spec/cli.md).
public struct CommandError: Error, Hashable, Sendable {
  /// Exit codes of sysexits.h, as cli.md assigns them.
  public enum ExitCode: Int32, Sendable {
    case usage = 64, dataError = 65, noInput = 66, internalError = 70, cannotCreate = 73, ioError = 74
  }

  public var code: ExitCode
  public var message: String
  public var hint: String?

  public init(_ code: ExitCode, _ message: String, hint: String? = nil) {
    self.code = code
    self.message = message
    self.hint = hint
  }

  /// The library's error, with the exit code of its kind.
  init(_ error: CalRenderError) {
    let code: ExitCode =
      switch error.code {
      case .usage: .usage
      case .data: .dataError
      case .noInput: .noInput
      case .internal: .internalError
      }
    self.init(code, error.message, hint: error.hint)
  }

  static func usage(_ message: String, hint: String? = nil) -> CommandError {
    CommandError(.usage, message, hint: hint)
  }

  /// `calrender: error: <what> (<hint>)`: one line, whatever the message echoes (an argument, a
  /// value from a file) — control and bidi-override characters are shown as visible substitutes.
  public var line: String {
    TerminalText.sanitized("calrender: error: \(message)" + (hint.map { " (\($0))" } ?? ""))
  }
}
