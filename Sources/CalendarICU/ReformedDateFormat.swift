import CICUShim
import CalendarModel

/// A formatter that follows a Gregorian change-over: Julian reckoning before it, Gregorian from it.
struct ReformedDateFormat {
  let gregorian: ICUDateFormat
  let julian: ICUDateFormat?
  let firstGregorianDay: JulianDay?

  /// `reform` nil: the calendar is not ICU's plain Gregorian one, and keeps ICU's own reckoning.
  init(locale: String, pattern: String, reform: GregorianReform?) throws {
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

  func format(_ day: JulianDay) throws -> String {
    if let julian, let first = firstGregorianDay, day < first { return try julian.format(day) }
    return try gregorian.format(day)
  }
}
