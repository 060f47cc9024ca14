import CICUShim

/// The words a locale has for the fields of a date and for today (CLDR `fields`), for a picker's
/// key help: "month" is "월" in ko, "חודש" in he.
package enum ICUFieldNames {
  /// A field of a date.
  package enum Field: Int32, Sendable, CaseIterable {
    case year = 0, month, week, day
  }

  /// The locale's wide display name of `field` ("Month", "월"), from the pattern generator of
  /// `patterns` (the one its calendar uses: a second generator would cost as much again).
  package static func displayName(_ field: Field, from patterns: PatternSource) throws -> String {
    try patterns.fieldDisplayName(field)
  }

  /// The locale's word for today ("Today", "오늘", "اليوم"), capitalized to stand alone.
  package static func today(locale: String) throws -> String {
    try icuString("today in \(locale)") { cr_today_name(locale, $0, $1, $2) }
  }
}
