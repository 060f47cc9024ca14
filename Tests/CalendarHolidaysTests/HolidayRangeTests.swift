import CalRenderTestSupport
import CalendarHolidays
import CalendarICU
import CalendarModel
import Foundation
import LocaleOverlays
import Testing

/// The holidays of a range: only the rule years it reaches are computed, and Umm al-Qura-dated
/// rules give days only inside the calendar's table (docs/holidays.md).
@Suite("Holidays of a range")
struct HolidayRangeTests {
  /// A range computes only the rule years that reach it (and the next year's days off only when a
  /// substitute runs into it): every month, and the turn of each year, has exactly the holidays the
  /// whole years list, in every region, in years with substitutes across New Year (2021: New
  /// Year's Day 2022 is a Saturday; 2027: Christmas is).
  @Test(arguments: [2021, 2022, 2027])
  func monthsHaveTheirYearsHolidays(year: Int) throws {
    let catalog = LocaleOverlays.holidayCatalog()
    let locale = try LocaleResolver().resolve("en_US")
    for code in catalog.codes {
      let region = try catalog.region(code)
      let whole = HolidayCalendar(
        regions: [region], language: "en", arithmetic: ICUCalendarArithmetic.factory(locale: locale))
      var all: [Holiday] = []
      for y in (year - 1)...(year + 1) { all += try whole.holidays(inYear: y) }
      var ranges: [ClosedRange<JulianDay>] = (1...12).map { month in
        let first = JulianDay(isoYear: year, month: month, day: 1)
        let next = month == 12 ? JulianDay(isoYear: year + 1, month: 1, day: 1) : JulianDay(isoYear: year, month: month + 1, day: 1)
        return first...next.advanced(by: -1)
      }
      ranges.append(JulianDay(isoYear: year, month: 12, day: 20)...JulianDay(isoYear: year + 1, month: 1, day: 10))
      for range in ranges {
        // A fresh calendar: the range is its first question.
        let fresh = HolidayCalendar(
          regions: [region], language: "en", arithmetic: ICUCalendarArithmetic.factory(locale: locale))
        let expected = all.filter { range.contains($0.date) }.map { "\($0.date.isoString) \($0.id)" }
        let found = try fresh.holidays(in: range).map { "\($0.date.isoString) \($0.id)" }
        #expect(found == expected, "\(code) \(range.lowerBound.isoString)…\(range.upperBound.isoString)")
      }
    }
  }

  /// Holidays dated in Umm al-Qura exist where its table defines the calendar (1300–1600 AH,
  /// 1882–2174); the region's Gregorian holidays go on (docs/holidays.md).
  @Test func ummAlQuraHolidaysOnlyInsideTheTable() throws {
    let saudi = try LocaleOverlays.holidayCatalog().region("SA")
    let locale = try LocaleResolver().resolve("ar_SA")
    let calendar = HolidayCalendar(
      regions: [saudi], language: "en", arithmetic: ICUCalendarArithmetic.factory(locale: locale))
    let inside = try calendar.holidays(inYear: 2150).map(\.id)
    #expect(inside.contains("eid-al-fitr") && inside.contains("eid-al-adha"))
    let beyond = try calendar.holidays(inYear: 2200).map(\.id)
    #expect(!beyond.isEmpty && !beyond.contains { $0.hasPrefix("eid") }, "\(beyond)")
    #expect(beyond.contains("national-day"), "\(beyond)")
  }
}

/// The years a region's data covers (its `covers` line), and the gaps a range reaches beyond them.
@Suite("Holiday coverage")
struct HolidayCoverageTests {
  static func region(_ covers: String) throws -> HolidayRegion {
    try HolidayRegion(
      parsing: "region KR\nlanguages ko\nutc-offset +09:00\n\(covers)\n"
        + "holiday x public gregorian M03-01\n  name ko 가\n  name en A\n",
      file: "TEST.txt")
  }

  static func days(_ first: Int, _ last: Int) -> ClosedRange<JulianDay> {
    JulianDay(isoYear: first, month: 1, day: 1)...JulianDay(isoYear: last, month: 12, day: 31)
  }

  @Test func coversLineIsParsed() throws {
    #expect(try Self.region("covers 2000-2040").coveredYears == 2000...2040)
    #expect(try Self.region("covers 1990-").coveredYears == 1990...Int.max)
    #expect(try Self.region("covers 2019").coveredYears == 2019...2019)
    #expect(try Self.region("").coveredYears == nil)
  }

  /// `covers 2008-2026 in AN`: a subdivision's own years (Spain's communities, whose yearly lists
  /// end before the country's law does); the others and the country keep the country's.
  @Test func subdivisionCoversLineIsParsed() throws {
    let text =
      "region ES\nlanguages es\nutc-offset +01:00\ncovers 2008-\nsubdivisions AN CT MD\n"
      + "covers 2008-2026 in AN,CT\nholiday x public gregorian M03-01 in AN\n  name es A\n  name en A\n"
    let country = try HolidayRegion(parsing: text, file: "ES.txt")
    #expect(country.coveredYears == 2008...Int.max)
    #expect(country.subdivisionCoveredYears == ["AN": 2008...2026, "CT": 2008...2026])
    #expect(country.subdivision("AN")?.coveredYears == 2008...2026)
    #expect(country.subdivision("AN")?.uncoveredYears(of: 2020...2030) == [2027...2030])
    #expect(country.subdivision("MD")?.coveredYears == 2008...Int.max)
    #expect(country.countryDays.coveredYears == 2008...Int.max)
    #expect(country.countryDays.subdivisionCoveredYears.isEmpty)
    // Only subdivisions of the line above, each once.
    for bad in ["covers 2008-2026 in XX", "covers 2008-2026 in AN,AN", "covers -2026 in AN"] {
      #expect(throws: HolidayError.self) {
        try HolidayRegion(parsing: text.replacingOccurrences(of: "covers 2008-2026 in AN,CT", with: bad), file: "ES.txt")
      }
    }
    #expect(throws: HolidayError.self) {
      try HolidayRegion(
        parsing: text.replacingOccurrences(of: "subdivisions AN CT MD\n", with: "")
          .replacingOccurrences(of: " in AN\n", with: "\n"), file: "ES.txt")
    }
  }

  @Test(arguments: [
    ("covers 2000-2040", 2010, 2020, [ClosedRange<Int>]()),
    ("covers 2000-2040", 1990, 2050, [1990...1999, 2041...2050]),
    ("covers 2000-2040", 2039, 2045, [2041...2045]), ("covers 2000-2040", 1950, 1960, [1950...1960]),
    ("covers 1990-", 1989, 3000, [1989...1989]), ("covers 1990-", 2100, 2200, []), ("", 2024, 2024, [2024...2024]),
  ])
  func gapsAreTheYearsOutside(covers: String, first: Int, last: Int, expected: [ClosedRange<Int>]) throws {
    let region = try Self.region(covers)
    #expect(region.uncoveredYears(of: first...last) == expected)
    let locale = try LocaleResolver().resolve("en_US")
    let calendar = HolidayCalendar(
      regions: [region], language: "en", arithmetic: ICUCalendarArithmetic.factory(locale: locale))
    let gaps = calendar.coverageGaps(in: Self.days(first, last))
    #expect(gaps.map(\.years) == expected)
    #expect(gaps.allSatisfy { $0.region == "KR" && $0.coveredYears == region.coveredYears })
    for year in first...last { #expect(region.covers(year: year) == !expected.contains { $0.contains(year) }) }
  }

  @Test func coverageReadsAsYears() {
    func described(_ covered: ClosedRange<Int>?) -> String {
      HolidayCoverageGap(region: "XX", coveredYears: covered, years: 1960...1970).coveredDescription
    }
    #expect(described(2000...2040) == "2000–2040")
    #expect(described(1971...Int.max) == "1971–")
    #expect(described(nil) == "none stated")
  }

  /// Every region of the catalog states its years, and docs/holidays.md's table says the same.
  @Test func everyRegionStatesTheYearsDocsGive() throws {
    let text = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/holidays.md"), encoding: .utf8)
    var documented: [String: String] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      // `| TH | 2000–2040 |`, `| US | 1971– |`: a year, a dash, perhaps a year.
      let years = cells.count >= 3 ? cells[1].split(separator: "–", omittingEmptySubsequences: false) : []
      guard cells[0].count == 2, cells[0].allSatisfy(\.isUppercase), years.count == 2, years[0].count == 4,
        Int(years[0]) != nil, years[1].isEmpty || (years[1].count == 4 && Int(years[1]) != nil)
      else { continue }
      documented[cells[0]] = cells[1]
    }
    let catalog = LocaleOverlays.holidayCatalog()
    for code in catalog.codes {
      let covered = try #require(try catalog.region(code).coveredYears, "\(code) states no coverage")
      let description = HolidayCoverageGap(region: code, coveredYears: covered, years: 0...0).coveredDescription
      #expect(
        documented[code] == description,
        "\(code): docs/holidays.md's coverage table says \(documented[code] ?? "nothing")")
    }
  }
}
