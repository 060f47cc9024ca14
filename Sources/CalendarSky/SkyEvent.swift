import CalendarCore

/// A moment of the sky a calendar marks: a principal moon phase or the Sun reaching a solar term.
///
/// The instant is Universal Time in whole seconds since 1970-01-01T00:00:00 (the unit
/// ``TimeZoneRules`` and RFC 3339 take; the computation is good to well under a minute, so whole
/// seconds lose nothing). UT is the Earth's rotation time, within 0.9 s of UTC since 1972.
public struct SkyEvent: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// What happens.
  public enum Kind: Hashable, Sendable {
    /// A principal phase of the Moon.
    case moonPhase(MoonPhase)
    /// The Sun reaching a solar term (an equinox or solstice among them).
    case solarTerm(SolarTerm)
  }

  /// What happens.
  public var kind: Kind
  /// Seconds since 1970-01-01T00:00:00 UT.
  public var epochSeconds: Int64

  /// An event at an instant in seconds since 1970 (UT).
  public init(kind: Kind, epochSeconds: Int64) {
    self.kind = kind
    self.epochSeconds = epochSeconds
  }

  /// An event at an instant given as a Julian Day (UT), rounded to the second.
  public init(kind: Kind, julianDay: Double) {
    self.init(kind: kind, epochSeconds: Self.epochSeconds(julianDay: julianDay))
  }

  /// The instant as a Julian Day (UT): days since noon UT of 4713-01-01 BCE (proleptic Julian).
  public var julianDay: Double { Double(epochSeconds) / 86_400 + Self.unixEpoch }

  /// The day the event falls on in a time zone (its offset at the instant).
  public func day(in zone: some TimeZoneRules) throws -> JulianDay { try zone.day(of: epochSeconds) }

  /// The day the event falls on at a fixed offset `utcOffsetSeconds` east of Greenwich.
  public func day(utcOffsetSeconds: Int) -> JulianDay { Self.day(of: epochSeconds, utcOffsetSeconds: utcOffsetSeconds) }

  /// The day an instant (seconds since 1970, UT) falls on at a fixed offset.
  static func day(of epochSeconds: Int64, utcOffsetSeconds: Int) -> JulianDay {
    let local = epochSeconds + Int64(utcOffsetSeconds)
    // Floor division: days before 1970 are negative.
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    return JulianDay(Int(days) + 2_440_588)
  }

  /// Seconds since 1970 (UT) of a Julian Day (UT), to the nearest second.
  static func epochSeconds(julianDay: Double) -> Int64 { Int64(((julianDay - unixEpoch) * 86_400).rounded()) }

  /// In time order; at the same second, phases before terms (a stable order for output).
  public static func < (a: SkyEvent, b: SkyEvent) -> Bool {
    if a.epochSeconds != b.epochSeconds { return a.epochSeconds < b.epochSeconds }
    switch (a.kind, b.kind) {
    case (.moonPhase(let x), .moonPhase(let y)): return x < y
    case (.solarTerm(let x), .solarTerm(let y)): return x < y
    case (.moonPhase, .solarTerm): return true
    case (.solarTerm, .moonPhase): return false
    }
  }

  /// The kind and the instant, for diagnostics: `new 1707534180`.
  public var description: String {
    switch kind {
    case .moonPhase(let phase): return "\(phase) \(epochSeconds)"
    case .solarTerm(let term): return "term \(term) \(epochSeconds)"
    }
  }

  /// The Julian Day of 1970-01-01T00:00:00 UT.
  static let unixEpoch = 2_440_587.5
}
