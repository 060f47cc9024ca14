import CalendarModel

extension ICUCalendarArithmetic {
  /// Makes ICU calendar arithmetic for any calendar system in `locale`: the factory holiday rules
  /// reach non-Gregorian calendars through (`HolidayCalendar(regions:language:arithmetic:)`).
  ///
  /// Each call opens a new ICU calendar; the holiday calendar calls it once per system it needs.
  public static func factory(locale: ResolvedLocale) -> (CalendarSystem) throws -> any CalendarArithmetic {
    { system in try ICUCalendarArithmetic(locale: locale, system: system) }
  }
}
