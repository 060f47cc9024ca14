import CalRender
import CalRenderTestSupport
import Foundation
import Testing

/// What the subcommands print is the library's public API: ICU's locales and zones, a skeleton's
/// pattern, the pattern linter's report, the versions of the data.
@Suite("The library's front door")
struct FrontDoorTests {
  static let day = JulianDay(isoYear: 2024, month: 2, day: 14)

  @Test func localeCatalog() throws {
    let catalog = LocaleCatalog()
    #expect(catalog.identifiers.contains("ko_KR"))
    #expect(catalog.identifiers == catalog.identifiers.sorted())
    #expect(try catalog.languageTag(of: "ko_KR") == "ko-KR")
    #expect(try catalog.defaultCalendar(of: "th_TH") == .buddhist)
    #expect(try catalog.defaultCalendar(of: "ja-JP-u-ca-japanese") == .japanese)
    #expect(try catalog.timeZoneIdentifiers().contains("Asia/Seoul"))
    #expect(throws: CalRenderError.self) { try catalog.languageTag(of: "xx_YY") }
    do {
      _ = try catalog.languageTag(of: "xx_YY")
    } catch let error as CalRenderError {
      #expect(error.code == .usage)
      // The library's words, not a command's: the command adds "see calrender locales".
      #expect(error.code == .usage && !error.description.contains("calrender"), "\(error)")
    }
  }

  /// ICU 72 starts 5807 AM a day late (Tuesday 2 October 2046); calrender's Hebrew months, titles,
  /// full dates and Jewish holidays follow the calendar's rules: Rosh Hashanah on Monday 1 October.
  @Test func hebrewNewYearICUHasWrong() throws {
    var request = CalendarRequest(
      locale: "en-US", calendar: .hebrew, view: .month(containing: JulianDay(isoYear: 2046, month: 10, day: 1)))
    request.holidays = .regions(["IL"])
    request.today = .none
    let renderer = CalendarRenderer(environment: [:])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(renderer.render(request, as: .json).utf8)) as? [String: Any])
    let month = try #require((json["months"] as? [[String: Any]])?.first)
    #expect(month["title"] as? String == "Tishri 5807")
    let days = ((month["weeks"] as? [[String: Any]]) ?? []).flatMap { ($0["days"] as? [[String: Any]]) ?? [] }
    let first = try #require(days.first { $0["inMonth"] as? Bool == true })
    #expect(first["date"] as? String == "2046-10-01" && first["day"] as? Int == 1)
    let names = ((first["holidays"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
    #expect(names.contains("Rosh Hashanah"))
    let html = try renderer.render(request, as: .html)
    #expect(html.contains("title=\"Monday, 1 Tishri 5807"))
  }

  @Test func patternForASkeleton() throws {
    let renderer = CalendarRenderer(environment: [:])
    let answer = try renderer.pattern(forSkeleton: "yMMMd", locale: "ko-KR", example: Self.day)
    #expect(answer.pattern == "y년 MMM d일")
    #expect(answer.example == "2024년 2월 14일")
    // The calendar system is the locale's unless asked: Buddhist years in th-TH.
    let thai = try renderer.pattern(forSkeleton: "y", locale: "th-TH", example: Self.day)
    #expect(thai.example.contains("2567"))
    let gregorian = try renderer.pattern(forSkeleton: "y", locale: "th-TH", calendar: .gregorian, example: Self.day)
    #expect(gregorian.example.contains("2024"))
    #expect(throws: CalRenderError(.usage, "invalid skeleton 'y-M'", hint: "pattern letters only, e.g. yMMMd")) {
      try renderer.pattern(forSkeleton: "y-M", locale: "ko-KR")
    }
  }

  @Test func lintReport() throws {
    let renderer = CalendarRenderer(environment: [:])
    let report = try renderer.lint("YYYY-MM-dd", locale: "en-US", near: JulianDay(isoYear: 2024, month: 12, day: 1))
    #expect(report.hasErrors)
    #expect(report.findings.map(\.code) == [.weekYear])
    #expect(report.fixed == "yyyy-MM-dd")
    #expect(report.languageTag == "en-US")
    #expect(report.text().hasPrefix("error[week-year]: "))
    let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    #expect(json["schema"] as? String == "calrender-lint/1" && json["locale"] as? String == "en-US")
    #expect(json["clean"] as? Bool == false && json["fixed"] as? String == "yyyy-MM-dd")
    let clean = try renderer.lint("yyyy-MM-dd", locale: "en-US", near: Self.day)
    #expect(!clean.hasErrors && !clean.findings.contains { $0.severity == .error })
    let long = String(repeating: "y", count: 1_001)
    #expect(throws: CalRenderError.self) { try renderer.lint(long, locale: "en-US") }
  }

  @Test func versions() {
    let versions = LibraryVersions.current()
    #expect(versions.calrender == CalendarRenderer.version)
    #expect(versions.icu.hasPrefix("72."))
    #expect(versions.cldr.hasPrefix("42"))
    #expect(versions.libical.hasPrefix("3."))
  }

}
