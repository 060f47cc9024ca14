import CICUShim
import CalendarModel

/// One ICU calendar handle (UTC, for arithmetic only). Not thread-safe: ICU calendars mutate on read.
package final class ICUCalendar {
  let handle: OpaquePointer

  /// Opens the calendar of `locale` (its `calendar` keyword decides the system).
  package init(locale: String) throws {
    var status: Int32 = 0
    let handle = cr_calendar_open(locale, &status)
    try ICUError.check(status, "opening the calendar of \(locale)")
    guard let handle else { throw ICUError(status: 1, operation: "opening the calendar of \(locale)") }
    self.handle = handle
  }

  deinit { cr_calendar_close(handle) }

  /// ICU's name for the calendar type (`islamic-umalqura`; `gregorian` for iso8601 in ICU 72).
  package func type() throws -> String {
    try icuString("calendar type") { cr_calendar_type(handle, $0, $1, $2) }
  }

  package var firstWeekday: Weekday { Weekday(rawValue: Int(cr_calendar_first_weekday(handle))) ?? .sun }
  package var minimalDaysInFirstWeek: Int { Int(cr_calendar_minimal_days(handle)) }

  /// Sets the week rules used by ICU's week fields.
  package func setWeekRules(firstWeekday: Weekday, minimalDays: Int) {
    cr_calendar_set_week_rules(handle, Int32(firstWeekday.rawValue), Int32(minimalDays))
  }

  /// Whether the locale's region rests on `weekday` (`ucal_getDayOfWeekType`: weekend, onset or cease).
  package func isWeekend(_ weekday: Weekday) throws -> Bool {
    var status: Int32 = 0
    let type = cr_calendar_weekday_type(handle, Int32(weekday.rawValue), &status)
    try ICUError.check(status, "weekday type of \(weekday.key)")
    return type != 0
  }

  /// Makes the calendar Julian or Gregorian throughout (ICU's plain Gregorian calendar only).
  ///
  /// ICU 72's `setGregorianChange` stores the change-over day in the wrong unit (days since 1970
  /// instead of a Julian day), so a change-over inside the years calrender shows is not honoured by
  /// field computation; only the two extremes work. Change-overs are done by `ICUCalendarArithmetic`
  /// with one calendar of each kind.
  func setReckoning(julian: Bool) throws {
    var status: Int32 = 0
    cr_calendar_set_gregorian_change(handle, julian ? Int64.max : Int64.min, &status)
    try ICUError.check(status, "setting the Gregorian change-over")
  }

  /// ICU's fields on a day.
  func fields(_ day: JulianDay) throws -> cr_fields {
    var fields = cr_fields()
    var status: Int32 = 0
    cr_calendar_fields(handle, Int64(day.value), &fields, &status)
    try ICUError.check(status, "calendar fields of \(day.isoString)")
    return fields
  }

  func monthBounds(_ day: JulianDay) throws -> cr_month_bounds {
    var bounds = cr_month_bounds()
    var status: Int32 = 0
    cr_calendar_month_bounds(handle, Int64(day.value), &bounds, &status)
    try ICUError.check(status, "month of \(day.isoString)")
    return bounds
  }

  /// The Julian day of ICU fields, or nil when that date does not exist in the calendar.
  func julianDay(extendedYear: Int, month: Int, isLeapMonth: Bool, day: Int) -> JulianDay? {
    var status: Int32 = 0
    let value = cr_calendar_julian_day(
      handle, Int32(extendedYear), Int32(month), isLeapMonth ? 1 : 0, Int32(day), &status)
    return status > 0 ? nil : JulianDay(Int(value))
  }
}
