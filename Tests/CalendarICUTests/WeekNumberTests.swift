import CalendarICU
import CalendarModel
import Testing

/// Week numbers: each row gets the week, under the rule, that holds its fourth cell.
@Suite("Week numbers")
struct WeekNumberTests {
  /// An independent week count: week 1 starts on the first `first` weekday on or before January 1,
  /// unless fewer than `minimalDays` of that week fall in the new year.
  static func naiveWeek(_ day: JulianDay, first: Weekday, minimalDays: Int) -> (week: Int, year: Int) {
    func start(_ year: Int) -> JulianDay {
      let january1 = JulianDay(isoYear: year, month: 1, day: 1)
      let offset = january1.weekday.distance(from: first)
      return january1.advanced(by: -offset + (7 - offset < minimalDays ? 7 : 0))
    }
    var year = day.isoComponents.year
    if day < start(year) { year -= 1 } else if day >= start(year + 1) { year += 1 }
    return (start(year).distance(to: day) / 7 + 1, year)
  }

  /// Every week row of 1900…2100, all seven first weekdays, both rules, against the naive count.
  @Test(arguments: Weekday.allCases)
  func everyRowOf1900To2100(first: Weekday) throws {
    let locale = try LocaleResolver().resolve("en-US")
    let calendar = try LocaleCalendar(locale: locale, options: CalendarOptions(firstWeekday: first))
    let builder = GridBuilder(firstWeekday: first, weekend: [])
    var span = try calendar.arithmetic.month(year: 1900, code: MonthCode(number: 1))
    var rows = 0
    while span.year <= 2100 {
      for week in builder.weeks(of: span, label: { String($0) }) {
        let fourth = week.days[3].date
        for (numbering, rules) in [(WeekNumbering.locale, (first, 1)), (.iso, (Weekday.mon, 4))] {
          let got = try calendar.week(of: fourth, numbering: numbering)
          let want = Self.naiveWeek(fourth, first: rules.0, minimalDays: rules.1)
          if got.weekOfYear != want.week || got.weekYear != want.year {
            Issue.record("\(fourth.isoString) \(numbering) first \(first.key): \(got) != \(want)")
            return
          }
        }
        rows += 1
      }
      span = try calendar.arithmetic.month(after: span)
    }
    #expect(rows > 201 * 12 * 4)
  }
}
