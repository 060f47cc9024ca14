import Testing

/// The full-moon holidays of Sri Lanka (Poya), Nepal, Myanmar and Laos are tables (ICU has none of
/// their calendars); every date of them is checked by astronomy with PyEphem
/// (`scripts/full_moon_check.py`): the civil day, in the region's time, of the full moon or the
/// day its calendar's rule puts next to it (Sri Lanka's Poya the day of or before; Myanmar's
/// mean-moon days up to three days before), and Nepal's lunar days by the tithi at Kathmandu's
/// sunrise. A date the rules reject fails the test.
@Suite("Full-moon holiday dates")
struct FullMoonTests {
  @Test func everyTableDateIsItsFullMoon() throws {
    try HinduFestivalTests.passes("scripts/full_moon_check.py")
  }
}
