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

/// What to ask ICU for, beyond the locale.
package struct CalendarOptions: Hashable, Sendable {
  /// The calendar system; nil: the locale's own (its `calendar` keyword, else ICU's default).
  package var calendar: CalendarSystem?
  /// Overrides the locale's first weekday (and its `fw` keyword).
  package var firstWeekday: Weekday?
  package var reform: GregorianReform
  /// The skeleton of month titles (default `yMMMM`).
  package var titleSkeleton: String
  /// An explicit title pattern, used instead of the skeleton.
  package var titlePattern: String?

  package init(
    calendar: CalendarSystem? = nil, firstWeekday: Weekday? = nil, reform: GregorianReform = .r1582,
    titleSkeleton: String = "yMMMM", titlePattern: String? = nil
  ) {
    self.calendar = calendar
    self.firstWeekday = firstWeekday
    self.reform = reform
    self.titleSkeleton = titleSkeleton
    self.titlePattern = titlePattern
  }
}
