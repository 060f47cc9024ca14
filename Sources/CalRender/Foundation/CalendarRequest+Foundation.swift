#if Foundation
  import Foundation

  // A request from what an app holds: a `Locale`, a `TimeZone`, a `Calendar.Identifier`, a `Date`.
  extension CalendarRequest {
    /// A request for `locale` (its BCP 47 tag, with any `-u-` keywords it carries) in `timeZone`,
    /// in `calendar` or the locale's own.
    ///
    /// ```swift
    /// let seoul = TimeZone(identifier: "Asia/Seoul")!
    /// var request = CalendarRequest(locale: Locale(identifier: "ko_KR"), timeZone: seoul)
    /// request.view = .month(containing: Date(), in: seoul)
    /// ```
    public init(locale: Locale, calendar: Calendar.Identifier? = nil, timeZone: TimeZone, view: View = .month(containing: nil)) {
      self.init(locale: locale.identifier(.bcp47), calendar: calendar.flatMap(CalendarSystem.init), view: view)
      self.timeZone = timeZone.identifier
    }
  }

  extension CalendarRequest.View {
    /// The month that holds the day `date` falls on in `timeZone`.
    public static func month(containing date: Date, in timeZone: TimeZone) -> Self {
      .month(containing: JulianDay(date, in: timeZone))
    }

    /// `count` months from the month of `date` in `timeZone` (`centered`: that month in the middle).
    public static func months(containing date: Date, in timeZone: TimeZone, count: Int, centered: Bool = false) -> Self {
      .months(containing: JulianDay(date, in: timeZone), count: count, centered: centered)
    }

    /// The year that holds the day `date` falls on in `timeZone`.
    public static func year(containing date: Date, in timeZone: TimeZone) -> Self {
      .year(containing: JulianDay(date, in: timeZone))
    }

    /// The week that holds the day `date` falls on in `timeZone`.
    public static func week(containing date: Date, in timeZone: TimeZone) -> Self {
      .week(containing: JulianDay(date, in: timeZone))
    }
  }

  extension CalendarEvent {
    /// A timed event over `interval` (its end exclusive), in whole seconds: the start rounded down,
    /// the end up. An instant beyond what `Int64` seconds hold is kept at that limit, where
    /// rendering refuses it as outside the supported years.
    public init(id: String? = nil, title: String, interval: DateInterval) {
      func seconds(_ date: Date, _ rule: FloatingPointRoundingRule) -> Int64 {
        let value = date.timeIntervalSince1970.rounded(rule)
        guard value.isFinite else { return value < 0 ? .min : .max }
        return Int64(exactly: value) ?? (value < 0 ? .min : .max)
      }
      self.init(id: id, title: title, instants: seconds(interval.start, .down)..<seconds(interval.end, .up))
    }
  }

  extension CalRenderError: LocalizedError {
    /// The message and its hint, for an app's alert (`localizedDescription`).
    public var errorDescription: String? { description }
  }
#endif
