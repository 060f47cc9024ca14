/// An event of the sky as a day shows it (`--sky`): a principal moon phase, the Sun entering a
/// solar term, or an equinox or solstice, on the local day it falls on in the view's time zone.
public struct DaySky: Hashable, Sendable {
  /// One of the Moon's four principal phases.
  public enum MoonPhase: String, CaseIterable, Hashable, Sendable {
    /// New moon (the Moon in conjunction with the Sun).
    case new
    /// First quarter (90° east of the Sun).
    case firstQuarter
    /// Full moon (opposite the Sun).
    case full
    /// Last quarter (90° west of the Sun).
    case lastQuarter
  }

  /// What happens.
  public enum Kind: Hashable, Sendable {
    /// A principal moon phase.
    case moonPhase(MoonPhase)
    /// The Sun reaching one of the 24 solar terms, by its apparent longitude in degrees (0, 15 …
    /// 345: 315 is 立春 / 입춘, 0 the March equinox, 春分).
    case solarTerm(longitude: Int)
    /// An equinox or solstice shown without the other terms (`--sky seasons`): longitude 0, 90,
    /// 180 or 270.
    case season(longitude: Int)

    /// The kind as JSON writes it: `newMoon`, `firstQuarter`, `fullMoon`, `lastQuarter`,
    /// `solarTerm`, `season`.
    public var key: String {
      switch self {
      case .moonPhase(.new): "newMoon"
      case .moonPhase(.firstQuarter): "firstQuarter"
      case .moonPhase(.full): "fullMoon"
      case .moonPhase(.lastQuarter): "lastQuarter"
      case .solarTerm: "solarTerm"
      case .season: "season"
      }
    }

    /// The solar term's index counted from 立春 (0: 立春 at 315°, 1: 雨水 … 23: 大寒), the order of
    /// East Asian almanacs; nil for a moon phase.
    public var solarTermIndex: Int? {
      switch self {
      case .moonPhase: nil
      case .solarTerm(let longitude), .season(let longitude): ((longitude - 315 + 360) % 360) / 15
      }
    }
  }

  /// What happens.
  public var kind: Kind
  /// Its name in the display language when there is one (`입춘`, `望`), else English.
  public var name: String
  /// The language of ``name`` (a BCP 47 tag: `ko`, `zh-Hant`, `en`).
  public var language: String
  /// The instant, in seconds since 1970-01-01T00:00:00Z (UT, within a second of UTC).
  public var epochSeconds: Int64
  /// The view's time zone's offset from UTC at the instant, in seconds east.
  public var utcOffsetSeconds: Int

  /// An event of the sky on a day.
  public init(kind: Kind, name: String, language: String, epochSeconds: Int64, utcOffsetSeconds: Int) {
    self.kind = kind
    self.name = name
    self.language = language
    self.epochSeconds = epochSeconds
    self.utcOffsetSeconds = utcOffsetSeconds
  }

  /// The instant as RFC 3339 in the view's time zone (`2024-02-04T17:27:00+09:00`): made when
  /// asked, not kept (a document of many months marks a dozen events a month).
  public var localTime: String { RFC3339.format(epochSeconds, offset: utcOffsetSeconds) }

  /// Seconds after the local midnight of its day (the time an agenda writes).
  public var secondsIntoDay: Int {
    let local = epochSeconds + Int64(utcOffsetSeconds)
    let seconds = local % 86_400
    return Int(seconds < 0 ? seconds + 86_400 : seconds)
  }

  /// Whether it is a moon phase (drawn as a disc) rather than a term or season.
  public var isMoonPhase: Bool { if case .moonPhase = kind { true } else { false } }

  /// Whether it is a solar term or season, whose name a month view writes under the day.
  public var isNamedUnderTheDay: Bool { !isMoonPhase }
}
