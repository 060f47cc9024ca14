import CalRenderTestSupport
import Foundation
import Testing

/// Agenda lines of right-to-left locales, as a terminal or browser running the bidi algorithm shows
/// them (ICU's ubidi): each time stays one piece, the range reads from the right (start, then end),
/// and the title neither pulls the times apart nor loses its parentheses.
@Suite("Right-to-left agenda")
struct AgendaBidiTests {
  static func eventsFile() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calrender-agenda-bidi-\(UUID().uuidString).json"
    ).path
    try """
    [{"title": "Stand-up (New York)", "start": "2024-03-06T10:00:00Z", "end": "2024-03-06T11:30:00Z"},
     {"title": "Lunch", "start": "2024-03-07T10:00:00Z", "end": "2024-03-07T13:30:00Z"},
     {"title": "Trip", "start": "2024-03-10T23:30:00Z", "end": "2024-03-11T00:30:00Z"}]
    """.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The agenda's lines of `locale` as shown, left to right.
  static func shown(_ locale: String) throws -> [String] {
    let (status, output, error) = TestSupport.calrender([
      "-l", locale, "--calendar", "gregorian", "--today", "none", "--events", try eventsFile(), "--agenda", "--time-zone", "UTC", "3", "2024",
    ])
    #expect(status == 0, "\(error)")
    let agenda = output.components(separatedBy: "\n\n").last ?? ""  // after the grid's blank line
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/bidi_visual.py").path
    let result = try TestSupport.run(TestSupport.python, [script], stdin: agenda)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  /// Urdu writes times with Latin AM/PM: unisolated, "AM – 1:30 PM" became one left-to-right run
  /// with the title, and "10:00" was left on its own (`AM – 1:30 PM  Lunch 10:00`). ICU's range
  /// "10:00–11:30 AM" writes the day period once: it reads last, leftmost.
  @Test func urduTimesStayWhole() throws {
    let lines = try Self.shown("ur-PK")
    let standUp = try #require(lines.first { $0.contains("Stand-up") }, "\(lines)")
    #expect(standUp.hasPrefix("Stand-up (New York)  AM 11:30–10:00 "), "\(standUp)")
    let lunch = try #require(lines.first { $0.contains("Lunch") }, "\(lines)")
    #expect(lunch.hasPrefix("Lunch  1:30 PM – 10:00 AM "), "\(lunch)")
    let trip = try #require(lines.first { $0.contains("Trip") }, "\(lines)")
    #expect(trip.hasPrefix("Trip  12:30 AM "), "\(trip)")
    #expect(trip.contains(" – 11:30 PM "), "\(trip)")
  }

  /// Whatever joins the ends (ICU's "–" in he and ar, "تا" in fa), the end time shows left of the
  /// start, and both right of the title.
  @Test(arguments: ["he-IL", "ar-EG", "fa-IR"])
  func rangesReadFromTheRight(locale: String) throws {
    let lines = try Self.shown(locale)
    // The end time left of the start, in the locale's digits (ar: 12-hour times).
    let digits = Array(locale == "ar-EG" ? "٠١٢٣٤٥٦٧٨٩" : locale == "fa-IR" ? "۰۱۲۳۴۵۶۷۸۹" : "0123456789")
    func time(_ text: String) -> String { String(text.map { $0.wholeNumberValue.map { digits[$0] } ?? $0 }) }
    let ranges = [("Stand-up (New York)", "10:00", "11:30"), ("Lunch", "10:00", locale == "ar-EG" ? "1:30" : "13:30")]
    for (title, start, end) in ranges {
      let line = try #require(lines.first { $0.contains(title) }, "\(lines)")
      #expect(line.hasPrefix(title + "  "), "\(line)")
      let endTime = try #require(line.firstRange(of: time(end)), "\(line)")
      let startTime = try #require(line.firstRange(of: time(start)), "\(line)")
      #expect(endTime.upperBound < startTime.lowerBound, "\(line)")
    }
  }
}
