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

  /// The command's locale is EnvironmentPolicy's: `--locale`, else LC_ALL, LC_TIME, LANG (the first
  /// set and not empty); an unknown one there is C, as cal falls back; an unknown `--locale` is an error.
  @Test func localeFromTheEnvironmentPolicy() {
    func cal(_ environment: [String: String], _ extra: [String] = []) -> (Int32, String, String) {
      TestSupport.calrender(
        ["--compat", "cal", "--today", "2024-02-14"] + extra + ["2", "2024"], environment: environment)
    }
    let c = cal(["LC_ALL": "C"])
    #expect(c.0 == 0 && c.1.hasPrefix("    February 2024   \nSu Mo Tu We Th Fr Sa\n"))
    #expect(cal(["LC_ALL": "xx_YY"]).1 == c.1)
    #expect(cal([:]).1 == c.1)
    let german = cal(["LC_ALL": "", "LC_TIME": "de_DE.UTF-8", "LANG": "ko_KR"])
    #expect(german.1.hasPrefix("    Februar 2024    \nMo Di Mi Do Fr Sa So\n"), "\(german.1)")
    #expect(cal(["LC_ALL": "C"], ["--locale", "de-DE"]).1 == german.1)
    let unknown = cal(["LC_ALL": "C"], ["--locale", "xx-YY"])
    #expect(unknown.0 == 1 && unknown.1.isEmpty && unknown.2.hasPrefix("calrender: "))
  }
}

@Suite("--compat cal: rules no reference case shows")
struct CalCompatRuleTests {
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
