/// What a holiday means for a working week.
public enum HolidayKind: String, CaseIterable, Sendable, Hashable {
  /// A public holiday: a day off by law.
  case `public`
  /// A substitute or observed day off, given because a public holiday fell on a rest day or on
  /// another holiday (대체공휴일, 振替休日, "observed", substitute bank holiday).
  case substitute
  /// A day that is marked but not a day off.
  case observance
  /// A working day although it falls on the region's weekend: the weekend days worked in exchange
  /// for moved days off (China's 调休 make-up days, Taiwan's 補班). python-holidays' `WORKDAY`.
  case workday

  /// Whether the day is off work (`public` and `substitute`).
  public var isDayOff: Bool { self == .public || self == .substitute }
}
