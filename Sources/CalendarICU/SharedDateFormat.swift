import CalendarModel

/// The one ICU date formatter a ``LocaleCalendar`` writes all its patterns with — titles, year and
/// month headings, day labels, full dates and their templates — switching patterns with
/// `udat_applyPattern` rather than opening a formatter for each.
///
/// Opening an ICU date formatter loads the calendar's symbols, a number formatter for every field
/// and a calendar: ~40 KB of heap and ~0.15 M instructions even with ICU's caches warm, and a plain
/// month used four of them, a month with accessible labels seven. Setting a pattern only parses
/// it, and the caches above it (titles by year, day labels, month labels) ask for a different
/// pattern a few times a year. ICU keeps what the pattern does not decide (symbols, calendar,
/// number formats, the Japanese calendar's Gannen year numbering, which `applyPattern` sets or
/// clears for the new pattern as the constructor would); `SharedDateFormatTests` compares every
/// pattern so written with a formatter opened for it, in every locale and calendar.
final class SharedDateFormat {
  private let format: ReformedDateFormat

  /// Opens the formatter for `locale`'s calendar with `pattern` first (see ``ReformedDateFormat``
  /// for `reform` and `system`).
  init(locale: String, pattern: String, reform: GregorianReform?, system: CalendarSystem?) throws {
    format = try ReformedDateFormat(locale: locale, pattern: pattern, reform: reform, system: system)
  }

  /// `day` written with `pattern`.
  func format(_ day: JulianDay, pattern: String) throws -> String {
    if format.pattern != pattern { try format.apply(pattern: pattern) }
    return try format.format(day)
  }

  /// The formatter whose names (weekdays, months, cyclic years) the patterns write: they do not
  /// depend on the pattern.
  var symbols: ICUDateFormat { format.gregorian }
}
