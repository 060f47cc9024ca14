import CalendarModel

/// When a holiday that falls on a rest day or on another holiday gives a substitute day off, and which
/// day: Korea's 대체공휴일, Japan's 振替休日, US "observed" days, UK substitute bank holidays.
public struct SubstitutePolicy: Hashable, Sendable {
  /// Which day the substitute is.
  public enum Action: Hashable, Sendable {
    /// The first following day that is neither one of the `skipping` weekdays nor a holiday.
    case nextFree(skipping: Set<Weekday>)
    /// The next day, only if it is not a holiday (Japan before 2007).
    case nextDay
    /// A fixed move by weekday, even onto another holiday: US federal Saturday → Friday (−1),
    /// Sunday → Monday (+1).
    case shift([Weekday: Int])
    /// A move by weekday that goes on in its direction past the `skipping` weekdays and holidays:
    /// Taiwan's Saturday → the working day before, Sunday → the working day after.
    case move([Weekday: Int], skipping: Set<Weekday>)
    /// No substitute, and the holiday is not kept either (Spain: a national holiday on a Sunday is
    /// not a national holiday that year; the autonomous communities may move it).
    case drop
  }

  /// The Gregorian years the policy applies in (laws change).
  public var years: ClosedRange<Int>
  /// The weekdays on which the holiday gives a substitute.
  public var weekdays: Set<Weekday>
  /// Whether sharing its day with another public holiday (one listed before it) gives a substitute.
  public var onOverlap: Bool
  /// Which day the substitute is.
  public var action: Action
  /// Whether the substitute replaces the holiday, which is then not listed on its own day (Hong
  /// Kong's Lunar New Year day on a Sunday gives way to the fourth day).
  public var replaces: Bool

  /// Creates a policy.
  public init(years: ClosedRange<Int>, weekdays: Set<Weekday>, onOverlap: Bool, action: Action, replaces: Bool = false)
  {
    self.years = years
    self.weekdays = weekdays
    self.onOverlap = onOverlap
    self.action = action
    self.replaces = replaces
  }
}
