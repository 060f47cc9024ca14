/// A time zone's offsets: which day an instant falls on, for timed events.
public protocol TimeZoneRules {
  /// Seconds east of UTC at an instant (seconds since 1970-01-01T00:00:00Z).
  func offset(at epochSeconds: Int64) throws -> Int
}

extension TimeZoneRules {
  /// The local day an instant falls on.
  public func day(of epochSeconds: Int64) throws -> JulianDay {
    let local = epochSeconds + Int64(try offset(at: epochSeconds))
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    return JulianDay(Int(days) + 2_440_588)
  }

  /// Seconds after local midnight of `day(of:)` at an instant.
  public func secondsIntoDay(at epochSeconds: Int64) throws -> Int {
    let local = epochSeconds + Int64(try offset(at: epochSeconds))
    let day = try self.day(of: epochSeconds)
    return Int(local - Int64(day.value - 2_440_588) * 86_400)
  }
}
