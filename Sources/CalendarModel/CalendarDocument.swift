/// What a calendar view shows: the model every renderer draws (the JSON output is its direct form).
///
/// A grid view reads it as months of weeks of days:
///
/// ```swift
/// let document = try CalendarRenderer().document(CalendarRequest(locale: "ko-KR"))
/// for month in document.months {
///   print(month.title, document.weekdays.map(\.label))  // 2024년 2월 ["일", "월", …]
///   for week in month.weeks {
///     print(week.days.map { $0.inMonth ? $0.label : "" })
///   }
/// }
/// ```
public struct CalendarDocument: Hashable, Sendable {
  /// Which shape of view: one month, several, a whole year, or a week strip.
  public enum View: String, Sendable, Hashable {
    /// One month.
    case month
    /// Several consecutive months (`-3`, `-n 6`).
    case months
    /// The months of one year of the display calendar (12, or 13 in a Hebrew or Chinese leap year).
    case year
    /// One week of seven days, which may span two months.
    case week
  }

  /// Who made it (JSON `generator`).
  public struct Generator: Hashable, Sendable {
    /// The program (`calrender`).
    public var name: String
    /// The program's version.
    public var version: String
    /// The provider every locale fact came from (`icu`, `foundation`; ``ProviderVersions/provider``).
    public var provider: String
    /// The ICU version every fact came from (`72.1`).
    public var icu: String
    /// The CLDR version of ICU's locale data (`42.0`).
    public var cldr: String
    /// Who made a document, with the versions of the data it rests on.
    public init(name: String = "calrender", version: String, provider: String, icu: String, cldr: String) {
      self.name = name
      self.version = version
      self.provider = provider
      self.icu = icu
      self.cldr = cldr
    }
  }

  /// The program and the ICU and CLDR versions that made the document: locale data changes between versions.
  public var generator: Generator
  /// BCP 47 tag of the locale used.
  public var locale: String
  /// The display calendar system (CLDR id), whose months the grids show.
  public var calendar: CalendarSystem
  /// The locale's writing direction: in `rtl` the week runs from right to left.
  public var direction: TextDirection
  /// The ISO 15924 script the locale writes in (`Hang`, `Arab`, `Latn`), for font choice.
  public var script: String
  /// The CLDR numbering system of the labels' digits (`latn`, `arab`, `thai`).
  public var numberingSystem: String
  /// The weekday each row starts on: the locale's (CLDR `firstDay`) unless overridden.
  public var firstWeekday: Weekday
  /// How many days of a year the first week must hold (CLDR `minDays`): 1 in en-US, 4 under ISO 8601.
  public var minimalDaysInFirstWeek: Int
  /// Weekend days in display order.
  public var weekend: [Weekday]
  // The optional parts are spelled `Optional<…>`: a `T?` property starts as nil before the
  // initializer runs, and a document so made was copied and the original freed on its way out of
  // every initializer inlined into the layout (~800 instructions a month, most of a month's frame).
  /// The day marked as today, if any (nil: no day is).
  public var today: Optional<JulianDay>
  /// The shape of the view.
  public var view: View
  /// How week rows are numbered, when they are.
  public var weekNumbering: Optional<WeekNumbering>
  /// Headers in display order, starting at `firstWeekday`.
  public var weekdays: [WeekdayHeader]
  /// The months shown, in order (the week view has none: see ``week``).
  public var months: [MonthGrid]
  /// The agenda, when the view lists one (`--agenda`): the events of the days shown, in order.
  public var agenda: Optional<[AgendaEntry]>
  /// The week strip of the week view.
  public var week: Optional<WeekStrip>
  /// The locale's colouring of weekend days (Locales/ overlay); every weekend day has one.
  public var weekendColors: [Weekday: WeekendColor]
  /// The years the view's days reach that its holiday regions' data does not cover (their
  /// `covers` lines), one gap a region and run: the holidays shown there may be missing or wrong,
  /// and every renderer says so. Empty without holidays or when every year shown is covered.
  public var holidayCoverageGaps: [HolidayCoverageGap]

  /// A document; the optional parts (agenda, week strip, script) are set after.
  public init(
    generator: Generator, locale: String, calendar: CalendarSystem, direction: TextDirection,
    numberingSystem: String, firstWeekday: Weekday, minimalDaysInFirstWeek: Int, weekend: [Weekday],
    today: JulianDay?, view: View, weekdays: [WeekdayHeader], months: [MonthGrid],
    weekendColors: [Weekday: WeekendColor] = [:]
  ) {
    self.init(
      generator: generator, locale: locale, calendar: calendar, direction: direction, script: "Latn",
      numberingSystem: numberingSystem, firstWeekday: firstWeekday, minimalDaysInFirstWeek: minimalDaysInFirstWeek,
      weekend: weekend, today: today, view: view, weekNumbering: nil, weekdays: weekdays, months: months, agenda: nil,
      week: nil, weekendColors: weekendColors)
  }

  /// A document with every part given at once: the layout makes each document with this one call,
  /// returned as it is made (setting the optional parts after cost a copy of the whole document).
  @inlinable package init(
    generator: Generator, locale: String, calendar: CalendarSystem, direction: TextDirection, script: String,
    numberingSystem: String, firstWeekday: Weekday, minimalDaysInFirstWeek: Int, weekend: [Weekday],
    today: JulianDay?, view: View, weekNumbering: WeekNumbering?, weekdays: [WeekdayHeader], months: [MonthGrid],
    agenda: [AgendaEntry]?, week: WeekStrip?, weekendColors: [Weekday: WeekendColor],
    holidayCoverageGaps: [HolidayCoverageGap] = []
  ) {
    self.generator = generator
    self.locale = locale
    self.calendar = calendar
    self.direction = direction
    self.script = script
    self.numberingSystem = numberingSystem
    self.firstWeekday = firstWeekday
    self.minimalDaysInFirstWeek = minimalDaysInFirstWeek
    self.weekend = weekend
    self.today = today
    self.view = view
    self.weekNumbering = weekNumbering
    self.weekdays = weekdays
    self.months = months
    self.agenda = agenda
    self.week = week
    self.weekendColors = weekendColors
    self.holidayCoverageGaps = holidayCoverageGaps
  }
}

extension CalendarDocument {
  /// The heading of a year view: the months' year headings, each once, in order — two when the
  /// year spans two eras ("平成31年 – 令和元年" for Japanese 2019).
  public var yearHeading: String {
    var labels: [String] = []
    for month in months where labels.last != month.headings.yearLabel { labels.append(month.headings.yearLabel) }
    return labels.joined(separator: " – ")
  }
}

/// One week of seven days, titled with its month(s) and year the way the locale writes a range.
public struct WeekStrip: Hashable, Sendable {
  /// "Jan – Feb 2024", "2024년 1월~2월"; a single month when the week lies in one.
  public var title: String
  /// The seven days, with the week number when the view numbers weeks.
  public var week: Week

  /// A titled week.
  public init(title: String, week: Week) {
    self.title = title
    self.week = week
  }
}

extension CalendarDocument {
  /// The column header of `weekday`: its label and its standalone names in every width — a cell's
  /// weekday in words (`document.header(of: cell.weekday)?.names.wide`: 수요일).
  public func header(of weekday: Weekday) -> WeekdayHeader? { weekdays.first { $0.weekday == weekday } }
}
