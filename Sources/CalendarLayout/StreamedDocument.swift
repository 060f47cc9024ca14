import CalendarModel

/// A view's document built a few months at a time, as a renderer writes them (``DocumentSource``):
/// the frame (locale facts, weekday headers, the week strip) at once, each range of months built
/// and decorated when asked, the agenda last. Nothing is kept of the months already given out, so
/// rendering `-n 1200` takes the memory of a few months.
///
/// Each range is decorated on its own (its events and holidays looked up for the days it shows);
/// a day's decorations do not depend on the other days shown, so months built in any chunks are
/// the months of ``DocumentLayout/document(_:)`` (which builds its months through this type, in
/// one range).
public final class StreamedDocument: DocumentSource {
  let layout: DocumentLayout
  let request: LayoutRequest
  let builder: GridBuilder
  public let frame: CalendarDocument
  public let monthCount: Int
  /// The first month, and for the months view where the next range starts (ranges are asked in
  /// order: the span after the last one built is kept rather than stepping from the first again).
  private let first: MonthSpan?
  private var cursor: (index: Int, span: MonthSpan)?
  /// The year view's months (a year has at most 13).
  private let yearSpans: [MonthSpan]?
  /// The last month (nil for the week view).
  private let last: MonthSpan?

  init(layout: DocumentLayout, request: LayoutRequest) throws {
    self.layout = layout
    self.request = request
    let facts = layout.localization.calendarFacts
    let arithmetic = layout.localization.monthArithmetic
    let view: CalendarDocument.View
    switch request.view {
    case .month(let span):
      (first, monthCount, yearSpans, view) = (span, 1, nil, .month)
    case .months(let span, let count):
      (first, monthCount, yearSpans, view) = (span, count, nil, .months)
    case .year(let span):
      let spans = try arithmetic.months(ofYear: span.year)
      (first, monthCount, yearSpans, view) = (spans.first, spans.count, spans, .year)
    case .week:
      (first, monthCount, yearSpans, view) = (nil, 0, nil, .week)
    }
    // Every month of the view exists (a span running past the calendar's end is an error before
    // the first byte is written, not in the middle of the output).
    var last = first
    if case .months = request.view, let start = first {
      var span = start
      for _ in 1..<max(monthCount, 1) { span = try arithmetic.month(after: span) }
      last = span
    } else if let yearSpans {
      last = yearSpans.last
    }
    self.last = last
    // Events are read once for every day the months show (a grid reaches a week into the month
    // before and two into the month after): an iCalendar source keeps that expansion, so each
    // range's lookup falls within it instead of expanding again — and a file whose rules cannot be
    // expanded over the span is refused before the first byte.
    if let events = layout.events, let first, let last, monthCount > 1 {
      _ = try events.source.events(overlapping: first.start.advanced(by: -7)...last.end.advanced(by: 14))
    }
    var builder = GridBuilder(
      firstWeekday: facts.firstWeekday, weekendDays: facts.weekend, fixedWeeks: request.fixedWeeks,
      today: request.today, focus: request.focus)
    builder.selection = request.selection
    self.builder = builder
    var strip: WeekStrip?
    if case .week(let day) = request.view {
      strip = try layout.weekStrip(containing: day, builder: builder)
      let decoration = try Decoration(layout: layout, request: request, months: [], strip: strip)
      try decoration.decorate(&strip!.week)  // made just above
    }
    var frame = CalendarDocument(
      generator: layout.generator, locale: facts.languageTag, calendar: facts.calendar, direction: facts.direction,
      numberingSystem: facts.numberingSystem, firstWeekday: facts.firstWeekday,
      minimalDaysInFirstWeek: facts.minimalDaysInFirstWeek, weekend: facts.weekend, today: request.today, view: view,
      weekdays: layout.localization.headers(width: request.weekdayWidth), months: [],
      weekendColors: layout.completedColors)
    frame.script = facts.script
    frame.weekNumbering = request.weekNumbering
    frame.week = strip
    self.frame = frame
  }

  /// The span of month `index`.
  private func span(_ index: Int) throws -> MonthSpan? {
    if let yearSpans { return yearSpans[index] }
    guard var current = first else { return nil }
    var at = 0
    if let cursor, cursor.index <= index { (at, current) = cursor }
    while at < index {
      current = try layout.localization.monthArithmetic.month(after: current)
      at += 1
    }
    cursor = (index, current)
    return current
  }

  public func yearHeading() throws -> String? {
    guard let yearSpans else { return nil }
    var labels: [String] = []
    for span in yearSpans {
      let label = try layout.localization.headings(for: span).yearLabel
      if labels.last != label { labels.append(label) }
    }
    return labels.joined(separator: " – ")
  }

  public func months(_ range: Range<Int>) throws -> [MonthGrid] {
    guard !range.isEmpty, var span = try span(range.lowerBound) else { return [] }
    let localization = layout.localization
    var months: [MonthGrid] = []
    months.reserveCapacity(range.count)
    for index in range {
      if index > range.lowerBound {
        span = try yearSpans?[index] ?? localization.monthArithmetic.month(after: span)
      }
      let current = span
      months.append(
        MonthGrid(
          span: current, headings: try localization.headings(for: current),
          weeks: builder.weeks(of: current, labels: localization.dayLabels(near: current)) {
            localization.dayLabel($0, near: current)
          }))
    }
    if yearSpans == nil { cursor = (range.upperBound - 1, span) }
    // One decoration pass over the months' rows (none when nothing decorates: a plain month costs
    // no pass); a grid's accessible labels are asked for in one call.
    if layout.decorates(request) {
      let decoration = try Decoration(layout: layout, request: request, months: months, strip: nil)
      for month in months.indices { try decoration.decorate(&months[month]) }
    }
    return months
  }

  /// The agenda of the days of the months shown (not their adjacent days), or of the week.
  public func agenda() throws -> [AgendaEntry]? {
    guard request.agenda else { return nil }
    var days: ClosedRange<JulianDay>?
    if let first, let last { days = first.start...last.last }
    if let strip = frame.week, let a = strip.week.days.first?.date, let b = strip.week.days.last?.date {
      days = days.map { min($0.lowerBound, a)...max($0.upperBound, b) } ?? a...b
    }
    guard let days else { return [] }
    return try AgendaLayout(localization: layout.localization, placement: layout.events, holidays: layout.holidays)
      .entries(for: days)
  }
}
