import CICUShim
import CalendarModel

/// An IANA time zone, for the days on which timed events fall.
public struct ICUTimeZone: TimeZoneRules, Sendable {
  /// nil: UTC.
  public let identifier: String?

  /// Checks that ICU knows the zone.
  public init(_ identifier: String?) throws {
    self.identifier = identifier
    _ = try offset(at: 0)
  }

  /// Seconds east of UTC at an instant.
  public func offset(at epochSeconds: Int64) throws -> Int {
    var status: Int32 = 0
    let offset = cr_zone_offset_seconds(identifier, Double(epochSeconds), &status)
    try ICUError.check(status, "unknown time zone '\(identifier ?? "UTC")'")
    return Int(offset)
  }
}
