import CalendarModel

/// One holiday of a region's data: its id, names, kind, date rule, validity and substitute rules.
public struct HolidayDefinition: Hashable, Sendable {
  /// The stable id (`chuseok`); several definitions may share one when a law moved the day.
  public var id: String
  /// Names by language tag (`ko`, `zh_Hant`, `en`).
  public var names: [String: String]
  /// Day off or observance.
  public var kind: HolidayKind
  /// The list it is on (`category bank`; else its kind's default, ``HolidayCategory/default(for:)``).
  /// Its substitute days are on the same list.
  public var category: HolidayCategory
  /// How the day is found.
  public var date: HolidayDate
  /// Days added to the rule's day (설날 is `M01-01` −1, 0, +1).
  public var offset: Int
  /// How many consecutive days the holiday lasts from its date (Kurban Bayramı: 4).
  public var length: Int
  /// The Gregorian years the holiday exists in.
  public var years: ClosedRange<Int>
  /// Substitute-day rules, each for its years.
  public var substitutes: [SubstitutePolicy]
  /// The subdivisions (ISO 3166-2 suffixes: `BY`, `SCT`) that keep it beside the country's days
  /// (`in BY,BW`); empty: the whole country.
  public var subdivisions: Set<String> = []
  /// The subdivisions that do not keep a holiday of the whole country (`except-in AR,CO`: the US
  /// states without Columbus Day); empty for every definition with ``subdivisions``.
  public var exceptSubdivisions: Set<String> = []
  /// The Gregorian years in which its days are estimates, not the days the region announces (a
  /// calendar's reckoning of days set by sighting the moon: the region's `estimated` lines); empty
  /// in most definitions.
  public var estimatedYears: [ClosedRange<Int>] = []

  /// Creates a definition.
  public init(
    id: String, names: [String: String], kind: HolidayKind, date: HolidayDate, offset: Int = 0, length: Int = 1,
    years: ClosedRange<Int> = HolidayDefinition.allYears, substitutes: [SubstitutePolicy] = [],
    subdivisions: Set<String> = [], exceptSubdivisions: Set<String> = [], category: HolidayCategory? = nil,
    estimatedYears: [ClosedRange<Int>] = []
  ) {
    self.estimatedYears = estimatedYears
    self.category = category ?? .default(for: kind)
    self.subdivisions = subdivisions
    self.exceptSubdivisions = exceptSubdivisions
    self.length = length
    self.id = id
    self.names = names
    self.kind = kind
    self.date = date
    self.offset = offset
    self.years = years
    self.substitutes = substitutes
  }

  /// Whether its days of Gregorian year `year` are estimates.
  public func isEstimated(inYear year: Int) -> Bool {
    estimatedYears.contains { $0.contains(year) }
  }

  /// Every year (no validity limit).
  public static let allYears = Int.min...Int.max
}
