import CalendarModel

/// Every calendar fact calrender takes from ICU for one locale and calendar system.
public struct LocaleFacts: Hashable, Sendable {
  /// The locale, its `calendar` keyword set to `calendar`.
  public var locale: ResolvedLocale
  /// The locale as asked for, before the calendar keyword was set.
  public var requestedLocale: ResolvedLocale
  /// The BCP 47 tag of the locale as asked for (`ko-KR`; C/POSIX: `en-US-u-va-posix`).
  public var languageTag: String { requestedLocale.languageTag }
  public var calendar: CalendarSystem
  public var direction: TextDirection
  /// The script of the locale (likely subtags: `ko` → `Hang`, `zh-TW` → `Hant`).
  public var script: String
  public var numberingSystem: String
  /// After any override (`-s`, `-m`, `--first-weekday`, `-u-fw-`).
  public var firstWeekday: Weekday
  public var minimalDaysInFirstWeek: Int
  /// Weekend days (`ucal_getDayOfWeekType`), in display order.
  public var weekend: [Weekday]
  /// Weekday names by weekday, standalone context (as headers use them) and format context.
  public var standaloneWeekdayNames: [Weekday: WeekdayNames]
  public var formatWeekdayNames: [Weekday: WeekdayNames]
  /// Standalone wide month names of the calendar, in ICU's order (13 in hebrew, coptic, ethiopic).
  public var monthNames: [String]
  /// The locale's patterns for the title skeleton, `y` and `LLLL`.
  public var titlePattern: String
  public var yearPattern: String
  public var monthPattern: String

  /// Weekdays in display order.
  public var displayWeekdays: [Weekday] { Weekday.week(startingOn: firstWeekday) }
}

/// What to ask ICU for, beyond the locale.
public struct CalendarOptions: Hashable, Sendable {
  /// The calendar system; nil: the locale's own (its `calendar` keyword, else ICU's default).
  public var calendar: CalendarSystem?
  /// Overrides the locale's first weekday (and its `fw` keyword).
  public var firstWeekday: Weekday?
  public var reform: GregorianReform
  /// The skeleton of month titles (default `yMMMM`).
  public var titleSkeleton: String
  /// An explicit title pattern, used instead of the skeleton.
  public var titlePattern: String?

  public init(
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

/// A calendar system ICU names that calrender does not draw (`ethiopic-amete-alem`).
public struct UnsupportedCalendarError: Error, Hashable, Sendable, CustomStringConvertible {
  public var name: String
  public var description: String { "calendar '\(name)' is not supported" }
}
