import CalRender
import CalRenderTestSupport
import CalendarICU
import Foundation
import Testing

/// One pattern generator per (locale, calendar): `udatpg_open` is the costliest object a locale's
/// calendar opens, so every calendar, secondary calendar and pattern linter of a locale and calendar
/// reads skeletons through one shared source, which opens the generator only for a skeleton the
/// locale's data does not list.
@Suite("Pattern generator opens")
struct PatternGeneratorOpensTests {
  /// Command lines and how many times the binary calls `udatpg_open`, counted by ltrace.
  static let cases: [(arguments: [String], opens: Int)] = [
    // The display calendar and the secondary calendar are both ko_KR@calendar=dangi: one generator
    // (for `y` and `Md`), not one each.
    (["-l", "ko-KR", "--calendar", "dangi", "--secondary", "dangi", "--today", "none", "2", "2024"], 1),
    // Gregorian zh_CN reads its skeletons from the data; the Chinese calendar needs the generator for `Md`.
    (["-l", "zh-CN", "--secondary", "chinese", "--today", "none", "-y", "2024"], 1),
    // The title pattern's linter asks for `yMMMM`, which the data lists: no generator at all.
    (["-l", "en-US", "--title-pattern", "MMMM y", "--today", "2024-02-14", "2", "2024"], 0),
    (["lint-pattern", "YYYY-MM-dd", "-l", "en-US", "--today", "2024-12-01"], 0),
    (["-l", "ko-KR", "--today", "none", "2", "2024"], 0),
  ]

  @Test(arguments: cases)
  func generatorOpensOfTheBinary(_ arguments: [String], _ opens: Int) throws {
    let ltrace = URL(fileURLWithPath: "/usr/bin/ltrace")
    try #require(FileManager.default.isExecutableFile(atPath: ltrace.path), "ltrace is missing: apt-get install ltrace")
    let binary = try #require(TestSupport.binary())
    // -c: a summary table on stderr, one row per traced call (`udatpg_open_72`: ICU renames its symbols).
    let result = try TestSupport.run(
      ltrace, ["-c", "-e", "udatpg_open*", binary.path] + arguments, environment: ["LANG": "C", "TZ": "UTC"])
    #expect(result.status == 0 || result.status == 65, "\(result.stderr)")
    #expect(result.stderr.contains("total"), "no ltrace summary: \(result.stderr)")
    let row = result.stderr.split(separator: "\n").first { $0.contains("udatpg_open") }
    let calls = row.flatMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first }
    #expect(calls.flatMap { Int($0) } ?? 0 == opens, "\(arguments): \(result.stderr)")
  }

  /// A renderer keeps one source per (locale, calendar) for all its requests: a picker's frames
  /// with a secondary calendar, the title pattern's linter and `pattern` answers share them.
  @Test func aRendererSharesOneSourcePerLocaleAndCalendar() throws {
    let renderer = CalendarRenderer(environment: [:])
    var request = CalendarRequest(locale: "ko-KR", calendar: .dangi)
    request.secondary = .dangi
    request.today = .none
    for month in 1...3 {
      request.view = .month(containing: JulianDay(isoYear: 2024, month: month, day: 1))
      _ = try renderer.render(request, as: .text)
    }
    request.view = .week(containing: JulianDay(isoYear: 2024, month: 2, day: 14))
    _ = try renderer.render(request, as: .json)
    #expect(renderer.patternSources.count == 1)
    #expect(renderer.patternSources.generatorsOpened == 1)
    // The linter and `pattern` use the locale's own calendar, Gregorian: a second source.
    _ = try renderer.lint("YYYY-MM-dd", locale: "ko-KR", near: JulianDay(isoYear: 2024, month: 12, day: 1))
    _ = try renderer.pattern(
      forSkeleton: "yMMMEd", locale: "ko-KR", example: JulianDay(isoYear: 2024, month: 2, day: 14))
    var gregorian = CalendarRequest(locale: "ko-KR")
    gregorian.titlePattern = "y년 M월"
    gregorian.today = .date(JulianDay(isoYear: 2024, month: 2, day: 14))
    _ = try renderer.render(gregorian, as: .text)
    #expect(renderer.patternSources.count == 2)
    #expect(renderer.patternSources.generatorsOpened <= 2)
  }

  /// A picker's calendar shares its renderer's source: its key help's field names, its skeletons
  /// and the frames' calendars open one generator (formerly one per field name and per frame).
  @Test func aPickerSharesItsRenderersSource() throws {
    let renderer = CalendarRenderer(environment: [:])
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
    #expect(renderer.patternSources.count == 1)
    #expect(renderer.patternSources.generatorsOpened == 1)
  }

  /// A shared source answers as a source of its own does (the secondary calendar's `Md` and `LLL`
  /// through it, as it formerly asked the generator).
  @Test(arguments: [
    ("ko_KR@calendar=dangi", "dangi"), ("zh_CN@calendar=chinese", "chinese"), ("he_IL@calendar=hebrew", "hebrew"),
  ])
  func sharedSourceGivesTheGeneratorsPatterns(_ locale: String, _ calendar: String) throws {
    let cache = PatternSourceCache()
    let source = cache.source(locale: locale, calendarType: calendar)
    #expect(cache.source(locale: locale, calendarType: calendar) === source)
    for skeleton in ["Md", "LLL", "y", "yMMMM"] {
      #expect(try source.bestPattern(skeleton: skeleton) == (try source.generatorPattern(skeleton: skeleton)))
    }
    #expect(cache.count == 1 && cache.generatorsOpened == 1)
  }
}
