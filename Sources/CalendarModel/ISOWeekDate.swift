/// The ISO 8601 week date of a day: weeks from Monday, week 1 the week of the year's first Thursday,
/// in the proleptic Gregorian calendar.
///
/// ISO weeks are Gregorian weeks in every calendar system: `--week-numbers=iso` numbers a Persian
/// or Hebrew month's rows as ISO 8601 does (2024-03-19 is 2024-W12, not "week 1 of 1403"), so no
/// provider is asked: the week follows from the day alone.
package struct ISOWeekDate: Hashable, Sendable {
  /// The ISO week-numbering year (2020 for 2021-01-01).
  package var weekYear: Int
  /// The week, 1…53.
  package var week: Int

  /// The ISO week date of `day`.
  package init(_ day: JulianDay) {
    // A week belongs to the year that holds its Thursday.
    let thursday = day.advanced(by: 3 - day.weekday.distance(from: .mon))
    let year = thursday.isoComponents.year
    weekYear = year
    week = JulianDay(isoYear: year, month: 1, day: 1).distance(to: thursday) / 7 + 1
  }
}
