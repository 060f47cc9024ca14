/// What a calendar view shows: the model every renderer draws (the JSON output is its direct form).
public struct CalendarDocument: Hashable, Sendable {
  /// Which shape of view: one month, several, a whole year, or a week strip.
  public enum View: String, Sendable, Hashable { case month, months, year, week }

  /// Who made it (JSON `generator`).
  public struct Generator: Hashable, Sendable {
    public var name: String
    public var version: String
    public var icu: String
    public var cldr: String
    public init(name: String = "calrender", version: String, icu: String, cldr: String) {
      self.name = name
      self.version = version
      self.icu = icu
      self.cldr = cldr
    }
  }

  public var generator: Generator
  /// BCP 47 tag of the locale used.
  public var locale: String
  public var calendar: CalendarSystem
  public var direction: TextDirection
  /// The ISO 15924 script the locale writes in (`Hang`, `Arab`, `Latn`), for font choice.
  public var script: String = "Latn"
  public var numberingSystem: String
  public var firstWeekday: Weekday
  public var minimalDaysInFirstWeek: Int
  /// Weekend days in display order.
  public var weekend: [Weekday]
  public var today: JulianDay?
  public var view: View
  /// How week rows are numbered, when they are.
  public var weekNumbering: WeekNumbering?
  /// Headers in display order, starting at `firstWeekday`.
  public var weekdays: [WeekdayHeader]
  public var months: [MonthGrid]
  /// The agenda, when the view lists one (`--agenda`): the events of the days shown, in order.
  public var agenda: [AgendaEntry]?
  /// The week strip of the week view.
  public var week: WeekStrip?
  /// The locale's colouring of weekend days (Locales/ overlay); every weekend day has one.
  public var weekendColors: [Weekday: WeekendColor] = [:]

  public init(
    generator: Generator, locale: String, calendar: CalendarSystem, direction: TextDirection,
    numberingSystem: String, firstWeekday: Weekday, minimalDaysInFirstWeek: Int, weekend: [Weekday],
    today: JulianDay?, view: View, weekdays: [WeekdayHeader], months: [MonthGrid],
    weekendColors: [Weekday: WeekendColor] = [:]
  ) {
    self.generator = generator
    self.locale = locale
    self.calendar = calendar
    self.direction = direction
    self.numberingSystem = numberingSystem
    self.firstWeekday = firstWeekday
    self.minimalDaysInFirstWeek = minimalDaysInFirstWeek
    self.weekend = weekend
    self.today = today
    self.view = view
    self.weekdays = weekdays
    self.months = months
    self.weekendColors = weekendColors
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
  public var week: Week

  public init(title: String, week: Week) {
    self.title = title
    self.week = week
  }
}
