import CalendarModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The instants of new moons, for lunisolar calendars reckoned in a time zone ICU has none for
/// (Vietnam's lunar calendar is China's rule at UTC+7).
///
/// Meeus, *Astronomical Algorithms* (2nd ed.), ch. 49: mean new moon plus the periodic terms (the
/// planetary arguments, under a minute, are left out); good to about a minute.
public enum NewMoon {
  /// The instant (a Julian Day in Universal Time) of the new moon nearest to `day`.
  public static func nearest(to day: JulianDay) -> Double {
    // k counts lunations from the new moon of 2000-01-06.
    let k = ((Double(day.value) - 2_451_550.09766) / 29.530588861).rounded()
    return instant(lunation: k)
  }

  /// The instant (UT) of lunation `k` (an integer: k = 0 is 2000-01-06).
  static func instant(lunation k: Double) -> Double {
    let t = k / 1236.85
    let t2 = t * t, t3 = t2 * t, t4 = t3 * t
    var jde = 2_451_550.09766 + 29.530588861 * k + 0.00015437 * t2 - 0.000000150 * t3 + 0.00000000073 * t4
    let e = 1 - 0.002516 * t - 0.0000074 * t2
    let m = radians(2.5534 + 29.10535670 * k - 0.0000014 * t2 - 0.00000011 * t3)
    let mp = radians(201.5643 + 385.81693528 * k + 0.0107582 * t2 + 0.00001238 * t3 - 0.000000058 * t4)
    let f = radians(160.7108 + 390.67050284 * k - 0.0016118 * t2 - 0.00000227 * t3 + 0.000000011 * t4)
    let omega = radians(124.7746 - 1.56375588 * k + 0.0020672 * t2 + 0.00000215 * t3)
    let terms: [Double] = [
      -0.40720 * sin(mp), 0.17241 * e * sin(m), 0.01608 * sin(2 * mp), 0.01039 * sin(2 * f),
      0.00739 * e * sin(mp - m), -0.00514 * e * sin(mp + m), 0.00208 * e * e * sin(2 * m),
      -0.00111 * sin(mp - 2 * f), -0.00057 * sin(mp + 2 * f), 0.00056 * e * sin(2 * mp + m), -0.00042 * sin(3 * mp),
      0.00042 * e * sin(m + 2 * f), 0.00038 * e * sin(m - 2 * f), -0.00024 * e * sin(2 * mp - m), -0.00017 * sin(omega),
      -0.00007 * sin(mp + 2 * m), 0.00004 * sin(2 * mp - 2 * f), 0.00004 * sin(3 * m), 0.00003 * sin(mp + m - 2 * f),
      0.00003 * sin(2 * mp + 2 * f), -0.00003 * sin(mp + m + 2 * f), 0.00003 * sin(mp - m + 2 * f),
      -0.00002 * sin(mp - m - 2 * f), -0.00002 * sin(3 * mp + m), 0.00002 * sin(4 * mp),
    ]
    jde += terms.reduce(0, +)
    let year = 2000 + k / 12.3685
    return jde - SolarLongitude.deltaT(year: year) / 86_400
  }

  /// The day (in a time zone `utcOffsetMinutes` east of Greenwich) of the new moon nearest to `day`.
  public static func day(nearest day: JulianDay, utcOffsetMinutes: Int) -> JulianDay {
    let local = nearest(to: day) + Double(utcOffsetMinutes) / 1440
    return JulianDay(Int((local + 0.5).rounded(.down)))
  }

  static func radians(_ degrees: Double) -> Double { degrees.truncatingRemainder(dividingBy: 360) * .pi / 180 }
}
