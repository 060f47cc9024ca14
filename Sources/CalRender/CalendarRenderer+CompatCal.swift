import CalCompat
import CalendarICU

extension CalendarRenderer {
  /// What `calrender --compat cal` prints for `arguments` (util-linux `cal`'s output): the locale
  /// is `--locale`, else the environment's as ``EnvironmentPolicy`` says (an unknown one is POSIX,
  /// as cal falls back to C); names and formats come from ICU; today, unless `--today` says, from
  /// the clock in `TZ`. Static: cal's output needs none of a renderer's caches, and a command
  /// that prints one calendar should not open them.
  /// - Parameters:
  ///   - environment: the command's environment, or nil for the process's.
  /// - Throws: `CalArguments.Failure` for what cal refuses; `ICUError` (`.unknownLocale`) for an unknown
  ///   `--locale`; ICU's errors.
  package static func compatCal(_ arguments: CalArguments, environment: [String: String]?, terminal: CalTerminal)
    throws -> String
  {
    let policy = EnvironmentPolicy(environment)
    let locale = try policy.locale(arguments.locale, resolver: LocaleResolver())
    let program = CalProgram(locale: try ICUCalLocale(locale: locale))
    return try program.output(arguments, clock: { try policy.today(nil) }, terminal: terminal)
  }
}
