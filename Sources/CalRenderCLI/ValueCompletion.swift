import CalRender

/// What the value of an option is, for shell completion and the manual page.
enum ValueCompletion: Sendable, Equatable {
  /// Free text (a pattern, a date): nothing to offer.
  case none
  /// One of these words.
  case choices([String])
  /// These words, then every holiday region code (`KR`, `DE-BY`): listed when a completion script
  /// or the manual is written, not when the option table is made at every start (sorting every
  /// region and subdivision code cost each start some 75,000 instructions).
  case holidayRegions(after: [String])
  /// A file name.
  case files
  /// A locale ID of ICU's (`ko_KR`) or its BCP 47 tag (`ko-KR`), listed by the binary at
  /// completion time (`calrender completions --values locales`).
  case locales
  /// An ICU time zone ID, listed by the binary at completion time
  /// (`calrender completions --values time-zones`).
  case timeZones

  /// The words offered: the choices, or the holiday regions after their leading words; nil when
  /// the completion lists none itself.
  var words: [String]? {
    switch self {
    case .choices(let words): words
    case .holidayRegions(let first): first + Holidays.availableRegions
    case .none, .files, .locales, .timeZones: nil
    }
  }
}
