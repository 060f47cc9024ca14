import CalRenderTestSupport
import Foundation
import Testing

/// Inputs that once trapped or ran away in `--compat cal` (issue 11): each is now exit 1 with one
/// line on stderr and nothing on stdout, or bounded output.
@Suite("--compat cal: traps")
struct CalCompatTrapTests {
  static func cal(_ arguments: [String], environment: [String: String] = [:]) -> (Int32, String, String) {
    TestSupport.calrender(
      ["--compat", "cal", "--today", "2024-02-14"] + arguments,
      environment: ["LC_ALL": "C", "TZ": "UTC"].merging(environment) { $1 })
  }

  static func expectOneLineFailure(_ result: (Int32, String, String), _ comment: Comment) {
    #expect(result.0 == 1, comment)
    #expect(result.1.isEmpty, comment)
    #expect(result.2.hasPrefix("calrender: ") && result.2.filter { $0 == "\n" }.count == 1, comment)
  }

  /// `-S` centres 26 months on January of year 1: half of them would fall before year 1, which
  /// `cal`'s reckoning does not have.
  @Test(arguments: [["-n", "26", "-S", "1", "1"], ["-3", "1", "1"], ["-n", "3", "-S", "1", "1"]])
  func monthsBeforeYearOne(arguments: [String]) {
    Self.expectOneLineFailure(Self.cal(arguments), "\(arguments)")
  }

  /// The first month of year 1 is fine on its own.
  @Test func yearOneItself() {
    let (code, output, _) = Self.cal(["-n", "2", "1", "1"])
    #expect(code == 0)
    #expect(output.hasPrefix("    January 0001          February 0001   \n"))
  }

  /// A `--today` outside cal's years (before year 1) is refused rather than reaching the layout.
  @Test(arguments: ["-0001-06-01", "0000-12-31"])
  func todayBeforeYearOne(today: String) {
    Self.expectOneLineFailure(
      TestSupport.calrender(["--compat", "cal", "--today", today], environment: ["LC_ALL": "C"]), "\(today)")
  }

  /// An ISO date argument in year 0 is refused as cal refuses year 0.
  @Test func isoDateInYearZero() {
    Self.expectOneLineFailure(Self.cal(["0000-06-01"]), "0000-06-01")
  }

  /// `-n` is bounded as in the normal grammar (1…1200) instead of building every month in memory.
  @Test(arguments: ["99999999999", "1201", "4294967296", "-1"])
  func monthCountIsBounded(count: String) {
    Self.expectOneLineFailure(Self.cal(["-n", count]), "-n \(count)")
  }

  @Test func twelveHundredMonthsIsTheLimit() {
    let (code, output, _) = Self.cal(["-n", "1200", "1", "2000"])
    #expect(code == 0)
    // 400 rows of three months, 8 lines each.
    #expect(output.split(separator: "\n", omittingEmptySubsequences: false).count == 400 * 8 + 1)
  }

  /// A `COLUMNS` as large as an `Int` does not overflow the fitting of months to the width: like
  /// util-linux's `get_terminal_width`, a value past `INT_MAX` (or not a positive number) is ignored
  /// and the width is 80, three months to a row.
  @Test(arguments: ["9223372036854775807", "-9223372036854775808", "0", "garbage"])
  func hugeColumns(columns: String) {
    let (code, output, error) = Self.cal(["-c", "auto", "-y", "2024"], environment: ["COLUMNS": columns])
    #expect(code == 0, "\(error)")
    let titles = output.split(separator: "\n", omittingEmptySubsequences: false)[2]
    #expect(titles.split(separator: " ") == ["January", "February", "March"])
  }

  /// A `COLUMNS` within `INT_MAX` is taken (bounded for the arithmetic): one row of twelve.
  @Test func wideColumns() {
    let (code, output, _) = Self.cal(["-c", "auto", "-y", "2024"], environment: ["COLUMNS": "2147483647"])
    #expect(code == 0)
    #expect(output.split(separator: "\n", omittingEmptySubsequences: false)[2].hasSuffix("December      "))
  }
}
