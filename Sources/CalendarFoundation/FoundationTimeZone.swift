import CalendarModel
import Foundation

/// An IANA time zone from Foundation's zone data, for the days on which timed events fall.
///
/// A value: `TimeZone` is itself `Sendable`, so one zone can be used from several threads.
public struct FoundationTimeZone: TimeZoneRules, Sendable, Hashable {
  /// The zone.
  public let zone: TimeZone

  /// The zone named `identifier` (`Asia/Seoul`); nil: UTC.
  ///
  /// - Throws: ``FoundationError/Code/unknownTimeZone`` when Foundation does not know it.
  public init(_ identifier: String?) throws {
    guard let identifier else {
      zone = .utcZone
      return
    }
    guard let zone = TimeZone(identifier: identifier) else {
      throw FoundationError(.unknownTimeZone, "unknown time zone '\(identifier)'")
    }
    self.zone = zone
  }

  /// A zone Foundation already has.
  public init(_ zone: TimeZone) { self.zone = zone }

  /// The zone's IANA identifier.
  public var identifier: String { zone.identifier }

  /// Seconds east of UTC at an instant.
  public func offset(at epochSeconds: Int64) throws -> Int {
    zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(epochSeconds)))
  }
}
