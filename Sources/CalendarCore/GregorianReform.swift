/// When a Gregorian-based calendar switches from Julian to Gregorian reckoning.
public enum GregorianReform: String, CaseIterable, Sendable, Hashable {
  /// ICU's default: 1582-10-04 (Julian) is followed by 1582-10-15 (Gregorian).
  case r1582 = "1582"
  /// The British change-over that `cal` uses: 1752-09-02 is followed by 1752-09-14.
  case r1752 = "1752"
  /// Proleptic Gregorian throughout.
  case gregorian
  /// Julian throughout.
  case julian

  /// The first Gregorian day as a Julian day; nil for the two that have no change-over.
  public var firstGregorianDay: JulianDay? {
    switch self {
    case .r1582: JulianDay(isoYear: 1582, month: 10, day: 15)
    case .r1752: JulianDay(isoYear: 1752, month: 9, day: 14)
    case .gregorian, .julian: nil
    }
  }
}
