import CalendarHolidays

extension LocaleOverlays {
  /// The holiday data compiled in from `Locales/holidays/*.txt` (as the code that makes each
  /// region's parsed value: nothing is parsed at run time): look regions up by code.
  ///
  /// ```swift
  /// let korea = try LocaleOverlays.holidayCatalog().region("KR")
  /// ```
  public static func holidayCatalog() -> HolidayCatalog {
    HolidayCatalog(
      codes: EmbeddedLocaleData.holidayRegionCodes, subdivisions: EmbeddedLocaleData.holidaySubdivisionCodes,
      region: EmbeddedLocaleData.holidayRegion, country: EmbeddedLocaleData.holidayCountryRegion,
      alias: EmbeddedLocaleData.holidayRegionAlias)
  }
}
