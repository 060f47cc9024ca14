import CalRenderTestSupport
import Foundation
import Testing

/// Week numbers as the command prints them.
@Suite("Week numbers through the command")
struct WeekNumberCommandTests {
  @Test func yearBoundaries() throws {
    // en-US, locale rule: the row of 2024-12-29 is week 1 of 2025 — not 53, as cal prints it.
    var (status, output, _) = TestSupport.calrender([
      "-l", "en-US", "-w", "-f", "json", "--today", "none", "12", "2024",
    ])
    #expect(status == 0)
    #expect(output.contains("\"weekNumbering\": \"locale\""))
    #expect(output.contains("\"weekNumber\": 1,\n          \"weekYear\": 2025"))
    (status, output, _) = TestSupport.calrender(["-l", "en-US", "-w", "--today", "none", "12", "2024"])
    #expect(output.hasSuffix(" 1 29 30 31\n"))
    // ISO, Monday rows: 2021-01-01..03 are in week 53 of 2020.
    (status, output, _) = TestSupport.calrender(["-l", "de-DE", "--week-numbers=iso", "--today", "none", "1", "2021"])
    #expect(output.split(separator: "\n")[2].hasPrefix("53 "))
    (status, output, _) = TestSupport.calrender([
      "-l", "en-US", "-wiso", "-m", "-f", "json", "--today", "none", "1", "2021",
    ])
    #expect(output.contains("\"weekNumber\": 53,\n          \"weekYear\": 2020"))
  }

  @Test func adjacentDaysAndFocus() {
    let (_, plain, _) = TestSupport.calrender(["--adjacent", "--today", "none", "2", "2024"])
    #expect(plain.split(separator: "\n")[2] == "28 29 30 31  1  2  3")
    #expect(plain.split(separator: "\n").last == "25 26 27 28 29  1  2")
    let (_, colored, _) = TestSupport.calrender(["--adjacent", "--color=always", "--today", "none", "14", "2", "2024"])
    #expect(colored.contains("\u{1B}[2m28\u{1B}[22m"))
    #expect(colored.contains("\u{1B}[4m14\u{1B}[24m"))
  }

  /// ISO weeks are Gregorian weeks in every calendar; the locale's week-year is the calendar's year
  /// as its months count it (issue 28, item 12).
  @Test func weekYearsInOtherCalendars() throws {
    func weeks(_ arguments: [String]) -> [(Int, Int)] {
      let (status, output, _) = TestSupport.calrender(arguments + ["-f", "json", "--today", "none"])
      #expect(status == 0)
      let document = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
      let months = document?["months"] as? [[String: Any]] ?? []
      return months.flatMap { $0["weeks"] as? [[String: Any]] ?? [] }.compactMap { week in
        guard let number = week["weekNumber"] as? Int, let year = week["weekYear"] as? Int else { return nil }
        return (number, year)
      }
    }
    // Esfand 1402 holds 2024-03-19 (a Tuesday): its Monday row is 2024-W12.
    let esfand = weeks(["-l", "fa-IR", "--week-numbers=iso", "-m", "2024-03-19"])
    #expect(esfand.contains { $0 == (12, 2024) })
    #expect(esfand.allSatisfy { $0.1 == 2024 && (8...12).contains($0.0) })
    // The Japanese calendar counts its weeks in Gregorian years, across the change of era.
    #expect(weeks(["-l", "ja-JP", "--calendar", "japanese", "-w", "3", "2024"]).allSatisfy { $0.1 == 2024 })
    let january1989 = weeks(["-l", "ja-JP", "--calendar", "japanese", "-w", "1", "1989"])
    #expect(january1989.map(\.0) == [1, 2, 3, 4, 5] && january1989.allSatisfy { $0.1 == 1989 })
    // Buddhist years as the months write them, like the Hijri, Hebrew and Persian years.
    #expect(weeks(["-l", "th-TH", "-w", "6", "2567"]).allSatisfy { $0.1 == 2567 })
    #expect(weeks(["-l", "he-IL", "--calendar", "hebrew", "-w", "6", "5784"]).allSatisfy { $0.1 == 5784 })
  }
}
