import CalRenderTestSupport
@testable import CalendarHolidays
import CalendarICU
import CalendarModel
import Foundation
import LocaleOverlays
import Testing

/// The regions compiled in (the code the locale embedder writes from each data file) are the regions
/// the parser reads from the files: the same values, and so the same holidays in every year.
@Suite("Embedded holiday regions")
struct EmbeddedHolidayRegionTests {
  static let folder = TestSupport.packageRoot.appendingPathComponent("Locales/holidays")

  /// The data files' region codes (`KR` for `KR.txt`), sorted.
  static func fileCodes() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }
      .map { String($0.dropLast(4)) }.sorted()
  }

  /// The codes of the files with rules of their own (not `same-as` another region's).
  static func ruleFileCodes() throws -> [String] { try fileCodes().filter { try alias(of: $0) == nil } }

  /// The region a file's code keeps the days of (`same-as FR-974`), nil for a file of rules.
  static func alias(of code: String) throws -> HolidayRegionAlias? {
    let text = try String(contentsOf: folder.appendingPathComponent(code + ".txt"), encoding: .utf8)
    return try HolidayRegionAlias(parsing: text, file: "Locales/holidays/\(code).txt")
  }

  static func parsed(_ code: String) throws -> HolidayRegion {
    let text = try String(contentsOf: folder.appendingPathComponent(code + ".txt"), encoding: .utf8)
    return try HolidayRegion(parsing: text, file: "Locales/holidays/\(code).txt")
  }

  @Test func everyFileIsCompiledIn() throws {
    let codes = try Self.fileCodes()
    #expect(codes.count >= 24)
    #expect(LocaleOverlays.holidayCatalog().codes == codes)
  }

  /// A territory's code (`RE`) gives the days of the subdivision it names (`FR-974`) under its own
  /// code, from the compiled catalog and from the files alike.
  @Test func aliasesAreTheirRegionsDays() throws {
    let aliases = try Self.fileCodes().compactMap { try Self.alias(of: $0) }
    #expect(aliases.count >= 18)
    let catalog = LocaleOverlays.holidayCatalog()
    for alias in aliases {
      let parts = alias.target.split(separator: "-").map(String.init)
      var expected = try #require(try Self.parsed(parts[0]).subdivision(parts[1]), "\(alias.code): \(alias.target)")
      expected.code = alias.code
      #expect(try catalog.region(alias.code) == expected)
      #expect(try catalog.region(alias.code.lowercased()) == expected)
      #expect(catalog.hasCountry(alias.code))
    }
    let files = try HolidayCatalog(files: [
      ("XX", "XX.txt", "region XX\nlanguages en\nutc-offset +00:00\ncovers 2000-\nsubdivisions AB\n"
        + "holiday new-year public gregorian M01-01\n  name en New Year\n"
        + "holiday founding public gregorian M06-01 in AB\n  name en Founding\n"),
      ("YY", "YY.txt", "# A territory.\nregion YY\nsame-as xx-ab\n"),
    ])
    #expect(files.codes == ["XX", "YY"])
    #expect(try files.region("YY").code == "YY")
    #expect(try files.region("YY").holidays.map(\.id) == ["new-year", "founding"])
    #expect(try files.region("YY").subdivision == "AB")
    #expect(throws: HolidayError.self) {
      try HolidayCatalog(files: [("YY", "YY.txt", "region YY\nsame-as XX-AB\nlanguages en\n")])
    }
  }

  /// Member by member: names, kinds, rules, offsets, lengths, years, substitute rules, bridges, in
  /// the files' order.
  @Test(arguments: try ruleFileCodes())
  func compiledRegionIsTheParsedOne(code: String) throws {
    // A country's code gives its own days (its subdivisions' definitions left out: less to build
    // at a start); each subdivision's code the whole file's, as the parser reads it.
    let compiled = try LocaleOverlays.holidayCatalog().region(code)
    let parsed = try Self.parsed(code).countryDays
    #expect(compiled.holidays.count == parsed.holidays.count)
    for (built, read) in zip(compiled.holidays, parsed.holidays) { #expect(built == read, "\(code) \(read.id)") }
    #expect(compiled.bridges == parsed.bridges)
    #expect(compiled == parsed)
    let file = try Self.parsed(code)
    for subdivision in file.subdivisions {
      #expect(try LocaleOverlays.holidayCatalog().region(code + "-" + subdivision) == file.subdivision(subdivision))
    }
  }

  /// Every holiday of 1900–2100 (names in the region's first language and in English), from the
  /// compiled region and from the parsed file.
  @Test(arguments: try ruleFileCodes())
  func compiledRegionGivesTheParsedHolidays(code: String) throws {
    let compiled = try LocaleOverlays.holidayCatalog().region(code)
    let parsed = try Self.parsed(code)
    let locale = try LocaleResolver().resolve("en_US")
    let range = JulianDay(isoYear: 1900, month: 1, day: 1)...JulianDay(isoYear: 2100, month: 12, day: 31)
    for language in [parsed.languages[0], "en"] {
      let fromCompiled = try HolidayCalendar(
        regions: [compiled], language: language, arithmetic: ICUCalendarArithmetic.factory(locale: locale)
      ).holidays(in: range)
      let fromParsed = try HolidayCalendar(
        regions: [parsed], language: language, arithmetic: ICUCalendarArithmetic.factory(locale: locale)
      ).holidays(in: range)
      #expect(fromCompiled.count == fromParsed.count, "\(code) \(language)")
      // The first difference only: the lists hold thousands of holidays.
      let difference = zip(fromCompiled, fromParsed).first { $0 != $1 }
      #expect(difference == nil, "\(code) \(language): compiled, parsed: \(String(describing: difference))")
      #expect(fromCompiled.count > 200, "\(code): 201 years give holidays")
    }
  }

  /// `{name}` replaced Character by Character (what `HolidayCalendar.fill` did before it read bytes).
  static func characterFill(_ template: String, with name: String) -> String {
    let characters = Array(template), token = Array("{name}")
    var result = ""
    var index = 0
    while index < characters.count {
      if index + token.count <= characters.count && Array(characters[index..<index + token.count]) == token {
        result += name
        index += token.count
      } else {
        result.append(characters[index])
        index += 1
      }
    }
    return result
  }

  /// Substitute days' names: every template of the data with every name in its language, byte for
  /// byte as the Character search made them.
  @Test func substituteNamesAreFilledAsCharactersWould() throws {
    var filled = 0
    for code in try Self.ruleFileCodes() {
      let region = try Self.parsed(code)
      for (tag, template) in region.substituteNames {
        for definition in region.holidays {
          guard let name = definition.names[tag] else { continue }
          let bytes = Array(HolidayCalendar.fill(template, with: name).utf8)
          #expect(bytes == Array(Self.characterFill(template, with: name).utf8), "\(code) \(tag) \(definition.id)")
          filled += 1
        }
      }
    }
    #expect(filled > 100)
    for (template, expected) in [
      ("{name}", "N"), ("a{name}b{name}c", "aNbNc"), ("{nam}", "{nam}"), ("{name", "{name"), ("", ""),
      ("{{name}}", "{N}"), ("대체공휴일({name})", "대체공휴일(N)"),
    ] {
      #expect(HolidayCalendar.fill(template, with: "N") == expected)
      #expect(Self.characterFill(template, with: "N") == expected)
    }
  }
}
