import CalendarModel

// Week numbers and the week view's title.
extension LocaleCalendar {
  /// The week number and week-year of `day` under a numbering rule: ISO weeks are Gregorian ISO
  /// 8601 weeks whatever the calendar (``ISOWeekDate``); the locale's count the weeks of the
  /// calendar's own years as the document's months have them (``LocaleWeekRule``).
  package func week(of day: JulianDay, numbering: WeekNumbering) throws -> (weekOfYear: Int, weekYear: Int) {
    switch numbering {
    case .locale:
      let rule = LocaleWeekRule(firstWeekday: facts.firstWeekday, minimalDays: facts.minimalDaysInFirstWeek)
      return try rule.week(of: day, inYear: try month(holding: day).year) { year in
        if let known = yearStarts[year] { return known }
        let start = try layoutArithmetic.month(year: year, code: MonthCode(number: 1)).start
        yearStarts[year] = start
        return start
      }
    case .iso:
      let week = ISOWeekDate(day)
      return (week.week, week.weekYear)
    }
  }

  /// The title of the week `first`...`last`: the locale's range format for its month(s) and year
  /// (skeleton `yMMM`: "Jan – Feb 2024", "2024년 1월~2월").
  ///
  /// A week within one month is that month in the skeleton's pattern: no field of `yMMM` differs,
  /// and ICU's range format then writes the one date in that pattern. Both ends are formatted so,
  /// and the range format — which opens a pattern generator of its own, a third of a week view's
  /// start — is opened only when they differ (FastPathTests compares every locale with it). A week
  /// the calendar's arithmetic already puts across two months goes to the range format directly.
  package func weekTitle(from first: JulianDay, to last: JulianDay) throws -> String {
    if last < (try arithmetic.month(containing: first)).end {
      if weekMonthFormat == nil {
        weekMonthFormat = try ICUDateFormat(
          locale: facts.locale.icuIdentifier, pattern: try patterns.bestPattern(skeleton: "yMMM"))
      }
      let month = try weekMonthFormat!.format(first)  // opened just above
      if try weekMonthFormat!.format(last) == month { return month }
    }
    if intervalFormat == nil {
      intervalFormat = try ICUIntervalFormat(locale: facts.locale.icuIdentifier, skeleton: "yMMM")
    }
    return try intervalFormat!.format(from: first, to: last)  // opened just above
  }
}
