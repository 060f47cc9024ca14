/// Hebrew-calendar year facts calrender needs without ICU.
enum HebrewYear {
  /// Whether a Hebrew year (anno mundi) has thirteen months: years 3, 6, 8, 11, 14, 17 and 19 of
  /// the 19-year cycle (the arithmetic of Maimonides, as ICU's `HebrewCalendar::isLeapYear`).
  static func isLeap(_ year: Int) -> Bool { ((7 * year + 1) % 19 + 19) % 19 < 7 }
}
