import CalRender

/// What the command reports: one line on stderr and an exit code (spec/cli.md).
public struct CommandError: Error, Hashable, Sendable {
  /// Exit codes of sysexits.h, as cli.md assigns them.
  public enum ExitCode: Int32, Sendable {
    case usage = 64, dataError = 65, noInput = 66, unavailable = 69, internalError = 70, cannotCreate = 73, ioError = 74
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
    // The library's codes are sysexits.h statuses already; one the command does not know is internal.
    let code = ExitCode(rawValue: error.code.rawValue) ?? .internalError
    self.init(code, error.message, hint: error.hint)
    // The library speaks of requests; the command of its options and subcommands.
    switch error.subject {
    case .locale?: hint = (error.hint.map { $0 + "; " } ?? "") + "see calrender locales"
    case .calendar?: hint = "use --calendar"
    case .titlePattern(let weekYear)?:
      for words in ["title pattern", "the title pattern"] where message.hasPrefix(words) {
        message = "--title-pattern" + message.dropFirst(words.count)
      }
      // The library's hint names a pattern to use, and how a request allows a week year.
      let allowing = TitlePatternCheck.allowingWeekYear, weekYearWords = weekYear ? ", or --allow-week-year" : ""
      switch error.hint {
      case nil, allowing?: hint = "see calrender lint-pattern" + weekYearWords
      case let given? where given.hasSuffix(", or " + allowing):
        hint = String(given.dropLast((", or " + allowing).count)) + weekYearWords
      case let given?: hint = given
      }
    case nil: break
    }
  }

  static func usage(_ message: String, hint: String? = nil) -> CommandError {
    CommandError(.usage, message, hint: hint)
  }

  /// `calrender: error: <what> (<hint>)`: one line, whatever the message echoes (an argument, a
  /// value from a file) — control and bidi-override characters are shown as visible substitutes,
  /// and a quoted value longer than a line is cut (see `clippingQuotedValues`).
  public var line: String {
    TerminalText.sanitized(
      Self.clippingQuotedValues("calrender: error: \(message)" + (hint.map { " (\($0))" } ?? "")))
  }

  /// The longest quoted value an error line echoes whole, in characters.
  static let longestEchoedValue = 100

  /// `text` with each '…'-quoted value over `longestEchoedValue` characters cut to its first 60 and
  /// its length: a 100 KB `--locale` or `--calendar` argument used to fill the terminal.
  static func clippingQuotedValues(_ text: String) -> String {
    guard text.utf8.count > longestEchoedValue else { return text }
    var out = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "'") {
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "'") else { break }
      out += rest[...open]
      let value = rest[afterOpen..<close]
      let length = value.count
      out += length > longestEchoedValue ? value.prefix(60) + "… (\(length) characters)" : value
      out += "'"
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }
}
