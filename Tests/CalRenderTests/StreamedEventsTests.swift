import CalRender
import Testing

/// A streamed document asks its events once for every day its months show, before building any:
/// an iCalendar source keeps that expansion, so the lookups of each range of months fall within
/// it (3,000 EXDATEs over 120 months were expanded again for every row of text, 8× slower).
@Suite("Streamed events")
struct StreamedEventsTests {
  /// An event source that records the days it is asked about.
  final class EventProbe: EventSource, @unchecked Sendable {
    var ranges: [ClosedRange<JulianDay>] = []
    func events(overlapping days: ClosedRange<JulianDay>) throws -> [CalendarEvent] {
      ranges.append(days)
      return []
    }
  }

  /// Streamed (the command's path): months are built a range at a time.
  @Test(arguments: [OutputFormat.text(.init(color: false)), .json, .svg, .html])
  func theFirstLookupCoversEveryLaterOne(format: OutputFormat) throws {
    for view in [
      CalendarRequest.View.months(containing: JulianDay(isoYear: 2020, month: 1, day: 1), count: 120, centered: false),
      .year(containing: JulianDay(isoYear: 2024, month: 2, day: 14)),
    ] {
      let probe = EventProbe()
      var request = CalendarRequest(locale: "en-US")
      request.today = .none
      request.fixedWeeks = true
      request.view = view
      request.events = Events(source: probe)
      let sink = CollectingSink()
      try CalendarRenderer(environment: [:]).render(request, as: format, to: sink)
      #expect(!sink.bytes.isEmpty)
      let first = try #require(probe.ranges.first)
      #expect(probe.ranges.count > 1)
      #expect(probe.ranges.allSatisfy { first.lowerBound <= $0.lowerBound && $0.upperBound <= first.upperBound })
    }
  }
}
