/// Years a range of days reaches that a region's data does not cover (its `covers` line): there the
/// rules still give days, but they may be wrong or missing, and a view should say so.
///
/// ```swift
/// for gap in holidays.coverageGaps(in: range) {
///   print("\(gap.region): holiday data covers \(gap.coveredDescription); \(gap.years) is outside")
/// }
/// ```
public struct HolidayCoverageGap: Hashable, Sendable {
  /// The region code (`TH`).
  public var region: String
  /// The years the region's data covers, nil when it states none.
  public var coveredYears: ClosedRange<Int>?
  /// The years of the range outside them (one run: before or after the covered years).
  public var years: ClosedRange<Int>

  /// Creates a gap.
  public init(region: String, coveredYears: ClosedRange<Int>?, years: ClosedRange<Int>) {
    self.region = region
    self.coveredYears = coveredYears
    self.years = years
  }

  /// The covered years as a person reads them: `2000–2040`, `1990–` (every later year by today's
  /// law), `none stated`.
  public var coveredDescription: String {
    guard let covered = coveredYears else { return "none stated" }
    return covered.upperBound == Int.max ? "\(covered.lowerBound)–" : "\(covered.lowerBound)–\(covered.upperBound)"
  }
}
