import CalendarModel

/// ICU's month arithmetic with the months a calendar's own rules give computed in Swift
/// (``ComputedMonths``: the Gregorian months from 1582-11 on, the Hebrew years wholly inside
/// calrender's span); every other month, and every other question, goes to ICU.
final class ComputedMonthArithmetic: CalendarArithmetic {
  let icu: ICUCalendarArithmetic
  let months: any ComputedMonths

  init(icu: ICUCalendarArithmetic, months: any ComputedMonths) {
    self.icu = icu
    self.months = months
  }

  var system: CalendarSystem { icu.system }

  func month(containing day: JulianDay) throws -> MonthSpan {
    try months.computedMonth(containing: day) ?? icu.month(containing: day)
  }

  func month(after month: MonthSpan) throws -> MonthSpan {
    try months.computedMonth(containing: month.end) ?? icu.month(after: month)
  }

  func month(year: Int, code: MonthCode) throws -> MonthSpan {
    try months.computedMonth(year: year, code: code) ?? icu.month(year: year, code: code)
  }

  func day(_ day: Int, year: Int, code: MonthCode) throws -> JulianDay { try icu.day(day, year: year, code: code) }
}
