import CalendarModel
import Foundation

extension JulianDay {
  /// The Julian day number of 1970-01-01.
  private static var unixEpoch: Int { 2_440_588 }

  /// Midnight UTC of the day, `seconds` later: every calendar and formatter of the provider is set
  /// to UTC, so the day is the same in each.
  func date(seconds: Int = 0) -> Date {
    Date(timeIntervalSince1970: Double(value - Self.unixEpoch) * 86_400 + Double(seconds))
  }

  /// The UTC day of an instant.
  init(_ date: Date) {
    self.init(Int((date.timeIntervalSince1970 / 86_400).rounded(.down)) + Self.unixEpoch)
  }
}

extension TimeZone {
  /// UTC, which every calendar and formatter of the provider reckons in (days are whole UTC days).
  static var utcZone: TimeZone { TimeZone(secondsFromGMT: 0) ?? .gmt }
}
