import CalRender
import CalRenderTestSupport
import Foundation
import Testing

/// The working-day calculator (`CalendarRenderer.workingDays(region:in:)`, `WorkingDays`, issue 25
/// item 3) against python-holidays' `is_working_day` (scripts/workdays_oracle.py) and a naive
/// count, and the make-up days of China and Taiwan.
@Suite("Working days")
struct WorkingDayTests {
  static let renderer = CalendarRenderer(environment: ["TZ": "UTC"])

  static func day(_ iso: String) -> JulianDay { JulianDay(isoString: iso)! }

  /// The regions compared and their years: CN and TW over the years of their make-up days' tables
  /// (the State Council's notices, the DGPA's calendars), US and DE over 2000–2040. Taiwan from
  /// 2001, its first year of a five-day week: python-holidays has no Saturday off in 2000, ICU's
  /// week data (today's) has every one (docs/holidays.md).
  static let compared: [(region: String, years: ClosedRange<Int>)] = [
    ("CN", 2001...2026), ("TW", 2001...2025), ("US", 2000...2040), ("DE", 2000...2040),
  ]

  /// python-holidays' year: its count of working days, its weekdays off and its weekend days worked.
  struct OracleYear: Equatable {
    var count: Int
    var off: [String]
    var worked: [String]
  }

  static func oracle(_ region: String, _ years: ClosedRange<Int>) throws -> [Int: OracleYear] {
    let result = try TestSupport.pipScript(
      "scripts/workdays_oracle.py", [region, String(years.lowerBound), String(years.upperBound)])
    #expect(result.status == 0, "\(result.stderr) (pip install holidays==0.109)")
    var table: [Int: OracleYear] = [:]
    for line in result.stdout.split(separator: "\n") {
      if line.hasPrefix("# holidays ") {
        #expect(line == "# holidays 0.109")
        continue
      }
      let cells = line.split(separator: "\t").map(String.init)
      guard cells.count == 4, let year = Int(cells[0]), let count = Int(cells[1]) else { continue }
      let list = { (cell: String) in cell == "-" ? [] : cell.split(separator: ",").map(String.init) }
      table[year] = OracleYear(count: count, off: list(cells[2]), worked: list(cells[3]))
    }
    return table
  }

  @Test(arguments: compared)
  func agreesWithPythonHolidays(region: String, years: ClosedRange<Int>) throws {
    let oracle = try Self.oracle(region, years)
    #expect(oracle.count == years.count, "the oracle answered every year")
    let span =
      JulianDay(isoYear: years.lowerBound, month: 1, day: 1)...JulianDay(isoYear: years.upperBound, month: 12, day: 31)
    let days = try Self.renderer.workingDays(region: region, in: span)
    for year in years {
      let first = JulianDay(isoYear: year, month: 1, day: 1), last = JulianDay(isoYear: year, month: 12, day: 31)
      var ours = OracleYear(count: try #require(days.count(in: first...last)), off: [], worked: [])
      for day in first...last {
        let working = try #require(days.isWorkingDay(day))
        let weekend = days.weekend.contains(day.weekday)
        if weekend && working { ours.worked.append(day.isoString) }
        if !weekend && !working { ours.off.append(day.isoString) }
      }
      #expect(ours == oracle[year], "\(region) \(year)")
    }
  }

  /// The make-up days are weekend days, and every one of the covered years that moved a day off
  /// has some (a table that lost a year would pass the comparison only if python-holidays lost it
  /// too).
  @Test(arguments: [("CN", 2001...2026), ("TW", 2000...2025)])
  func makeUpDaysAreWorkedWeekendDays(region: String, years: ClosedRange<Int>) throws {
    let span =
      JulianDay(isoYear: years.lowerBound, month: 1, day: 1)...JulianDay(isoYear: years.upperBound, month: 12, day: 31)
    let days = try Self.renderer.workingDays(region: region, in: span)
    #expect(days.weekend == [.sat, .sun])
    #expect(!days.workedWeekendDays.isEmpty)
    #expect(days.workedWeekendDays.allSatisfy { days.weekend.contains($0.weekday) && days.isWorkingDay($0) == true })
    #expect(days.coverageGaps.isEmpty)
    if region == "CN" {
      // Every year of the notices has worked weekends (2001–2026: the golden weeks, 调休).
      let years = Set(days.workedWeekendDays.map { $0.isoString.prefix(4) })
      #expect(years.count == 26)
    }
  }

  @Test func examplesOfTheDocumentation() throws {
    let february = Self.day("2024-02-01")...Self.day("2024-02-29")
    let china = try Self.renderer.workingDays(region: "CN", in: february)
    // 21 weekdays, less 12–16 February (春节), plus Sunday 4 and Sunday 18 February.
    #expect(china.count(in: february) == 18)
    #expect(china.isWorkingDay(Self.day("2024-02-04")) == true)
    #expect(china.isWorkingDay(Self.day("2024-02-12")) == false)
    #expect(china.isWorkingDay(Self.day("2024-02-10")) == false)
    #expect(china.isWorkingDay(Self.day("2024-03-01")) == nil)
    // Saturday 14 September worked, 15–17 off (中秋).
    #expect(
      try Self.renderer.workingDay(region: "CN", 5, workingDaysFrom: Self.day("2024-09-13")).day
        == Self.day("2024-09-23"))
    #expect(
      try Self.renderer.workingDay(region: "CN", -5, workingDaysFrom: Self.day("2024-09-23")).day
        == Self.day("2024-09-13"))
    #expect(
      try Self.renderer.workingDay(region: "CN", 1, workingDaysFrom: Self.day("2024-09-13")).day
        == Self.day("2024-09-14"))
    // 0: the day itself when it is worked, else the next working day.
    #expect(
      try Self.renderer.workingDay(region: "CN", 0, workingDaysFrom: Self.day("2024-09-14")).day
        == Self.day("2024-09-14"))
    #expect(
      try Self.renderer.workingDay(region: "CN", 0, workingDaysFrom: Self.day("2024-09-15")).day
        == Self.day("2024-09-18"))
    // Saudi Arabia's weekend is Friday and Saturday, from CLDR's week data for SA.
    let saudi = try Self.renderer.workingDays(region: "SA", in: february)
    #expect(saudi.weekend == [.fri, .sat])
    // A subdivision has its country's weekend and its own days: Epiphany in Bavaria.
    let january = Self.day("2025-01-01")...Self.day("2025-01-31")
    let bavaria = try Self.renderer.workingDays(region: "de-by", in: january)
    let germany = try Self.renderer.workingDays(region: "DE", in: january)
    #expect(bavaria.isWorkingDay(Self.day("2025-01-06")) == false)
    #expect(germany.isWorkingDay(Self.day("2025-01-06")) == true)
  }

  /// A count and a walk against a day-by-day count over many ranges, in regions with make-up days
  /// and with Friday weekends.
  @Test(arguments: ["CN", "TW", "SA", "US"])
  func countsAgreeWithADayByDayCount(region: String) throws {
    let span = Self.day("2018-01-01")...Self.day("2025-12-31")
    let days = try Self.renderer.workingDays(region: region, in: span)
    // Ranges spread over the span by two coprime strides (the same ones every run).
    for index in 0..<200 {
      // From the span's second day: the walk starts on the day before.
      let start = span.lowerBound.advanced(by: 1 + index * 1_237 % 2_500)
      let end = start.advanced(by: index * 89 % 400)
      let naive = (start...end).filter { days.isWorkingDay($0) == true }.count
      #expect(days.count(in: start...end) == naive, "\(region) \(start.isoString)..\(end.isoString)")
      // The walk of that many working days from the day before lands on the range's last working day.
      if naive > 0, let last = (start...end).last(where: { days.isWorkingDay($0) == true }) {
        #expect(days.day(naive, workingDaysFrom: start.advanced(by: -1)) == last)
      }
    }
  }

  @Test func badInputIsAUsageError() throws {
    #expect(throws: CalRenderError.self) {
      try Self.renderer.workingDays(region: "XX", in: Self.day("2024-01-01")...Self.day("2024-01-02"))
    }
    #expect(throws: CalRenderError.self) {
      try Self.renderer.workingDay(region: "CN", 36_501, workingDaysFrom: Self.day("2024-01-01"))
    }
    #expect(throws: CalRenderError.self) {
      try Self.renderer.workingDays(region: "CN", in: Self.day("1900-01-01")...Self.day("2200-01-01"))
    }
    // A large walk is answered within its bound (about 140 years of working days).
    let far = try Self.renderer.workingDay(region: "US", 36_500, workingDaysFrom: Self.day("2000-01-03"))
    #expect(far.day > Self.day("2130-01-01") && far.day < Self.day("2160-01-01"))
  }

  @Test func yearsOutsideTheDataAreSaid() throws {
    let days = try Self.renderer.workingDays(region: "CN", in: Self.day("2027-01-01")...Self.day("2027-12-31"))
    #expect(days.coverageGaps == [HolidayCoverageGap(region: "CN", coveredYears: 2001...2026, years: 2027...2027)])
    let walk = try Self.renderer.workingDay(region: "CN", 10, workingDaysFrom: Self.day("2024-02-01"))
    #expect(walk.coverageGaps.isEmpty)
  }

  /// The regions compared with workalendar, their years, and the years' documented differences in
  /// the count of working days (calrender's less workalendar's), from docs/holidays.md's section
  /// "Working days against workalendar": every region workalendar's registry and calrender both
  /// have, each difference named there with its days and reason.
  struct WorkalendarRegion: Sendable, CustomTestStringConvertible {
    var region: String
    var years: ClosedRange<Int>
    /// How many of the years the section says agree (`12 of 21`).
    var equalYears: Int
    var differences: [Int: Int]
    var testDescription: String { region }
  }

  static let workalendarRegions: [WorkalendarRegion] = (try? workalendarTable()) ?? []

  static func workalendarTable() throws -> [WorkalendarRegion] {
    let text = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/holidays.md"), encoding: .utf8)
    guard let start = text.range(of: "\n## Working days against workalendar\n") else { return [] }
    let section = text[start.upperBound...]
    let body = section.range(of: "\n## ").map { section[..<$0.lowerBound] } ?? section
    var regions: [String: WorkalendarRegion] = [:]
    var order: [String] = []
    for line in body.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, cells[0].count == 2, cells[0].allSatisfy(\.isUppercase) else { continue }
      let span = cells[1].split(separator: "–").compactMap { Int($0) }
      if span.count == 2, let equal = Int(cells[2].prefix { $0.isNumber }) {
        regions[cells[0]] = WorkalendarRegion(
          region: cells[0], years: span[0]...span[1], equalYears: equal, differences: regions[cells[0]]?.differences ?? [:])
        order.append(cells[0])
      } else if span.count == 1, cells[1].count == 4, let delta = Int(cells[2].replacingOccurrences(of: "−", with: "-")) {
        #expect(!cells[3].isEmpty, "\(line): a difference needs its days and reason")
        regions[cells[0], default: WorkalendarRegion(region: cells[0], years: 0...0, equalYears: 0, differences: [:])]
          .differences[span[0]] = delta
      }
    }
    return order.compactMap { regions[$0] }
  }

  static func runWorkalendar(_ arguments: [String]) throws -> String {
    let result = try TestSupport.pipScript("scripts/workalendar_oracle.py", arguments)
    #expect(result.status == 0, "\(result.stderr) (pip install workalendar==17.0.0)")
    return result.stdout
  }

  /// Every country workalendar has and calrender has data for is in the section, compared over
  /// years its data covers.
  @Test func everyWorkalendarRegionIsCompared() throws {
    let theirs = try Self.runWorkalendar(["--list"]).split(separator: "\n").map(String.init)
    #expect(theirs.count > 70, "the registry answered")
    let ours = Set(Holidays.availableRegions)
    let listed = Set(Self.workalendarRegions.map(\.region))
    let missing = theirs.filter { ours.contains($0) && !listed.contains($0) }
    #expect(missing.isEmpty, "docs/holidays.md compares no working days with workalendar for \(missing)")
    #expect(Self.workalendarRegions.count == listed.count, "each region once")
  }

  /// Each year's count of working days equals workalendar's, but by the differences the section
  /// names (Taiwan: neither the 2015 weekend rule nor the DGPA's moved days; the US: Juneteenth).
  @Test(arguments: workalendarRegions)
  func agreesWithWorkalendar(_ compared: WorkalendarRegion) throws {
    let (region, years) = (compared.region, compared.years)
    var theirs: [Int: Int] = [:]
    for line in try Self.runWorkalendar([region, String(years.lowerBound), String(years.upperBound)]).split(separator: "\n") {
      if line.hasPrefix("# workalendar ") {
        #expect(line == "# workalendar 17.0.0")
        continue
      }
      let cells = line.split(separator: "\t")
      if cells.count == 2, let year = Int(cells[0]), let count = Int(cells[1]) { theirs[year] = count }
    }
    #expect(theirs.count == years.count, "the oracle answered every year")
    let span =
      JulianDay(isoYear: years.lowerBound, month: 1, day: 1)...JulianDay(isoYear: years.upperBound, month: 12, day: 31)
    let days = try Self.renderer.workingDays(region: region, in: span)
    var equal = 0
    for year in years {
      let ours = days.count(
        in: JulianDay(isoYear: year, month: 1, day: 1)...JulianDay(isoYear: year, month: 12, day: 31))
      let delta = (ours ?? 0) - (theirs[year] ?? 0)
      if delta == 0 { equal += 1 }
      #expect(
        delta == compared.differences[year] ?? 0,
        "\(region) \(year): calrender \(ours ?? -1), workalendar \(theirs[year] ?? -1) (documented: \(compared.differences[year] ?? 0))")
    }
    #expect(equal == compared.equalYears, "\(region): \(equal) of \(years.count) years agree")
    #expect(compared.differences.keys.allSatisfy(years.contains), "\(region): a difference outside the years compared")
  }

  /// The JSON day says `"workday": true` on a weekend day worked, and only there; a document whose
  /// `workday` disagrees with the day's holidays does not decode.
  @Test func theJSONDaySaysWorkday() throws {
    var request = CalendarRequest(locale: "zh-CN", view: .month(containing: Self.day("2024-02-14")))
    request.holidays = .regions(["CN"])
    request.today = .none
    let json = try Self.renderer.render(request, as: .json)
    #expect(json.components(separatedBy: "\"workday\": true").count == 3)
    let decoded = try JSONDecoder().decode(CalendarDocument.self, from: Data(json.utf8))
    #expect(
      decoded.months[0].weeks.days.filter(\.isMakeUpWorkday).map(\.date.isoString) == ["2024-02-04", "2024-02-18"])
    // A forged flag on Monday 5 February.
    let forged = json.replacingOccurrences(
      of: "\"date\": \"2024-02-05\"", with: "\"date\": \"2024-02-05\", \"workday\": true")
    #expect(forged != json)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(CalendarDocument.self, from: Data(forged.utf8)) }
  }
}
