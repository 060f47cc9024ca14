import CalendarHolidays

extension LocaleOverlays {
  /// The holiday data compiled in from `Locales/holidays/*.txt`: look regions up by code.
  ///
  /// ```swift
  /// let korea = try LocaleOverlays.holidayCatalog().region("KR")
  /// ```
  public static func holidayCatalog() -> HolidayCatalog {
    HolidayCatalog(files: EmbeddedLocaleData.holidayFiles())
  }
}
