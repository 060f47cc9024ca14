import CalRender
import Testing

/// Output that streams: rendered into a sink a month (a text row) at a time, the bytes are those of
/// the whole document, and the first of them leave before the last month is built.
@Suite("Streaming")
struct StreamingTests {
  enum View: String, CaseIterable { case month, months, year, week }
  enum Decoration: String, CaseIterable {
    case none, events, agenda, holidays, secondary, selection, weekNumbers, fixedWeeks, all
    /// Decorations on the last month only: the first rows' geometry must already allow for them.
    case late
  }
  enum Format: String, CaseIterable { case text, json, svg, html }

  static let day = JulianDay(isoYear: 2024, month: 2, day: 14)

  static func request(_ view: View, _ decoration: Decoration) -> CalendarRequest {
    var request = CalendarRequest(locale: "ko-KR")
    request.timeZone = "Asia/Seoul"
    request.today = .date(day)
    request.holidays = .none
    switch view {
    case .month: request.view = .month(containing: day)
    // Many rows, and JSON and HTML longer than one piece handed to the sink.
    case .months: request.view = .months(containing: day, count: 40, centered: true)
    case .year: request.view = .year(containing: day)
    case .week: request.view = .week(containing: day)
    }
    let late = day.advanced(by: 19 * 30)
    let events = [
      CalendarEvent(id: "a", title: "Trip", days: day...day.advanced(by: 40)),
      CalendarEvent(
        id: "b", title: "Stand-up", instants: 1_707_904_800..<1_707_906_600),
    ]
    switch decoration {
    case .none: break
    case .events: request.events = Events(events)
    case .agenda:
      request.events = Events(events)
      request.agenda = true
    case .holidays:
      request.holidays = .ofLocale
      request.agenda = true
    case .secondary: request.secondary = .dangi
    case .selection: request.selection = Selection([day.advanced(by: -3)...day.advanced(by: 45)])
    case .weekNumbers: request.weekNumbering = .iso
    case .fixedWeeks: request.fixedWeeks = true
    case .all:
      request.events = Events(events)
      request.agenda = true
      request.holidays = .ofLocale
      request.secondary = .chinese
      request.selection = Selection([day...day.advanced(by: 2)])
      request.weekNumbering = .iso
      request.focus = day.advanced(by: 1)
    case .late:
      request.events = Events([CalendarEvent(id: "z", title: "Late", days: late...late)])
      request.selection = Selection([late...late.advanced(by: 1)])
    }
    return request
  }

  static func formats(_ format: Format) -> [OutputFormat] {
    switch format {
    case .text: [.text(.init(color: true)), .text(.init(columns: 4, color: false, adjacentDays: true))]
    case .json: [.json]
    case .svg: [.svg]
    case .html: [.html, .html(.init(adjacentDays: true, standalone: true))]
    }
  }

  static let cases: [(View, Decoration)] = View.allCases.flatMap { v in Decoration.allCases.map { (v, $0) } }

  @Test(arguments: cases)
  func streamedBytesAreTheWholeDocumentsBytes(view: View, decoration: Decoration) throws {
    let renderer = CalendarRenderer(environment: [:])
    let request = Self.request(view, decoration)
    for kind in Format.allCases {
      for format in Self.formats(kind) {
        let sink = CollectingSink()
        try renderer.render(request, as: format, to: sink)
        let whole = try renderer.render(request, as: format)
        #expect(sink.bytes == Array(whole.utf8), "\(format) of the \(view) view with \(decoration)")
      }
    }
  }

  /// Text measured row by row: every row of months is drawn with the geometry of the whole
  /// document (a selection or an event mark in the last month widens the first row's cells too).
  @Test(arguments: [Decoration.late, .secondary, .weekNumbers, .all, .none])
  func textRowsShareOneGeometry(decoration: Decoration) throws {
    let renderer = CalendarRenderer(environment: [:])
    let sink = CollectingSink()
    try renderer.render(Self.request(.months, decoration), as: .text(.init(color: false)), to: sink)
    // Rows of months are separated by a blank line; each row's second line is its weekday header.
    // (13 rows of three months and one of one; an agenda may follow.)
    let rows = sink.string.components(separatedBy: "\n\n").prefix(14).map {
      $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    try #require(rows.count == 14 && rows.allSatisfy { $0.count > 2 })
    #expect(rows.dropLast().allSatisfy { $0[1] == rows[0][1] }, "\(rows.map { $0[1] })")
    #expect(rows[0][1].hasPrefix(rows[13][1]) && !rows[13][1].isEmpty)
    if decoration == .late {
      // The brackets' columns and the mark column: "[" and "*" appear in the last row only, but
      // the first row's cells are as wide.
      #expect(rows[0][1].hasPrefix(" "))
      #expect(rows.last?.contains { $0.contains("[") && $0.contains("*") } == true)
    }
  }

  /// A holiday source that records the days the layout asks about: the layout asks once for each
  /// range of months it builds (decorating them), so it shows how far building has gone.
  final class BuildProbe: HolidaySource, @unchecked Sendable {
    var ranges: [ClosedRange<JulianDay>] = []
    func holidays(in days: ClosedRange<JulianDay>) throws -> [JulianDay: [DayHoliday]] {
      ranges.append(days)
      return [:]
    }
  }

  /// Records how far the layout had built when the first bytes arrived, and every byte.
  final class FirstBytesSink: ByteSink {
    let probe: BuildProbe
    /// The probe's ranges when the first bytes arrived.
    var rangesAtFirstBytes: [ClosedRange<JulianDay>]?
    var bytes: [UInt8] = []
    init(_ probe: BuildProbe) { self.probe = probe }
    func write(_ bytes: UnsafeRawBufferPointer) {
      if rangesAtFirstBytes == nil { rangesAtFirstBytes = probe.ranges }
      self.bytes.append(contentsOf: bytes)
    }
  }

  static func probed(_ count: Int) -> (CalendarRequest, BuildProbe) {
    let probe = BuildProbe()
    var request = CalendarRequest(locale: "en-US")
    request.today = .none
    request.view = .months(containing: day, count: count, centered: false)
    request.holidays = Holidays(source: probe)
    return (request, probe)
  }

  /// JSON and HTML write a month as it is built: the first bytes leave long before the last
  /// month is built, and each month is built once.
  @Test(arguments: [Format.json, .html])
  func firstBytesLeaveBeforeTheLastMonthIsBuilt(format: Format) throws {
    let count = 120
    let (request, probe) = Self.probed(count)
    let sink = FirstBytesSink(probe)
    let output: OutputFormat = format == .json ? .json : .html
    try CalendarRenderer(environment: [:]).render(request, as: output, to: sink)
    let first = try #require(sink.rangesAtFirstBytes)
    let last = try #require(probe.ranges.last)
    #expect(probe.ranges.count == count)
    #expect(first.count < count / 2, "the first bytes left after \(first.count) of \(count) months were built")
    #expect(!first.contains { $0.overlaps(last) })
    let whole = try CalendarRenderer(environment: [:]).render(request, as: output)
    #expect(sink.bytes == Array(whole.utf8))
  }

  /// Text and SVG measure every month before writing the first (cells as wide as the document's
  /// widest, the SVG's size), then write: the first bytes leave before the last month is built the
  /// second time, and a month is built at most twice.
  @Test(arguments: [Format.text, .svg])
  func measuringFormatsLeaveBeforeTheirLastMonthIsWritten(format: Format) throws {
    let count = format == .text ? 1200 : 120
    let (request, probe) = Self.probed(count)
    let sink = FirstBytesSink(probe)
    let output: OutputFormat = format == .text ? .text(.init(color: false)) : .svg
    try CalendarRenderer(environment: [:]).render(request, as: output, to: sink)
    let first = try #require(sink.rangesAtFirstBytes)
    let total = probe.ranges.count
    // Text builds a row (three months) at a time, SVG a month.
    let chunks = format == .text ? count / 3 : count
    #expect(total <= 2 * chunks)
    #expect(first.count < total - chunks / 2, "first bytes after \(first.count) of \(total) ranges were built")
    let whole = try CalendarRenderer(environment: [:]).render(request, as: output)
    #expect(sink.bytes == Array(whole.utf8))
  }

  /// A sink that fails: the rendering stops, and the sink's error reaches the caller as thrown.
  @Test func aFailingSinkStopsTheRendering() throws {
    struct Full: Error {}
    final class FailingSink: ByteSink {
      var calls = 0
      func write(_ bytes: UnsafeRawBufferPointer) throws {
        calls += 1
        throw Full()
      }
    }
    let sink = FailingSink()
    var request = CalendarRequest(locale: "en-US")
    request.view = .months(containing: Self.day, count: 600, centered: false)
    #expect(throws: Full.self) { try CalendarRenderer(environment: [:]).render(request, as: .json, to: sink) }
    #expect(sink.calls == 1)
  }

  /// A request that cannot be shown fails before its first byte.
  @Test func anInvalidRequestWritesNothing() throws {
    let sink = CollectingSink()
    var request = CalendarRequest(locale: "en-US")
    request.view = .months(containing: JulianDay(isoYear: 9999, month: 1, day: 1), count: 24, centered: false)
    #expect(throws: CalRenderError.self) { try CalendarRenderer(environment: [:]).render(request, as: .json, to: sink) }
    #expect(sink.bytes.isEmpty)
  }
}
