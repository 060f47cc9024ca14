import CalCompat
import CalRender

/// `--compat cal`: util-linux `cal`'s grammar and output, byte for byte in the C and English locales,
/// with calrender's locale data elsewhere. Every error exits 1 with nothing on stdout, as `cal`.
/// The command reads argv into `CalArguments` and writes what `CalProgram` makes of them, over the
/// default provider's Gregorian calendar of the locale (`--locale`, else the environment's).
extension Calrender {
  /// Whether the arguments ask for `--compat cal` (anywhere on the line).
  static func wantsCompatCal(_ arguments: [String]) -> Bool {
    arguments.contains("--compat=cal")
      || zip(arguments, arguments.dropFirst()).contains { $0 == "--compat" && $1 == "cal" }
  }

  func runCompatCal(_ arguments: [String]) -> Int32 {
    do {
      var words = arguments
      if let index = words.firstIndex(of: "--compat"), index + 1 < words.count {
        words.removeSubrange(index...(index + 1))
      }
      let options = try CalArguments(words)
      if options.help {
        io.writeOutput(CalOption.help(program: "calrender"))
      } else if options.version {
        io.writeOutput("calrender \(Self.version) (--compat cal: util-linux cal 2.42)\n")
      } else {
        let terminal = CalTerminal.standardOutput(
          isTerminal: io.outputIsTerminal, columnsVariable: environment["COLUMNS"])
        // In the locale's codeset (`LANG=ja_JP.eucJP`), as cal writes through glibc's wide characters.
        try LocaleCodeset(environment: environment).write(
          try Self.compatCal(options, environment: environment, terminal: terminal), to: io,
          provider: CalendarRenderer.defaultProvider())
      }
      return 0
    } catch let failure as CalArguments.Failure {
      io.writeError(TerminalText.sanitized("calrender: \(failure.message)") + "\n")
    } catch {
      // An unknown --locale too: ICU's errors describe themselves.
      io.writeError(TerminalText.sanitized("calrender: \(error)") + "\n")
    }
    return 1
  }
}

extension Calrender {
  /// What `calrender --compat cal` prints for `arguments` (util-linux `cal`'s output): the locale
  /// is `--locale`, else the environment's as ``EnvironmentPolicy`` says (an unknown one is POSIX,
  /// as cal falls back to C); names and formats come from the default provider; today, unless
  /// `--today` says, from the clock in `TZ`. Static: cal's output needs none of a renderer's caches,
  /// and a command that prints one calendar should not open them.
  /// - Parameters:
  ///   - environment: the command's environment, or nil for the process's.
  /// - Throws: `CalArguments.Failure` for what cal refuses; the provider's error (`.unknownLocale`)
  ///   for an unknown `--locale`, and its other errors.
  static func compatCal(_ arguments: CalArguments, environment: [String: String]?, terminal: CalTerminal)
    throws -> String
  {
    let policy = EnvironmentPolicy(environment)
    let locale = try policy.locale(arguments.locale)
    let program = CalProgram(locale: try ProvidedCalLocale(locale: locale, provider: policy.provider))
    return try program.output(arguments, clock: { try policy.today(nil) }, terminal: terminal)
  }
}
