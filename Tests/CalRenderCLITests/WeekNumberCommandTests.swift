import CalRenderTestSupport
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
}
