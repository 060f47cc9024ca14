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

  /// Urdu writes times with Latin AM/PM: unisolated, "AM – 11:30 AM" became one left-to-right run
  /// with the title, and "10:00" was left on its own (`AM – 11:30 AM  Stand-up (New York) 10:00`).
  @Test func urduTimesStayWhole() throws {
    let lines = try Self.shown("ur-PK")
    let standUp = try #require(lines.first { $0.contains("Stand-up") }, "\(lines)")
    #expect(standUp.hasPrefix("Stand-up (New York)  11:30 AM – 10:00 AM "), "\(standUp)")
    let trip = try #require(lines.first { $0.contains("Trip") }, "\(lines)")
    #expect(trip.hasPrefix("Trip  12:30 AM "), "\(trip)")
    #expect(trip.contains(" – 11:30 PM "), "\(trip)")
  }

  @Test(arguments: ["he-IL", "ar-EG", "fa-IR"])
  func rangesReadFromTheRight(locale: String) throws {
    let lines = try Self.shown(locale)
    let standUp = try #require(lines.first { $0.contains("Stand-up") }, "\(lines)")
    #expect(standUp.hasPrefix("Stand-up (New York)  "), "\(standUp)")
    // The end time left of the dash, the start right of it, in the locale's digits.
    let digits: [Character] = locale == "ar-EG" ? ["١", "٠", "٣"] : locale == "fa-IR" ? ["۱", "۰", "۳"] : ["1", "0", "3"]
    let start = "\(digits[0])\(digits[1]):\(digits[1])\(digits[1])", end = "\(digits[0])\(digits[0]):\(digits[2])\(digits[1])"
    let dash = try #require(standUp.firstRange(of: " – "), "\(standUp)")
    #expect(standUp[..<dash.lowerBound].contains(end), "\(standUp)")
    #expect(standUp[dash.upperBound...].contains(start), "\(standUp)")
  }
}
