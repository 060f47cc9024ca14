import CalendarModel

/// `--compat cal`'s locale answered by a provider's Gregorian calendar: its names and first
/// weekday, and titles and year headings in the locale's own patterns.
public final class ProvidedCalLocale: CalLocale, @unchecked Sendable {
  // A provider's calendar is not thread-safe; compat output is made on one thread.
  public let language: String
  public let firstWeekday: Weekday
  public let monthNames: [String]
  public let direction: TextDirection
  private let weekdays: [Weekday: WeekdayNames]
  /// nil in English, whose titles are cal's own.
  private let calendar: (any ProvidedCalendar)?
  private let measure: @Sendable (String) -> Int

  /// The Gregorian calendar of `locale` from `provider`.
  public init(locale: CalendarLocale, provider: any CalendarDataProvider) throws {
    let calendar = try provider.makeCalendar(locale, CalendarOptions(calendar: .gregorian))
    let facts = calendar.calendarFacts
    language = locale.language
    firstWeekday = facts.firstWeekday
    monthNames = calendar.standaloneMonthNames
    direction = facts.direction
    weekdays = calendar.standaloneWeekdayNames
    self.calendar = CalLabels.usesCalEnglish(language: language) ? nil : calendar
    measure = { provider.displayWidth(of: $0) }
  }

  public func weekdayNames(_ weekday: Weekday) -> WeekdayNames {
    weekdays[weekday]
      ?? WeekdayNames(wide: weekday.key, abbreviated: weekday.key, short: weekday.key, narrow: weekday.key)
  }

  /// Formatted on the 15th: in the same month however the Julian and Gregorian reckonings of cal
  /// and the provider differ.
  public func title(year: Int, month: Int) -> String {
    guard let calendar else { return "\(month) \(year)" }
    return (try? calendar.format(JulianDay(isoYear: year, month: month, day: 15), pattern: calendar.titlePattern))
      ?? "\(month) \(year)"
  }

  public func yearHeading(_ year: Int) -> String {
    guard let calendar else { return String(year) }
    return (try? calendar.format(JulianDay(isoYear: year, month: 7, day: 1), pattern: calendar.yearPattern))
      ?? String(year)
  }

  public func displayWidth(_ text: String) -> Int { measure(text) }
}
