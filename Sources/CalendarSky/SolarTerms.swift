import CalendarCore

/// The instants the Sun's apparent longitude reaches the solar terms (multiples of 15°), the
/// equinoxes and solstices among them.
///
/// Meeus, *Astronomical Algorithms* (2nd ed.), ch. 27's method generalised to any longitude: from a
/// mean instant, Newton steps on ``SolarLongitude`` (the Sun moves some 0.9856° a day) until the
/// step is under 0.01 s; then ΔT from TT to UT.
public enum SolarTerms {
  /// The tropical year in days, for the first guess and the steps.
  static let tropicalYear = 365.2422

  /// The instant (a Julian Day, UT) in Gregorian year `year` (in UT) when the Sun's apparent
  /// longitude reaches `degrees`.
  public static func julianDay(reaching degrees: Double, inYear year: Int) -> Double {
    let target = Angle.normalized(degrees)
    // The March equinox is near March 20.
    let march = Double(JulianDay(isoYear: year, month: 3, day: 20).value)
    var guess = march + target / 360 * tropicalYear
    if guess >= Double(JulianDay(isoYear: year + 1, month: 1, day: 1).value) - 0.5 { guess -= tropicalYear }
    return julianDay(reaching: target, near: guess)
  }

  /// The instant (a Julian Day, UT) nearest to the Julian Day `guess` (within some 150 days) when
  /// the Sun's apparent longitude reaches `degrees`.
  public static func julianDay(reaching degrees: Double, near guess: Double) -> Double {
    var jde = guess
    for _ in 0..<10 {
      let step = Angle.signed(degrees - SolarLongitude.apparent(julianEphemerisDay: jde)) / 360 * tropicalYear
      jde += step
      if abs(step) < 1e-7 { break }
    }
    return jde - DeltaT.seconds(julianDay: jde) / 86_400
  }

  /// The event of `term` in Gregorian year `year` (in UT).
  public static func event(_ term: SolarTerm, inYear year: Int) -> SkyEvent {
    SkyEvent(kind: .solarTerm(term), julianDay: julianDay(reaching: Double(term.longitude), inYear: year))
  }

  /// The day (at a fixed offset `utcOffsetMinutes` east of Greenwich) on which the Sun's apparent
  /// longitude reaches `degrees` in Gregorian year `year`: the day holiday rules such as 春分の日
  /// and 清明 take.
  public static func day(reaching degrees: Double, inYear year: Int, utcOffsetMinutes: Int) -> JulianDay {
    let instant = SkyEvent.epochSeconds(julianDay: julianDay(reaching: degrees, inYear: year))
    return SkyEvent.day(of: instant, utcOffsetSeconds: utcOffsetMinutes * 60)
  }

  /// The solar terms whose instants lie in `span` (seconds since 1970, UT), in time order.
  public static func events(in span: Range<Int64>, terms: Set<SolarTerm> = Set(SolarTerm.all)) -> [SkyEvent] {
    guard !span.isEmpty else { return [] }
    let first = JulianDay(Int(Double(span.lowerBound) / 86_400 + SkyEvent.unixEpoch + 0.5)).isoComponents.year
    let last = JulianDay(Int(Double(span.upperBound) / 86_400 + SkyEvent.unixEpoch + 0.5)).isoComponents.year
    var events: [SkyEvent] = []
    for year in first...last {
      for term in SolarTerm.all where terms.contains(term) {
        let event = event(term, inYear: year)
        if span.contains(event.epochSeconds) { events.append(event) }
      }
    }
    return events.sorted()
  }
}
