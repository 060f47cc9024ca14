import CalendarModel

/// The layout stage: builds a view's document and decorates every day it shows — labels, week
/// numbers, events, secondary dates, selection, focus, accessible labels — in one pass, the same
/// for a month, several months, a year and a week strip. Renderers only draw what it made.
///
/// Pure Swift: locale facts and words come from a ``CalendarLocalization``, second-calendar dates
/// from a ``SecondaryDating``, events from an ``EventPlacement``.
public struct DocumentLayout {
  /// The locale's calendar: facts, month arithmetic and labels (ICU behind a protocol).
  public var localization: any CalendarLocalization
  /// What the documents state made them.
  public var generator: CalendarDocument.Generator
  /// The locale's colouring of weekend days; weekend days without one are tinted.
  public var weekendColors: [Weekday: WeekendColor]
  /// A second calendar's date under each day.
  public var secondary: (any SecondaryDating)?
  /// Events to put on the days shown (and in the agenda).
  public var events: EventPlacement?
  /// Holidays to put on the days shown (and in the agenda).
  public var holidays: (any HolidaySource)?

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
  }

  /// The document of `request`.
  public func document(_ request: LayoutRequest) throws -> CalendarDocument {
    let facts = localization.calendarFacts
    let arithmetic = localization.monthArithmetic
    let spans: [MonthSpan]
    let view: CalendarDocument.View
    switch request.view {
    case .month(let span):
      (spans, view) = ([span], .month)
    case .months(let first, let count):
      var list = [first]
      list.reserveCapacity(count)
      while list.count < count { list.append(try arithmetic.month(after: list[list.count - 1])) }
      (spans, view) = (list, .months)
    case .year(let span):
      (spans, view) = (try arithmetic.months(ofYear: span.year), .year)
    case .week:
      (spans, view) = ([], .week)
    }
    var builder = GridBuilder(
      firstWeekday: facts.firstWeekday, weekend: Set(facts.weekend), fixedWeeks: request.fixedWeeks,
      today: request.today, focus: request.focus)
    builder.selection = request.selection
    var months = try spans.map { span in
      MonthGrid(
        span: span, headings: try localization.headings(for: span),
        weeks: builder.weeks(of: span) { localization.dayLabel($0, near: span) })
    }
    var strip: WeekStrip?
    if case .week(let day) = request.view { strip = try weekStrip(containing: day, builder: builder) }

    // One decoration pass over every week row the document has, whatever the view.
    let decoration = try Decoration(layout: self, request: request, months: months, strip: strip)
    for month in months.indices {
      for row in months[month].weeks.indices { try decoration.decorate(&months[month].weeks[row]) }
    }
    if strip != nil { try decoration.decorate(&strip!.week) }  // checked just before

    var document = CalendarDocument(
      generator: generator, locale: facts.languageTag, calendar: facts.calendar, direction: facts.direction,
      numberingSystem: facts.numberingSystem, firstWeekday: facts.firstWeekday,
      minimalDaysInFirstWeek: facts.minimalDaysInFirstWeek, weekend: facts.weekend, today: request.today, view: view,
      weekdays: localization.headers(width: request.weekdayWidth), months: months,
      weekendColors: Self.complete(weekendColors, weekend: facts.weekend))
    document.script = facts.script
    document.weekNumbering = request.weekNumbering
    document.week = strip
    if request.agenda {
      if let days = Self.agendaDays(months: months, strip: strip) {
        document.agenda = try AgendaLayout(localization: localization, placement: events, holidays: holidays)
          .entries(for: days)
      } else {
        document.agenda = []
      }
    }
    return document
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
    return WeekStrip(title: title, week: Week(days: days))
  }

  /// The days the agenda lists: the days of the months shown (not their adjacent days), or the week.
  static func agendaDays(months: [MonthGrid], strip: WeekStrip?) -> ClosedRange<JulianDay>? {
    var first: JulianDay?, last: JulianDay?
    for month in months {
      first = min(first ?? month.span.start, month.span.start)
      last = max(last ?? month.span.last, month.span.last)
    }
    if let strip, let a = strip.week.days.first?.date, let b = strip.week.days.last?.date {
      first = min(first ?? a, a)
      last = max(last ?? b, b)
    }
    guard let first, let last else { return nil }
    return first...last
  }

  private static func complete(_ colors: [Weekday: WeekendColor], weekend: [Weekday]) -> [Weekday: WeekendColor] {
    var complete: [Weekday: WeekendColor] = [:]
    for day in weekend { complete[day] = colors[day] ?? .tint }
    return complete
  }
}
