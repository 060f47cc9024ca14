/// How week rows are numbered (`-w`, `--week-numbers[=locale|iso]`).
///
/// A row gets the number, under the rule, of the week that contains its fourth cell: Monday-first
/// rows under `iso` are exactly ISO weeks, and a row is never numbered by a week it barely touches.
public enum WeekNumbering: String, CaseIterable, Sendable, Hashable {
  /// The locale's first weekday and minimal days in the first week.
  case locale
  /// ISO 8601: weeks from Monday, week 1 holds the year's first Thursday.
  case iso
}
