import CalRender
import CalendarICU
import Foundation
import Testing

/// One pattern generator per (locale, calendar): `udatpg_open` is the costliest object a locale's
/// calendar opens, so every calendar, secondary calendar and pattern linter of a locale and calendar
/// reads skeletons through one shared source, which opens the generator only for a skeleton the
/// locale's data does not list.
@Suite("Pattern generator opens")
struct PatternGeneratorOpensTests {
  /// A renderer's ICU provider keeps one source per (locale, calendar) for all its requests: a picker's frames
  /// with a secondary calendar, the title pattern's linter and `pattern` answers share them.
  @Test func aRendererSharesOneSourcePerLocaleAndCalendar() throws {
    let provider = ICUCalendarProvider()
    let renderer = CalendarRenderer(provider: provider, environment: [:])
    var request = CalendarRequest(locale: "ko-KR", calendar: .dangi)
    request.secondary = .dangi
    request.today = .none
    for month in 1...3 {
      request.view = .month(containing: JulianDay(isoYear: 2024, month: month, day: 1))
      _ = try renderer.render(request, as: .text)
    }
    request.view = .week(containing: JulianDay(isoYear: 2024, month: 2, day: 14))
    _ = try renderer.render(request, as: .json)
    #expect(provider.patternSources.count == 1)
    #expect(provider.patternSources.generatorsOpened == 1)
    // The linter and `pattern` use the locale's own calendar, Gregorian: a second source.
    _ = try renderer.lint("YYYY-MM-dd", locale: "ko-KR", near: JulianDay(isoYear: 2024, month: 12, day: 1))
    _ = try renderer.pattern(
      forSkeleton: "yMMMEd", locale: "ko-KR", example: JulianDay(isoYear: 2024, month: 2, day: 14))
    var gregorian = CalendarRequest(locale: "ko-KR")
    gregorian.titlePattern = "y년 M월"
    gregorian.today = .date(JulianDay(isoYear: 2024, month: 2, day: 14))
    _ = try renderer.render(gregorian, as: .text)
    #expect(provider.patternSources.count == 2)
    #expect(provider.patternSources.generatorsOpened <= 2)
  }

  /// A picker's calendar shares its renderer's source: its key help's field names, its skeletons
  /// and the frames' calendars open one generator (formerly one per field name and per frame).
  @Test func aPickerSharesItsRenderersSource() throws {
    let provider = ICUCalendarProvider()
    let renderer = CalendarRenderer(provider: provider, environment: [:])
    var request = CalendarRequest(locale: "ko-KR")
    request.today = .none
    let calendar = try PickerCalendar(request, renderer: renderer)
    let names = calendar.fieldNames()
    #expect(names.month == "월" && names.year == "년")
    let day = JulianDay(isoYear: 2024, month: 2, day: 14)
    let range = try calendar.format(day...day.advanced(by: 3), skeleton: "yMMMd")
    #expect(range.contains("14") && range.contains("17"), "\(range)")
    for offset in 0..<3 {
      request.view = .month(containing: day.advanced(by: offset * 31))
      request.focus = day.advanced(by: offset * 31)
      _ = renderer.pickerFrame(try renderer.document(request), color: false, adjacentDays: false)
    }
    #expect(provider.patternSources.count == 1)
    #expect(provider.patternSources.generatorsOpened == 1)
  }

}
