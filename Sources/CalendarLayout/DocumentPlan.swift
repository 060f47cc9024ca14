import CalendarModel

/// What a view's document is made of before its months are built: the frame (locale facts,
/// weekday headers, the week strip), the grid builder, and which months. Both a whole document
/// (``DocumentLayout/document(_:)``) and a streamed one (``StreamedDocument``) start from it; the
/// whole one builds its months straight into the frame, without the streamed document's object and
/// the copies of the layout, the request and the frame it keeps.
struct DocumentPlan {
  let builder: GridBuilder
  let monthCount: Int
  /// The first month (nil for the week view).
  let first: MonthSpan?
  /// The year view's months (a year has at most 13).
  let yearSpans: [MonthSpan]?
  /// The last month (nil for the week view): the first of a one-month view.
  var last: MonthSpan? { laterLast ?? first }
  /// The last month where it is not the first (a one-month view stores none: an optional span
  /// copied is a call through the type's value witnesses, about 130 instructions a month).
  private let laterLast: MonthSpan?
  /// The shape of the view.
  let view: CalendarDocument.View
  /// The week view's strip, decorated.
  let strip: WeekStrip?
  /// The years shown outside the holiday data's (nothing computed: the regions' `covers` lines).
  let holidayCoverageGaps: [HolidayCoverageGap]
  /// The days of the span with events of the sky (`--sky`), in order: computed once for the
  /// document, grid edges included (a streamed document's chunks and the agenda take theirs from it).
  let skyDays: [(day: JulianDay, sky: [DaySky])]

  /// The plan of `request`; throws when a month of the view does not exist or an events file
  /// cannot be expanded over the span. (The frame is made apart, by ``frame(layout:request:)``:
  /// returned in a tuple with the plan, the large document was copied twice on its way to the
  /// caller.)
  static func make(layout: DocumentLayout, request: LayoutRequest, facts: CalendarFacts) throws -> DocumentPlan {
    let localization = layout.localization
    let view: CalendarDocument.View
    let first: MonthSpan?, monthCount: Int, yearSpans: [MonthSpan]?
    switch request.view {
    case .month(let span):
      (first, monthCount, yearSpans, view) = (span, 1, nil, .month)
    case .months(let span, let count):
      (first, monthCount, yearSpans, view) = (span, count, nil, .months)
    case .year(let span):
      let spans = try localization.monthArithmetic.months(ofYear: span.year)
      (first, monthCount, yearSpans, view) = (spans.first, spans.count, spans, .year)
    case .week:
      (first, monthCount, yearSpans, view) = (nil, 0, nil, .week)
    }
    // The days of the months, first to last, as a plain range (a span copied, even into an
    // optional's `map`, retains and releases its parts).
    var laterLast: MonthSpan?
    var monthDays: ClosedRange<JulianDay>?
    if case .month(let span) = request.view { monthDays = span.start...span.last }
    // Every month of the view exists (a span running past the calendar's end is an error before
    // the first byte is written, not in the middle of the output).
    if view == .months, monthCount > 1, let start = first {
      let arithmetic = localization.monthArithmetic
      var span = start
      for _ in 1..<monthCount { span = try arithmetic.month(after: span) }
      monthDays = start.start...span.last
      laterLast = span
    } else if let yearSpans, let a = yearSpans.first?.start, let b = yearSpans.last?.last {
      monthDays = a...b
      if yearSpans.count > 1 { laterLast = yearSpans.last }
    } else if view == .months, let start = first {
      monthDays = start.start...start.last
    }
    // Events are read once for every day the months show (a grid reaches a week into the month
    // before and two into the month after): an iCalendar source keeps that expansion, so each
    // range's lookup falls within it instead of expanding again — and a file whose rules cannot be
    // expanded over the span is refused before the first byte.
    if monthCount > 1, let monthDays, let events = layout.events {
      _ = try events.events(overlapping: monthDays.lowerBound.advanced(by: -7)...monthDays.upperBound.advanced(by: 15))
    }
    var builder = GridBuilder(
      firstWeekday: facts.firstWeekday, weekendDays: facts.weekend, fixedWeeks: request.fixedWeeks,
      today: request.today, focus: request.focus)
    builder.selection = request.selection
    var skyDays: [(day: JulianDay, sky: [DaySky])] = []
    if layout.hasSky, let sky = layout.sky {
      // Every day a grid can show: a week before the first month, two after the last.
      var span = monthDays.map { $0.lowerBound.advanced(by: -7)...$0.upperBound.advanced(by: 14) }
      if case .week(let day) = request.view { span = day.advanced(by: -7)...day.advanced(by: 7) }
      if let span { skyDays = try sky.events(on: span) }
    }
    // The week strip made and consumed where it is needed (a local optional strip was copied and
    // destroyed through the type's value witnesses for every month view too).
    let strip: WeekStrip? =
      if case .week(let day) = request.view {
        try weekStrip(containing: day, request: request, layout: layout, builder: builder, skyDays: skyDays)
      } else { nil }
    // The years of the days the view is about: its months' own days (adjacent days are drawn only
    // when asked, and a December should not warn of the next year), or the week strip's.
    var gaps: [HolidayCoverageGap] = []
    if layout.hasHolidays, let holidays = layout.holidays {
      if let monthDays {
        gaps = holidays.coverageGaps(in: monthDays)
      } else if let a = strip?.week.days.first?.date, let b = strip?.week.days.last?.date {
        gaps = holidays.coverageGaps(in: a...b)
      }
    }
    return DocumentPlan(
      builder: builder, monthCount: monthCount, first: first, yearSpans: yearSpans, laterLast: laterLast, view: view,
      strip: strip, holidayCoverageGaps: gaps, skyDays: skyDays)
  }

  /// The week view's strip, decorated.
  private static func weekStrip(
    containing day: JulianDay, request: LayoutRequest, layout: DocumentLayout, builder: GridBuilder,
    skyDays: [(day: JulianDay, sky: [DaySky])]
  ) throws -> WeekStrip {
    var week = try layout.weekStrip(containing: day, builder: builder)
    let decoration = try Decoration(layout: layout, request: request, months: [], strip: week, skyDays: skyDays)
    try decoration.decorate(&week.week)
    return week
  }

  /// The document: locale facts, weekday headers and the week strip, with `months` and `agenda`
  /// (none for a streamed document's frame). `facts` are the layout's, asked for once by the
  /// caller for both steps. Made in one initializer call and returned as made: a document built
  /// in a variable and then filled in was copied (every field retained, then released) on each
  /// of its ways out.
  func document(
    layout: DocumentLayout, request: LayoutRequest, facts: CalendarFacts, months: [MonthGrid],
    agenda: [AgendaEntry]?
  ) -> CalendarDocument {
    CalendarDocument(
      generator: layout.generator, locale: facts.languageTag, calendar: facts.calendar, direction: facts.direction,
      script: facts.script, numberingSystem: facts.numberingSystem, firstWeekday: facts.firstWeekday,
      minimalDaysInFirstWeek: facts.minimalDaysInFirstWeek, weekend: facts.weekend, today: request.today, view: view,
      weekNumbering: request.weekNumbering, weekdays: layout.localization.headers(width: request.weekdayWidth),
      months: months, agenda: agenda, week: strip, weekendColors: layout.completedColors,
      holidayCoverageGaps: holidayCoverageGaps)
  }

  /// Months `range` of the view, the first of them `span`, built and decorated.
  func months(
    _ range: Range<Int>, startingAt span: MonthSpan, layout: DocumentLayout, request: LayoutRequest
  ) throws -> [MonthGrid] {
    let localization = layout.localization
    var months: [MonthGrid] = []
    months.reserveCapacity(range.count)
    var span = span
    for index in range {
      if index > range.lowerBound {
        span = try yearSpans?[index] ?? localization.monthArithmetic.month(after: span)
      }
      let current = span
      months.append(
        MonthGrid(
          span: current, headings: try localization.headings(for: current),
          weeks: builder.weeks(
            of: current, labels: localization.dayLabels(near: current),
            packed: localization.packedDayLabels(near: current)
          ) {
            localization.dayLabel($0, near: current)
          }))
    }
    // One decoration pass over the months' rows (none when nothing decorates: a plain month costs
    // no pass); a grid's accessible labels are asked for in one call.
    if layout.decorates(request) {
      let decoration = try Decoration(layout: layout, request: request, months: months, strip: nil, skyDays: skyDays)
      for month in months.indices { try decoration.decorate(&months[month]) }
    }
    return months
  }

  /// The agenda of the days of the months shown (not their adjacent days), or of the week strip
  /// `strip`.
  func agenda(layout: DocumentLayout, request: LayoutRequest, strip: WeekStrip?) throws -> [AgendaEntry]? {
    guard request.agenda else { return nil }
    var days: ClosedRange<JulianDay>?
    if let first, let last { days = first.start...last.last }
    if let strip, let a = strip.week.days.first?.date, let b = strip.week.days.last?.date {
      days = days.map { min($0.lowerBound, a)...max($0.upperBound, b) } ?? a...b
    }
    guard let days else { return [] }
    return try AgendaLayout(
      localization: layout.localization, placement: layout.events, holidays: layout.holidays, skyDays: skyDays
    ).entries(for: days)
  }
}
