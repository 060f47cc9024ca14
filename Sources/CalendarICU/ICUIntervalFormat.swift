import CICUShim
import CalendarModel

/// The locale's format for a range of days (`Jan – Feb 2024`, `2024년 1월~2월`) or of times
/// (`10:00 – 11:30 AM`, `오전 10:00~11:30`), from a skeleton.
package final class ICUIntervalFormat {
  let handle: OpaquePointer

  package init(locale: String, skeleton: String) throws {
    var status: Int32 = 0
    let handle = cr_intervalfmt_open(locale, skeleton, &status)
    try ICUError.check(status, "opening an interval format for '\(skeleton)'")
    guard let handle else { throw ICUError(status: 1, operation: "opening an interval format") }
    self.handle = handle
  }

  deinit { cr_intervalfmt_close(handle) }

  package func format(from first: JulianDay, to last: JulianDay) throws -> String {
    try icuString("formatting \(first.isoString)..\(last.isoString)") {
      cr_intervalfmt_format(handle, Int64(first.value), Int64(last.value), $0, $1, $2)
    }
  }

  /// The range between two wall-clock times: `seconds` after the start of each day. The formatter
  /// is in UTC, as ``ICUDateFormat/format(_:seconds:)``'s, so it writes the times it is given.
  /// - Parameter isolatingEnds: wrap each end in FSI … PDI (UAX #9), leaving what the ends share
  ///   outside (FSI 10:00 PDI – FSI 11:30 PDI AM), for right-to-left text.
  package func format(
    from first: JulianDay, seconds firstSeconds: Int, to last: JulianDay, seconds lastSeconds: Int,
    isolatingEnds: Bool = false
  ) throws -> String {
    try icuString("formatting a range from \(first.isoString)") {
      cr_intervalfmt_format_moments(
        handle, Int64(first.value), Double(firstSeconds), Int64(last.value), Double(lastSeconds),
        isolatingEnds ? 1 : 0, $0, $1, $2)
    }
  }

  /// The locale's fallback interval pattern of `calendarType` (CLDR `intervalFormats/fallback`:
  /// "{0} – {1}", "{0}～{1}"), with which ICU joins two ends it has no range format for; nil when
  /// the data has none.
  package static func fallbackPattern(locale: String, calendarType: String) -> String? {
    icuDataString { cr_interval_fallback(locale, calendarType, $0, $1, $2) }
  }
}
