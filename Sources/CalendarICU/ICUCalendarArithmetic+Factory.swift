import CalendarModel

extension ICUCalendarArithmetic {
  /// Makes ICU calendar arithmetic for any calendar system in `locale`: the factory holiday rules
  /// reach non-Gregorian calendars through (`HolidayCalendar(regions:language:arithmetic:)`).
  ///
  /// Each call opens a new ICU calendar; the holiday calendar calls it once per system it needs.
  /// Chinese and Korean months come from calrender's table where it covers them.
  public static func factory(locale: ResolvedLocale) -> (CalendarSystem) throws -> any CalendarArithmetic {
    { system in
      let icu = try ICUCalendarArithmetic(locale: locale, system: system)
      return TabledMonthArithmetic(icu: icu) ?? icu
    }
  }
}
