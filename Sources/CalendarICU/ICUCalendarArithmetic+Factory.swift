import CalendarModel

extension ICUCalendarArithmetic {
  /// Makes ICU calendar arithmetic for any calendar system in `locale`: the factory holiday rules
  /// reach non-Gregorian calendars through (`HolidayCalendar(regions:language:arithmetic:)`).
  ///
  /// Each call opens a new ICU calendar; the holiday calendar calls it once per system it needs.
  /// Chinese, Korean and Umm al-Qura months come from calrender's table where it covers them, and
  /// those calendars open ICU only when a question falls outside the table.
  public static func factory(locale: ResolvedLocale) -> @Sendable (CalendarSystem) throws -> any CalendarArithmetic {
    { system in
      if let tabled = TabledMonthArithmetic(system: system, icu: { try ICUCalendarArithmetic(locale: locale, system: system) })
      {
        return tabled
      }
      return try ICUCalendarArithmetic(locale: locale, system: system)
    }
  }
}
