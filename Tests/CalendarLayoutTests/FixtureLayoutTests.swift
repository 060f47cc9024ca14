import CalRenderTestSupport
import CalendarLayout
import CalendarModel
import Testing

/// The layout stage over a provider answered by hand (``FixtureProvider``): no ICU, no Foundation
/// in this target, so every view and decoration is seen to come from the model's protocols alone.
@Suite("Layout over the fixture provider")
struct FixtureLayoutTests {
  let provider = FixtureProvider()
  let generator = CalendarDocument.Generator(version: "test", provider: "fixture", icu: "0", cldr: "0")

  func layout(_ id: String, firstWeekday: Weekday? = nil) throws -> (DocumentLayout, any ProvidedCalendar) {
    let calendar = try provider.makeCalendar(try provider.locale(id), CalendarOptions(firstWeekday: firstWeekday))
    return (DocumentLayout(localization: calendar, generator: generator), calendar)
  }

  func month(_ year: Int, _ month: Int, in calendar: any ProvidedCalendar) throws -> MonthSpan {
    try calendar.monthArithmetic.month(year: year, code: MonthCode(number: month))
  }

  /// Rows of day numbers (0: a cell outside the month) as the naive Gregorian grid lays them.
  func numbers(_ grid: MonthGrid) -> [[Int]] { grid.weeks.map { week in week.days.map { $0.inMonth ? $0.day : 0 } } }

  @Test(arguments: Weekday.allCases)
  func gridsEqualTheNaiveGregorianOnes(first: Weekday) throws {
    let (layout, calendar) = try layout("en-US", firstWeekday: first)
    for year in stride(from: 1600, through: 2400, by: 37) {
      for month in 1...12 {
        let document = try layout.document(LayoutRequest(view: .month(try self.month(year, month, in: calendar))))
        let expected = NaiveGregorian.grid(year, month, first: first.rawValue - 1)
        #expect(numbers(document.months[0]) == expected, "\(year)-\(month) from \(first)")
      }
    }
  }

  @Test func aMonthCarriesTheProvidersWords() throws {
    let (layout, calendar) = try layout("en-US")
    var request = LayoutRequest(view: .month(try month(2024, 2, in: calendar)))
    request.today = JulianDay(isoYear: 2024, month: 2, day: 14)
    request.accessibleLabels = true
    let document = try layout.document(request)
    #expect(document.weekdays.map(\.label) == ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"])
    #expect(document.weekdays.filter(\.isWeekend).map(\.weekday) == [.sun, .sat])
    #expect(document.months[0].headings.title == "February 2024")
    #expect(document.generator.cldr == "0")
    let days = document.months[0].weeks.flatMap(\.days).filter(\.inMonth)
    #expect(days.count == 29)
    #expect(days.filter(\.isToday).map(\.day) == [14])
    #expect(days[13].accessibleLabel == "Wednesday, February 14, 2024")
    #expect(days.map(\.label) == (1...29).map(String.init))
  }

  @Test func aRightToLeftLocaleHasItsDigitsDirectionAndWeek() throws {
    let (layout, calendar) = try layout("ar-EG")
    let document = try layout.document(LayoutRequest(view: .month(try month(2024, 2, in: calendar))))
    #expect(document.direction == .rtl)
    #expect(document.firstWeekday == .sat)
    #expect(document.weekdays.first?.weekday == .sat)
    #expect(document.weekend == [.sat, .fri])  // in display order, from Saturday
    #expect(document.months[0].headings.title == "فبراير ٢٠٢٤")
    let days = document.months[0].weeks.flatMap(\.days).filter(\.inMonth)
    #expect(days[13].label == "١٤")
    // 2024-02-01 is a Thursday: with Saturday first, five cells lead.
    #expect(document.months[0].weeks[0].days.prefix { !$0.inMonth }.count == 5)
  }

  @Test func aYearHasTwelveMonthsAndItsHeading() throws {
    let (layout, calendar) = try layout("en-US")
    let document = try layout.document(LayoutRequest(view: .year(of: try month(2024, 5, in: calendar))))
    #expect(document.view == .year)
    #expect(document.months.map(\.headings.monthLabel) == FixtureWordsCheck.englishMonths)
    #expect(document.yearHeading == "2024")
  }

  @Test func aWeekAcrossTwoMonths() throws {
    let (layout, _) = try layout("en-US")
    let document = try layout.document(LayoutRequest(view: .week(containing: JulianDay(isoYear: 2024, month: 3, day: 1))))
    #expect(document.view == .week)
    let week = try #require(document.week)
    #expect(week.title == "February – March 2024")
    #expect(week.week.days.map(\.date.isoString).first == "2024-02-25")
    #expect(week.week.days.count == 7)
  }

  @Test func weekNumbersFollowTheNumbering() throws {
    let (layout, calendar) = try layout("en-US")
    var request = LayoutRequest(view: .month(try month(2021, 1, in: calendar)))
    request.weekNumbering = .iso
    let document = try layout.document(request)
    // 2021-01-01 (a Friday) is in ISO week 53 of 2020; the row of Jan 3–9 (Sunday first) holds
    // Monday the 4th: week 1.
    let weeks = document.months[0].weeks
    #expect(weeks.weekOfYear(row: 0).number == 53)
    #expect(weeks.weekOfYear(row: 1).number == 1)
  }

  @Test func everyDecorationComesThroughItsProtocol() throws {
    var (layout, calendar) = try layout("en-US")
    let february = try month(2024, 2, in: calendar)
    layout.holidays = HandHolidays()
    layout.secondary = try provider.withSecondaryCalendar(calendar.locale, .hebrew) { $0 }
    let seoul = try provider.timeZone("Asia/Seoul")
    // 2024-02-14T23:30Z is the 15th in Seoul.
    let late = Int64(JulianDay(isoYear: 2024, month: 2, day: 14).value - 2_440_588) * 86_400 + 23 * 3600 + 1800
    layout.events = EventPlacement(
      source: EventList([
        CalendarEvent(id: "a", title: "Call", instants: late..<late + 1800),
        CalendarEvent(
          id: "b", title: "Trip", days: JulianDay(isoYear: 2024, month: 2, day: 20)...JulianDay(isoYear: 2024, month: 2, day: 21)),
      ]), timeZone: seoul)
    var request = LayoutRequest(view: .month(february))
    request.selection = Selection([JulianDay(isoYear: 2024, month: 2, day: 5)...JulianDay(isoYear: 2024, month: 2, day: 7)])
    request.agenda = true
    let document = try layout.document(request)
    let days = document.months[0].weeks.flatMap(\.days).filter(\.inMonth)
    #expect(days[9].holidays.map(\.name) == ["Hand Day"])
    #expect(days[13].events.isEmpty)
    #expect(days[14].events.map(\.title) == ["Call"])
    #expect(days[19].events.map(\.title) == ["Trip"] && days[20].events.map(\.title) == ["Trip"])
    #expect(days[0].secondary?.label == "2/1")
    #expect(days[4].selection == .start && days[5].selection == .middle && days[6].selection == .end)
    let agenda = try #require(document.agenda)
    // Holidays are agenda lines too, in date order.
    #expect(agenda.map(\.title) == ["Hand Day", "Call", "Trip"])
    #expect(agenda[0].when == "Sat, Feb 10, 2024")
    #expect(agenda[1].when.hasPrefix("Thu, Feb 15, 2024"), "\(agenda[1].when)")
  }
}

/// A holiday source of one hand-made day.
struct HandHolidays: HolidaySource {
  func holidays(in days: ClosedRange<JulianDay>) throws -> [JulianDay: [DayHoliday]] {
    let day = JulianDay(isoYear: 2024, month: 2, day: 10)
    guard days.contains(day) else { return [:] }
    return [day: [DayHoliday(id: "hand", name: "Hand Day", kind: .public, region: "XX")]]
  }
}

enum FixtureWordsCheck {
  static let englishMonths = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]
}
