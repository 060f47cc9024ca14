/// Selected days: single days and inclusive ranges, merged where they overlap or touch.
///
/// Roles follow the range-selection convention of iOS calendar libraries (spec/json.md): a range of
/// one day is `single`; otherwise its first day is `start`, its last `end`, the rest `middle` — by
/// date, not by row, so a renderer can round a band's ends and break it at row edges.
///
/// ```swift
/// let trip = JulianDay(isoYear: 2024, month: 2, day: 9)...JulianDay(isoYear: 2024, month: 2, day: 12)
/// request.selection = Selection([trip])
/// Selection([trip]).role(of: trip.lowerBound)  // .start
/// ```
public struct Selection: Hashable, Sendable {
  /// A selected day's part in its range, for drawing a band.
  public enum Role: String, Sendable, Hashable {
    /// A range of one day.
    case single
    /// The first day of a longer range.
    case start
    /// A day inside a range, neither first nor last.
    case middle
    /// The last day of a longer range.
    case end
  }

  /// Disjoint, sorted, non-touching ranges.
  public private(set) var ranges: [ClosedRange<JulianDay>] = []

  /// No days selected.
  public init() {}

  /// The days of `ranges`, merged.
  public init(_ ranges: [ClosedRange<JulianDay>]) {
    for range in ranges { insert(range) }
  }

  /// Whether no day is selected.
  public var isEmpty: Bool { ranges.isEmpty }

  /// Adds a range, merging it with those it overlaps or touches (2-4 and 5-6 become 2-6).
  public mutating func insert(_ range: ClosedRange<JulianDay>) {
    var merged = range
    var kept: [ClosedRange<JulianDay>] = []
    for existing in ranges {
      if existing.upperBound.advanced(by: 1) < merged.lowerBound
        || merged.upperBound.advanced(by: 1) < existing.lowerBound
      {
        kept.append(existing)
      } else {
        merged = min(existing.lowerBound, merged.lowerBound)...max(existing.upperBound, merged.upperBound)
      }
    }
    kept.append(merged)
    ranges = kept.sorted { $0.lowerBound < $1.lowerBound }
  }

  /// The role of `day`, or nil when it is not selected.
  public func role(of day: JulianDay) -> Role? {
    // Few ranges: a linear scan beats anything cleverer.
    for range in ranges where range.contains(day) {
      if range.lowerBound == range.upperBound { return .single }
      if day == range.lowerBound { return .start }
      if day == range.upperBound { return .end }
      return .middle
    }
    return nil
  }
}
