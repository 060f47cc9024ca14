import CalendarICU
import CalendarModel
import Testing

/// The grid rules of spec/json.md, in every calendar system, over more than 400 years each.
@Suite("Grid invariants")
struct GridInvariantTests {
  @Test(arguments: CalendarSystem.allCases)
  func invariantsHoldOver400Years(system: CalendarSystem) throws {
    let locale = try LocaleResolver().resolve("en_US")
    let arithmetic = try ICUCalendarArithmetic(locale: locale, system: system)
    // 1800-01-01 … 2210: the Gregorian change-over is not in it; a separate test covers it.
    var month = try arithmetic.month(containing: JulianDay(isoYear: 1800, month: 1, day: 1))
    let stop = JulianDay(isoYear: 2210, month: 1, day: 1)
    var monthsInYear = 0
    var count = 0
    while month.start < stop {
      let next = try arithmetic.month(after: month)
      #expect(next.start == month.end, "months tile the time line")
      #expect(month.dayNumbers == Array(1...month.daysInMonth))
      #expect((1...31).contains(month.daysInMonth))
      // Month numbers run 1, 2, … within a year; a leap month repeats its predecessor's number.
      monthsInYear += 1
      if next.year != month.year {
        #expect(next.year == month.year + 1)
        #expect(next.code == MonthCode(number: 1))
        let expected: ClosedRange<Int> =
          switch system {
          case .hebrew, .chinese, .dangi: 12...13
          case .coptic, .ethiopic: 13...13
          default: 12...12
          }
        if count > 14 {
          #expect(expected.contains(monthsInYear), "\(system) year \(month.year): \(monthsInYear) months")
        }
        monthsInYear = 0
      } else if next.code.isLeap {
        #expect(next.code.number == month.code.number || (system == .hebrew && next.code.number == 5))
      } else {
        #expect(next.code.number == month.code.number + 1 || (system == .hebrew && month.code.isLeap))
      }
      // Round trip through the month number as typed.
      let again = try arithmetic.month(year: month.year, code: month.code)
      #expect(again == month)
      let first = Weekday.allCases[count % 7]
      let builder = GridBuilder(firstWeekday: first, weekend: [], fixedWeeks: count % 5 == 0)
      try checkGrid(builder.weeks(of: month) { String($0) }, month: month, first: first, fixed: count % 5 == 0)
      month = next
      count += 1
    }
    #expect(count > 400 * 12)
  }

  /// October 1582 has days 1–4 and 15–31 under ICU's default change-over; September 1752 1, 2, 14–30.
  @Test func changeOverMonths() throws {
    let locale = try LocaleResolver().resolve("en_US")
    let r1582 = try ICUCalendarArithmetic(locale: locale, system: .gregorian, reform: .r1582)
    let october = try r1582.month(year: 1582, code: MonthCode(number: 10))
    #expect(october.dayNumbers == Array(1...4) + Array(15...31))
    #expect(october.start.weekday == .mon)
    try checkGrid(
      GridBuilder(firstWeekday: .sun, weekend: []).weeks(of: october) { String($0) }, month: october, first: .sun,
      fixed: false)
    let r1752 = try ICUCalendarArithmetic(locale: locale, system: .gregorian, reform: .r1752)
    let september = try r1752.month(year: 1752, code: MonthCode(number: 9))
    #expect(september.dayNumbers == [1, 2] + Array(14...30))
    #expect(september.daysInMonth == 19)
    #expect(try r1752.month(year: 1752, code: MonthCode(number: 2)).daysInMonth == 29)  // Julian leap year
    #expect(throws: CalendarError.self) { try r1752.day(10, year: 1752, code: MonthCode(number: 9)) }
    let julian = try ICUCalendarArithmetic(locale: locale, system: .gregorian, reform: .julian)
    #expect(try julian.month(year: 1900, code: MonthCode(number: 2)).daysInMonth == 29)
  }

  /// Leap months: Hebrew Adar I only in leap years, Chinese leap months where ICU has them.
  @Test func leapMonths() throws {
    let locale = try LocaleResolver().resolve("he_IL")
    let hebrew = try ICUCalendarArithmetic(locale: locale, system: .hebrew)
    #expect(
      try hebrew.months(ofYear: 5784).map(\.code.description) == [
        "M01", "M02", "M03", "M04", "M05", "M05L", "M06", "M07", "M08", "M09", "M10", "M11", "M12",
      ])
    #expect(try hebrew.months(ofYear: 5785).count == 12)
    #expect(throws: CalendarError.self) { try hebrew.month(year: 5785, code: MonthCode(number: 5, isLeap: true)) }
    let chinese = try ICUCalendarArithmetic(locale: locale, system: .chinese)
    let months2023 = try chinese.months(ofYear: 2023)
    #expect(months2023.count == 13)
    #expect(months2023[2].code == MonthCode(number: 2, isLeap: true))
    #expect(months2023[0].start == JulianDay(isoYear: 2023, month: 1, day: 22))
  }

  func checkGrid(_ weeks: WeekRows, month: MonthSpan, first: Weekday, fixed: Bool) throws {
    // 4, 5 or 6 rows as the month needs (1 or 2 for the five-day Coptic and Ethiopic 13th month).
    let needed = (month.start.weekday.distance(from: first) + month.start.distance(to: month.end) + 6) / 7
    if fixed { #expect(weeks.count == 6) } else { #expect(weeks.count == needed && needed <= 6) }
    var previous: JulianDay?
    var inMonth: [Int] = []
    for week in weeks {
      #expect(week.days.count == 7)
      #expect(week.days[0].weekday == first)
      #expect(week.days[0].date.weekday == first)
      for day in week.days {
        if let previous { #expect(day.date == previous.advanced(by: 1)) }
        previous = day.date
        if day.inMonth {
          inMonth.append(day.day)
          #expect((month.start..<month.end).contains(day.date))
        } else {
          #expect(!(month.start..<month.end).contains(day.date))
        }
      }
      if !fixed { #expect(week.days.contains { $0.inMonth }, "no week lies entirely outside the month") }
    }
    #expect(inMonth == month.dayNumbers)
    #expect(weeks.first!.days.contains { $0.date == month.start })
    #expect(weeks.contains { $0.days.contains { $0.date == month.last } })
  }
}
