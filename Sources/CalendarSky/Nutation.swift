#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The nutation in longitude Δψ, which moves the equinox the apparent longitudes are counted from.
///
/// Meeus, *Astronomical Algorithms* (2nd ed.), ch. 22: the IAU 1980 series, its 13 terms of
/// 0.01″ or more (the rest add up to some 0.03″, under a second of the Sun's time).
enum Nutation {
  /// One term: multiples of D, M, M′, F, Ω and the coefficient of the sine (0.0001″, and its
  /// change a century).
  private struct Term {
    var d: Double, m: Double, mp: Double, f: Double, omega: Double
    var sine: Double, sinePerCentury: Double
  }

  private static let terms: [Term] = [
    Term(d: 0, m: 0, mp: 0, f: 0, omega: 1, sine: -171_996, sinePerCentury: -174.2),
    Term(d: -2, m: 0, mp: 0, f: 2, omega: 2, sine: -13_187, sinePerCentury: -1.6),
    Term(d: 0, m: 0, mp: 0, f: 2, omega: 2, sine: -2274, sinePerCentury: -0.2),
    Term(d: 0, m: 0, mp: 0, f: 0, omega: 2, sine: 2062, sinePerCentury: 0.2),
    Term(d: 0, m: 1, mp: 0, f: 0, omega: 0, sine: 1426, sinePerCentury: -3.4),
    Term(d: 0, m: 0, mp: 1, f: 0, omega: 0, sine: 712, sinePerCentury: 0.1),
    Term(d: -2, m: 1, mp: 0, f: 2, omega: 2, sine: -517, sinePerCentury: 1.2),
    Term(d: 0, m: 0, mp: 0, f: 2, omega: 1, sine: -386, sinePerCentury: -0.4),
    Term(d: 0, m: 0, mp: 1, f: 2, omega: 2, sine: -301, sinePerCentury: 0),
    Term(d: -2, m: -1, mp: 0, f: 2, omega: 2, sine: 217, sinePerCentury: -0.5),
    Term(d: -2, m: 0, mp: 1, f: 0, omega: 0, sine: -158, sinePerCentury: 0),
    Term(d: -2, m: 0, mp: 0, f: 2, omega: 1, sine: 129, sinePerCentury: 0.1),
    Term(d: 0, m: 0, mp: -1, f: 2, omega: 2, sine: 123, sinePerCentury: 0),
  ]

  /// Δψ in degrees at `t` Julian centuries (TT) from J2000.0.
  static func longitude(centuries t: Double) -> Double {
    let t2 = t * t, t3 = t2 * t
    // The Moon's mean elongation, the Sun's and the Moon's mean anomalies, the Moon's argument of
    // latitude and the longitude of its ascending node.
    let d = 297.85036 + 445_267.111480 * t - 0.0019142 * t2 + t3 / 189_474
    let m = 357.52772 + 35_999.050340 * t - 0.0001603 * t2 - t3 / 300_000
    let mp = 134.96298 + 477_198.867398 * t + 0.0086972 * t2 + t3 / 56_250
    let f = 93.27191 + 483_202.017538 * t - 0.0036825 * t2 + t3 / 327_270
    let omega = 125.04452 - 1934.136261 * t + 0.0020708 * t2 + t3 / 450_000
    var sum = 0.0
    for term in terms {
      let argument = term.d * d + term.m * m + term.mp * mp + term.f * f + term.omega * omega
      sum += (term.sine + term.sinePerCentury * t) * sin(Angle.radians(argument))
    }
    return sum / 10_000 / 3600
  }
}
