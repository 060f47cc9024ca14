import CalendarModel

/// The layout stage: builds a view's document and decorates every day it shows — labels, week
/// numbers, events, secondary dates, selection, focus, accessible labels — in one pass, the same
/// for a month, several months, a year and a week strip. Renderers only draw what it made.
///
/// Pure Swift: locale facts and words come from a ``CalendarLocalization``, second-calendar dates
/// from a ``SecondaryDating``, events from an ``EventPlacement``.
public struct DocumentLayout {
  /// The locale's calendar: facts, month arithmetic and labels (ICU behind a protocol).
  public var localization: any CalendarLocalization {
    didSet { completedColors = Self.complete(weekendColors, weekend: localization.calendarFacts.weekend) }
  }
  /// What the documents state made them.
  public var generator: CalendarDocument.Generator
  /// The locale's colouring of weekend days; weekend days without one are tinted.
  public var weekendColors: [Weekday: WeekendColor] {
    didSet { completedColors = Self.complete(weekendColors, weekend: localization.calendarFacts.weekend) }
  }
  /// `weekendColors` with every weekend day coloured: made once, not for every document.
  private(set) var completedColors: [Weekday: WeekendColor]
  /// A second calendar's date under each day.
  public var secondary: (any SecondaryDating)? { didSet { noteDecorations() } }
  /// Events to put on the days shown (and in the agenda).
  public var events: EventPlacement? { didSet { noteDecorations() } }
  /// Holidays to put on the days shown (and in the agenda).
  public var holidays: (any HolidaySource)? { didSet { noteDecorations() } }
  /// The sky to mark on the days shown (and in the agenda): moon phases, solar terms, seasons.
  package var sky: SkyMarks? { didSet { noteDecorations() } }
  /// Whether a second calendar, events or holidays decorate every document, and whether events and
  /// holidays do: kept, since asking the optionals copies them (two existentials for the events)
  /// for every document.
  private(set) var decoratesEveryDocument = false
  private(set) var hasEvents = false
  private(set) var hasHolidays = false
  private(set) var hasSky = false

  /// A layout over a locale's calendar.
  public init(
    localization: any CalendarLocalization, generator: CalendarDocument.Generator,
    weekendColors: [Weekday: WeekendColor] = [:], secondary: (any SecondaryDating)? = nil,
    events: EventPlacement? = nil, holidays: (any HolidaySource)? = nil
  ) {
    self.localization = localization
    self.generator = generator
    self.weekendColors = weekendColors
    self.secondary = secondary
    self.events = events
    self.holidays = holidays
    completedColors = Self.complete(weekendColors, weekend: localization.calendarFacts.weekend)
    noteDecorations()
  }

  private mutating func noteDecorations() {
    hasEvents = events != nil
    hasHolidays = holidays != nil
    hasSky = !(sky?.isEmpty ?? true)
    decoratesEveryDocument = secondary != nil || hasEvents || hasHolidays || hasSky
  }

  /// The document of `request`.
  public func document(_ request: LayoutRequest) throws -> CalendarDocument {
    // The months built first and the document made around them in one call (a
    // ``StreamedDocument`` would keep copies of the layout, the request and the frame, and give
    // out a copy of the frame).
    let facts = localization.calendarFacts
    let plan = try DocumentPlan.make(layout: self, request: request, facts: facts)
    var months: [MonthGrid] = []
    if let first = plan.first, plan.monthCount > 0 {
      months = try plan.months(0..<plan.monthCount, startingAt: first, layout: self, request: request)
    }
    let agenda = try plan.agenda(layout: self, request: request, strip: plan.strip)
    return plan.document(layout: self, request: request, facts: facts, months: months, agenda: agenda)
  }

  /// The document of `request`, built month by month as a renderer asks (for output that streams).
  package func streamedDocument(_ request: LayoutRequest) throws -> StreamedDocument {
    try StreamedDocument(layout: self, request: request)
  }

  /// The seven days from the first weekday that hold `day`, titled with the locale's range format.
  func weekStrip(containing day: JulianDay, builder: GridBuilder) throws -> WeekStrip {
    let start = day.advanced(by: -day.weekday.distance(from: builder.firstWeekday))
    let arithmetic = localization.monthArithmetic
    var span = try arithmetic.month(containing: start)
    var days: [DayCell] = []
    days.reserveCapacity(7)
    for offset in 0..<7 {
      let date = start.advanced(by: offset)
      if date >= span.end { span = try arithmetic.month(containing: date) }
      let number = span.dayNumber(of: date)
      days.append(
        DayCell(
          date: date, day: number, label: localization.dayLabel(number, near: span), weekday: date.weekday,
          inMonth: true, isWeekend: builder.weekend.contains(date.weekday), isToday: date == builder.today,
          isFocus: date == builder.focus, selection: builder.selection.isEmpty ? nil : builder.selection.role(of: date)))
    }
    let title = try localization.weekTitle(from: start, to: start.advanced(by: 6))
    return WeekStrip(title: title, week: Week(weekOfYear: WeekOfYear(), days: WeekDays(days)))
  }

  /// Whether `request` asks for any decoration (else the layout makes no decoration pass).
  func decorates(_ request: LayoutRequest) -> Bool {
    decoratesEveryDocument || request.weekNumbering != nil || request.accessibleLabels
  }

  static func complete(_ colors: [Weekday: WeekendColor], weekend: [Weekday]) -> [Weekday: WeekendColor] {
    // Already so (the renderer's are): a layout made per request need not rebuild the dictionary.
    if colors.count == weekend.count, weekend.allSatisfy({ colors[$0] != nil }) { return colors }
    var complete: [Weekday: WeekendColor] = [:]
    for day in weekend { complete[day] = colors[day] ?? .tint }
    return complete
  }
}
