/// One of the 24 solar terms (節氣 / 节气, 절기, 二十四節気, tiết khí): the instants the Sun's
/// apparent longitude reaches a multiple of 15°. Four of them are the equinoxes and solstices.
///
/// Named by longitude, not by a word: the names are locale data (zh-Hans 立春, ko 입춘, …) and
/// belong to `Locales/`. 0° is the March equinox (春分), 315° the beginning of spring (立春).
public struct SolarTerm: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The Sun's apparent longitude, in degrees: a multiple of 15 in 0..<360.
  public let longitude: Int

  /// The term at `longitude` degrees; nil unless a multiple of 15 in 0..<360.
  public init?(longitude: Int) {
    guard longitude >= 0, longitude < 360, longitude % 15 == 0 else { return nil }
    self.longitude = longitude
  }

  /// All 24, from the March equinox.
  public static let all: [SolarTerm] = stride(from: 0, to: 360, by: 15).map { SolarTerm(unchecked: $0) }

  /// 0°: the March equinox (春分, 춘분, 春分, xuân phân).
  public static let marchEquinox = SolarTerm(unchecked: 0)
  /// 90°: the June solstice (夏至).
  public static let juneSolstice = SolarTerm(unchecked: 90)
  /// 180°: the September equinox (秋分).
  public static let septemberEquinox = SolarTerm(unchecked: 180)
  /// 270°: the December solstice (冬至).
  public static let decemberSolstice = SolarTerm(unchecked: 270)

  /// Whether the term is an equinox or a solstice (0°, 90°, 180°, 270°).
  public var isEquinoxOrSolstice: Bool { longitude % 90 == 0 }

  /// Whether the term is a principal term (中氣, at a multiple of 30°), which the Chinese calendar
  /// places its months by; the others are the sectional terms (節氣).
  public var isPrincipal: Bool { longitude % 30 == 0 }

  /// The longitude in degrees, `315°`.
  public var description: String { "\(longitude)°" }

  /// By longitude, from the March equinox.
  public static func < (a: SolarTerm, b: SolarTerm) -> Bool { a.longitude < b.longitude }

  private init(unchecked longitude: Int) { self.longitude = longitude }
}
