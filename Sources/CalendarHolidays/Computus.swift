import CalendarModel

/// Easter Sunday, by the Gregorian (Western) and Julian (Orthodox) computus.
public enum Computus {
  /// Western Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus ch. 8).
  public static func westernEaster(year: Int) -> JulianDay {
    let a = year % 19, b = year / 100, c = year % 100
    let d = b / 4, e = b % 4, f = (b + 8) / 25, g = (b - f + 1) / 3
    let h = (19 * a + b - d - g + 15) % 30
    let i = c / 4, k = c % 4
    let l = (32 + 2 * e + 2 * i - h - k) % 7
    let m = (a + 11 * h + 22 * l) / 451
    let month = (h + l - 7 * m + 114) / 31, day = (h + l - 7 * m + 114) % 31 + 1
    return JulianDay(isoYear: year, month: month, day: day)
  }

  /// Orthodox Easter Sunday of a year: the Julian computus (Meeus ch. 8), as a day (which the
  /// Gregorian calendar writes 13 days later in 1900–2099).
  public static func orthodoxEaster(year: Int) -> JulianDay {
    let a = year % 4, b = year % 7, c = year % 19
    let d = (19 * c + 15) % 30
    let e = (2 * a + 4 * b - d + 34) % 7
    let month = (d + e + 114) / 31, day = (d + e + 114) % 31 + 1
    return julianCalendarDay(year: year, month: month, day: day)
  }

  /// The day of a Julian-calendar date.
  static func julianCalendarDay(year: Int, month: Int, day: Int) -> JulianDay {
    let a = (14 - month) / 12
    let y = year + 4800 - a, m = month + 12 * a - 3
    return JulianDay(day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32083)
  }
}
