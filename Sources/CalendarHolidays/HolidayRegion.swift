import CalendarModel

/// A region's holiday rules, as its data file in `Locales/holidays/` states them.
public struct HolidayRegion: Hashable, Sendable {
  /// The region code (`KR`, `GB`).
  public var code: String
  /// The region's languages, most used first (`ko`; `zh_Hant`, `en` for HK).
  public var languages: [String]
  /// The offset of the region's civil time from UTC in minutes, for astronomical days.
  public var utcOffsetMinutes: Int
  /// Templates for substitute days' names by language, `{name}` standing for the holiday's name.
  public var substituteNames: [String: String]
  /// Templates for estimated days' names by language (`{name} (estimated)`), from its
  /// `estimated-name` lines: a name says it is an estimate in every format that shows it.
  public var estimatedNames: [String: String] = [:]
  /// The holidays, in the order of the file (which is the order overlaps are judged in).
  public var holidays: [HolidayDefinition]
  /// Days between two public holidays that become holidays themselves (Japan's 国民の休日).
  public var bridges: [BridgeRule]
  /// Whether each holiday on a day gives its own substitute (China: two holidays on one Saturday give
  /// two days) rather than one per day (Korea, Japan).
  public var substitutePerHoliday: Bool
  /// The Gregorian years the data is known to be right for (its `covers` line): the years whose
  /// laws and announcements the rules state. Outside them the rules still give days (today's law
  /// projected, a calendar's estimate), which may be wrong or missing; `Int.max` as the upper bound
  /// means every later year under the current law. nil when the data states none.
  public var coveredYears: ClosedRange<Int>?
  /// The country's subdivisions with days of their own (ISO 3166-2 suffixes, in the file's order:
  /// `BB`, `BE` … for DE), from its `subdivisions` line.
  public var subdivisions: [String] = []
  /// The years the data is right for in subdivisions that state their own (`covers 2008-2026 in
  /// AN,AR`: Spain's communities, whose days the BOE lists year by year), by suffix; a subdivision
  /// not in it has the country's ``coveredYears``.
  public var subdivisionCoveredYears: [String: ClosedRange<Int>] = [:]
  /// The subdivision this region is the days of (`BY`: ``code`` is then `DE-BY`), nil for the
  /// country: its holidays are those for the whole country and those `in` it.
  public var subdivision: String?

  /// Creates a region.
  public init(
    code: String, languages: [String], utcOffsetMinutes: Int, substituteNames: [String: String] = [:],
    holidays: [HolidayDefinition], bridges: [BridgeRule] = [], substitutePerHoliday: Bool = false,
    coveredYears: ClosedRange<Int>? = nil, subdivisions: [String] = [], subdivision: String? = nil,
    subdivisionCoveredYears: [String: ClosedRange<Int>] = [:], estimatedNames: [String: String] = [:]
  ) {
    self.estimatedNames = estimatedNames
    self.coveredYears = coveredYears
    self.subdivisions = subdivisions
    self.subdivisionCoveredYears = subdivisionCoveredYears
    self.subdivision = subdivision
    self.code = code
    self.languages = languages
    self.utcOffsetMinutes = utcOffsetMinutes
    self.substituteNames = substituteNames
    self.holidays = holidays
    self.bridges = bridges
    self.substitutePerHoliday = substitutePerHoliday
  }

  /// Parses a region's data file (the format of `Locales/README.md`).
  ///
  /// - Parameters:
  ///   - text: the file's contents.
  ///   - file: the file's name, for error messages.
  /// - Throws: `HolidayError` `.data` with `file:line: message`.
  public init(parsing text: String, file: String) throws {
    self = try HolidayDataParser(file: file).parse(text)
  }

  /// The days of one of the country's subdivisions (`BY`): the country's and the subdivision's own,
  /// under the code `DE-BY`; nil when the country has no such subdivision. Of the file's whole
  /// region (``countryDays`` has no subdivision's own days left to keep).
  public func subdivision(_ suffix: String) -> HolidayRegion? {
    guard subdivision == nil, subdivisions.contains(suffix) else { return nil }
    var region = self
    region.code = code + "-" + suffix
    region.subdivision = suffix
    region.coveredYears = subdivisionCoveredYears[suffix] ?? coveredYears
    return region
  }

  /// The country's days alone: the definitions of every subdivision (`in BY`) left out, the same
  /// days the country's region gives (what the compiled-in catalog builds for a country's code).
  /// Their `except-in` lists go too: only a subdivision reads them, and a start in en-US would
  /// build nine sets of state codes for nothing.
  public var countryDays: HolidayRegion {
    var region = self
    region.holidays = holidays.compactMap { definition in
      guard definition.subdivisions.isEmpty else { return nil }
      var definition = definition
      definition.exceptSubdivisions = []
      return definition
    }
    region.subdivisionCoveredYears = [:]
    return region
  }

  /// Whether definition `definition` gives days in this region: the whole country's, or its
  /// subdivision's, unless the subdivision is one the country's holiday leaves out.
  func keeps(_ definition: HolidayDefinition) -> Bool {
    guard definition.subdivisions.isEmpty else { return subdivision.map { definition.subdivisions.contains($0) } ?? false }
    return subdivision.map { !definition.exceptSubdivisions.contains($0) } ?? true
  }

  /// Whether the data is known to be right for Gregorian year `year` (false when it states no
  /// coverage).
  public func covers(year: Int) -> Bool { coveredYears?.contains(year) ?? false }

  /// The years of `years` the data does not cover, as at most two runs (before and after the covered
  /// years); all of `years` when the data states no coverage.
  public func uncoveredYears(of years: ClosedRange<Int>) -> [ClosedRange<Int>] {
    guard let covered = coveredYears else { return [years] }
    var runs: [ClosedRange<Int>] = []
    if years.lowerBound < covered.lowerBound {
      runs.append(years.lowerBound...min(years.upperBound, covered.lowerBound - 1))
    }
    if years.upperBound > covered.upperBound {
      runs.append(max(years.lowerBound, covered.upperBound + 1)...years.upperBound)
    }
    return runs
  }
}

/// A day that is not itself a holiday but lies between two public holidays, and becomes one
/// (Japan's 国民の休日 since 1988).
public struct BridgeRule: Hashable, Sendable {
  /// The id of the days it makes.
  public var id: String
  /// Their names by language.
  public var names: [String: String]
  /// Their kind.
  public var kind: HolidayKind
  /// The years the rule applies in.
  public var years: ClosedRange<Int>
  /// Weekdays that never become such a day (Sunday in Japan, which is a rest day already).
  public var exceptWeekdays: Set<Weekday>

  /// Creates a rule.
  public init(
    id: String, names: [String: String], kind: HolidayKind, years: ClosedRange<Int>, exceptWeekdays: Set<Weekday>
  ) {
    self.id = id
    self.names = names
    self.kind = kind
    self.years = years
    self.exceptWeekdays = exceptWeekdays
  }
}
