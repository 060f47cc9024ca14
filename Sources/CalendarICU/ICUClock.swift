import CICUShim
import CalendarModel

/// Today's day in an IANA time zone.
package enum ICUClock {
  /// Today in `zone` (nil: UTC); throws for a zone ICU does not know.
  package static func today(timeZone zone: String?) throws -> JulianDay {
    var status: Int32 = 0
    let value = cr_today_julian_day(zone, &status)
    try ICUError.check(status, "unknown time zone '\(zone ?? "UTC")'")
    return JulianDay(Int(value))
  }
}
