import CalCompat
import CalendarICU

extension CalendarRenderer {
  /// What `calrender --compat cal` prints for `arguments` (util-linux `cal`'s output): the locale
  /// is `--locale`, else the environment's as ``EnvironmentPolicy`` says (an unknown one is POSIX,
  /// as cal falls back to C); names and formats come from ICU; today, unless `--today` says, from
  /// the clock in `TZ`.
  /// - Throws: `CalArguments.Failure` for what cal refuses; `UnknownLocaleError` for an unknown
  ///   `--locale`; ICU's errors.
  package func compatCal(_ arguments: CalArguments, terminal: CalTerminal) throws -> String {
    let locale = try environment.locale(arguments.locale, resolver: LocaleResolver())
    let program = CalProgram(locale: try ICUCalLocale(locale: locale))
    return try program.output(arguments, clock: { try environment.today(nil) }, terminal: terminal)
  }
}
