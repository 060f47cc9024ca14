import CalRenderTestSupport
import CalendarHolidays
import CalendarICU
import CalendarModel
import Foundation
import LocaleOverlays
import Testing

/// Subdivisions (ISO 3166-2): a country file's `subdivisions` line and holidays kept `in` some of
/// them; a subdivision's days are the country's and its own (Locales/README.md).
@Suite("Holiday subdivisions")
struct HolidaySubdivisionTests {
  static let file = """
    region XX
    languages en
    utc-offset +00:00
    covers 2000-
    subdivisions AB C1
    holiday new-year public gregorian M01-01
      name en New Year
    holiday easter-sunday observance easter
      name en Easter Sunday
    holiday easter-sunday public easter in AB
    holiday saint public gregorian M03-19 in AB,C1
      name en Saint's Day
    holiday founding public gregorian M06-01 years 2010- in C1
      name en Founding Day
    """

  static func days(_ region: HolidayRegion, _ year: Int) throws -> [String] {
    let locale = try LocaleResolver().resolve("en_US")
    // Every category: the observances are part of what a subdivision keeps or makes a day off.
    return try HolidayCalendar(
      regions: [region], language: "en", arithmetic: ICUCalendarArithmetic.factory(locale: locale),
      categories: Set(HolidayCategory.allCases)
    )
    .holidays(inYear: year).map { "\($0.date.isoString) \($0.id) \($0.kind.rawValue) \($0.region)" }
  }

  @Test func countryAndSubdivisionDays() throws {
    let country = try HolidayRegion(parsing: Self.file, file: "XX.txt")
    #expect(country.subdivisions == ["AB", "C1"])
    // The country: only the days without `in`.
    #expect(
      try Self.days(country, 2024) == ["2024-01-01 new-year public XX", "2024-03-31 easter-sunday observance XX"])
    // AB: its Saint's Day, and Easter Sunday a day off there (one holiday of the id a day).
    let ab = try #require(country.subdivision("AB"))
    #expect(ab.code == "XX-AB" && ab.subdivision == "AB")
    #expect(
      try Self.days(ab, 2024) == [
        "2024-01-01 new-year public XX-AB", "2024-03-19 saint public XX-AB", "2024-03-31 easter-sunday public XX-AB",
      ])
    // C1: the Saint's Day, and Founding Day from 2010.
    let c1 = try #require(country.subdivision("C1"))
    #expect(try Self.days(c1, 2009).map { String($0.dropFirst(11)) } == ["new-year public XX-C1", "saint public XX-C1", "easter-sunday observance XX-C1"])
    #expect(try Self.days(c1, 2010).contains("2010-06-01 founding public XX-C1"))
    #expect(country.subdivision("ZZ") == nil)
    #expect(ab.subdivision("C1") == nil)
  }

  @Test func catalogFindsSubdivisions() throws {
    let catalog = try HolidayCatalog(files: [("XX", "XX.txt", Self.file)])
    #expect(catalog.codes == ["XX"])
    #expect(catalog.subdivisionCodes == ["XX-AB", "XX-C1"])
    #expect(catalog.allCodes == ["XX", "XX-AB", "XX-C1"])
    #expect(try catalog.region("xx-ab").code == "XX-AB")
    do {
      _ = try catalog.region("XX-ZZ")
      Issue.record("XX-ZZ is no subdivision")
    } catch let error as HolidayError {
      #expect(error.code == .unknownRegion)
      #expect(error.suggestions == ["XX-AB", "XX-C1"])
    }
    // The compiled-in data lists its subdivisions without parsing a file.
    let embedded = LocaleOverlays.holidayCatalog()
    #expect(embedded.subdivisionCodes.contains("DE-BY") && embedded.subdivisionCodes.contains("GB-SCT"))
    #expect(embedded.subdivisionCodes.count == 16 + 4 + 9 + 26 + 13 + 57 + 14 + 27 + 8 + 107 + 19 + 24 + 16 + 9 + 14 + 14 + 17 + 3 + 11 + 23 + 10 + 4 + 8 + 22 + 1 + 1 + 13 + 2 + 3)
    // A country's code builds the country's days alone (a start in de-DE: the federal days).
    let germany = try embedded.region("DE")
    #expect(germany.holidays.allSatisfy(\.subdivisions.isEmpty) && germany.subdivisions.count == 16)
    #expect(try embedded.region("DE-BY").holidays.contains { $0.subdivisions.contains("BY") })
  }

  @Test(arguments: [
    ("subdivisions ab", 5, "expected `subdivisions CODE…` once"),
    ("subdivisions AB AB", 5, "expected `subdivisions CODE…` once"),
    ("subdivisions ABCD", 5, "expected `subdivisions CODE…` once"),
    ("subdivisions AB\nholiday x public gregorian M01-02 in AB,ZZ\n  name en X", 6, "`in ZZ`: not a subdivision"),
    ("holiday x public gregorian M01-02 in AB\n  name en X", 5, "`in AB`: not a subdivision"),
    ("subdivisions AB\nholiday x public gregorian M01-02 in\n  name en X", 6, "expected `in CODE,…`"),
    ("subdivisions AB\nholiday x public gregorian M01-02 except-in ZZ\n  name en X", 6, "`except-in ZZ`: not a subdivision"),
    ("subdivisions AB\nholiday x public gregorian M01-02 in AB except-in AB\n  name en X", 6, "not with `in`"),
  ])
  func badLinesAreRefused(lines: String, line: Int, message: String) {
    let text = "region XX\nlanguages en\nutc-offset +00:00\ncovers 2000-\n" + lines + "\n"
    do {
      _ = try HolidayRegion(parsing: text, file: "XX.txt")
      Issue.record("parsed: \(lines)")
    } catch let error as HolidayError {
      #expect(error.message.hasPrefix("XX.txt:\(line): "), "\(error.message)")
      #expect(error.message.contains(message), "\(error.message)")
    } catch {
      Issue.record("\(error)")
    }
  }

  /// `except-in`: a country's holiday that some subdivisions leave out (the US states without
  /// Columbus Day) — the country and the other subdivisions keep it.
  @Test func exceptInLeavesSubdivisionsOut() throws {
    let text = """
      region XX
      languages en
      utc-offset +00:00
      covers 2000-
      subdivisions AB C1
      holiday explorer public gregorian M10-12 except-in AB
        name en Explorer Day
      """
    let country = try HolidayRegion(parsing: text, file: "XX.txt")
    #expect(try Self.days(country, 2024) == ["2024-10-12 explorer public XX"])
    #expect(try Self.days(try #require(country.subdivision("C1")), 2024) == ["2024-10-12 explorer public XX-C1"])
    #expect(try Self.days(try #require(country.subdivision("AB")), 2024).isEmpty)
    // The real data: California has had no Columbus Day since 2009, New York has it.
    let catalog = LocaleOverlays.holidayCatalog()
    #expect(try !Self.days(try catalog.region("US-CA"), 2024).contains { $0.contains("columbus-day") })
    #expect(try Self.days(try catalog.region("US-NY"), 2024).contains("2024-10-14 columbus-day public US-NY"))
  }

  /// Spain's 2024 swaps as the Dirección General de Trabajo's resolution of 23 October 2023 (BOE
  /// of 27 October 2023) lists them, read from its press summaries, not from the comparison's
  /// oracle (whose records the yearly tables were transcribed from: docs/holidays.md): Maundy
  /// Thursday everywhere but Catalonia and Valencia, St Joseph in Murcia and Valencia, St James in
  /// Cantabria, Galicia, Madrid, Navarre and the Basque Country, Monday 9 December in Andalusia,
  /// Aragon, Asturias, Castile and León, Extremadura, Murcia and Melilla.
  @Test func spain2024AsTheBOEListsIt() throws {
    let catalog = LocaleOverlays.holidayCatalog()
    let communities = ["AN", "AR", "AS", "CB", "CE", "CL", "CM", "CN", "CT", "EX", "GA", "IB", "MC", "MD", "ML", "NC", "PV", "RI", "VC"]
    let swaps: [(day: String, in: Set<String>)] = [
      ("2024-03-28", Set(communities).subtracting(["CT", "VC"])),
      ("2024-03-19", ["MC", "VC"]),
      ("2024-07-25", ["CB", "GA", "MD", "NC", "PV"]),
      ("2024-12-09", ["AN", "AR", "AS", "CL", "EX", "MC", "ML"]),
    ]
    for community in communities {
      let days = Set(try Self.days(try catalog.region("ES-" + community), 2024).map { String($0.prefix(10)) })
      for swap in swaps {
        #expect(days.contains(swap.day) == swap.in.contains(community), "ES-\(community) \(swap.day)")
      }
    }
  }

  /// The real data: Bavaria keeps Epiphany, Corpus Christi and All Saints' Day beside the federal
  /// days; Scotland 2 January and St Andrew's Day (its substitute on Monday 2 December 2024).
  @Test func realSubdivisions() throws {
    let catalog = LocaleOverlays.holidayCatalog()
    let bavaria = try Self.days(try catalog.region("DE-BY"), 2024)
    for day in ["2024-01-06 heilige-drei-koenige", "2024-05-30 fronleichnam", "2024-11-01 allerheiligen"] {
      #expect(bavaria.contains(day + " public DE-BY"))
    }
    #expect(try !Self.days(try catalog.region("DE"), 2024).contains { $0.contains("allerheiligen") })
    let scotland = try Self.days(try catalog.region("GB-SCT"), 2024)
    #expect(scotland.contains("2024-01-02 new-year-holiday public GB-SCT"))
    #expect(scotland.contains("2024-12-02 saint-andrews-day-substitute substitute GB-SCT"))
    #expect(!scotland.contains { $0.contains("easter-monday") })
  }
}
