import CalCompat
import CalendarICU

/// `--compat cal`'s locale answered from ICU: the Gregorian calendar's names and first weekday,
/// and titles and year headings in the locale's own patterns.
final class ICUCalLocale: CalLocale, @unchecked Sendable {
  // ICU formatters are not thread-safe; compat output is made on one thread.
  let language: String
  let firstWeekday: Weekday
  let monthNames: [String]
  let direction: TextDirection
  private let weekdays: [Weekday: WeekdayNames]
  /// nil in English, whose titles are cal's own.
  private let titleFormat: ICUDateFormat?
  private let yearFormat: ICUDateFormat?

  init(locale: ResolvedLocale) throws {
    let facts = try LocaleCalendar(locale: locale, options: CalendarOptions(calendar: .gregorian)).facts
    language = locale.language
    firstWeekday = facts.firstWeekday
    monthNames = facts.monthNames
    direction = facts.direction
    weekdays = facts.standaloneWeekdayNames
    if CalLabels.usesCalEnglish(language: language) {
      (titleFormat, yearFormat) = (nil, nil)
    } else {
      titleFormat = try ICUDateFormat(locale: facts.locale.icuIdentifier, pattern: facts.titlePattern)
      yearFormat = try ICUDateFormat(locale: facts.locale.icuIdentifier, pattern: facts.yearPattern)
    }
  }

  func weekdayNames(_ weekday: Weekday) -> WeekdayNames {
    weekdays[weekday]
      ?? WeekdayNames(wide: weekday.key, abbreviated: weekday.key, short: weekday.key, narrow: weekday.key)
  }

  /// Formatted on the 15th: in the same month however the Julian and Gregorian reckonings of cal
  /// and ICU differ.
  func title(year: Int, month: Int) -> String {
    (try? titleFormat?.format(JulianDay(isoYear: year, month: month, day: 15))) ?? "\(month) \(year)"
  }

  func yearHeading(_ year: Int) -> String {
    (try? yearFormat?.format(JulianDay(isoYear: year, month: 7, day: 1))) ?? String(year)
  }

  func displayWidth(_ text: String) -> Int { DisplayWidth.of(text) }
}
