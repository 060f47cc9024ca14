import CICUShim
import CalendarModel

/// One ICU date formatter for a fixed pattern, in UTC: it formats days, never instants.
public final class ICUDateFormat {
  let handle: OpaquePointer
  public let pattern: String

  /// Opens a formatter for `locale` (whose calendar keyword selects the calendar) and `pattern`.
  /// - Parameter julian: nil keeps ICU's own change-over (1582); true/false: Julian/Gregorian throughout.
  public init(locale: String, pattern: String, julian: Bool? = nil) throws {
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
  }

  deinit { cr_datefmt_close(handle) }

  /// The day formatted with the pattern.
  public func format(_ day: JulianDay) throws -> String {
    try icuString("formatting \(day.isoString)") { cr_datefmt_format(handle, Int64(day.value), $0, $1, $2) }
  }

  /// A moment of the day (seconds since midnight, UTC) formatted with the pattern.
  public func format(_ day: JulianDay, seconds: Double) throws -> String {
    try icuString("formatting \(day.isoString)") {
      cr_datefmt_format_moment(handle, Int64(day.value), seconds, $0, $1, $2)
    }
  }

  /// A weekday name of the formatter's locale and calendar.
  public func weekdayName(_ weekday: Weekday, width: LabelWidth, standalone: Bool) throws -> String {
    try icuString("weekday name") {
      cr_datefmt_weekday_name(
        handle, standalone ? Int32(CR_CONTEXT_STANDALONE) : Int32(CR_CONTEXT_FORMAT), width.shimValue,
        Int32(weekday.rawValue), $0, $1, $2)
    }
  }

  /// The calendar's month names (13 in hebrew, coptic, ethiopic) at a width.
  public func monthNames(width: LabelWidth, standalone: Bool) throws -> [String] {
    let count = cr_datefmt_month_name_count(handle)
    return try (0..<count).map { index in
      try icuString("month name") {
        cr_datefmt_month_name(
          handle, standalone ? Int32(CR_CONTEXT_STANDALONE) : Int32(CR_CONTEXT_FORMAT), width.shimValue,
          index, $0, $1, $2)
      }
    }.filter { !$0.isEmpty }
  }
}

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

extension LabelWidth {
  var shimValue: Int32 {
    switch self {
    case .wide: Int32(CR_WIDTH_WIDE)
    case .abbreviated: Int32(CR_WIDTH_ABBREVIATED)
    case .short: Int32(CR_WIDTH_SHORT)
    case .narrow: Int32(CR_WIDTH_NARROW)
    }
  }
}

/// The locale's date-time pattern generator: best patterns for skeletons.
public final class ICUPatternGenerator {
  let handle: OpaquePointer

  public init(locale: String) throws {
    var status: Int32 = 0
    let handle = cr_patgen_open(locale, &status)
    try ICUError.check(status, "opening the pattern generator of \(locale)")
    guard let handle else { throw ICUError(status: 1, operation: "opening the pattern generator") }
    self.handle = handle
  }

  deinit { cr_patgen_close(handle) }

  /// The locale's best pattern for a skeleton (`yMMMM` → `y년 MMMM` in ko).
  public func bestPattern(skeleton: String) throws -> String {
    try icuString("best pattern for '\(skeleton)'") { cr_patgen_best_pattern(handle, skeleton, $0, $1, $2) }
  }
}

/// The locale's decimal number format, without grouping (day numbers in the locale's digits).
public final class ICUNumberFormat {
  let handle: OpaquePointer

  public init(locale: String) throws {
    var status: Int32 = 0
    let handle = cr_numfmt_open(locale, &status)
    try ICUError.check(status, "opening the number format of \(locale)")
    guard let handle else { throw ICUError(status: 1, operation: "opening the number format") }
    self.handle = handle
  }

  deinit { cr_numfmt_close(handle) }

  public func format(_ value: Int) throws -> String {
    try icuString("formatting \(value)") { cr_numfmt_format(handle, Int64(value), $0, $1, $2) }
  }

  /// The locale's numbering system (`latn`, `arab`, `arabext`, `thai`).
  public static func numberingSystem(locale: String) throws -> String {
    try icuString("numbering system of \(locale)") { cr_numbering_system(locale, $0, $1, $2) }
  }
}

/// An IANA time zone, for the days on which timed events fall.
public struct ICUTimeZone: Sendable {
  /// nil: UTC.
  public let identifier: String?

  /// Checks that ICU knows the zone.
  public init(_ identifier: String?) throws {
    self.identifier = identifier
    _ = try offset(at: 0)
  }

  /// Seconds east of UTC at an instant.
  public func offset(at epochSeconds: Int64) throws -> Int {
    var status: Int32 = 0
    let offset = cr_zone_offset_seconds(identifier, Double(epochSeconds), &status)
    try ICUError.check(status, "unknown time zone '\(identifier ?? "UTC")'")
    return Int(offset)
  }

  /// The day an instant falls on in this zone.
  public func day(of epochSeconds: Int64) throws -> JulianDay {
    let local = epochSeconds + Int64(try offset(at: epochSeconds))
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    return JulianDay(Int(days) + 2_440_588)
  }
}

/// Today's day in an IANA time zone.
public enum ICUClock {
  /// Today in `zone` (nil: UTC); throws for a zone ICU does not know.
  public static func today(timeZone zone: String?) throws -> JulianDay {
    var status: Int32 = 0
    let value = cr_today_julian_day(zone, &status)
    try ICUError.check(status, "unknown time zone '\(zone ?? "UTC")'")
    return JulianDay(Int(value))
  }
}

/// The locale's format for a range of days (`Jan – Feb 2024`, `2024년 1월~2월`), from a skeleton.
public final class ICUIntervalFormat {
  let handle: OpaquePointer

  public init(locale: String, skeleton: String) throws {
    var status: Int32 = 0
    let handle = cr_intervalfmt_open(locale, skeleton, &status)
    try ICUError.check(status, "opening an interval format for '\(skeleton)'")
    guard let handle else { throw ICUError(status: 1, operation: "opening an interval format") }
    self.handle = handle
  }

  deinit { cr_intervalfmt_close(handle) }

  public func format(from first: JulianDay, to last: JulianDay) throws -> String {
    try icuString("formatting \(first.isoString)..\(last.isoString)") {
      cr_intervalfmt_format(handle, Int64(first.value), Int64(last.value), $0, $1, $2)
    }
  }
}
