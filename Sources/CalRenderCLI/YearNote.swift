import CalRender

/// A note for a year that is probably a Gregorian year typed for another calendar: `-l th-TH 2 2024`
/// shows Buddhist-era 2024 (1481 CE); nil when the year looks meant. A year qualifies when it is
/// more than 300 years from this year in the display calendar but within 5 of this Gregorian year.
struct YearNote {
  let calendar: any ProvidedCalendar

  func note(for words: CalendarWords, today: () throws -> JulianDay) throws -> String? {
    let values = words.positionals
    guard (1...3).contains(values.count), !CalendarWordsReader.looksLikeISODate(values[0]),
      let year = Int(values[values.count - 1])
    else { return nil }
    let system = calendar.calendarFacts.calendar
    guard system != .gregorian, system != .iso8601 else { return nil }
    // Only now: today is the clock in the zone (a zone opened, 100,000 instructions a start).
    let today = try today()
    // The layout's arithmetic: the month tables where they reach (no corrections to parse).
    let thisYear = try calendar.monthArithmetic.month(containing: today).year
    let gregorianYear = today.isoComponents.year
    guard abs(year - thisYear) > 300, abs(year - gregorianYear) <= 5 else { return nil }
    let meant = year - gregorianYear + thisYear
    let shown = (Array(values.dropLast()) + [String(meant)]).joined(separator: " ")
    return "note: \(year) is a year of the \(system.identifier) calendar, far from this one (\(thisYear));"
      + " for \(year) CE write \(meant), as in: calrender \(shown)"
  }
}
