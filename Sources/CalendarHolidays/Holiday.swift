import CalendarModel

/// One holiday on one day, as a region's rules give it.
public struct Holiday: Hashable, Sendable {
  /// The day.
  public var date: JulianDay
  /// The holiday's id in its region's data, stable across languages and years (`seollal`,
  /// `seollal-substitute`).
  public var id: String
  /// The name in the display language (else the region's language, else English).
  public var name: String
  /// The language the name is in, as the region's data tags it (`ko`, `en`, `zh_Hant`).
  public var language: String = ""
  /// Day off, substitute day off, observance, or weekend day worked.
  public var kind: HolidayKind
  /// The list it is on (public, bank, optional, observance, school).
  public var category: HolidayCategory
  /// The region code (`KR`).
  public var region: String
  /// Whether the day is an estimate of a day the region announces (an Islamic day reckoned before
  /// the moon is sighted); its name then says so (the region's `estimated-name`).
  public var estimated = false

  /// Creates a holiday.
  public init(
    date: JulianDay, id: String, name: String, kind: HolidayKind, region: String, category: HolidayCategory? = nil
  ) {
    self.category = category ?? .default(for: kind)
    self.date = date
    self.id = id
    self.name = name
    self.kind = kind
    self.region = region
  }

  /// A holiday with its name and the name's language.
  init(
    date: JulianDay, id: String, named: (name: String, language: String), kind: HolidayKind, region: String,
    category: HolidayCategory? = nil
  ) {
    self.init(date: date, id: id, name: named.name, kind: kind, region: region, category: category)
    language = named.language
  }

  /// The order of holiday lists: by date, then region, then id.
  static func ordered(_ a: Holiday, _ b: Holiday) -> Bool {
    if a.date != b.date { return a.date < b.date }
    if a.region != b.region { return a.region < b.region }
    return a.id < b.id
  }
}
