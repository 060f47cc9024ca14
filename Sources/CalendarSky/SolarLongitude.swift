/// The Sun's apparent geocentric ecliptic longitude: the longitude the solar terms, equinoxes and
/// solstices are defined by.
///
/// Meeus, *Astronomical Algorithms* (2nd ed.), ch. 25 "higher accuracy": the Earth's position by
/// VSOP87 (``EarthVSOP87``) turned geocentric, taken to the FK5 system, then corrected for nutation
/// (ch. 22) and annual aberration. About 1″ over 1900–2100, some 25 s of the Sun's time.
public enum SolarLongitude {
  /// The apparent longitude in degrees, 0..<360, at a Julian Ephemeris Day (TT).
  public static func apparent(julianEphemerisDay jde: Double) -> Double {
    let tau = (jde - 2_451_545.0) / 365_250
    let t = tau * 10
    // Geocentric: the Sun is seen opposite the Earth.
    let geometric = EarthVSOP87.longitude(millennia: tau) * 180 / .pi + 180
    // VSOP87's dynamical equinox to FK5's (Meeus 32.3): −0.09033″.
    let fk5 = geometric - 0.09033 / 3600
    let aberration = -20.4898 / 3600 / EarthVSOP87.radius(millennia: tau)
    return Angle.normalized(fk5 + Nutation.longitude(centuries: t) + aberration)
  }

  /// The apparent longitude in degrees at an instant in Universal Time (a Julian Day).
  public static func apparent(julianDay jd: Double) -> Double {
    apparent(julianEphemerisDay: jd + DeltaT.seconds(julianDay: jd) / 86_400)
  }
}
