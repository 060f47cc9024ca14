import CalRenderTestSupport
import CalendarHolidays
import CalendarICU
import CalendarModel
import Foundation
import Testing

/// Every region's make-up working days (its `workday` days: China's 调休, Taiwan's 補班, the weekend
/// days Hungary, Russia, Belarus … work for a day off moved) against python-holidays 0.109's
/// `weekend_workdays` (scripts/workdays_oracle.py) over the years of its tables: the same dates, but
/// for those docs/holidays.md lists as `| XX workday | date | side | reason | source |`.
@Suite("Make-up working days")
struct MakeUpDayTests {
  /// The regions whose rule files have `workday` days, read from the files.
  static let regions = HolidayComparisonTests.regions.filter { code in
    HolidayComparisonTests.aliases[code] == nil
      && ((try? HolidayComparisonTests.catalog.region(code).holidays.contains { $0.kind == .workday }) ?? false)
  }

  /// The years a region's `workday` lines hold, within 1970–2060.
  static func years(of code: String) throws -> ClosedRange<Int> {
    let lines = try HolidayComparisonTests.catalog.region(code).holidays.filter { $0.kind == .workday }
    let first = lines.map(\.years.lowerBound).min() ?? 1970, last = lines.map(\.years.upperBound).max() ?? 2060
    return max(1970, first)...min(2060, last)
  }

  /// docs/holidays.md's rows of make-up days that differ: region → date → the side that has it.
  static func documented() throws -> [String: [String: String]] {
    let text = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/holidays.md"), encoding: .utf8)
    var table: [String: [String: String]] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 5, cells[0].hasSuffix(" workday"), JulianDay(isoString: cells[1]) != nil else { continue }
      #expect(!cells[3].isEmpty && !cells[4].isEmpty, "\(line): a difference needs a reason and a source")
      table[String(cells[0].dropLast(" workday".count)), default: [:]][cells[1]] = cells[2]
    }
    return table
  }

  @Test func regionsAreFound() {
    #expect(Set(["CN", "TW"]).isSubset(of: Set(Self.regions)))
  }

  @Test(arguments: regions)
  func agreesWithPythonHolidays(region code: String) throws {
    let years = try Self.years(of: code)
    let region = try HolidayComparisonTests.catalog.region(code)
    let locale = try LocaleResolver().resolve("en_US")
    let calendar = HolidayCalendar(
      regions: [region], language: "en", arithmetic: ICUCalendarArithmetic.factory(locale: locale))
    let span = JulianDay(isoYear: years.lowerBound, month: 1, day: 1)...JulianDay(isoYear: years.upperBound, month: 12, day: 31)
    let ours = Set(try calendar.holidays(in: span).filter { $0.kind == .workday }.map(\.date.isoString))
    let result = try TestSupport.pipScript(
      "scripts/workdays_oracle.py", [code, String(years.lowerBound), String(years.upperBound)])
    #expect(result.status == 0, "\(result.stderr) (pip install holidays==0.109)")
    var theirs: Set<String> = []
    for line in result.stdout.split(separator: "\n") where !line.hasPrefix("#") {
      let cells = line.split(separator: "\t")
      if cells.count == 4, cells[3] != "-" { theirs.formUnion(cells[3].split(separator: ",").map(String.init)) }
    }
    #expect(!theirs.isEmpty, "\(code): python-holidays has no make-up days in \(years)")
    let documented = try Self.documented()[code] ?? [:]
    let onlyOurs = ours.subtracting(theirs).filter { documented[$0] != "calrender" }.sorted()
    let onlyTheirs = theirs.subtracting(ours).filter { documented[$0] != "python-holidays" }.sorted()
    #expect(onlyOurs.isEmpty && onlyTheirs.isEmpty, "\(code) \(years): only calrender \(onlyOurs), only python-holidays \(onlyTheirs)")
    let stale = documented.filter { date, side in
      side == "calrender" ? !ours.subtracting(theirs).contains(date) : !theirs.subtracting(ours).contains(date)
    }
    #expect(stale.isEmpty, "\(code): docs/holidays.md lists make-up differences that no longer occur: \(stale.keys.sorted())")
  }
}
