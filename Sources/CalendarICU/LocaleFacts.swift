import CalendarModel

/// Every calendar fact calrender takes from ICU for one locale and calendar system.
package struct LocaleFacts: Hashable, Sendable {
  /// The locale, its `calendar` keyword set to `calendar`.
  package var locale: ResolvedLocale
  /// The locale as asked for, before the calendar keyword was set.
  package var requestedLocale: ResolvedLocale
  /// The BCP 47 tag of the locale as asked for (`ko-KR`; C/POSIX: `en-US-u-va-posix`).
  package var languageTag: String { requestedLocale.languageTag }
  package var calendar: CalendarSystem
  package var direction: TextDirection
  /// The script of the locale (likely subtags: `ko` → `Hang`, `zh-TW` → `Hant`).
  package var script: String
  package var numberingSystem: String
  /// After any override (`-s`, `-m`, `--first-weekday`, `-u-fw-`).
  package var firstWeekday: Weekday
  package var minimalDaysInFirstWeek: Int
  /// Weekend days (`ucal_getDayOfWeekType`), in display order.
  package var weekend: [Weekday]
  /// Weekday names by weekday, standalone context (as headers use them) and format context.
  package var standaloneWeekdayNames: [Weekday: WeekdayNames]
  package var formatWeekdayNames: [Weekday: WeekdayNames]
  /// Standalone wide month names of the calendar, in ICU's order (13 in hebrew, coptic, ethiopic).
  package var monthNames: [String]
  /// The locale's patterns for the title skeleton, `y` and `LLLL`.
  package var titlePattern: String
  package var yearPattern: String
  package var monthPattern: String

  /// Weekdays in display order.
  package var displayWeekdays: [Weekday] { Weekday.week(startingOn: firstWeekday) }
}
