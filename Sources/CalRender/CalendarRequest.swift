/// Everything a calendar view is made from: the locale and calendar system, which days, and what
/// to show on them. Every field has a sensible default; set the ones you care about.
///
/// ```swift
/// import CalRender
///
/// var request = CalendarRequest(locale: "ko-KR")
/// request.view = .month(containing: JulianDay(isoYear: 2024, month: 2, day: 14))
/// print(try CalendarRenderer().render(request, as: .text))
/// ```
public struct CalendarRequest: Sendable {
  /// Which days, in which shape. A nil date means today. Extensible (a struct, not an enum): a
  /// view added later breaks no `switch`.
  public struct View: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      case month(JulianDay?)
      case monthOfYear(year: Int, month: MonthCode)
      case months(JulianDay?, count: Int, centered: Bool)
      case year(JulianDay?)
      case yearNumber(Int)
      case week(JulianDay?)
    }

    let kind: Kind

    /// The month of the display calendar that contains a day.
    public static func month(containing day: JulianDay?) -> View { View(kind: .month(day)) }
    /// A month by its number in a year of the display calendar (`MonthCode(number: 5, isLeap: true)`
    /// is Adar I in a Hebrew leap year).
    public static func monthOfYear(year: Int, month: MonthCode) -> View { View(kind: .monthOfYear(year: year, month: month)) }
    /// `count` months from the month containing a day; `centered`: that month in the middle.
    public static func months(containing day: JulianDay?, count: Int, centered: Bool = false) -> View {
      View(kind: .months(day, count: count, centered: centered))
    }
    /// The year of the display calendar that contains a day.
    public static func year(containing day: JulianDay?) -> View { View(kind: .year(day)) }
    /// A year of the display calendar by its number (2567 in `buddhist`, 5784 in `hebrew`).
    public static func yearNumber(_ year: Int) -> View { View(kind: .yearNumber(year)) }
    /// The seven days from the first weekday that hold a day.
    public static func week(containing day: JulianDay?) -> View { View(kind: .week(day)) }
  }

  /// Which events of the sky to mark on the days (and list in the agenda), each on the local day
  /// it falls on in ``CalendarRequest/timeZone``.
  public struct Sky: OptionSet, Hashable, Sendable {
    /// The set as bits.
    public let rawValue: Int
    /// The set of these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The Moon's four principal phases: new, first quarter, full, last quarter.
    public static let phases = Sky(rawValue: 1)
    /// The 24 solar terms (절기, 节气, 二十四節気, tiết khí), the equinoxes and solstices among them.
    public static let terms = Sky(rawValue: 2)
    /// The equinoxes and solstices (implied by `terms`).
    public static let seasons = Sky(rawValue: 4)
  }

  /// When today is.
  public enum Today: Hashable, Sendable {
    /// The system clock, in ``CalendarRequest/timeZone`` (else `TZ`, else the system's zone (ICU: `/etc/localtime`; Foundation: `TimeZone.current`), else UTC).
    case clock
    /// A fixed day (reproducible output).
    case date(JulianDay)
    /// No day is today.
    case none
  }

  /// A BCP 47 tag (`ko-KR`, `th-TH-u-nu-thai`) or an ICU id (`ko_KR`, `ja_JP@calendar=japanese`);
  /// nil: the environment's (`LC_ALL`, `LC_TIME`, `LANG`), else POSIX.
  public var locale: String?
  /// The calendar system; nil: the locale's own (ar-SA: `islamic-umalqura`, th-TH: `buddhist`).
  public var calendar: CalendarSystem?
  /// Which days; default: the month containing today.
  public var view: View = .month(containing: nil)
  /// Overrides the locale's first weekday.
  public var firstWeekday: Weekday?
  /// The width of the weekday headers (default `.short`).
  public var weekdayWidth: LabelWidth = .short
  /// The skeleton of month titles; the locale's pattern for it is used (default `yMMMM`).
  public var titleSkeleton = "yMMMM"
  /// An explicit title pattern instead of the skeleton; checked by the pattern linter.
  public var titlePattern: String?
  /// Let a title pattern use the week-based year `Y`.
  public var allowsWeekYear = false
  /// The Gregorian change-over (Gregorian calendar only).
  public var reform: GregorianReform = .r1582
  /// Selected days and ranges (drawn as discs and bands).
  public var selection = Selection()
  /// The day to underline.
  public var focus: JulianDay?
  /// Events to put on the days.
  public var events: Events?
  /// Holidays to mark on the days (red when they are days off) and list in the agenda; default:
  /// the locale's region's.
  public var holidays: Holidays = .ofLocale
  /// The categories of holidays shown (and of the days off a working-day question counts): the
  /// public holidays by default; `[.public, .bank]` adds the bank holidays.
  public var holidayCategories: Set<HolidayCategory> = HolidayCategory.defaults
  /// List the events (and holidays) of the days shown under the view.
  public var agenda = false
  /// The events of the sky to mark (default none, in every locale: docs/sky.md says why).
  public var sky: Sky = []
  /// A second calendar's date under each day (`dangi` under Gregorian in Korea).
  public var secondary: CalendarSystem?
  /// Number the week rows (the week of each row's fourth day).
  public var weekNumbering: WeekNumbering?
  /// Always six week rows.
  public var fixedWeeks = false
  /// When today is (default: the clock).
  public var today: Today = .clock
  /// The IANA zone of today and of timed events; nil: `TZ`, else the system's zone (ICU: `/etc/localtime`; Foundation: `TimeZone.current`), else UTC.
  public var timeZone: String?

  /// A request for `locale`'s current month; change any field afterwards.
  public init(locale: String? = nil, calendar: CalendarSystem? = nil, view: View = .month(containing: nil)) {
    self.locale = locale
    self.calendar = calendar
    self.view = view
  }
}

extension CalendarRequest {
  /// What the provider's calendar is opened with.
  var calendarOptions: CalendarOptions {
    CalendarOptions(
      calendar: calendar, firstWeekday: firstWeekday, reform: reform, titleSkeleton: titleSkeleton,
      titlePattern: titlePattern)
  }
}
