import CICUShim
import CalendarModel

/// The locale's date-time pattern generator: best patterns for skeletons.
package final class ICUPatternGenerator {
  let handle: OpaquePointer

  package init(locale: String) throws {
    var status: Int32 = 0
    let handle = cr_patgen_open(locale, &status)
    try ICUError.check(status, "opening the pattern generator of \(locale)")
    guard let handle else { throw ICUError(status: 1, operation: "opening the pattern generator") }
    self.handle = handle
  }

  deinit { cr_patgen_close(handle) }

  /// The locale's best pattern for a skeleton (`yMMMM` → `y년 MMMM` in ko).
  package func bestPattern(skeleton: String) throws -> String {
    try icuString("best pattern for '\(skeleton)'") { cr_patgen_best_pattern(handle, skeleton, $0, $1, $2) }
  }

  /// The locale's medium dateTimeFormat (`{1}, {0}`, `{1} {0}`), with which it joins a medium
  /// date such as `yMMMEd`'s and a time.
  package func dateTimeFormat() throws -> String {
    try icuString("date-time format") { cr_patgen_date_time_format(handle, $0, $1, $2) }
  }

  /// The locale's wide display name of a date field ("Month", "월").
  package func fieldDisplayName(_ field: ICUFieldNames.Field) throws -> String {
    try icuString("display name of a date field") { cr_patgen_field_display_name(handle, field.rawValue, $0, $1, $2) }
  }
}
