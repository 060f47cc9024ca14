import CalRenderTestSupport
import CalCompat
import CalendarICU
import CalendarModel
import Foundation
import Testing

/// `--compat cal` against util-linux cal 2.42's own output (Golden/ulcal-C, copied from
/// shared/conformance), and a sweep of the layout rules derived from them and from cal's manual.
@Suite("--compat cal")
struct CalCompatTests {
  static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/CalRenderCLITests/Golden/ulcal-C")

  static let cases: [(name: String, arguments: [String])] = {
    guard let text = try? String(contentsOf: folder.appendingPathComponent("cases.txt"), encoding: .utf8) else {
      return []
    }
    return text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#"), let bar = line.firstIndex(of: "|") else { return nil }
      return (String(line[..<bar]), line[line.index(after: bar)...].split(separator: " ").map(String.init))
    }
  }()

  static func cal(_ arguments: [String], locale: String = "C") -> (Int32, String, String) {
    TestSupport.calrender(
      ["--compat", "cal", "--today", "2024-02-14"] + arguments, environment: ["LC_ALL": locale, "TZ": "UTC"])
  }

  @Test func allReferenceCasesAreHere() { #expect(Self.cases.count == 29) }

  @Test(arguments: cases.map(\.name))
  func matchesUtilLinuxCal(name: String) throws {
    let arguments = Self.cases.first { $0.name == name }!.arguments
    let expected = try String(contentsOf: Self.folder.appendingPathComponent(name + ".out"), encoding: .utf8)
    let status = try String(contentsOf: Self.folder.appendingPathComponent(name + ".rc"), encoding: .utf8)
    let (code, output, error) = Self.cal(arguments)
    #expect(String(code) == status.trimmingCharacters(in: .whitespacesAndNewlines), "\(name): \(error)")
    #expect(output == expected, "\(name) differs from cal")
    if code != 0 { #expect(output.isEmpty && !error.isEmpty) }
  }

  static let derivedFolder = TestSupport.packageRoot.appendingPathComponent(
    "Tests/CalRenderCLITests/Golden/ulcal-derived")

  /// Layouts no 2.42 reference case shows (Golden/ulcal-derived/README.md says where each byte
  /// comes from): vertical titles, `-v -y`, `-j -y`, which months `-3 -y`, `-S -y`, `-Y YEAR` and
  /// `--week=N` show, a month's abbreviated name.
  @Test(arguments: [
    "vertical-jun7771", "vertical-julian-feb2024", "vertical-year2024", "julian-year2024", "three-year2024",
    "span-year-jul2024", "twelve-year-only2024", "week-us54-2024", "week-iso53-2010", "week-us14-2024",
    "monthname-abbr", "vertical-week-sep2006", "vertical-julian-week-three-sep2006", "vertical-span21-sep2006",
  ])
  func matchesDerivedLayouts(name: String) throws {
    let cases = try String(contentsOf: Self.derivedFolder.appendingPathComponent("cases.txt"), encoding: .utf8)
    let line = try #require(cases.split(separator: "\n").first { $0.hasPrefix(name + "|") })
    let arguments = line.split(separator: "|")[1].split(separator: " ").map(String.init)
    let expected = try String(contentsOf: Self.derivedFolder.appendingPathComponent(name + ".out"), encoding: .utf8)
    let (code, output, error) = Self.cal(arguments)
    #expect(code == 0, "\(error)")
    #expect(output == expected, "\(name) differs from cal")
  }

  @Test(arguments: [
    ["13", "2024"], ["2", "0"], ["32", "1", "2024"], ["30", "2", "2024"], ["--bogus"], ["-x"], ["--week=55"],
    ["-m", "--week=54", "2024"], ["feburary", "2024"],
    ["--reform", "1600"], ["1", "2", "3", "4"], ["notamonth"], ["--color=sometimes"], ["-n", "0"],
    ["--week=0"], ["--mon", "2", "2024"],
  ])
  func errorsExitOneWithNothingOnStdout(arguments: [String]) {
    let (code, output, error) = Self.cal(arguments)
    #expect(code == 1)
    #expect(output.isEmpty)
    #expect(error.hasPrefix("calrender: ") && error.filter { $0 == "\n" }.count == 1)
  }

  @Test func longOptionsMayBeAbbreviated() {
    #expect(Self.cal(["--monda", "--jul", "2", "2024"]).1 == Self.cal(["-m", "-j", "2", "2024"]).1)
    #expect(Self.cal(["--s", "2", "2024"]).0 == 1)  // --sunday, --span: ambiguous
    #expect(Self.cal(["--compat=cal", "2", "2024"]).0 == 0)
  }

  @Test func yearsPastNineThousandNineHundredNinetyNine() {
    let (code, output, _) = Self.cal(["1", "10000"])
    #expect(code == 0)
    #expect(output.hasPrefix("    January 10000   \nSu Mo Tu We Th Fr Sa\n"))
    // 10000-01-01 (Gregorian) is a Saturday.
    #expect(output.split(separator: "\n")[2] == "                   1")
  }

  /// fa-IR and ar-EG start their weeks on Saturday: the grid must too (util-linux gets this wrong).
  @Test(arguments: ["fa-IR", "ar-EG"])
  func saturdayFirstLocales(locale: String) {
    let (code, output, _) = Self.cal(["2", "2024"], locale: locale)
    #expect(code == 0)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    // 2024-02-01 is a Thursday: the sixth column when Saturday is first.
    #expect(lines[2] == String(repeating: " ", count: 15) + " 1  2")
    #expect(lines[3] == " 3  4  5  6  7  8  9")
    #expect(lines.count == 9)
    for line in lines.dropLast() { #expect(DisplayWidth.of(String(line)) == 20) }
  }

  /// Every month of 1600…2400 under each option combination keeps cal's rules: 8 lines (title,
  /// header, 6 weeks) of exactly the month's width, the header from the first weekday, each day once
  /// in its weekday's column, ordinals counting on, and week numbers as ISO 8601 (Monday) or
  /// "January 1 is in week 1" (Sunday).
  @Test(arguments: [
    (false, false, 0, "1752"), (false, true, 0, "1752"), (false, true, 1, "1752"), (true, false, 0, "1752"),
    (true, true, 1, "gregorian"), (false, false, 1, "julian"), (false, true, 1, "iso"),
  ])
  func sweepOfLayoutRules(julian: Bool, weekNumbers: Bool, weekStart: Int, reform: String) throws {
    let reckoning = CalReckoning(reform: try #require(CalReform(argument: reform)))
    var layout = CalLayout(reckoning: reckoning, labels: .english(), weekStart: weekStart == 1 ? .mon : .sun)
    layout.julian = julian
    layout.weekNumbers = weekNumbers
    let dayWidth = julian ? 3 : 2
    let width = 7 * dayWidth + 6 + (weekNumbers ? 3 : 0)
    let prefix = weekNumbers ? 3 : 0
    let iso = try ICUCalendarArithmetic(
      locale: LocaleResolver().resolve("en_US_POSIX"), system: .gregorian, reform: .gregorian)
    iso.setWeekRules(firstWeekday: .mon, minimalDays: 4)
    for year in stride(from: 1600, through: 2400, by: 1) {
      for month in 1...12 {
        let text = layout.render([(year, month)])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard lines.count == 8, lines.allSatisfy({ $0.count == width }) else {
          Issue.record("\(year)-\(month): \(lines.count) lines, widths \(lines.map(\.count))")
          return
        }
        let days = reckoning.days(year, month)
        var expectedCells: [String: Int] = [:]
        var seen: [Int] = []
        for (row, line) in lines.dropFirst(2).enumerated() {
          let characters = Array(line)
          for column in 0..<7 {
            let start = prefix + column * (dayWidth + 1)
            let cell = String(characters[start..<start + dayWidth]).trimmingCharacters(in: .whitespaces)
            guard let number = Int(cell) else { continue }
            seen.append(number)
            expectedCells["\(row),\(column)"] = number
          }
          if weekNumbers, let firstColumn = (0..<7).first(where: { expectedCells["\(row),\($0)"] != nil }) {
            let week = Int(String(characters[0..<2]).trimmingCharacters(in: .whitespaces))
            let dayIndex = seen.count - (0..<7).filter { expectedCells["\(row),\($0)"] != nil }.count
            let julianDay = days[dayIndex].julianDay
            _ = firstColumn
            if weekStart == 1 {
              if reform != "julian" && (year > 1752 || reform != "1752") {
                #expect(week == (try iso.week(of: JulianDay(julianDay))).weekOfYear, "\(year)-\(month) row \(row)")
              }
            } else {
              let january1 = reckoning.julianDay(year, 1, 1)!
              let offset = (CalReckoning.weekday(january1) - weekStart + 7) % 7
              #expect(week == (julianDay - january1 + offset) / 7 + 1)
            }
          }
        }
        // Each day once, in order, in its weekday's column.
        let expected = julian ? days.map { reckoning.ordinal(year, month, $0.day) } : days.map(\.day)
        #expect(seen == expected, "\(year)-\(month)")
        let lead = (CalReckoning.weekday(days[0].julianDay) - weekStart + 7) % 7
        #expect(expectedCells["\(lead / 7),\(lead % 7)"] == expected.first)
        #expect(lines[1].hasSuffix(weekStart == 1 ? "Sun".prefix(dayWidth) : "Sat".prefix(dayWidth)))
      }
    }
  }

  /// The days' weekdays agree with an independent Julian/Gregorian day count.
  @Test func reckoningAgreesWithNaiveCount() {
    let reckoning = CalReckoning(reform: .r1752)
    // Julian calendar: 1 January 1 was a Saturday; Gregorian from 14 September 1752.
    #expect(CalReckoning.weekday(reckoning.julianDay(1, 1, 1)!) == 6)
    #expect(CalReckoning.weekday(reckoning.julianDay(1752, 9, 2)!) == 3)
    #expect(CalReckoning.weekday(reckoning.julianDay(1752, 9, 14)!) == 4)
    #expect(reckoning.julianDay(1752, 9, 14)! - reckoning.julianDay(1752, 9, 2)! == 1)
    #expect(reckoning.julianDay(1752, 9, 5) == nil)
    #expect(reckoning.daysIn(1700, 2) == 29)
    #expect(CalReckoning(reform: .gregorian).daysIn(1700, 2) == 28)
    var day = reckoning.julianDay(1753, 1, 1)!
    for year in 1753...2400 {
      for month in 1...12 {
        for entry in reckoning.days(year, month) {
          #expect(entry.julianDay == day)
          day += 1
        }
      }
    }
  }
}

@Suite("--compat cal: rules no reference case shows")
struct CalCompatRuleTests {
  /// A title wider than its month is printed on two lines, month and year, for every month.
  @Test func twoLineTitles() {
    var labels = CalLabels.english()
    labels.months[1] = "Februaryyyyyyyyyyyyyy"
    let layout = CalLayout(reckoning: CalReckoning(reform: .r1752), labels: labels, weekStart: .sun)
    let lines = layout.render([(2024, 1), (2024, 2)]).split(separator: "\n", omittingEmptySubsequences: false)
    // The name is cut to the month's width, as cal's mbsalign does.
    #expect(lines[0] == "       January        Februaryyyyyyyyyyyyy")
    #expect(lines[1] == "        2024                  2024        ")
    #expect(lines[2].hasPrefix("Su Mo Tu We Th Fr Sa  Su"))
    #expect(lines.count == 10)
  }

  /// `-c auto` fits months to the terminal's width (the terminal, else COLUMNS, else 80).
  @Test func columnsAuto() {
    let narrow = TestSupport.calrender(
      ["--compat", "cal", "--today", "2024-02-14", "-c", "auto", "-3", "2", "2024"],
      environment: ["LC_ALL": "C", "COLUMNS": "50"])
    #expect(narrow.0 == 0)
    #expect(narrow.1.split(separator: "\n")[0] == "    January 2024          February 2024   ")
    let wide = TestSupport.calrender(
      ["--compat", "cal", "--today", "2024-02-14", "-c", "auto", "-y", "2024"],
      environment: ["LC_ALL": "C", "COLUMNS": "200"])
    // (200 + 3) / (20 + 3) = 8 months to a row.
    let titles = wide.1.split(separator: "\n", omittingEmptySubsequences: false)[2]
    #expect(titles.trimmingCharacters(in: .whitespaces).hasSuffix("August"))
  }

  /// Three months to a row unless standard output is a terminal too narrow for them (cal.c's
  /// fitting: `(width - (width / month - 1) * gutter) / month`, month 20 or 27 with `-j`).
  @Test func monthsPerRow() {
    #expect(CalMonthsPerRow.count(requested: nil, julian: true, gutter: 3, terminalWidth: nil, autoWidth: 80) == 3)
    #expect(CalMonthsPerRow.count(requested: nil, julian: false, gutter: 2, terminalWidth: 200, autoWidth: 80) == 3)
    #expect(CalMonthsPerRow.count(requested: nil, julian: true, gutter: 3, terminalWidth: 80, autoWidth: 80) == 2)
    #expect(CalMonthsPerRow.count(requested: nil, julian: false, gutter: 2, terminalWidth: 50, autoWidth: 80) == 2)
    #expect(CalMonthsPerRow.count(requested: nil, julian: false, gutter: 2, terminalWidth: 5, autoWidth: 80) == 1)
    #expect(CalMonthsPerRow.count(requested: .count(5), julian: true, gutter: 3, terminalWidth: 40, autoWidth: 80) == 5)
    #expect(CalMonthsPerRow.count(requested: .auto, julian: false, gutter: 3, terminalWidth: nil, autoWidth: 200) == 8)
    #expect(
      CalMonthsPerRow.count(requested: .auto, julian: false, gutter: 3, terminalWidth: nil, autoWidth: Int.max) > 12)
  }

  /// Which months cal shows (cal.c's main and monthly; each case checked against util-linux 2.38.1
  /// cal built from Debian's source, with today in November). `month` nil: a year alone.
  @Test(
    arguments: [
      // A year alone is the year; with -1, -3 or -n it is today's month of that year.
      ([], 2024, nil, 2024, 12, 2024, 1),
      (["-1"], 2024, nil, nil, 1, 2024, 11),
      (["-n", "3"], 2024, nil, nil, 3, 2024, 11),
      // -Y with a year alone is -y; -3 -y is three months centred on January, under the year.
      (["-Y"], 2024, nil, 2024, 12, 2024, 1),
      (["-3", "-y"], 2024, nil, 2024, 3, 2023, 12),
      // -S moves -y's January back half a year; -3 -Y is three months centred on the month.
      (["-S", "-y"], 2024, 7, 2024, 12, 2023, 7),
      (["-3", "-Y"], 2024, 5, nil, 3, 2024, 4),
    ] as [([String], Int, Int?, Int?, Int, Int, Int)])
  func monthSelection(
    options: [String], year: Int, month: Int?, heading: Int?, count: Int, firstYear: Int, firstMonth: Int
  ) throws {
    let selection = try CalMonthSelection(
      arguments: try CalArguments(options), year: year, month: month ?? 11, onlyYear: month == nil)
    #expect(selection.months.count == count, "\(options)")
    #expect(selection.months.first == CalMonthSelection.Month(year: firstYear, month: firstMonth), "\(options)")
    #expect(selection.yearHeading == heading, "\(options)")
  }

  /// Short `-w` takes no value (getopt's "w"): `-1mwv` is four flags; a week number is `--week=N`.
  @Test func shortWeekTakesNoValue() {
    let bundled = TestSupport.calrender(
      ["--compat", "cal", "-1mwv", "27", "09", "2006"], environment: ["LC_ALL": "C"])
    let separate = TestSupport.calrender(
      ["--compat", "cal", "-1", "-m", "-w", "-v", "27", "09", "2006"], environment: ["LC_ALL": "C"])
    #expect(bundled.0 == 0 && bundled.1 == separate.1)
    #expect(TestSupport.calrender(["--compat", "cal", "-w5", "2024"], environment: ["LC_ALL": "C"]).0 == 1)
  }

  /// `--week=N` picks the month only after a year alone; with no arguments the month is today's
  /// (util-linux 2.38.1 with CAL_TEST_TIME of 2014-02-01: February 2014, week 20 not shown).
  @Test func weekWithoutArgumentsKeepsTodaysMonth() {
    let (code, output, _) = TestSupport.calrender(
      ["--compat", "cal", "--today", "2014-02-01", "-s", "--week=20", "-1"], environment: ["LC_ALL": "C"])
    #expect(code == 0)
    #expect(output.hasPrefix("     February 2014     \n"))
  }

  @Test func twelveMonthsAndYearExcludeEachOther() {
    let (code, output, error) = TestSupport.calrender(
      ["--compat", "cal", "-y", "-n", "2", "2024"], environment: ["LC_ALL": "C"])
    #expect(code == 1 && output.isEmpty)
    #expect(error == "calrender: mutually exclusive arguments: --twelve --months --year\n")
    #expect(TestSupport.calrender(["--compat", "cal", "-Y", "-Y", "1", "2024"], environment: ["LC_ALL": "C"]).0 == 0)
  }

  @Test func highlightsWeekNumberWithColor() {
    let (status, output, _) = TestSupport.calrender(
      ["--compat", "cal", "--today", "2024-02-14", "--color=always", "-m", "--week=40", "7", "10", "2013"],
      environment: ["LC_ALL": "C"])
    #expect(status == 0)
    #expect(output.contains("\u{1B}[7m40\u{1B}[0m "))
    #expect(output.contains("\u{1B}[7m 7\u{1B}[0m"))
  }
}
