/// A locale's calendar as a ``CalendarDataProvider`` gives it: what the layout stage asks
/// (``CalendarLocalization``) and what the front door asks besides — month names to read
/// arguments with, patterns for skeletons, dates and ranges written in them, the words of a picker.
///
/// Not required to be thread-safe: a provider lends one to one caller at a time.
public protocol ProvidedCalendar: CalendarLocalization {
  /// The locale the calendar was opened for (with its `calendar` keyword set to the system in use).
  var locale: CalendarLocale { get }

  /// The locale's best pattern for a skeleton (`yMMMd` → `y년 MMM d일`) in this calendar.
  func bestPattern(skeleton: String) throws -> String

  /// `day` written with an explicit date pattern in this calendar.
  func format(_ day: JulianDay, pattern: String) throws -> String

  /// A range of days written with the locale's interval format for a skeleton
  /// (`yMMMd` → "10–20 Feb 2024"), `first` < `last`.
  func format(from first: JulianDay, to last: JulianDay, skeleton: String) throws -> String

  /// Every name of every month of `year` (format and standalone, wide and abbreviated), in the
  /// locale and in English, lowercased, with the month it names: what a month argument may say.
  func monthNameCandidates(ofYear year: Int) throws -> [(name: String, code: MonthCode)]

  /// The locale's display name of a date field ("Month", "월"), or nil.
  func displayName(of field: DateField) -> String?

  /// The locale's word for today ("Today", "오늘"), or nil.
  var todayName: String? { get }

  /// The locale's standalone weekday names in every width, by weekday.
  var standaloneWeekdayNames: [Weekday: WeekdayNames] { get }

  /// The standalone wide month names of the calendar's common year, in order.
  var standaloneMonthNames: [String] { get }

  /// The pattern of month titles (from the options' title skeleton, or their explicit pattern).
  var titlePattern: String { get }
  /// The pattern of year headings (skeleton `y`).
  var yearPattern: String { get }
}

/// A field of a date, as CLDR names them for display.
public enum DateField: Hashable, Sendable, CaseIterable {
  /// The year ("Year", "년").
  case year
  /// The month ("Month", "월").
  case month
  /// The week ("Week", "주").
  case week
  /// The day ("Day", "일").
  case day
}
