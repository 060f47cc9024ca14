import CalendarModel

/// A view's document built a few months at a time, as a renderer writes them (``DocumentSource``):
/// the frame (locale facts, weekday headers, the week strip) at once, each range of months built
/// and decorated when asked, the agenda last. Nothing is kept of the months already given out, so
/// rendering `-n 1200` takes the memory of a few months.
///
/// Each range is decorated on its own (its events and holidays looked up for the days it shows);
/// a day's decorations do not depend on the other days shown, so months built in any chunks are
/// the months of ``DocumentLayout/document(_:)`` (which builds them in one range from the same
/// ``DocumentPlan``, without this object; a test compares the two in every view).
package final class StreamedDocument: DocumentSource {
  let layout: DocumentLayout
  let request: LayoutRequest
  let plan: DocumentPlan
  public let frame: CalendarDocument
  public var monthCount: Int { plan.monthCount }
  /// Where the next range starts, for the months view (ranges are asked in order: the span after
  /// the last one built is kept rather than stepping from the first again).
  private var cursor: (index: Int, span: MonthSpan)?
  /// The regions whose estimated holidays the days given out so far show: what a text calendar,
  /// which has no place for it beside the days, says in a note.
  package private(set) var estimatedHolidayRegions: Set<String> = []

  init(layout: DocumentLayout, request: LayoutRequest) throws {
    self.layout = layout
    self.request = request
    let facts = layout.localization.calendarFacts
    plan = try DocumentPlan.make(layout: layout, request: request, facts: facts)
    frame = plan.document(layout: layout, request: request, facts: facts, months: [], agenda: nil)
    if let strip = frame.week { Self.noteEstimated(strip.week.days, in: &estimatedHolidayRegions) }
  }

  /// The regions (sorted) whose estimated holidays a whole document's days show.
  package static func estimatedHolidayRegions(of document: CalendarDocument) -> [String] {
    var regions: Set<String> = []
    if let strip = document.week { noteEstimated(strip.week.days, in: &regions) }
    for month in document.months { noteEstimated(month.weeks.days, in: &regions) }
    return regions.sorted()
  }

  /// Adds the regions of `days`' estimated holidays to `regions` (a plain day's out-of-line part is
  /// not read).
  package static func noteEstimated(_ days: some Sequence<DayCell>, in regions: inout Set<String>) {
    for day in days where day.hasEventsHolidaysOrSecondary {
      for holiday in day.holidays where holiday.estimated { regions.insert(holiday.region) }
    }
  }

  /// The span of month `index`.
  private func span(_ index: Int) throws -> MonthSpan? {
    if let yearSpans = plan.yearSpans { return yearSpans[index] }
    guard var current = plan.first else { return nil }
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
    guard let yearSpans = plan.yearSpans else { return nil }
    var labels: [String] = []
    for span in yearSpans {
      let label = try layout.localization.headings(for: span).yearLabel
      if labels.last != label { labels.append(label) }
    }
    return labels.joined(separator: " – ")
  }

  public func months(_ range: Range<Int>) throws -> [MonthGrid] {
    guard !range.isEmpty, let span = try span(range.lowerBound) else { return [] }
    let months = try plan.months(range, startingAt: span, layout: layout, request: request)
    if plan.yearSpans == nil, let last = months.last { cursor = (range.upperBound - 1, last.span) }
    for month in months { Self.noteEstimated(month.weeks.days, in: &estimatedHolidayRegions) }
    return months
  }

  /// The agenda of the days of the months shown (not their adjacent days), or of the week.
  public func agenda() throws -> [AgendaEntry]? {
    try plan.agenda(layout: layout, request: request, strip: frame.week)
  }
}
