/// A month of the Chinese or Korean lunar calendar that ICU 72 reckons wrongly, and what it really is.
///
/// ICU 72 computes lunar months from a low-precision astronomical model; where a new moon falls within
/// minutes of midnight (UTC+8 for `chinese`, UTC+9 for `dangi`) it puts the month start on the wrong
/// day, and in three years of the early 20th century and 1987 it puts the leap month after the wrong
/// month. Each entry names the month by the first day ICU gives it, so the arithmetic can replace
/// ICU's month in place: ICU's months and the true ones pair one to one, only start days and labels
/// differ. The table covers 1900–2100 and is checked month by month against independent
/// implementations (PyPI `sxtwl` for `chinese`, `korean-lunar-calendar` for `dangi`) by the tests.
public struct LunarMonthCorrection: Hashable, Sendable {
  /// The calendar the entry corrects (`chinese` or `dangi`).
  public var system: CalendarSystem
  /// The first day of the month as ICU 72 computes it.
  public var icuStart: JulianDay
  /// The true first day of the month.
  public var start: JulianDay
  /// The month's true year (the related Gregorian year, as `MonthSpan.year`).
  public var year: Int
  /// The month's true code (`M06L` where ICU has `M07`).
  public var code: MonthCode

  /// Creates an entry from ISO dates; `code` is a month argument (`6L`).
  init(_ system: CalendarSystem, icu: String, start: String, year: Int, code: String) {
    self.system = system
    // The table below is literal data checked by the tests; an unparsable literal maps to day 0,
    // which no month starts on, so it can never silently apply.
    icuStart = JulianDay(isoString: icu) ?? JulianDay(0)
    self.start = JulianDay(isoString: start) ?? JulianDay(0)
    self.year = year
    self.code = MonthCode(argument: code) ?? MonthCode(number: 0)
  }

  /// The corrections of one calendar system, keyed by ICU's first day of the month (empty for
  /// calendars ICU reckons right).
  public static func corrections(for system: CalendarSystem) -> [JulianDay: LunarMonthCorrection] {
    var table: [JulianDay: LunarMonthCorrection] = [:]
    for entry in all where entry.system == system { table[entry.icuStart] = entry }
    return table
  }

  /// Every correction, in date order. Sources: sxtwl 2.0.7 (寿星天文历; China's UTC+8 reckoning,
  /// Beijing local mean time before 1929) for `chinese`, confirmed by lunardate 0.3.0 (the Hong Kong
  /// Observatory's table); korean-lunar-calendar 0.4.0 (KASI's table) for `dangi`.
  public static let all: [LunarMonthCorrection] = [
    // Leap months ICU puts one month late: 1917 闰二月, 1922 闰五月, 1987 闰六月.
    .init(.chinese, icu: "1917-03-23", start: "1917-03-23", year: 1917, code: "2L"),
    .init(.chinese, icu: "1917-04-21", start: "1917-04-21", year: 1917, code: "3"),
    .init(.chinese, icu: "1922-06-25", start: "1922-06-25", year: 1922, code: "5L"),
    .init(.chinese, icu: "1922-07-24", start: "1922-07-24", year: 1922, code: "6"),
    .init(.chinese, icu: "1954-02-04", start: "1954-02-03", year: 1954, code: "1"),
    .init(.chinese, icu: "1955-02-23", start: "1955-02-22", year: 1955, code: "2"),
    .init(.chinese, icu: "1987-07-26", start: "1987-07-26", year: 1987, code: "6L"),
    .init(.chinese, icu: "1987-08-24", start: "1987-08-24", year: 1987, code: "7"),
    .init(.chinese, icu: "1999-01-18", start: "1999-01-17", year: 1998, code: "12"),
    .init(.chinese, icu: "2012-08-18", start: "2012-08-17", year: 2012, code: "7"),
    .init(.chinese, icu: "2018-11-07", start: "2018-11-08", year: 2018, code: "10"),
    .init(.chinese, icu: "2027-02-07", start: "2027-02-06", year: 2027, code: "1"),
    .init(.chinese, icu: "2030-02-02", start: "2030-02-03", year: 2030, code: "1"),
    .init(.chinese, icu: "2057-09-29", start: "2057-09-28", year: 2057, code: "9"),
    .init(.chinese, icu: "2070-03-13", start: "2070-03-12", year: 2070, code: "2"),
    // The new moon of 2017-02-26 at 23:58 KST.
    .init(.dangi, icu: "2017-02-27", start: "2017-02-26", year: 2017, code: "2"),
  ]
}
