import CalRender
import Testing

/// What an app's views use directly: identities for `ForEach`, a readable day, a cell's weekday in
/// words.
@Suite("Model values")
struct ModelValuesTests {
  @Test func daysReadAsISODates() {
    #expect("\(JulianDay(isoYear: 2024, month: 2, day: 14))" == "2024-02-14")
    #expect(String(describing: [JulianDay(isoYear: 1, month: 1, day: 1)]) == "[0001-01-01]")
  }

  @Test func identitiesAreUniqueWhereForEachNeedsThem() throws {
    var request = CalendarRequest(locale: "ko-KR", view: .year(containing: JulianDay(isoYear: 2024, month: 2, day: 14)))
    request.today = .none
    let document = try CalendarRenderer(environment: [:]).document(request)
    #expect(Set(document.months.map(\.id)).count == 12)
    for month in document.months {
      #expect(month.id == month.span.start)
      #expect(Set(month.weeks.map(\.id)).count == month.weeks.count)
      let days = month.weeks.flatMap { Array($0.days) }
      #expect(Set(days.map(\.id)).count == days.count, "\(month.id)")
    }
  }

  @Test func aCellsWeekdayHasItsNames() throws {
    var request = CalendarRequest(locale: "ko-KR", view: .month(containing: JulianDay(isoYear: 2024, month: 2, day: 14)))
    request.today = .none
    let document = try CalendarRenderer(environment: [:]).document(request)
    let cell = try #require(document.months[0].weeks.flatMap { Array($0.days) }.first { $0.date == JulianDay(isoYear: 2024, month: 2, day: 14) })
    #expect(document.header(of: cell.weekday)?.names.wide == "수요일")
  }
}
