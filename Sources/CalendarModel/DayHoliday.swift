/// A holiday as a day shows it.
public struct DayHoliday: Hashable, Sendable {
  /// The holiday's id in its region's data, stable across languages and years (`seollal`).
  public var id: String
  /// The name in the display language (else the region's language, else English).
  public var name: String
  public var kind: HolidayKind
  /// The region code (`KR`).
  public var region: String

  /// A holiday of a day.
  public init(id: String, name: String, kind: HolidayKind, region: String) {
    self.id = id
    self.name = name
    self.kind = kind
    self.region = region
  }
}

/// Where holidays come from: a region's rules, computed for the days asked about.
public protocol HolidaySource: Sendable {
  /// The holidays of each day in `days` that has any, in order (by region, then id).
  func holidays(in days: ClosedRange<JulianDay>) throws -> [JulianDay: [DayHoliday]]
}
