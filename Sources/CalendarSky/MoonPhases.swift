import CalendarCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The instants of the Moon's principal phases.
///
/// Meeus, *Astronomical Algorithms* (2nd ed.), ch. 49: the mean phase, its periodic terms (the Sun's
/// and the Moon's anomalies, the Moon's argument of latitude, the node), the quarters' W correction
/// and the 14 planetary arguments; then ΔT (``DeltaT``) from TT to UT. Meeus gives it as within some
/// seconds of ELP2000-82; docs/sky.md has what the tests measure against PyEphem.
public enum MoonPhases {
  /// The mean synodic month in days.
  static let synodicMonth = 29.530588861
  /// The Julian Ephemeris Day of the mean new moon of 2000-01-06, lunation 0.
  static let epoch = 2_451_550.09766

  /// The instant (a Julian Day, UT) of `phase` in lunation `lunation` (0: the new moon of
  /// 2000-01-06; negative before).
  public static func julianDay(_ phase: MoonPhase, lunation: Int) -> Double {
    let jde = julianEphemerisDay(phase, k: Double(lunation) + phase.lunationFraction)
    return jde - DeltaT.seconds(julianDay: jde) / 86_400
  }

  /// The event of `phase` in lunation `lunation`.
  public static func event(_ phase: MoonPhase, lunation: Int) -> SkyEvent {
    SkyEvent(kind: .moonPhase(phase), julianDay: julianDay(phase, lunation: lunation))
  }

  /// The lunation whose `phase` is nearest to a Julian Day (UT).
  public static func lunation(nearest julianDay: Double, phase: MoonPhase = .new) -> Int {
    Int(((julianDay - epoch) / synodicMonth - phase.lunationFraction).rounded())
  }

  /// The instant (a Julian Day, UT) of the new moon nearest to noon UT of `day`.
  public static func newMoon(nearest day: JulianDay) -> Double {
    julianDay(.new, lunation: lunation(nearest: Double(day.value)))
  }

  /// The principal phases whose instants lie in `span` (seconds since 1970, UT), in time order.
  public static func events(in span: Range<Int64>, phases: Set<MoonPhase> = Set(MoonPhase.allCases)) -> [SkyEvent] {
    guard !span.isEmpty else { return [] }
    let first = (Double(span.lowerBound) / 86_400 + SkyEvent.unixEpoch - epoch) / synodicMonth
    let last = (Double(span.upperBound) / 86_400 + SkyEvent.unixEpoch - epoch) / synodicMonth
    // A phase is at most some 15 hours off its mean instant: one lunation either side is enough.
    var events: [SkyEvent] = []
    for k in (Int(first.rounded(.down)) - 1)...(Int(last.rounded(.up)) + 1) {
      for phase in MoonPhase.allCases where phases.contains(phase) {
        let event = event(phase, lunation: k)
        if span.contains(event.epochSeconds) { events.append(event) }
      }
    }
    return events.sorted()
  }

  /// The true phase's instant in TT (ch. 49), `k` being the lunation plus the phase's fraction.
  static func julianEphemerisDay(_ phase: MoonPhase, k: Double) -> Double {
    let t = k / 1236.85
    let t2 = t * t, t3 = t2 * t, t4 = t3 * t
    let mean = epoch + synodicMonth * k + 0.00015437 * t2 - 0.000000150 * t3 + 0.00000000073 * t4
    // The Earth's orbit's eccentricity, relative to J2000's: it weighs the terms in M.
    let e = 1 - 0.002516 * t - 0.0000074 * t2
    let m = Angle.radians(2.5534 + 29.10535670 * k - 0.0000014 * t2 - 0.00000011 * t3)
    let mp = Angle.radians(201.5643 + 385.81693528 * k + 0.0107582 * t2 + 0.00001238 * t3 - 0.000000058 * t4)
    let f = Angle.radians(160.7108 + 390.67050284 * k - 0.0016118 * t2 - 0.00000227 * t3 + 0.000000011 * t4)
    let omega = Angle.radians(124.7746 - 1.56375588 * k + 0.0020672 * t2 + 0.00000215 * t3)
    var correction: Double
    switch phase {
    case .new:
      correction = syzygy(newMoon: true, e: e, m: m, mp: mp, f: f, omega: omega)
    case .full:
      correction = syzygy(newMoon: false, e: e, m: m, mp: mp, f: f, omega: omega)
    case .firstQuarter, .lastQuarter:
      correction = quarter(e: e, m: m, mp: mp, f: f, omega: omega)
      let w =
        0.00306 - 0.00038 * e * cos(m) + 0.00026 * cos(mp) - 0.00002 * cos(mp - m) + 0.00002 * cos(mp + m)
        + 0.00002 * cos(2 * f)
      correction += phase == .firstQuarter ? w : -w
    }
    return mean + correction + planetary(k: k, t2: t2)
  }

  /// The periodic terms of the new and the full moon (they differ only in the first eight
  /// coefficients).
  private static func syzygy(newMoon: Bool, e: Double, m: Double, mp: Double, f: Double, omega: Double) -> Double {
    let c: [Double] =
      newMoon
      ? [-0.40720, 0.17241, 0.01608, 0.01039, 0.00739, -0.00514, 0.00208]
      : [-0.40614, 0.17302, 0.01614, 0.01043, 0.00734, -0.00515, 0.00209]
    var sum = c[0] * sin(mp) + c[1] * e * sin(m) + c[2] * sin(2 * mp) + c[3] * sin(2 * f)
    sum += c[4] * e * sin(mp - m) + c[5] * e * sin(mp + m) + c[6] * e * e * sin(2 * m)
    sum += -0.00111 * sin(mp - 2 * f) - 0.00057 * sin(mp + 2 * f) + 0.00056 * e * sin(2 * mp + m)
    sum += -0.00042 * sin(3 * mp) + 0.00042 * e * sin(m + 2 * f) + 0.00038 * e * sin(m - 2 * f)
    sum += -0.00024 * e * sin(2 * mp - m) - 0.00017 * sin(omega) - 0.00007 * sin(mp + 2 * m)
    sum += 0.00004 * sin(2 * mp - 2 * f) + 0.00004 * sin(3 * m) + 0.00003 * sin(mp + m - 2 * f)
    sum += 0.00003 * sin(2 * mp + 2 * f) - 0.00003 * sin(mp + m + 2 * f) + 0.00003 * sin(mp - m + 2 * f)
    sum += -0.00002 * sin(mp - m - 2 * f) - 0.00002 * sin(3 * mp + m) + 0.00002 * sin(4 * mp)
    return sum
  }

  /// The periodic terms of the first and last quarters.
  private static func quarter(e: Double, m: Double, mp: Double, f: Double, omega: Double) -> Double {
    var sum = -0.62801 * sin(mp) + 0.17172 * e * sin(m) - 0.01183 * e * sin(mp + m) + 0.00862 * sin(2 * mp)
    sum += 0.00804 * sin(2 * f) + 0.00454 * e * sin(mp - m) + 0.00204 * e * e * sin(2 * m)
    sum += -0.00180 * sin(mp - 2 * f) - 0.00070 * sin(mp + 2 * f) - 0.00040 * sin(3 * mp)
    sum += -0.00034 * e * sin(2 * mp - m) + 0.00032 * e * sin(m + 2 * f) + 0.00032 * e * sin(m - 2 * f)
    sum += -0.00028 * e * e * sin(mp + 2 * m) + 0.00027 * e * sin(2 * mp + m) - 0.00017 * sin(omega)
    sum += -0.00005 * sin(mp - m - 2 * f) + 0.00004 * sin(2 * mp + 2 * f) - 0.00004 * sin(mp + m + 2 * f)
    sum += 0.00004 * sin(mp - 2 * m) + 0.00003 * sin(mp + m - 2 * f) + 0.00003 * sin(3 * m)
    sum += 0.00002 * sin(2 * mp - 2 * f) + 0.00002 * sin(mp - m + 2 * f) - 0.00002 * sin(3 * mp + m)
    return sum
  }

  /// The planetary arguments' corrections, common to all four phases (up to some 30 s together).
  private static func planetary(k: Double, t2: Double) -> Double {
    let arguments: [(Double, Double, Double)] = [
      (299.77, 0.107408, 0.000325), (251.88, 0.016321, 0.000165), (251.83, 26.651886, 0.000164),
      (349.42, 36.412478, 0.000126), (84.66, 18.206239, 0.000110), (141.74, 53.303771, 0.000062),
      (207.14, 2.453732, 0.000060), (154.84, 7.306860, 0.000056), (34.52, 27.261239, 0.000047),
      (207.19, 0.121824, 0.000042), (291.34, 1.844379, 0.000040), (161.72, 24.198154, 0.000037),
      (239.56, 25.513099, 0.000035), (331.55, 3.592518, 0.000023),
    ]
    var sum = 0.0
    for (index, (base, rate, amplitude)) in arguments.enumerated() {
      // A1 alone has a secular term.
      let degrees = base + rate * k - (index == 0 ? 0.009173 * t2 : 0)
      sum += amplitude * sin(Angle.radians(degrees))
    }
    return sum
  }
}
