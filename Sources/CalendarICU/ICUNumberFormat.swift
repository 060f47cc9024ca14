import CICUShim
import CalendarModel

/// The locale's decimal number format, without grouping (day numbers in the locale's digits).
package final class ICUNumberFormat {
  let handle: OpaquePointer

  package init(locale: String) throws {
    var status: Int32 = 0
    let handle = cr_numfmt_open(locale, &status)
    try ICUError.check(status, "opening the number format of \(locale)")
    guard let handle else { throw ICUError(status: 1, operation: "opening the number format") }
    self.handle = handle
  }

  deinit { cr_numfmt_close(handle) }

  package func format(_ value: Int) throws -> String {
    try icuString("formatting \(value)") { cr_numfmt_format(handle, Int64(value), $0, $1, $2) }
  }

  /// The locale's numbering system (`latn`, `arab`, `arabext`, `thai`).
  package static func numberingSystem(locale: String) throws -> String {
    try icuString("numbering system of \(locale)") { cr_numbering_system(locale, $0, $1, $2) }
  }

  /// The digits of the locale's numbering system; nil when it is algorithmic (`hebr`, `hanidays`)
  /// or not decimal.
  static func decimalDigits(locale: String) throws -> DecimalDigits? {
    DecimalDigits(try icuString("digits of \(locale)") { cr_numbering_digits(locale, $0, $1, $2) })
  }
}
