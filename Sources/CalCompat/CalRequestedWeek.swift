/// The month `cal --week=N` shows, by cal.c's own arithmetic (`week_to_day` and the month search in
/// `main`): a day of the year is estimated from the week number and the weekday of January 1, then
/// the months are counted off it. With ISO weeks (Monday first) a week past the year is an error
/// unless it is the previous year's last week (2010's week 53); with US weeks it shows January.
public enum CalRequestedWeek {
  /// The month (1…12) the week falls in, 13 when it falls past December.
  /// - Throws: `CalArguments.Failure` when an ISO year has no such week.
  public static func month(ofWeek week: Int, year: Int, layout: CalLayout) throws(CalArguments.Failure) -> Int {
    let reckoning = layout.reckoning
    let iso = layout.weekStart == .mon
    guard let january1 = reckoning.julianDay(year, 1, 1) else { return 1 }
    let weekday = CalReckoning.weekday(january1)
    var dayOfYear = week * 7 - weekday
    // Under the 1752 reform, days after the change-over count the eleven skipped ones.
    if reckoning.isReformYear(year) && dayOfYear >= 258 { dayOfYear += 11 }
    dayOfYear -= iso ? (weekday >= 5 ? -2 : 5) : 6
    dayOfYear = max(dayOfYear, 1)
    var month = 1
    while month <= 12 && dayOfYear > reckoning.daysIn(year, month) {
      dayOfYear -= reckoning.daysIn(year, month)
      month += 1
    }
    if month > 12 && iso {
      let lastWeekBefore = reckoning.julianDay(year - 1, 12, 31).map { layout.weekNumber($0, year: year - 1) }
      guard week == lastWeekBefore else {
        throw CalArguments.Failure(message: "illegal week value: year \(year) doesn't have week \(week)")
      }
    }
    return month
  }
}
