import CalendarModel

/// ICU's month arithmetic with the Gregorian months from 1582-11 on computed in Swift
/// (``GregorianMonths``); every other month, and every other question, goes to ICU.
final class FastGregorianArithmetic: CalendarArithmetic {
  let icu: ICUCalendarArithmetic
  let gregorian: GregorianMonths

  init(icu: ICUCalendarArithmetic) {
    self.icu = icu
    gregorian = GregorianMonths(yearOffset: icu.system.displayYearOffset)
  }

  var system: CalendarSystem { icu.system }

  func month(containing day: JulianDay) throws -> MonthSpan {
    gregorian.covers(day) ? gregorian.month(containing: day) : try icu.month(containing: day)
  }

  func month(after month: MonthSpan) throws -> MonthSpan {
    gregorian.covers(month.end) ? gregorian.month(containing: month.end) : try icu.month(after: month)
  }

  func month(year: Int, code: MonthCode) throws -> MonthSpan {
    let gregorianYear = year - gregorian.yearOffset
    if !code.isLeap, (1...12).contains(code.number), gregorianYear >= 1583, gregorianYear <= 9999 {
      return gregorian.month(containing: JulianDay(isoYear: gregorianYear, month: code.number, day: 1))
    }
    return try icu.month(year: year, code: code)
  }

  func day(_ day: Int, year: Int, code: MonthCode) throws -> JulianDay { try icu.day(day, year: year, code: code) }
}
