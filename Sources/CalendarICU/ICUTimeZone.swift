import CICUShim
import CalendarModel

/// An IANA time zone, for the days on which timed events fall.
package struct ICUTimeZone: TimeZoneRules, Sendable {
  /// nil: UTC.
  package let identifier: String?

  /// Checks that ICU knows the zone.
  package init(_ identifier: String?) throws {
    self.identifier = identifier
    _ = try offset(at: 0)
  }

  /// Seconds east of UTC at an instant.
  package func offset(at epochSeconds: Int64) throws -> Int {
    var status: Int32 = 0
    let offset = cr_zone_offset_seconds(identifier, Double(epochSeconds), &status)
    try ICUError.check(status, "unknown time zone '\(identifier ?? "UTC")'")
    return Int(offset)
  }
}
