#if Foundation
  import Foundation

  // Days and instants, where an app has `Date` (the `Foundation` trait). A day is a date on the
  // wall in a time zone, never an instant: Feb 14 in Seoul begins on Feb 13 in UTC.
  extension JulianDay {
    private static let unixEpoch = 2_440_588

    /// The day `date` falls on in `timeZone` (the wall-clock date there).
    ///
    /// ```swift
    /// let day = JulianDay(Date(timeIntervalSince1970: 1_707_836_400), in: TimeZone(identifier: "Asia/Seoul")!)
    /// // 2024-02-14 (15:00 UTC on Feb 13 is midnight in Seoul)
    /// ```
    public init(_ date: Date, in timeZone: TimeZone) {
      let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
      self.init(Int((local / 86_400).rounded(.down)) + Self.unixEpoch)
    }

    /// The day's first instant in `timeZone`: its midnight, or the first moment after midnight
    /// where a change of offset skips it (Foundation's `startOfDay`). Any year, proleptic Gregorian
    /// days: no change-over of Foundation's Gregorian calendar in 1582 is involved.
    public func start(in timeZone: TimeZone) -> Date {
      let utcNoon = Date(timeIntervalSince1970: Double(value - Self.unixEpoch) * 86_400 + 43_200)
      let localNoon = utcNoon.addingTimeInterval(-Double(timeZone.secondsFromGMT(for: utcNoon)))
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone
      return calendar.startOfDay(for: localNoon)
    }

    /// The day `components` name: read in their `calendar` (and its zone) when they carry one,
    /// else as the proleptic Gregorian year, month and day. Nil when a field is missing or the
    /// date does not exist.
    public init?(_ components: DateComponents) {
      if let calendar = components.calendar {
        // Foundation rolls Feb 30 over into March: a date that reads back otherwise does not exist.
        guard let date = calendar.date(from: components) else { return nil }
        let read = calendar.dateComponents([.year, .month, .day], from: date)
        guard read.month == components.month, read.day == components.day,
          components.year == nil || read.year == components.year
        else { return nil }
        self.init(date, in: components.timeZone ?? calendar.timeZone)
      } else {
        guard let year = components.year, let month = components.month, let day = components.day,
          let made = JulianDay(isoString: Self.isoString(year, month, day))
        else { return nil }
        self = made
      }
    }

    private static func isoString(_ year: Int, _ month: Int, _ day: Int) -> String {
      func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(abs(number))
        return (number < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
      }
      return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }
  }
#endif
