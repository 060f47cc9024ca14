/// A time zone's offsets: which day an instant falls on, for timed events.
public protocol TimeZoneRules {
  /// Seconds east of UTC at an instant (seconds since 1970-01-01T00:00:00Z).
  func offset(at epochSeconds: Int64) throws -> Int
}

extension TimeZoneRules {
  /// The instants whose local day any calendar of calrender can show: 0001-01-01 to 9999-12-31
  /// (proleptic Gregorian, UTC) with a day to spare for the zones east and west of UTC.
  public static var supportedInstants: ClosedRange<Int64> { -62_135_683_200...253_402_387_199 }

  /// The local day an instant falls on.
  /// - Throws: `CalendarError.outOfRange` for an instant outside ``supportedInstants`` (an event
  ///   a million years out is bad input, not arithmetic to overflow on).
  public func day(of epochSeconds: Int64) throws -> JulianDay {
    guard Self.supportedInstants.contains(epochSeconds) else {
      throw CalendarError(.outOfRange, "the instant \(epochSeconds) (seconds since 1970) lies outside the years 1–9999")
    }
    let local = epochSeconds + Int64(try offset(at: epochSeconds))
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    return JulianDay(Int(days) + 2_440_588)
  }

  /// Seconds after local midnight of `day(of:)` at an instant.
  public func secondsIntoDay(at epochSeconds: Int64) throws -> Int {
    let day = try self.day(of: epochSeconds)
    let local = epochSeconds + Int64(try offset(at: epochSeconds))
    return Int(local - Int64(day.value - 2_440_588) * 86_400)
  }
}
