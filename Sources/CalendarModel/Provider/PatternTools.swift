/// What the date-pattern linter asks of a provider: formatting in the locale, and the locale's
/// pattern for a skeleton.
public protocol PatternTools {
  /// `pattern` formatted at `instant` in the locale (UTC), or nil when the provider refuses the pattern.
  func format(_ pattern: String, at instant: PatternInstant) -> String?
  /// The locale's best pattern for `skeleton`, or nil.
  func bestPattern(skeleton: String) -> String?
}

/// A moment to format an example at: a day and a time of day.
public struct PatternInstant: Hashable, Sendable {
  /// The day.
  public var day: JulianDay
  /// Seconds since midnight, with a fraction.
  public var seconds: Double

  /// Midnight of `day`, or `seconds` after it.
  public init(day: JulianDay, seconds: Double = 0) {
    self.day = day
    self.seconds = seconds
  }
}
