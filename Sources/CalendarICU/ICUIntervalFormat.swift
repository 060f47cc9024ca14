import CICUShim
import CalendarModel

/// The locale's format for a range of days (`Jan – Feb 2024`, `2024년 1월~2월`), from a skeleton.
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
}
