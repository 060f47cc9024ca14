import CalendarCore

/// The events of the sky a calendar shows, for a span of instants or of local days.
///
/// ```swift
/// let seoul = try provider.timeZone("Asia/Seoul")
/// let february = try Sky.events(
///   from: JulianDay(isoYear: 2024, month: 2, day: 1), through: JulianDay(isoYear: 2024, month: 2, day: 29),
///   in: seoul, kinds: [.phases, .terms])
/// // 2024-02-04 立春 (315°), 2024-02-10 new moon, 2024-02-19 雨水 (330°), 2024-02-24 full moon, …
/// ```
public enum Sky {
  /// Which events: the moon's principal phases, all 24 solar terms, or only the equinoxes and
  /// solstices among them.
  public struct Kinds: OptionSet, Hashable, Sendable {
    /// The set as bits.
    public let rawValue: Int
    /// The set of these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The four principal moon phases.
    public static let phases = Kinds(rawValue: 1)
    /// All 24 solar terms (the equinoxes and solstices among them).
    public static let terms = Kinds(rawValue: 2)
    /// The equinoxes and solstices only.
    public static let seasons = Kinds(rawValue: 4)
  }

  /// The events whose instants lie in `span` (seconds since 1970, UT), in time order.
  public static func events(in span: Range<Int64>, kinds: Kinds) -> [SkyEvent] {
    var events: [SkyEvent] = []
    if kinds.contains(.phases) { events += MoonPhases.events(in: span) }
    if kinds.contains(.terms) {
      events += SolarTerms.events(in: span)
    } else if kinds.contains(.seasons) {
      events += SolarTerms.events(in: span, terms: Set(SolarTerm.all.filter(\.isEquinoxOrSolstice)))
    }
    return events.sorted()
  }

  /// The events that fall on the local days `first` through `last` in a time zone, each with its
  /// day, in time order.
  public static func events(
    from first: JulianDay, through last: JulianDay, in zone: some TimeZoneRules, kinds: Kinds
  ) throws -> [(day: JulianDay, event: SkyEvent)] {
    guard first <= last else { return [] }
    // Midnight UT of the days, widened by two days for any zone's offset (±26 hours at most).
    let start = Int64(first.value - 2_440_588 - 2) * 86_400
    let end = Int64(last.value - 2_440_588 + 3) * 86_400
    return try events(in: start..<end, kinds: kinds).compactMap { event in
      let day = try event.day(in: zone)
      return day >= first && day <= last ? (day, event) : nil
    }
  }
}
