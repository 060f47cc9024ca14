/// A day of the week, keyed as in JSON (`"sun"` … `"sat"`).
///
/// The raw value is ICU's numbering (1 = Sunday … 7 = Saturday); it is converted once, at the ICU
/// boundary, and nothing else in calrender does arithmetic on weekday numbers.
public enum Weekday: Int, CaseIterable, Sendable, Hashable, Comparable {
  /// Sunday (ICU 1).
  case sun = 1
  /// Monday (ICU 2).
  case mon
  /// Tuesday (ICU 3).
  case tue
  /// Wednesday (ICU 4).
  case wed
  /// Thursday (ICU 5).
  case thu
  /// Friday (ICU 6).
  case fri
  /// Saturday (ICU 7).
  case sat

  /// The CLDR key: `"sun"`, `"mon"` …
  public var key: String {
    switch self {
    case .sun: "sun"
    case .mon: "mon"
    case .tue: "tue"
    case .wed: "wed"
    case .thu: "thu"
    case .fri: "fri"
    case .sat: "sat"
    }
  }

  /// The weekday for a CLDR key (`"mon"`), or nil.
  public init?(key: String) {
    guard let day = Weekday.allCases.first(where: { $0.key == key }) else { return nil }
    self = day
  }

  /// The weekday `offset` days later (negative: earlier), wrapping around the week.
  public func advanced(by offset: Int) -> Weekday {
    let index = ((rawValue - 1 + offset) % 7 + 7) % 7
    return Weekday(rawValue: index + 1)!  // index is 0...6 by construction
  }

  /// Days from `start` forward to this weekday, 0...6.
  public func distance(from start: Weekday) -> Int {
    ((rawValue - start.rawValue) % 7 + 7) % 7
  }

  /// The seven weekdays in display order, starting at `first`.
  public static func week(startingOn first: Weekday) -> [Weekday] {
    (0..<7).map { first.advanced(by: $0) }
  }

  public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
