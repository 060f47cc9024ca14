import CalendarModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Sun's apparent ecliptic longitude and the days it reaches a given longitude: the equinoxes
/// (春分 0°, 秋分 180°) and the solar terms (清明 15°) that date holidays in East Asia.
///
/// Meeus, *Astronomical Algorithms* (2nd ed.), ch. 25 (solar coordinates, corrected for nutation and
/// aberration) and ch. 22 (nutation in longitude, main terms); ΔT by the Espenak–Meeus polynomials.
/// The longitude is good to about 0.003°, some four minutes of time.
public enum SolarLongitude {
  /// The apparent geocentric longitude of the Sun, in degrees 0..<360, at a Julian Ephemeris Day.
  public static func apparentLongitude(julianEphemerisDay jde: Double) -> Double {
    let t = (jde - 2_451_545.0) / 36_525.0
    let l0 = 280.46646 + 36_000.76983 * t + 0.0003032 * t * t
    let m = radians(357.52911 + 35_999.05029 * t - 0.0001537 * t * t)
    let c =
      (1.914602 - 0.004817 * t - 0.000014 * t * t) * sin(m) + (0.019993 - 0.000101 * t) * sin(2 * m) + 0.000289
      * sin(3 * m)
    let trueLongitude = l0 + c
    // Nutation in longitude (ch. 22, the four largest terms) and aberration (−20.4898″ / R).
    let omega = radians(125.04452 - 1934.136261 * t)
    let meanSun = radians(280.4665 + 36_000.7698 * t)
    let meanMoon = radians(218.3165 + 481_267.8813 * t)
    let nutation =
      (-17.20 * sin(omega) - 1.32 * sin(2 * meanSun) - 0.23 * sin(2 * meanMoon) + 0.21 * sin(2 * omega)) / 3600
    let e = 0.016708634 - 0.000042037 * t
    let v = m + radians(c)
    let radius = 1.000001018 * (1 - e * e) / (1 + e * cos(v))
    let aberration = -20.4898 / 3600 / radius
    return normalized(trueLongitude + nutation + aberration)
  }

  /// The instant (a Julian Day in Universal Time) in Gregorian year `year` when the Sun's apparent
  /// longitude reaches `degrees`.
  public static func instant(reaching degrees: Double, inYear year: Int) -> Double {
    let target = normalized(degrees)
    // The March equinox is near March 20; the Sun moves about 360° in 365.2422 days.
    let march = Double(JulianDay(isoYear: year, month: 3, day: 20).value)
    var jde = march + target / 360 * 365.2422
    let yearEnd = Double(JulianDay(isoYear: year + 1, month: 1, day: 1).value)
    if jde >= yearEnd - 0.5 { jde -= 365.2422 }
    for _ in 0..<20 {
      var delta = target - apparentLongitude(julianEphemerisDay: jde)
      delta -= 360 * (delta / 360).rounded()
      let step = delta / 360 * 365.2422
      jde += step
      if abs(step) < 1e-7 { break }
    }
    return jde - deltaT(year: Double(year) + (jde - march) / 365.2422 + 0.22) / 86_400
  }

  /// The day (in a time zone `utcOffsetMinutes` east of Greenwich) on which the Sun's apparent
  /// longitude reaches `degrees` in Gregorian year `year`.
  public static func day(reaching degrees: Double, inYear year: Int, utcOffsetMinutes: Int) -> JulianDay {
    // Julian Days begin at noon: day number n runs from n − 0.5 to n + 0.5 in UT.
    let local = instant(reaching: degrees, inYear: year) + Double(utcOffsetMinutes) / 1440
    return JulianDay(Int((local + 0.5).rounded(.down)))
  }

  /// TT − UT in seconds (Espenak & Meeus, NASA's five-millennium canon polynomials).
  static func deltaT(year y: Double) -> Double {
    switch y {
    case ..<1900:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u
    case ..<1920:
      let t = y - 1900
      return -2.79 + 1.494119 * t - 0.0598939 * t * t + 0.0061966 * t * t * t - 0.000197 * t * t * t * t
    case ..<1941:
      let t = y - 1920
      return 21.20 + 0.84493 * t - 0.076100 * t * t + 0.0020936 * t * t * t
    case ..<1961:
      let t = y - 1950
      return 29.07 + 0.407 * t - t * t / 233 + t * t * t / 2547
    case ..<1986:
      let t = y - 1975
      return 45.45 + 1.067 * t - t * t / 260 - t * t * t / 718
    case ..<2005:
      let t = y - 2000
      return 63.86 + 0.3345 * t - 0.060374 * t * t + 0.0017275 * t * t * t + 0.000651814 * t * t * t * t
        + 0.00002373599 * t * t * t * t * t
    case ..<2050:
      let t = y - 2000
      return 62.92 + 0.32217 * t + 0.005589 * t * t
    case ..<2150:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u - 0.5628 * (2150 - y)
    default:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u
    }
  }

  static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

  static func normalized(_ degrees: Double) -> Double {
    let r = degrees.truncatingRemainder(dividingBy: 360)
    return r < 0 ? r + 360 : r
  }
}
