import CalendarModel

/// ICU's Chinese or Korean month arithmetic with the months 1900–2100 read from calrender's
/// table (``MonthTable``: the same months, corrections included, without ICU's astronomy);
/// outside the table, and for every other question, ICU.
final class TabledMonthArithmetic: CalendarArithmetic {
  let icu: ICUCalendarArithmetic
  let table: MonthTable

  /// nil when `icu`'s system has no table.
  init?(icu: ICUCalendarArithmetic) {
    guard let table = MonthTable(system: icu.system) else { return nil }
    self.icu = icu
    self.table = table
  }

  var system: CalendarSystem { icu.system }

  func month(containing day: JulianDay) throws -> MonthSpan {
    try table.month(containing: day) ?? icu.month(containing: day)
  }

  func month(after month: MonthSpan) throws -> MonthSpan {
    try table.month(containing: month.end) ?? icu.month(after: month)
  }

  func month(year: Int, code: MonthCode) throws -> MonthSpan {
    try table.month(year: year, code: code) ?? icu.month(year: year, code: code)
  }

  func day(_ day: Int, year: Int, code: MonthCode) throws -> JulianDay {
    if let month = table.month(year: year, code: code), day >= 1, day <= month.daysInMonth {
      return month.start.advanced(by: day - 1)
    }
    return try icu.day(day, year: year, code: code)
  }
}
