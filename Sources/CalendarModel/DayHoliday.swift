/// A holiday as a day shows it.
public struct DayHoliday: Hashable, Sendable {
  /// The holiday's id in its region's data, stable across languages and years (`seollal`).
  public var id: String
  /// The name in the display language (else the region's language, else English).
  public var name: String
  /// Whether it is a day off (public holiday) or observed only, which decides how it is drawn.
  public var kind: HolidayKind
  /// The list it is on (public, bank, optional, observance, school); a renderer names any but
  /// `public`.
  public var category: HolidayCategory
  /// The region code (`KR`).
  public var region: String
  /// The language the name is in (a BCP 47 tag, `ko`), when it may differ from the document's.
  public var language: String?
  /// The ISO 15924 script of that language (`Hang`), for the font a renderer draws the name in.
  public var script: String?
  /// Whether the day is an estimate of a day the region announces later (an Islamic holiday
  /// reckoned with a calendar before the moon is sighted): JSON says `"estimated": true`, SVG and
  /// HTML give the day the class `estimated`; the name already says so in the region's language
  /// (`عيد الفطر (تقديري)`, `Eid al-Fitr (estimated)`).
  public var estimated = false

  /// A holiday of a day.
  /// - Parameters:
  ///   - language: the name's language when known (renderers tag the name with it).
  ///   - script: that language's script (`Hang`, `Jpan`, `Latn`), for the name's fonts.
  ///   - category: its list; nil: its kind's default (``HolidayCategory/default(for:)``).
  public init(
    id: String, name: String, kind: HolidayKind, region: String, language: String? = nil, script: String? = nil,
    category: HolidayCategory? = nil, estimated: Bool = false
  ) {
    self.estimated = estimated
    self.category = category ?? .default(for: kind)
    self.id = id
    self.name = name
    self.kind = kind
    self.region = region
    self.language = language
    self.script = script
  }
}

extension DayHoliday {
  /// What text adds to the name for a category other than `public`: ` (bank)`, ` (optional)`,
  /// ` (school)`, ` (observance)`; empty for a public holiday.
  public var categorySuffix: String { category == .public ? "" : " (" + category.rawValue + ")" }
}

/// Where holidays come from: a region's rules, computed for the days asked about.
public protocol HolidaySource: Sendable {
  /// The holidays of each day in `days` that has any, in order (by region, then id).
  func holidays(in days: ClosedRange<JulianDay>) throws -> [JulianDay: [DayHoliday]]
  /// The years of `days` outside the years the source's data is known to be right for, one gap a
  /// run and region (nothing is computed); a view shows them (``CalendarDocument/holidayCoverageGaps``).
  /// Sources that state no coverage have none (the default).
  func coverageGaps(in days: ClosedRange<JulianDay>) -> [HolidayCoverageGap]
}

extension HolidaySource {
  /// No gaps: a source of your own states no coverage.
  public func coverageGaps(in days: ClosedRange<JulianDay>) -> [HolidayCoverageGap] { [] }
}

extension DayHoliday {
  /// One English line for the regions whose estimated days are shown (nil when none): `holidays
  /// marked estimated (EG) are reckoned ahead of the day the region announces and may move by a
  /// day`. The command prints it on stderr beside a text calendar and under a holiday list.
  public static func estimatedNote(regions: [String]) -> String? {
    guard !regions.isEmpty else { return nil }
    return "holidays marked estimated (" + regions.joined(separator: ", ")
      + ") are reckoned ahead of the day the region announces and may move by a day"
  }
}
