import CalendarModel

/// ICU's Chinese, Korean or Umm al-Qura month arithmetic with the months the table covers read from
/// calrender's table (``MonthTable``: the same months, corrections included, without ICU's
/// astronomy); outside the table, and for every other question, ICU.
///
/// The ICU calendar can be opened on first need: the holidays of a year inside the table (Korea's
/// 설날 and 추석 of 2024) then never open one, which saves a cold start the calendar and its
/// correction tables.
final class TabledMonthArithmetic: CalendarArithmetic {
  let system: CalendarSystem
  let table: MonthTable
  private var opened: ICUCalendarArithmetic?
  private let open: () throws -> ICUCalendarArithmetic

  /// nil when `icu`'s system has no table.
  convenience init?(icu: ICUCalendarArithmetic) {
    self.init(system: icu.system, icu: { icu })
    opened = icu
  }

  /// nil when `system` has no table; `icu` opens the calendar the first time the table cannot answer.
  init?(system: CalendarSystem, icu: @escaping () throws -> ICUCalendarArithmetic) {
    guard let table = MonthTable(system: system) else { return nil }
    self.system = system
    self.table = table
    open = icu
  }

  /// ICU's arithmetic, opened once.
  private func icu() throws -> ICUCalendarArithmetic {
    if let opened { return opened }
    let made = try open()
    opened = made
    return made
  }

  func month(containing day: JulianDay) throws -> MonthSpan {
    try table.month(containing: day) ?? icu().month(containing: day)
  }

  func month(after month: MonthSpan) throws -> MonthSpan {
    try table.month(containing: month.end) ?? icu().month(after: month)
  }

  func month(year: Int, code: MonthCode) throws -> MonthSpan {
    try table.month(year: year, code: code) ?? icu().month(year: year, code: code)
  }

  func day(_ day: Int, year: Int, code: MonthCode) throws -> JulianDay {
    if let month = table.month(year: year, code: code), day >= 1, day <= month.daysInMonth {
      return month.start.advanced(by: day - 1)
    }
    return try icu().day(day, year: year, code: code)
  }
}
