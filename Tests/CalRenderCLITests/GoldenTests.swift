import CalRenderTestSupport
import Foundation
import Testing

/// Rendered output against files a person has read (Tests/CalRenderCLITests/Golden). Set
/// CALRENDER_RECORD=1 to rewrite them: recording fails the test, so CI never records.
@Suite("Golden files")
struct GoldenTests {
  static let cases: [(String, [String])] = [
    ("text-ko-KR-month", ["-l", "ko-KR", "2024-02-14"]),
    ("text-ja-JP-month", ["-l", "ja-JP", "2024-02-14"]),
    ("text-de-DE-month", ["-l", "de-DE", "2024-02-14"]),
    ("text-el-GR-month", ["-l", "el-GR", "2024-02-14"]),
    ("text-th-TH-month", ["-l", "th-TH", "2024-02-14"]),
    ("text-ar-SA-month", ["-l", "ar-SA", "2024-02-14"]),
    ("text-fa-IR-month", ["-l", "fa-IR", "2024-02-14"]),
    ("text-he-IL-hebrew-month", ["-l", "he-IL", "--calendar", "hebrew", "2024-02-14"]),
    ("text-en-US-three", ["-l", "en-US", "-3", "2024-02-14"]),
    ("text-ar-EG-three", ["-l", "ar-EG", "-3", "2024-02-14"]),
    ("text-ko-KR-year", ["-l", "ko-KR", "-y", "2024"]),
    ("text-zh-CN-chinese-year", ["-l", "zh-CN", "--calendar", "chinese", "-y", "2023"]),
    ("text-am-ET-ethiopic-year", ["-l", "am-ET", "--calendar", "ethiopic", "-y", "-c", "4", "2016"]),
    ("text-en-US-reform1752", ["-l", "en-US", "--reform", "1752", "9", "1752"]),
    ("text-en-US-october1582", ["-l", "en-US", "10", "1582"]),
    ("text-ja-JP-color", ["-l", "ja-JP", "--color=always", "2024-02-14"]),
    ("text-zh-TW-wide-monday", ["-l", "zh-TW", "-m", "--weekday-width", "wide", "2024-02-14"]),
    ("json-ko-KR-month", ["-l", "ko-KR", "-f", "json", "2024-02-14"]),
    ("text-ko-KR-secondary-dangi", ["-l", "ko-KR", "--secondary", "dangi", "2024-02-14"]),
    ("text-zh-CN-secondary-leap", ["-l", "zh-CN", "--secondary", "chinese", "3", "2023"]),
    ("text-he-IL-secondary-hebrew", ["-l", "he-IL", "--secondary", "hebrew", "2024-02-14"]),
    ("json-ko-KR-secondary-dangi", ["-l", "ko-KR", "--secondary", "dangi", "-f", "json", "2024-02-14"]),
    ("json-he-IL-hebrew-adar1", ["-l", "he-IL", "--calendar", "hebrew", "-f", "json", "5L", "5784"]),
    // January 1989: 昭和64年 to the 7th, 平成元年 from the 8th, titled with both eras.
    ("eras-ja-JP-text", ["-l", "ja-JP", "--calendar", "japanese", "-3", "1989-01-08"]),
    ("eras-ja-JP-json", ["-l", "ja-JP", "--calendar", "japanese", "-f", "json", "1989-01-08"]),
    ("eras-ja-JP-svg", ["-l", "ja-JP", "--calendar", "japanese", "-f", "svg", "1989-01-08"]),
    ("eras-ja-JP-html", ["-l", "ja-JP", "--calendar", "japanese", "-f", "html", "1989-01-08"]),
  ]

  /// The views of issue 4 in every format, in ko-KR, en-US and a right-to-left locale.
  static let viewCases: [(String, [String])] = {
    var cases: [(String, [String])] = []
    // Events (the real-world iCalendar file) and a second calendar, with the agenda in text.
    let fixture = packageRoot.appendingPathComponent("Tests/CalRenderCLITests/Fixtures/real-world.ics").path
    for (locale, secondary) in [("en-US", "hebrew"), ("ko-KR", "dangi"), ("he-IL", "hebrew")] {
      for format in ["text", "json", "svg", "html"] {
        cases.append(
          (
            "events-\(locale)-\(format)",
            [
              "-l", locale, "-f", format, "--events", fixture, "--time-zone", "America/New_York", "--secondary",
              secondary,
              "--agenda", "2024-02-14",
            ]
          ))
      }
    }
    // The sky (issue 27): the issue's command in Seoul time, in every format; then seasons and
    // phases in New York over three months, and a right-to-left SVG.
    for format in ["text", "json", "svg", "html"] {
      cases.append(
        (
          "sky-ko-KR-\(format)",
          [
            "-l", "ko-KR", "-f", format, "--secondary", "dangi", "--sky", "terms,phases", "--time-zone", "Asia/Seoul",
            "--agenda", "2", "2024",
          ]
        ))
    }
    cases.append(
      (
        "sky-en-US-seasons-text",
        ["-l", "en-US", "--sky", "seasons,phases", "--time-zone", "America/New_York", "--agenda", "-3", "2024-03-14"]
      ))
    cases.append(
      ("sky-zh-TW-year-text", ["-l", "zh-TW", "--sky", "terms", "--time-zone", "Asia/Taipei", "--agenda", "-y", "2024"]))
    cases.append(
      ("sky-ar-SA-svg", ["-l", "ar-SA", "-f", "svg", "--sky", "all", "--time-zone", "Asia/Riyadh", "2024-03-14"]))
    for locale in ["en-US", "ko-KR", "ar-SA"] {
      for format in ["text", "json", "svg", "html"] {
        cases.append(
          (
            "views-\(locale)-\(format)",
            [
              "-l", locale, "-f", format, "-w", "--adjacent", "--fixed-weeks", "--select", "2024-02-05..2024-02-08",
              "--select", "2024-02-20", "2024-02-14",
            ]
          ))
        cases.append(
          (
            "week-\(locale)-\(format)",
            ["-l", locale, "-f", format, "-w", "--week-view", "2024-01-30", "--select", "2024-01-29..2024-02-01"]
          ))
      }
    }
    return cases
  }()

  static let packageRoot = TestSupport.packageRoot
  static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/CalRenderCLITests/Golden")

  @Test(arguments: (cases + viewCases).map(\.0))
  func matchesGolden(name: String) throws {
    let arguments = (Self.cases + Self.viewCases).first { $0.0 == name }!.1
    let (status, output, error) = TestSupport.calrender(["--today", "2024-02-14"] + arguments)
    #expect(status == 0, "\(error)")
    let suffix =
      name.hasPrefix("json") || name.hasSuffix("-json")
      ? ".json" : name.hasSuffix("-svg") ? ".svg" : name.hasSuffix("-html") ? ".html" : ".txt"
    let file = Self.folder.appendingPathComponent(name + suffix)
    if ProcessInfo.processInfo.environment["CALRENDER_RECORD"] == "1" {
      try output.write(to: file, atomically: true, encoding: .utf8)
      Issue.record("recorded \(file.lastPathComponent): read it, then run again without CALRENDER_RECORD")
      return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(output == expected, "\(name) differs from its golden file")
  }
}
