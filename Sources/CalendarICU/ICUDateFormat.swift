import CICUShim
import CalendarModel

/// One ICU date formatter, in UTC: it formats days, never instants.
package final class ICUDateFormat {
  let handle: OpaquePointer
  package private(set) var pattern: String
  /// English leap months: ICU writes "Second Monthbis" (``LeapMonthNames``); nil elsewhere.
  private var leapMonthNames: LeapMonthNames?

  /// Opens a formatter for `locale` (whose calendar keyword selects the calendar) and `pattern`.
  /// - Parameter julian: nil keeps ICU's own change-over (1582); true/false: Julian/Gregorian throughout.
  package init(locale: String, pattern: String, julian: Bool? = nil) throws {
    var status: Int32 = 0
    let handle = cr_datefmt_open(locale, pattern, &status)
    try ICUError.check(status, "opening a date format for '\(pattern)'")
    guard let handle else { throw ICUError(status: 1, operation: "opening a date format") }
    self.handle = handle
    self.pattern = pattern
    if let julian {
      cr_datefmt_set_gregorian_change(handle, julian ? Int64.max : Int64.min, &status)
      try ICUError.check(status, "setting the Gregorian change-over")
    }
    leapMonthNames = try LeapMonthNames(language: locale, system: LeapMonthNames.lunarSystem(ofICULocale: locale)) {
      try [LabelWidth.wide, .abbreviated].flatMap { width in
        try [false, true].flatMap { try monthNamesByIndex(width: width, standalone: $0) }
      }
    }
  }

  deinit { cr_datefmt_close(handle) }

  /// Writes with `pattern` from now on (``SharedDateFormat``).
  func apply(pattern: String) throws {
    var status: Int32 = 0
    cr_datefmt_apply_pattern(handle, pattern, &status)
    try ICUError.check(status, "setting the date pattern '\(pattern)'")
    self.pattern = pattern
  }

  /// The day formatted with the pattern.
  package func format(_ day: JulianDay) throws -> String {
    let text = try icuString("formatting \(day.isoString)") { cr_datefmt_format(handle, Int64(day.value), $0, $1, $2) }
    return leapMonthNames?.rewrite(text) ?? text
  }

  /// A moment of the day (seconds since midnight, UTC) formatted with the pattern.
  package func format(_ day: JulianDay, seconds: Double) throws -> String {
    let text = try icuString("formatting \(day.isoString)") {
      cr_datefmt_format_moment(handle, Int64(day.value), seconds, $0, $1, $2)
    }
    return leapMonthNames?.rewrite(text) ?? text
  }

  /// A weekday name of the formatter's locale and calendar.
  package func weekdayName(_ weekday: Weekday, width: LabelWidth, standalone: Bool) throws -> String {
    try icuString("weekday name") {
      cr_datefmt_weekday_name(
        handle, standalone ? Int32(CR_CONTEXT_STANDALONE) : Int32(CR_CONTEXT_FORMAT), width.shimValue,
        Int32(weekday.rawValue), $0, $1, $2)
    }
  }

  /// The calendar's month names (13 in hebrew, coptic, ethiopic) at a width.
  package func monthNames(width: LabelWidth, standalone: Bool) throws -> [String] {
    try monthNamesByIndex(width: width, standalone: standalone).filter { !$0.isEmpty }
  }

  /// The calendar's month names at a width by ICU's month index, empty names kept (Hebrew: Tishri
  /// 0 … Adar I 5, Adar 6 … Elul 12, Adar II 13).
  package func monthNamesByIndex(width: LabelWidth, standalone: Bool) throws -> [String] {
    let count = cr_datefmt_month_name_count(handle)
    return try (0..<count).map { index in
      try icuString("month name") {
        cr_datefmt_month_name(
          handle, standalone ? Int32(CR_CONTEXT_STANDALONE) : Int32(CR_CONTEXT_FORMAT), width.shimValue,
          index, $0, $1, $2)
      }
    }
  }

  /// The name of era `index` (ICU's era number: 0 is AH in the Islamic calendars) as a `G` field of
  /// `length` letters writes it.
  package func eraName(_ index: Int, length: Int) throws -> String {
    try icuString("era name") { cr_datefmt_era_name(handle, Int32(length), Int32(index), $0, $1, $2) }
  }

  /// The names of the sexagenary cycle's years, in cycle order (60 in `chinese` and `dangi`;
  /// empty in calendars without them).
  package func cyclicYearNames() throws -> [String] {
    let count = cr_datefmt_cyclic_year_name_count(handle)
    return try (0..<count).map { index in
      try icuString("cyclic year name") { cr_datefmt_cyclic_year_name(handle, index, $0, $1, $2) }
    }
  }
}
