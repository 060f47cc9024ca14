/// Years a range of days reaches that a region's holiday data does not cover (its `covers` line):
/// there the rules still give days, but they may be wrong or missing, and a view says so (a note
/// on stderr for text, `holidayCoverageGaps` in JSON, a line under the cards in SVG and HTML).
///
/// ```swift
/// for gap in document.holidayCoverageGaps {
///   print("\(gap.region): holiday data covers \(gap.coveredDescription); \(gap.yearsDescription) is outside")
/// }
/// ```
public struct HolidayCoverageGap: Hashable, Sendable {
  /// The region code (`TH`, `DE-BY`).
  public var region: String
  /// The years the region's data covers, nil when it states none; `Int.max` as the upper bound
  /// means every later year under the current law.
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

  /// The years outside as a person reads them: `2041`, `2041–2045`.
  public var yearsDescription: String {
    years.lowerBound == years.upperBound ? "\(years.lowerBound)" : "\(years.lowerBound)–\(years.upperBound)"
  }

  /// One English line for all of `gaps` (nil when there are none), a region's runs together:
  /// `holiday data covers TH 2000–2040 (not 2041), KR 1999–2040 (not 2041); days outside may be
  /// missing or wrong`. The command prints it on stderr beside a text calendar and under a holiday
  /// list; SVG and HTML draw it under the cards.
  public static func note(_ gaps: [HolidayCoverageGap]) -> String? {
    guard !gaps.isEmpty else { return nil }
    var regions: [String] = []
    var runs: [String: [HolidayCoverageGap]] = [:]
    for gap in gaps {
      if runs[gap.region] == nil { regions.append(gap.region) }
      runs[gap.region, default: []].append(gap)
    }
    let parts = regions.map { region in
      let list = runs[region] ?? []
      return "\(region) \(list[0].coveredDescription) (not " + list.map(\.yearsDescription).joined(concatenating: ", ") + ")"
    }
    return "holiday data covers " + parts.joined(concatenating: ", ") + "; days outside may be missing or wrong"
  }
}
