import CalendarModel

/// How a holiday's day is found in a year: the rule of one `holiday` line of the region data.
public enum HolidayDate: Hashable, Sendable {
  /// Where a weekday is sought relative to a Gregorian date.
  public enum Relation: String, Hashable, Sendable {
    /// The first such weekday on or after the date (the first Monday of September is on-or-after 1 September).
    case onOrAfter = "on-or-after"
    /// The last such weekday on or before the date.
    case onOrBefore = "on-or-before"
    /// The first such weekday strictly after the date.
    case after
    /// The last such weekday strictly before the date.
    case before
  }

  /// A fixed month and day in a calendar system, by CLDR month code (`chinese` M08-15, `hebrew`
  /// M07-15, `gregorian` M12-25). In calendars whose years do not match Gregorian ones (Islamic),
  /// a Gregorian year may hold two occurrences or none.
  case fixed(CalendarSystem, MonthCode, day: Int)
  /// A month and day of the Chinese lunisolar calendar, its month begun on the day of the new moon in
  /// the region's time rather than China's (Vietnam's lunar calendar: UTC+7). Months are China's
  /// (where a leap month falls differently in the region, the table of a `dates` rule is needed).
  case chineseLocal(MonthCode, day: Int)
  /// The `n`th weekday of a Gregorian month, `n` = −1 for the last.
  case nthWeekday(n: Int, Weekday, month: Int)
  /// The weekday on or after (before, …) a Gregorian date: the Monday before 25 May is
  /// `.relative(.mon, .before, month: 5, day: 25)`.
  case relative(Weekday, Relation, month: Int, day: Int)
  /// Western Easter Sunday (Gregorian computus).
  case easter
  /// Orthodox Easter Sunday (Julian computus).
  case orthodoxEaster
  /// The day the Sun's apparent longitude reaches `degrees` in the region's time zone (春分 0°,
  /// 清明 15°, 秋分 180°).
  case solarLongitude(degrees: Double)
  /// Explicit dates: one-off holidays, or a per-year table for holidays of calendars ICU does not
  /// have; a table states its years and nothing is shown outside them.
  case dates([JulianDay])
}
