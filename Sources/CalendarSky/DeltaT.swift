/// ΔT = TT − UT, the seconds by which the uniform time of the ephemerides runs ahead of the Earth's
/// rotation.
///
/// Espenak & Meeus, *Five Millennium Canon of Solar Eclipses* (NASA/TP-2006-214141), the
/// polynomials for 1860–2150 (outside it, their long-term parabola). After 2005 they are a
/// forecast: it runs some 5 s ahead of the observed ΔT in 2025 and some 23 s behind PyEphem's own
/// extrapolation in 2100 (docs/sky.md).
public enum DeltaT {
  /// ΔT in seconds at a decimal Gregorian year (2000.0 is 2000-01-01).
  public static func seconds(year y: Double) -> Double {
    switch y {
    case 1860..<1900:
      let t = y - 1860
      return 7.62 + 0.5737 * t - 0.251754 * t * t + 0.01680668 * t * t * t - 0.0004473624 * t * t * t * t
        + t * t * t * t * t / 233_174
    case 1900..<1920:
      let t = y - 1900
      return -2.79 + 1.494119 * t - 0.0598939 * t * t + 0.0061966 * t * t * t - 0.000197 * t * t * t * t
    case 1920..<1941:
      let t = y - 1920
      return 21.20 + 0.84493 * t - 0.076100 * t * t + 0.0020936 * t * t * t
    case 1941..<1961:
      let t = y - 1950
      return 29.07 + 0.407 * t - t * t / 233 + t * t * t / 2547
    case 1961..<1986:
      let t = y - 1975
      return 45.45 + 1.067 * t - t * t / 260 - t * t * t / 718
    case 1986..<2005:
      let t = y - 2000
      return 63.86 + 0.3345 * t - 0.060374 * t * t + 0.0017275 * t * t * t + 0.000651814 * t * t * t * t
        + 0.00002373599 * t * t * t * t * t
    case 2005..<2050:
      let t = y - 2000
      return 62.92 + 0.32217 * t + 0.005589 * t * t
    case 2050..<2150:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u - 0.5628 * (2150 - y)
    default:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u
    }
  }

  /// ΔT in seconds at an instant given as a Julian Day (either time scale: a day's difference in
  /// the argument moves ΔT by well under a millisecond).
  public static func seconds(julianDay: Double) -> Double {
    seconds(year: 2000 + (julianDay - 2_451_544.5) / 365.2425)
  }
}
