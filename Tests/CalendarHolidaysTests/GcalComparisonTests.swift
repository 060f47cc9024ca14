import CalRenderTestSupport
import CalendarHolidays
import CalendarModel
import Foundation
import Testing

/// A sample of regions against GNU gcal 4.1 (Debian's `gcal`, `scripts/gcal_oracle.py`), issue
/// 25's second oracle: gcal's legal holidays (`+` in its eternal holiday list) against calrender's
/// days off, 2010–2016 (gcal 4.1 is of 2017: later laws are not in it). gcal keeps no observed
/// days and much older law than python-holidays, so the two differ by whole rules; every rule on
/// which they differ is named once in docs/holidays.md ("Checked against gcal"), its days set aside,
/// and every other day must agree.
@Suite("Holidays against gcal")
struct GcalComparisonTests {
  /// calrender's code → gcal's.
  static let sample: [(region: String, gcal: String)] = [
    ("DE-BY", "DE_BY"), ("DE-BE", "DE_BE"), ("AT", "AT"), ("FR", "FR"), ("NL", "NL"), ("GB-ENG", "GB_EN"),
    ("US-NY", "US_NY"), ("CA-ON", "CA_ON"), ("CH-ZH", "CH_ZH"), ("JP", "JP"), ("KR", "KR"), ("IT", "IT"),
  ]
  static let years = 2010...2016

  /// The rules docs/holidays.md names: region → (side, name): `gcal` and the name gcal prints, or
  /// `calrender` and the holiday's id.
  static func explained() throws -> [String: [(side: String, name: String)]] {
    let text = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/holidays.md"), encoding: .utf8)
    var table: [String: [(side: String, name: String)]] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| gcal ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, cells[1] == "gcal" || cells[1] == "calrender" else { continue }
      #expect(!cells[3].isEmpty, "\(line): a rule that differs needs its reason")
      table[String(cells[0].dropFirst(5)), default: []].append((cells[1], cells[2].trimmingCharacters(in: ["`"])))
    }
    return table
  }

  static func gcalDays(_ code: String) throws -> [String: [String]] {
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/gcal_oracle.py").path
    let result = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["python3", script, code, String(years.lowerBound), String(years.upperBound)],
      environment: ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/root"])
    #expect(result.status == 0, "\(result.stderr) (apt-get install gcal)")
    var days: [String: [String]] = [:]
    for line in result.stdout.split(separator: "\n") {
      if line.hasPrefix("# gcal ") {
        #expect(line == "# gcal 4.1", "the rules named in docs/holidays.md are gcal 4.1's")
        continue
      }
      let parts = line.split(separator: "\t", maxSplits: 1)
      if parts.count == 2 { days[String(parts[0])] = parts[1].components(separatedBy: "; ") }
    }
    return days
  }

  @Test(arguments: sample.map(\.region))
  func agreesWithGcal(region: String) throws {
    let gcalCode = Self.sample.first { $0.region == region }!.gcal
    let ours = try HolidayComparisonTests.ourHolidays(region, in: Self.years), theirs = try Self.gcalDays(gcalCode)
    #expect(theirs.count > 5 * Self.years.count, "\(region): gcal answered")
    let table = try Self.explained()
    let rules = (table[region] ?? []) + (table["*"] ?? [])
    let ourRules = Set(rules.filter { $0.side == "calrender" }.map(\.name))
    let gcalRules = Set(rules.filter { $0.side == "gcal" }.map(\.name))
    let onlyOurs = Set(ours.keys).subtracting(theirs.keys).sorted()
    let onlyTheirs = Set(theirs.keys).subtracting(ours.keys).sorted()
    let unexplainedOurs = onlyOurs.filter { !(ours[$0] ?? []).isSubset(of: ourRules) }
    let unexplainedTheirs = onlyTheirs.filter { !Set(theirs[$0] ?? []).isSubset(of: gcalRules) }
    #expect(
      unexplainedOurs.isEmpty && unexplainedTheirs.isEmpty,
      """
      \(region) against gcal: days no rule in docs/holidays.md explains —
      only calrender: \(unexplainedOurs.map { "\($0) (\((ours[$0] ?? []).sorted().joined(separator: ", ")))" }.joined(separator: ", "))
      only gcal: \(unexplainedTheirs.map { "\($0) (\((theirs[$0] ?? []).joined(separator: "; ")))" }.joined(separator: ", "))
      """)
    // A named rule that explains no day is stale.
    let usedOurs = Set(onlyOurs.flatMap { ours[$0] ?? [] }), usedTheirs = Set(onlyTheirs.flatMap { theirs[$0] ?? [] })
    let own = table[region] ?? []
    let stale =
      Set(own.filter { $0.side == "calrender" }.map(\.name)).subtracting(usedOurs).sorted()
      + Set(own.filter { $0.side == "gcal" }.map(\.name)).subtracting(usedTheirs).sorted()
    #expect(stale.isEmpty, "\(region): docs/holidays.md names rules against gcal that explain no day: \(stale)")
    let agreed = Set(ours.keys).intersection(theirs.keys).count
    print(
      "gcal agreement \(region): \(agreed) days in both, \(onlyOurs.count) only in calrender, \(onlyTheirs.count) only in gcal (every one a named rule)")
  }
}
