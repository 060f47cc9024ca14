import CalCompat
import CalendarModel
import Foundation
import Testing

/// `CalProgram` with a locale answered by hand: `CalCompat` takes every locale fact through
/// `CalLocale`, so cal's rules can be checked without ICU.
@Suite("--compat cal: CalProgram")
struct CalProgramTests {
  /// Monday first, months "M1"…"M12", weekdays by their CLDR keys, titles "T2024/2". (cal centres
  /// with the odd space on the left.)
  struct HandLocale: CalLocale {
    var language = "xx"
    var firstWeekday = Weekday.mon
    var monthNames = (1...12).map { "M\($0)" }
    func weekdayNames(_ weekday: Weekday) -> WeekdayNames {
      WeekdayNames(
        wide: weekday.key + "day", abbreviated: weekday.key, short: String(weekday.key.prefix(2)),
        narrow: String(weekday.key.prefix(1)))
    }
    func title(year: Int, month: Int) -> String { "T\(year)/\(month)" }
    func yearHeading(_ year: Int) -> String { "Y\(year)" }
    func displayWidth(_ text: String) -> Int { text.count }
  }

  static let notATerminal = CalTerminal(isTerminal: false)

  static func lines(
    _ arguments: [String], locale: HandLocale = HandLocale(), terminal: CalTerminal = notATerminal
  ) throws -> [Substring] {
    let today = JulianDay(isoYear: 2024, month: 2, day: 14)
    return try CalProgram(locale: locale).output(
      try CalArguments(arguments), clock: { today }, terminal: terminal
    ).split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test func theLocalesNamesTitlesAndFirstWeekday() throws {
    let lines = try Self.lines(["2", "2024"])
    #expect(lines[0] == "       T2024/2      ")
    #expect(lines[1] == "mo tu we th fr sa su")
    // 2024-02-01 is a Thursday.
    #expect(lines[2] == "          1  2  3  4")
    #expect(try Self.lines(["-s", "2", "2024"])[1] == "su mo tu we th fr sa")
    // Day-of-year numbers take three columns: the abbreviated names fit them.
    #expect(try Self.lines(["-j", "2", "2024"])[1] == "mon tue wed thu fri sat sun")
  }

  @Test func yearHeadingsAndMonthNamesInTheLocale() throws {
    let lines = try Self.lines(["-y", "2024"])
    #expect(lines[0].trimmingCharacters(in: .whitespaces) == "Y2024")
    #expect(lines[2].split(separator: " ") == ["M1", "M2", "M3"])
    // A month is named as the locale names it (any case), or in English.
    #expect(try Self.lines(["m3", "2024"])[0] == "       T2024/3      ")
    #expect(try Self.lines(["March", "2024"])[0] == "       T2024/3      ")
  }

  @Test func englishIsCalsOwn() throws {
    var english = HandLocale()
    english.language = "en"
    let lines = try Self.lines(["2", "2024"], locale: english)
    #expect(lines[0] == "    February 2024   ")
    #expect(lines[1] == "Mo Tu We Th Fr Sa Su")
  }

  /// The clock is asked only when `--today` does not say; today is highlighted only with colour.
  @Test func todayAndColour() throws {
    let program = CalProgram(locale: HandLocale())
    let arguments = try CalArguments(["--today", "2024-03-05", "--color=always", "3", "2024"])
    let text = try program.output(
      arguments, clock: { throw CalArguments.Failure(message: "asked the clock") }, terminal: Self.notATerminal)
    #expect(text.contains("\u{1B}[7m 5\u{1B}[0m"))
    let auto = try CalArguments(["--today", "2024-03-05", "3", "2024"])
    #expect(
      try program.output(auto, clock: { JulianDay(0) }, terminal: CalTerminal(isTerminal: true)).contains("\u{1B}["))
    #expect(!(try program.output(auto, clock: { JulianDay(0) }, terminal: Self.notATerminal)).contains("\u{1B}["))
  }

  /// cal's `get_terminal_width(80)`: the terminal's width, else COLUMNS (1…INT_MAX), else 80.
  @Test func terminalWidth() throws {
    #expect(CalTerminal(isTerminal: true, columns: 50, columnsVariable: "200").width == 50)
    #expect(CalTerminal(isTerminal: false, columns: 50, columnsVariable: "200").width == 200)
    #expect(CalTerminal(isTerminal: false, columnsVariable: "2147483648").width == 80)
    #expect(CalTerminal(isTerminal: false, columnsVariable: "0").width == 80)
    #expect(CalTerminal(isTerminal: false).width == 80)
    // -c auto fits 50 columns: two months of 20 and a gutter of 2.
    let row = try Self.lines(
      ["-c", "auto", "-3", "2", "2024"], terminal: CalTerminal(isTerminal: false, columnsVariable: "50"))
    #expect(row[0] == "       T2024/1               T2024/2      ")
  }
}
