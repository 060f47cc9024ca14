/// The locale's week numbering in a calendar's own years (CLDR week data: the first weekday and
/// the minimal days of week 1), counted from the first day of each year's first month (M01).
///
/// Counted over the months the document shows, not ICU's: where calrender corrects ICU's lunar
/// months (Umm al-Qura, Korean and Chinese tables) ICU would number a week of one year in another.
package struct LocaleWeekRule: Hashable, Sendable {
  package var firstWeekday: Weekday
  package var minimalDays: Int

  package init(firstWeekday: Weekday, minimalDays: Int) {
    self.firstWeekday = firstWeekday
    self.minimalDays = minimalDays
  }

  /// The start of week 1 of the year that begins on `yearStart`.
  package func weekOne(yearStart: JulianDay) -> JulianDay {
    let offset = yearStart.weekday.distance(from: firstWeekday)
    // The week holding the year's first day is week 1 when enough of it lies in the year.
    return yearStart.advanced(by: 7 - offset >= minimalDays ? -offset : 7 - offset)
  }

  /// The week of `day` and its week-year, `day` lying in calendar year `year`, whose years
  /// begin on `yearStart(year)`: a year's last days can be week 1 of the next, its first days
  /// the last week of the one before.
  package func week(of day: JulianDay, inYear year: Int, yearStart: (Int) throws -> JulianDay) rethrows -> (
    weekOfYear: Int, weekYear: Int
  ) {
    var weekYear = year
    var start = weekOne(yearStart: try yearStart(year))
    if day < start {
      weekYear -= 1
      start = weekOne(yearStart: try yearStart(weekYear))
    } else if let following = try? yearStart(year + 1) {
      // No next year past the span's end (9999): its last days stay in their year's weeks.
      let next = weekOne(yearStart: following)
      if day >= next { (weekYear, start) = (year + 1, next) }
    }
    return (start.distance(to: day) / 7 + 1, weekYear)
  }
}
