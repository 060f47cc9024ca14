/// A provider's failure the front door tells apart: an unknown locale (with suggestions), a calendar
/// calrender does not draw, or the library failing. Each provider's own error type conforms.
public protocol LocaleDataError: Error, CustomStringConvertible {
  /// What kind of failure.
  var failure: LocaleDataFailure { get }
}

/// The kinds of ``LocaleDataError``.
public enum LocaleDataFailure: Hashable, Sendable {
  /// The provider has no data for the locale; the nearest identifiers it knows.
  case unknownLocale(suggestions: [String])
  /// A calendar system the locale names that calrender does not draw (`ethiopic-amete-alem`).
  case unsupportedCalendar
  /// The provider's library failed where it should not have.
  case failed
}
