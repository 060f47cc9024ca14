import CICUShim
import CalendarModel

/// A formatter that follows a Gregorian change-over: Julian reckoning before it, Gregorian from it.
/// In the Umm al-Qura calendar, days after ICU's table are formatted through islamic-civil.
struct ReformedDateFormat {
  let gregorian: ICUDateFormat
  let julian: ICUDateFormat?
  let firstGregorianDay: JulianDay?
  /// Umm al-Qura days from 1601 AH: ICU 72 reckons them by the islamic-civil rules after walking
  /// every year from 1300 AH (~100 000 instructions a format); an islamic-civil formatter writes the
  /// same text directly (20 locales × 16 patterns compared on every day of 1601–1640 AH and a
  /// sample to 9999 CE; `ICUCalendarArithmetic.tabularUmmAlQura`). Opened on first need.
  let tabular: DeferredDateFormat?

  /// `reform` nil: the calendar is not ICU's plain Gregorian one, and keeps ICU's own reckoning.
  /// `system`: the calendar `locale` formats in (nil: not Umm al-Qura).
  init(locale: String, pattern: String, reform: GregorianReform?, system: CalendarSystem? = nil) throws {
    tabular =
      system == .islamicUmalqura
      ? DeferredDateFormat(
        locale: try ResolvedLocale(icuIdentifier: locale, language: "").setting(
          "calendar", to: CalendarSystem.islamicCivil.identifier
        ).icuIdentifier, pattern: pattern) : nil
    switch reform {
    case nil, .r1582?:
      gregorian = try ICUDateFormat(locale: locale, pattern: pattern)
      julian = nil
    case .gregorian?:
      gregorian = try ICUDateFormat(locale: locale, pattern: pattern, julian: false)
      julian = nil
    case .julian?:
      gregorian = try ICUDateFormat(locale: locale, pattern: pattern, julian: true)
      julian = nil
    case .r1752?:
      gregorian = try ICUDateFormat(locale: locale, pattern: pattern, julian: false)
      julian = try ICUDateFormat(locale: locale, pattern: pattern, julian: true)
    }
    firstGregorianDay = reform == .r1752 ? reform?.firstGregorianDay : nil
  }

  var pattern: String { gregorian.pattern }

  /// Writes with `pattern` from now on, in each of its calendars (``SharedDateFormat``).
  func apply(pattern: String) throws {
    try gregorian.apply(pattern: pattern)
    try julian?.apply(pattern: pattern)
    try tabular?.apply(pattern: pattern)
  }

  func format(_ day: JulianDay) throws -> String {
    if let julian, let first = firstGregorianDay, day < first { return try julian.format(day) }
    if let tabular, day >= ICUCalendarArithmetic.tabularUmmAlQuraStart { return try tabular.format(day) }
    return try gregorian.format(day)
  }
}

/// A date formatter opened the first time it formats.
final class DeferredDateFormat {
  let locale: String
  private(set) var pattern: String
  private var opened: ICUDateFormat?

  init(locale: String, pattern: String) {
    self.locale = locale
    self.pattern = pattern
  }

  /// Writes with `pattern` from now on.
  func apply(pattern: String) throws {
    try opened?.apply(pattern: pattern)
    self.pattern = pattern
  }

  func format(_ day: JulianDay) throws -> String {
    if let opened { return try opened.format(day) }
    let made = try ICUDateFormat(locale: locale, pattern: pattern)
    opened = made
    return try made.format(day)
  }
}
