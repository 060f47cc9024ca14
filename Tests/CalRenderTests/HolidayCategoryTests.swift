import CalRender
import CalRenderTestSupport
import Foundation
import Testing

/// Holiday categories (issue 25 item 3 a): the request's `holidayCategories` choose the lists
/// shown, the public holidays by default; the data's categories agree with python-holidays'.
@Suite("Holiday categories")
struct HolidayCategoryTests {
  static let renderer = CalendarRenderer(environment: ["TZ": "UTC"])

  static func list(_ region: String, _ years: ClosedRange<Int>, _ categories: Set<HolidayCategory>) throws
    -> HolidayList
  {
    var request = CalendarRequest(locale: "en-US")
    request.holidays = .regions([region])
    request.holidayCategories = categories
    return try renderer.holidayList(
      request, from: JulianDay(isoYear: years.lowerBound, month: 1, day: 1),
      to: JulianDay(isoYear: years.upperBound, month: 12, day: 31))
  }

  /// python-holidays' days of one category (scripts/holidays_oracle.py with CATEGORIES).
  static func oracle(_ region: String, _ years: ClosedRange<Int>, category: String) throws -> [String] {
    let result = try TestSupport.pipScript(
      "scripts/holidays_oracle.py", [region, String(years.lowerBound), String(years.upperBound), category])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { String($0.prefix(10)) }
  }

  /// Taiwan's optional holidays (勞動節 before 2026, 軍人節) are python-holidays' OPTIONAL days,
  /// from 2001: python-holidays' 2000 also has observed optional days (3 April for Women's Day,
  /// 4 September for 軍人節) that calrender's data does not state (docs/holidays.md).
  @Test func taiwanOptionalDaysAgreeWithPythonHolidays() throws {
    let years = 2001...2040
    let ours = try Self.list("TW", years, [.optional]).entries
    #expect(ours.allSatisfy { $0.holiday.category == .optional })
    #expect(ours.map(\.date.isoString) == (try Self.oracle("TW", years, category: "optional")))
    #expect(ours.count > 60)
  }

  @Test func thePublicHolidaysByDefault() throws {
    // Easter and Whit Sunday are observances in Germany: listed only when asked for.
    let germany = try Self.list("DE", 2024...2024, HolidayCategory.defaults).entries
    #expect(!germany.contains { $0.holiday.id == "ostersonntag" })
    #expect(germany.allSatisfy { $0.holiday.category == .public })
    let withObservances = try Self.list("DE", 2024...2024, [.public, .observance]).entries
    let easter = try #require(withObservances.first { $0.date == JulianDay(isoYear: 2024, month: 3, day: 31) })
    #expect(easter.holiday.category == .observance && easter.holiday.kind == .observance)
    #expect(withObservances.count == germany.count + 2)
    // Only the categories asked for: Taiwan's optional days without its public ones.
    let optional = try Self.list("TW", 2024...2024, [.optional]).entries
    #expect(optional.map(\.holiday.id) == ["labor-day", "armed-forces-day"])
    // A bank's list adds nothing where the data has no bank holidays; the public days are kept.
    #expect(
      try Self.list("TW", 2024...2024, [.public, .bank]).entries.count
        == (try Self.list("TW", 2024...2024, [.public])).entries.count)
  }

  /// The categories decide the working days too: 3 September 2024 is a working day, except for
  /// the armed forces' list.
  @Test func workingDaysCountTheChosenCategories() throws {
    let day = JulianDay(isoYear: 2024, month: 9, day: 3)
    #expect(try Self.renderer.workingDays(region: "TW", in: day...day).isWorkingDay(day) == true)
    #expect(
      try Self.renderer.workingDays(region: "TW", in: day...day, categories: [.public, .optional]).isWorkingDay(day)
        == false)
  }

  /// A document's days carry the category, and JSON reads back to the same document.
  @Test func theDocumentCarriesTheCategory() throws {
    var request = CalendarRequest(locale: "zh-TW", view: .month(containing: JulianDay(isoYear: 2024, month: 9, day: 3)))
    request.holidays = .regions(["TW"])
    request.holidayCategories = [.public, .optional]
    request.today = .none
    request.agenda = true
    let document = try Self.renderer.document(request)
    let days = document.months.flatMap(\.weeks.days).filter { $0.inMonth }
    let third = try #require(days.first { $0.date == JulianDay(isoYear: 2024, month: 9, day: 3) })
    #expect(third.holidays.map(\.category) == [.optional])
    #expect(document.agenda?.contains { $0.title == "軍人節 (optional)" } == true)
    let json = try Self.renderer.render(request, as: .json)
    #expect(json.contains("\"kind\": \"public\", \"category\": \"optional\""))
    let decoded = try JSONDecoder().decode(CalendarDocument.self, from: Data(json.utf8))
    #expect(decoded.months.flatMap(\.weeks.days).first { $0.date == third.date }?.holidays == third.holidays)
  }
}
