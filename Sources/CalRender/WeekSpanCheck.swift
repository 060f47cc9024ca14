/// A week strip shows seven whole days: the week of a day near the ends of the span calrender
/// covers must not reach outside it (the week of 0001-01-01 begins on 0000-12-31 when weeks start
/// on Sunday), and saying so beats drawing a day that does not exist.
enum WeekSpanCheck {
  static func check(_ day: JulianDay, firstWeekday: Weekday) throws {
    let span = JulianDay.supportedRange
    guard span.contains(day) else {
      throw CalRenderError(.usage, "date '\(day.isoString)' is outside 0001-01-01..9999-12-31")
    }
    let start = day.advanced(by: -day.weekday.distance(from: firstWeekday))
    let end = start.advanced(by: 6)
    guard span.contains(start), span.contains(end) else {
      throw CalRenderError(
        .usage,
        "the week of \(day.isoString) runs from \(start.isoString) to \(end.isoString), outside 0001-01-01..9999-12-31",
        hint: "a week view of a later (or earlier) day, or a month view")
    }
  }
}
