import CalendarModel

/// The ICU date formatter a ``LocaleCalendar`` writes all its patterns with — titles, year and month
/// headings, day labels, full dates and their templates — switching patterns with
/// `udat_applyPattern` rather than opening a formatter for each, until switching costs more than
/// opening would.
///
/// Opening an ICU date formatter loads the calendar's symbols, a number formatter for every field
/// and a calendar: ~40 KB of heap and ~0.15 M instructions even with ICU's caches warm, and a plain
/// month used four of them, a month with accessible labels seven. Setting a pattern only parses it
/// (a few µs), and the caches above it (titles by year, day labels, month labels) ask for another
/// pattern a few times a start. A long run that keeps alternating (a Japanese-calendar year of full
/// dates between titles) gives each pattern it then asks for a formatter of its own, after
/// ``switchesBeforeOpening`` switches. ICU keeps what the pattern does not decide (symbols,
/// calendar, number formats, the Japanese calendar's Gannen year numbering, which `applyPattern`
/// sets or clears for the new pattern as the constructor would); `SharedDateFormatTests` compare
/// every pattern so written with a formatter opened for it, in every locale and calendar.
final class SharedDateFormat {
  private let shared: ReformedDateFormat
  /// Patterns given a formatter of their own once switching became frequent.
  private var own: [String: ReformedDateFormat] = [:]
  private var switches = 0
  private let locale: String
  private let reform: GregorianReform?
  private let system: CalendarSystem?

  /// Pattern switches before a pattern asked for again gets its own formatter: more than a start
  /// makes (a month with its accessible labels: about ten), fewer than a year view's months.
  static let switchesBeforeOpening = 48

  /// Opens the formatter for `locale`'s calendar with `pattern` first (see ``ReformedDateFormat``
  /// for `reform` and `system`).
  init(locale: String, pattern: String, reform: GregorianReform?, system: CalendarSystem?) throws {
    shared = try ReformedDateFormat(locale: locale, pattern: pattern, reform: reform, system: system)
    self.locale = locale
    self.reform = reform
    self.system = system
  }

  /// `day` written with `pattern`.
  func format(_ day: JulianDay, pattern: String) throws -> String {
    if shared.pattern == pattern { return try shared.format(day) }
    if let format = own[pattern] { return try format.format(day) }
    switches += 1
    if switches > Self.switchesBeforeOpening {
      let format = try ReformedDateFormat(locale: locale, pattern: pattern, reform: reform, system: system)
      own[pattern] = format
      return try format.format(day)
    }
    try shared.apply(pattern: pattern)
    return try shared.format(day)
  }

  /// Whether `pattern` has a formatter of its own (the tests count them).
  func hasOwnFormatter(_ pattern: String) -> Bool { own[pattern] != nil }

  /// The formatter whose names (weekdays, months, cyclic years) the patterns write: they do not
  /// depend on the pattern.
  var symbols: ICUDateFormat { shared.gregorian }
}
