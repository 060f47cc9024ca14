import CalRenderTestSupport
import Foundation
import Testing

/// `--sky` (issue 27): the moon's phases, the solar terms, the equinoxes and solstices on the days
/// they fall on in the display zone, in every format, named in the locale's language.
@Suite("Sky on the calendar")
struct SkyCommandTests {
  /// The issue's command, in Seoul time.
  static let seoul = [
    "-l", "ko-KR", "--secondary", "dangi", "--sky", "terms,phases", "2", "2024", "--agenda", "--today", "none",
  ]

  static func run(_ arguments: [String], zone: String = "Asia/Seoul") -> (Int32, String, String) {
    TestSupport.calrender(arguments, environment: ["TZ": zone])
  }

  @Test func issueCommandShowsTheTermsAndPhasesInText() throws {
    let (status, output, error) = Self.run(Self.seoul)
    #expect(status == 0, "\(error)")
    let lines = output.split(separator: "\n").map(String.init)
    // The agenda: one line an event, at its local time.
    #expect(lines.contains("2024년 2월 4일 (일) 오후 5:27  입춘"))
    #expect(lines.contains("2024년 2월 19일 (월) 오후 1:13  우수"))
    #expect(lines.contains("2024년 2월 10일 (토) 오전 7:59  삭"))
    #expect(lines.contains("2024년 2월 24일 (토) 오후 9:30  망"))
    // The grid: a term's `+`, the new moon's `o`, the full moon's `O` after the day numbers.
    #expect(lines.contains { $0.hasPrefix("  4+   5") && $0.hasSuffix(" 10o") })
    #expect(lines.contains { $0.hasPrefix(" 18   19+") && $0.hasSuffix(" 24O") })
  }

  @Test(arguments: ["json", "svg", "html"])
  func issueCommandShowsTheTermsAndPhasesIn(format: String) throws {
    let (status, output, error) = Self.run(Self.seoul + ["-f", format])
    #expect(status == 0, "\(error)")
    switch format {
    case "json":
      let data = try #require(output.data(using: .utf8))
      let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let months = try #require(root["months"] as? [[String: Any]])
      let weeks = try #require(months.first?["weeks"] as? [[String: Any]])
      var byDate: [String: [String]] = [:]
      for week in weeks {
        for day in try #require(week["days"] as? [[String: Any]]) {
          guard let sky = day["sky"] as? [[String: Any]], let date = day["date"] as? String else { continue }
          byDate[date] = sky.map { "\($0["kind"] ?? "") \($0["name"] ?? "") \($0["localTime"] ?? "")" }
        }
      }
      #expect(byDate["2024-02-04"] == ["solarTerm 입춘 2024-02-04T17:27:06+09:00"])
      #expect(byDate["2024-02-19"] == ["solarTerm 우수 2024-02-19T13:13:09+09:00"])
      #expect(byDate["2024-02-10"] == ["newMoon 삭 2024-02-10T07:59:02+09:00"])
      #expect(byDate["2024-02-24"] == ["fullMoon 망 2024-02-24T21:30:21+09:00"])
      #expect(byDate.count == 6)  // and the quarters of the 3rd and the 17th
      let agenda = try #require(root["agenda"] as? [[String: Any]])
      #expect(agenda.filter { $0["sky"] != nil }.count == 6)
    case "svg":
      #expect(output.contains("data-date=\"2024-02-04\" role=\"img\" aria-label=\"2024년 2월 4일 일요일, 입춘\""))
      #expect(output.contains(">우수</text>"))
      #expect(output.contains("data-date=\"2024-02-10\" role=\"img\" aria-label=\"2024년 2월 10일 토요일, 설날, 삭\""))
      #expect(output.contains("<g class=\"moon new\">"))
      #expect(output.contains("<g class=\"moon full\">"))
      #expect(output.contains("입춘</text>"))
    default:
      #expect(output.contains("title=\"2024년 2월 4일 일요일, 입춘\""))
      #expect(output.contains("<span class=\"term\" lang=\"ko\" title=\"우수 13:13\">우수</span>"))
      #expect(output.contains("<span class=\"moon new\" title=\"삭 07:59\"></span>"))
      #expect(output.contains("<span class=\"moon full\" title=\"망 21:30\"></span>"))
    }
  }

  /// A day with a holiday and a solar term shows both names: 어린이날 on 입하 (2024-05-05), each on
  /// its own line in SVG (the rows a line taller only in documents with such a day), the term's
  /// name in the HTML cell and both in its title.
  @Test(arguments: ["svg", "html"])
  func aHolidayOnATermShowsBoth(format: String) throws {
    let (status, output, error) = Self.run(["-l", "ko-KR", "--sky", "terms", "5", "2024", "--today", "none", "-f", format])
    #expect(status == 0, "\(error)")
    if format == "svg" {
      let cell = try #require(output.split(separator: "\n").first { $0.contains("data-date=\"2024-05-05\"") })
      #expect(cell.contains(">어린이날</text>"), "\(cell)")
      #expect(cell.contains("<text class=\"name sky\" x=\"22\" y=\"72\">입하</text>"), "\(cell)")
      #expect(cell.contains("<text class=\"name\" x=\"22\" y=\"52\""), "\(cell)")
      // A term alone keeps the first name line (소만, 05-20); the rows are 42 + 20 × 2 lines tall.
      let alone = try #require(output.split(separator: "\n").first { $0.contains("data-date=\"2024-05-20\"") })
      #expect(alone.contains("<text class=\"name sky\" x=\"22\" y=\"52\">소만</text>"), "\(alone)")
      #expect(output.contains("<rect class=\"cell\" width=\"44\" height=\"82\"/>"))
      // Without such a day (February: 설날 and the terms on other days), one name line as before.
      let (_, february, _) = Self.run(["-l", "ko-KR", "--sky", "terms", "2", "2024", "--today", "none", "-f", format])
      #expect(february.contains("<rect class=\"cell\" width=\"44\" height=\"62\"/>"))
    } else {
      #expect(output.contains("title=\"2024년 5월 5일 일요일, 어린이날, 입하\""))
      #expect(output.contains("<span class=\"term\" lang=\"ko\" title=\"입하 09:10\">입하</span>"))
    }
  }

  /// The day is the instant's local date: the new moon of 2024-02-09T22:59Z is on the 9th in UTC.
  @Test func theDayIsTheDisplayZones() throws {
    let (_, output, _) = Self.run(Self.seoul, zone: "UTC")
    #expect(output.contains("2024년 2월 9일 (금) 오후 10:59  삭"))
    let (_, explicit, _) = Self.run(Self.seoul + ["--time-zone", "America/New_York"], zone: "UTC")
    #expect(explicit.contains("2024년 2월 9일 (금) 오후 5:59  삭"))
  }

  /// The terms' names from Locales/sky/, by the locale's likely script; English otherwise.
  @Test(arguments: [
    ("zh-CN", "惊蛰", "朔"), ("zh-TW", "驚蟄", "朔"), ("zh-HK", "驚蟄", "朔"), ("ja-JP", "啓蟄", "新月"),
    ("ko-KR", "경칩", "삭"), ("vi-VN", "Kinh trập", "Trăng non"), ("de-DE", "Awakening of Insects", "New moon"),
    ("en-US", "Awakening of Insects", "New moon"),
  ])
  func namesInTheLocalesLanguage(locale: String, term: String, newMoon: String) throws {
    let (status, output, error) = Self.run(["-l", locale, "--sky", "all", "--agenda", "3", "2024", "--today", "none"])
    #expect(status == 0, "\(error)")
    #expect(output.contains(term), "\(locale): \(output)")
    #expect(output.contains(newMoon), "\(locale): \(output)")
  }

  /// `seasons` alone: the equinoxes and solstices, named as such (English by month).
  @Test func seasonsAlone() throws {
    let (_, output, _) = Self.run(["-l", "en-US", "--sky", "seasons", "--agenda", "-y", "2024", "--today", "none"])
    let agenda = output.split(separator: "\n").filter { $0.contains("2024,") }
    #expect(agenda.count == 4)
    #expect(output.contains("March equinox") && output.contains("December solstice"))
    #expect(!output.contains("Pure Brightness"))
    let (_, korean, _) = Self.run(["-l", "ko-KR", "--sky", "seasons", "--agenda", "3", "2024", "--today", "none"])
    #expect(korean.contains("춘분") && !korean.contains("경칩"))
  }

  @Test func noneAndTheDefaultChangeNothing() throws {
    let (_, plain, _) = Self.run(["-l", "ko-KR", "2", "2024", "--agenda", "--today", "none"])
    let (_, none, _) = Self.run(["-l", "ko-KR", "--sky", "none", "2", "2024", "--agenda", "--today", "none"])
    let (_, off, _) = Self.run(["-l", "ko-KR", "--sky", "terms", "--sky", "none", "2", "2024", "--agenda", "--today", "none"])
    #expect(plain == none && none == off)
    #expect(!plain.contains("입춘"))
  }

  @Test(arguments: ["moon", "", "terms,", "Terms"])
  func anUnknownWordIsAUsageError(value: String) throws {
    let (status, output, error) = Self.run(["--sky", value, "2", "2024"])
    #expect(status == 64)
    #expect(output.isEmpty)
    #expect(error.contains("invalid value '\(value)' for --sky"))
  }
}
