import CalendarModel

/// Builds the model of a view — which months, laid out how — from a locale's calendar.
public struct DocumentBuilder {
  /// What to show.
  public enum Request: Hashable, Sendable {
    /// One month.
    case month(MonthSpan)
    /// `count` months starting at a month.
    case months(from: MonthSpan, count: Int)
    /// Every month of the year the month belongs to.
    case year(of: MonthSpan)
    /// The week (seven days from the first weekday) that holds a day.
    case week(containing: JulianDay)
  }

  public var calendar: LocaleCalendar
  public var generator: CalendarDocument.Generator
  public var weekdayWidth: LabelWidth
  public var fixedWeeks: Bool
  /// Events to put on the days shown.
  public var events: EventPlacement?
  /// A second calendar's date under each day.
  public var secondary: SecondaryCalendar?
  /// Give every day its full localized date (SVG and HTML read it out).
  public var accessibleLabels = false
  /// Number the week rows by this rule (the week of each row's fourth cell).
  public var weekNumbering: WeekNumbering?
  public var today: JulianDay?
  public var focus: JulianDay?
  public var selection = Selection()
  /// The locale's colours of weekend days (Locales/ overlay); days without one get the tint.
  public var weekendColors: [Weekday: WeekendColor] {
    didSet { colorsOfWeekend = Self.complete(weekendColors, weekend: calendar.facts.weekend) }
  }
  private var colorsOfWeekend: [Weekday: WeekendColor]

  public init(
    calendar: LocaleCalendar, generator: CalendarDocument.Generator, weekdayWidth: LabelWidth = .short,
    fixedWeeks: Bool = false, weekNumbering: WeekNumbering? = nil, today: JulianDay? = nil, focus: JulianDay? = nil,
    weekendColors: [Weekday: WeekendColor] = [:]
  ) {
    self.calendar = calendar
    self.generator = generator
    self.weekdayWidth = weekdayWidth
    self.fixedWeeks = fixedWeeks
    self.weekNumbering = weekNumbering
    self.today = today
    self.focus = focus
    self.weekendColors = weekendColors
    colorsOfWeekend = Self.complete(weekendColors, weekend: calendar.facts.weekend)
  }

  private static func complete(_ colors: [Weekday: WeekendColor], weekend: [Weekday]) -> [Weekday: WeekendColor] {
    var complete: [Weekday: WeekendColor] = [:]
    for day in weekend { complete[day] = colors[day] ?? .tint }
    return complete
  }

  public func document(_ request: Request) throws -> CalendarDocument {
    let arithmetic = calendar.arithmetic
    let spans: [MonthSpan]
    let view: CalendarDocument.View
    switch request {
    case .month(let span):
      spans = [span]
      view = .month
    case .months(let first, let count):
      var list = [first]
      while list.count < count { list.append(try arithmetic.month(after: list[list.count - 1])) }
      spans = list
      view = .months
    case .year(let span):
      spans = try arithmetic.months(ofYear: span.year)
      view = .year
    case .week:
      spans = []
      view = .week
    }
    let facts = calendar.facts
    var builder = GridBuilder(
      firstWeekday: facts.firstWeekday, weekend: Set(facts.weekend), fixedWeeks: fixedWeeks, today: today,
      focus: focus)
    builder.selection = selection
    var grids = try spans.map { try calendar.grid($0, builder: builder) }
    if let numbering = weekNumbering {
      for month in grids.indices {
        for row in grids[month].weeks.indices {
          let week = try calendar.week(of: grids[month].weeks[row].days[3].date, numbering: numbering)
          grids[month].weeks[row].weekNumber = week.weekOfYear
          grids[month].weeks[row].weekYear = week.weekYear
          grids[month].weeks[row].weekLabel = try calendar.numberLabel(week.weekOfYear)
        }
      }
    }
    var document = CalendarDocument(
      generator: generator, locale: facts.languageTag, calendar: facts.calendar,
      direction: facts.direction, numberingSystem: facts.numberingSystem, firstWeekday: facts.firstWeekday,
      minimalDaysInFirstWeek: facts.minimalDaysInFirstWeek, weekend: facts.weekend, today: today, view: view,
      weekdays: calendar.headers(width: weekdayWidth), months: grids, weekendColors: colorsOfWeekend)
    document.weekNumbering = weekNumbering
    document.script = facts.script
    if let events {
      let cells = document.months.flatMap { $0.weeks.flatMap(\.days) } + (document.week?.week.days ?? [])
      if let first = cells.map(\.date).min(), let last = cells.map(\.date).max() {
        let byDay = try events.days(in: first...last)
        for month in document.months.indices {
          for row in document.months[month].weeks.indices {
            for column in 0..<7 {
              let date = document.months[month].weeks[row].days[column].date
              document.months[month].weeks[row].days[column].events = byDay[date] ?? []
            }
          }
        }
        if document.week != nil {
          for column in 0..<7 {
            document.week!.week.days[column].events = byDay[document.week!.week.days[column].date] ?? []
          }
        }
      }
    }
    if let secondary {
      for month in document.months.indices {
        for row in document.months[month].weeks.indices {
          for column in 0..<7 {
            let date = document.months[month].weeks[row].days[column].date
            document.months[month].weeks[row].days[column].secondary = try secondary.date(of: date)
          }
        }
      }
      if document.week != nil {
        for column in 0..<7 {
          document.week!.week.days[column].secondary = try secondary.date(of: document.week!.week.days[column].date)
        }
      }
    }
    if accessibleLabels {
      for month in document.months.indices {
        for row in document.months[month].weeks.indices {
          for column in 0..<7 {
            let date = document.months[month].weeks[row].days[column].date
            document.months[month].weeks[row].days[column].accessibleLabel = try calendar.accessibleLabel(date)
          }
        }
      }
    }
    if case .week(let day) = request {
      var strip = try calendar.weekStrip(containing: day, builder: builder)
      if let numbering = weekNumbering {
        let week = try calendar.week(of: strip.week.days[3].date, numbering: numbering)
        strip.week.weekNumber = week.weekOfYear
        strip.week.weekYear = week.weekYear
        strip.week.weekLabel = try calendar.numberLabel(week.weekOfYear)
      }
      document.week = strip
    }
    return document
  }
}
