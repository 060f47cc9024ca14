/// One of the four principal phases of the Moon: the instants the Moon's apparent geocentric
/// longitude exceeds the Sun's by 0°, 90°, 180° and 270°.
public enum MoonPhase: Int, CaseIterable, Hashable, Sendable, Comparable {
  /// New moon: the Moon in conjunction with the Sun (elongation 0°).
  case new = 0
  /// First quarter: 90° east of the Sun.
  case firstQuarter = 1
  /// Full moon: opposite the Sun (180°).
  case full = 2
  /// Last quarter: 270° east (90° west) of the Sun.
  case lastQuarter = 3

  /// The phase's fraction of a lunation after the new moon (Meeus' k offset: 0, ¼, ½, ¾).
  public var lunationFraction: Double { Double(rawValue) / 4 }

  /// The Moon's elongation east of the Sun, in degrees (0, 90, 180, 270).
  public var elongation: Int { rawValue * 90 }

  /// In the order of a lunation: new, first quarter, full, last quarter.
  public static func < (a: MoonPhase, b: MoonPhase) -> Bool { a.rawValue < b.rawValue }
}
