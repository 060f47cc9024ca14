import CICUShim
import CalendarModel

/// An IANA time zone, for the days on which timed events fall.
///
/// One ICU calendar per zone, opened once and reused for every instant: opening one costs more
/// than a hundred times an offset, and an events file asks for thousands. Copies share it; calls
/// take turns (a lock), so the value can be used from several threads.
package struct ICUTimeZone: TimeZoneRules, Sendable {
  /// nil: UTC.
  package let identifier: String?
  private let zone: OpenZone

  /// Checks that ICU knows the zone.
  package init(_ identifier: String?) throws {
    self.identifier = identifier
    zone = try OpenZone(identifier)
  }

  /// Seconds east of UTC at an instant.
  package func offset(at epochSeconds: Int64) throws -> Int {
    var status: Int32 = 0
    let offset = zone.handle.withLock { cr_zone_offset($0.pointer, Double(epochSeconds), &status) }
    try ICUError.check(status, "unknown time zone '\(identifier ?? "UTC")'")
    return Int(offset)
  }
}

/// The ICU calendar of one zone, closed with the last copy of the zone that uses it.
private final class OpenZone: Sendable {
  /// The shim's handle (not thread-safe itself: the mutex serializes its use).
  struct Handle: @unchecked Sendable { let pointer: OpaquePointer }
  let handle: Locked<Handle>

  init(_ identifier: String?) throws {
    var status: Int32 = 0
    let pointer = cr_zone_open(identifier, &status)
    try ICUError.check(status, "unknown time zone '\(identifier ?? "UTC")'")
    // No handle without a failure status: ICU's U_ILLEGAL_ARGUMENT_ERROR (1) all the same.
    guard let pointer else { throw ICUError(status: 1, operation: "unknown time zone '\(identifier ?? "UTC")'") }
    handle = Locked(Handle(pointer: pointer))
  }

  deinit { handle.withLock { cr_zone_close($0.pointer) } }
}
