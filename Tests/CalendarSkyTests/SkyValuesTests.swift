import CalendarModel
import CalendarSky
import Testing

/// The module's values and its ΔT, apart from the ephemerides.
@Suite("Sky values")
struct SkyValuesTests {
  /// Only multiples of 15° in 0..<360 are terms; four of them are the seasons, twelve principal.
  @Test func solarTerms() {
    #expect(SolarTerm(longitude: 7) == nil && SolarTerm(longitude: 360) == nil && SolarTerm(longitude: -15) == nil)
    #expect(SolarTerm.all.count == 24 && SolarTerm.all.map(\.longitude) == Array(stride(from: 0, to: 360, by: 15)))
    #expect(
      SolarTerm.all.filter(\.isEquinoxOrSolstice) == [
        .marchEquinox, .juneSolstice, .septemberEquinox, .decemberSolstice,
      ])
    #expect(SolarTerm.all.filter(\.isPrincipal).count == 12)
  }

  /// Espenak–Meeus' pieces meet where they hand over (a mistyped coefficient would open a gap of
  /// seconds to minutes), and give the canon's values at its anchor years.
  @Test func deltaTIsContinuous() {
    for boundary in [1900.0, 1920, 1941, 1961, 1986, 2005, 2050] {
      let before = DeltaT.seconds(year: boundary - 1e-9), after = DeltaT.seconds(year: boundary)
      #expect(abs(before - after) < 1.0, "ΔT jumps \(after - before) s at \(boundary)")
    }
    #expect(abs(DeltaT.seconds(year: 1900) - -2.79) < 0.01)
    #expect(abs(DeltaT.seconds(year: 1950) - 29.07) < 0.01)
    #expect(abs(DeltaT.seconds(year: 2000) - 63.86) < 0.01)
  }

  /// Instants and days: Julian Days round-trip to the second, and the local day floors before 1970.
  @Test func instantsAndDays() {
    let event = SkyEvent(kind: .moonPhase(.new), julianDay: 2_451_550.25)
    #expect(event.epochSeconds == 947_181_600)
    #expect(abs(event.julianDay - 2_451_550.25) < 1e-9)
    let before1970 = SkyEvent(kind: .moonPhase(.full), epochSeconds: -1)
    #expect(before1970.day(utcOffsetSeconds: 0) == JulianDay(isoYear: 1969, month: 12, day: 31))
    #expect(before1970.day(utcOffsetSeconds: 1) == JulianDay(isoYear: 1970, month: 1, day: 1))
    #expect(
      SkyEvent(kind: .moonPhase(.new), epochSeconds: 5) < SkyEvent(kind: .solarTerm(.marchEquinox), epochSeconds: 5))
  }
}
