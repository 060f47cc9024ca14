import CalRenderTestSupport
import Foundation
import Testing

/// SVG and HTML measured in headless Chromium with Noto fonts installed (scripts/browser_check.py):
/// every day label, secondary date, holiday name and weekday header inside its cell by the browser's
/// getBBox, titles inside the picture, right-to-left tables with the first weekday at the right, and
/// HTML event marks, secondary dates and the day number's ring or disc clear of each other.
@Suite("Browser")
struct BrowserTests {
  static let locales = ["en-US", "ko-KR", "ja-JP", "zh-TW", "ar-SA", "he-IL", "fa-IR", "th-TH", "hi-IN"]
  /// The second calendar each locale's users show under the civil date.
  static let secondary = [
    "ko-KR": "dangi", "zh-TW": "chinese", "ja-JP": "japanese", "ar-SA": "gregorian", "he-IL": "hebrew",
    "fa-IR": "islamic", "th-TH": "gregorian", "hi-IN": "indian", "en-US": "hebrew",
  ]

  @Test func nothingOverflowsInAnyScript() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files = 0
    for locale in Self.locales {
      for theme in ["light", "dark"] {
        for (view, extra) in [
          ("month", ["-w", "--select", "2024-02-12..2024-02-16"]), ("year", ["-y"]),
          ("secondary", ["--secondary", Self.secondary[locale] ?? "chinese", "--fixed-weeks", "--adjacent"]),
          // Holiday names in other scripts than the locale's (their own fonts), under secondary dates.
          ("holidays", ["-3", "--holidays", "KR,JP,SA,IL,TH,US", "--secondary", Self.secondary[locale] ?? "chinese"]),
          // The sky's discs and names, and a holiday on a term's day (春分の日 on 春分, 2024-03-20):
          // the term's name on a line of its own under the holiday's.
          ("sky", ["-3", "--sky", "all", "--holidays", "KR,JP", "--secondary", Self.secondary[locale] ?? "chinese"]),
        ] {
          let (status, svg, error) = TestSupport.calrender(
            ["-l", locale, "-f", "svg", "--theme", theme, "--today", "2024-02-14"] + extra + ["2024-02-14"])
          #expect(status == 0, "\(locale) \(view): \(error)")
          try svg.write(
            to: folder.appendingPathComponent("\(locale)-\(view)-\(theme).svg"), atomically: true, encoding: .utf8)
          files += 1
        }
      }
    }
    for locale in ["ar-SA", "he-IL", "fa-IR", "en-US"] {
      let (_, html, _) = TestSupport.calrender([
        "-l", locale, "-f", "html", "--standalone", "-3", "--today", "none", "2024-02-14",
      ])
      try html.write(to: folder.appendingPathComponent("\(locale).html"), atomically: true, encoding: .utf8)
    }
    // Event marks and secondary dates in the same cells (the marks covered the dates at the foot).
    let fixture = TestSupport.packageRoot.appendingPathComponent("Tests/CalRenderCLITests/Fixtures/real-world.ics").path
    for locale in ["he-IL", "en-US"] {
      let (status, html, error) = TestSupport.calrender([
        "-l", locale, "-f", "html", "--standalone", "--today", "none", "--events", fixture, "--time-zone",
        "America/New_York", "--secondary", "hebrew", "2024-02-14",
      ])
      #expect(status == 0, "\(error)")
      try html.write(to: folder.appendingPathComponent("\(locale)-events.html"), atomically: true, encoding: .utf8)
    }
    // Today's ring and the selection's disc beside secondary dates and event marks (the ring
    // covered ko-KR's dangi dates, the disc ar-SA's marks).
    let events = TestSupport.packageRoot.appendingPathComponent("Tests/CalRenderCLITests/Fixtures/marks.json").path
    for (locale, secondary) in [("ko-KR", ["--secondary", "dangi"]), ("ar-SA", []), ("th-TH", ["--secondary", "chinese"])] {
      let (status, html, error) = TestSupport.calrender(
        ["-l", locale, "-f", "html", "--standalone", "--today", "2024-03-12", "--events", events]
          + ["--select", "2024-03-14", "--select", "2024-03-18..2024-03-20"] + secondary + ["2024-03-12"])
      #expect(status == 0, "\(error)")
      try html.write(to: folder.appendingPathComponent("\(locale)-marks.html"), atomically: true, encoding: .utf8)
    }
    #expect(files == 90)
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/browser_check.py").path
    let result = try TestSupport.run(
      TestSupport.python, [script, folder.path], environment: ["PATH": "/usr/bin:/bin", "HOME": "/root"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains(" checked, 0 problems"))
  }
}
