/// What the value of an option is, for shell completion and the manual page.
enum ValueCompletion: Sendable, Equatable {
  /// Free text (a pattern, a date): nothing to offer.
  case none
  /// One of these words.
  case choices([String])
  /// A file name.
  case files
  /// A locale ID of ICU's (`ko_KR`) or its BCP 47 tag (`ko-KR`), listed by the binary at
  /// completion time (`calrender completions --values locales`).
  case locales
  /// An ICU time zone ID, listed by the binary at completion time
  /// (`calrender completions --values time-zones`).
  case timeZones
}
