import CalRender
import CalendarICU
import CalendarLayout
import CalendarRenderers
import CalRenderTestSupport
import Foundation
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
      CalendarEvent(id: "a", title: "Trip", allDay: true, start: .date(day), end: .date(day.advanced(by: 40))),
      CalendarEvent(
        id: "b", title: "Stand-up", allDay: false, start: .instant(1_707_904_800), end: .instant(1_707_906_600)),
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
      request.events = Events([CalendarEvent(id: "z", title: "Late", allDay: true, start: .date(late), end: .date(late))])
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

  /// A localization that counts the months the layout builds (one heading each).
  final class CountingLocalization: CalendarLocalization {
    let base: LocaleCalendar
    var monthsBuilt = 0
    init(_ base: LocaleCalendar) { self.base = base }
    var calendarFacts: CalendarFacts { base.calendarFacts }
    var monthArithmetic: any CalendarArithmetic { base.monthArithmetic }
    func headers(width: LabelWidth) -> [WeekdayHeader] { base.headers(width: width) }
    func headings(for span: MonthSpan) throws -> MonthHeadings {
      monthsBuilt += 1
      return try base.headings(for: span)
    }
    func dayLabel(_ number: Int, near span: MonthSpan) -> String { base.dayLabel(number, near: span) }
    func week(of day: JulianDay, numbering: WeekNumbering) throws -> (weekOfYear: Int, weekYear: Int) {
      try base.week(of: day, numbering: numbering)
    }
    func numberLabel(_ number: Int) throws -> String { try base.numberLabel(number) }
    func fullDate(_ day: JulianDay) throws -> String { try base.fullDate(day) }
    func weekTitle(from first: JulianDay, to last: JulianDay) throws -> String {
      try base.weekTitle(from: first, to: last)
    }
    func agendaDate(_ day: JulianDay) throws -> String { try base.agendaDate(day) }
    func agendaTime(_ day: JulianDay, seconds: Int) throws -> String { try base.agendaTime(day, seconds: seconds) }
  }

  /// Records how many months had been built when the first bytes arrived, and every byte.
  final class FirstBytesSink: ByteSink {
    let localization: CountingLocalization
    var monthsBuiltAtFirstBytes: Int?
    var bytes: [UInt8] = []
    init(_ localization: CountingLocalization) { self.localization = localization }
    func write(_ bytes: UnsafeRawBufferPointer) {
      if monthsBuiltAtFirstBytes == nil { monthsBuiltAtFirstBytes = localization.monthsBuilt }
      self.bytes.append(contentsOf: bytes)
    }
  }

  static func layout(_ count: Int) throws -> (CountingLocalization, DocumentLayout, LayoutRequest) {
    let localization = CountingLocalization(try LocaleCalendar(locale: try LocaleResolver().resolve("en-US")))
    let layout = DocumentLayout(localization: localization, generator: .init(version: "test", icu: "72", cldr: "42"))
    let first = try localization.monthArithmetic.month(containing: day)
    var request = LayoutRequest(view: .months(from: first, count: count))
    request.accessibleLabels = true
    return (localization, layout, request)
  }

  @Test(arguments: [Format.json, .html])
  func firstBytesLeaveBeforeTheLastMonthIsBuilt(format: Format) throws {
    let count = 120
    let (localization, layout, request) = try Self.layout(count)
    let sink = FirstBytesSink(localization)
    let source = try layout.streamedDocument(request)
    switch format {
    case .json: try JSONRenderer().write(source, to: sink)
    default: try HTMLRenderer(options: .init()).write(source, to: sink)
    }
    let first = try #require(sink.monthsBuiltAtFirstBytes)
    #expect(first < count / 2, "the first bytes left after \(first) of \(count) months were built")
    #expect(localization.monthsBuilt == count)
    // The same bytes as the whole document.
    let whole = try layout.document(request)
    let expected = format == .json ? JSONRenderer().render(whole) : HTMLRenderer(options: .init()).render(whole)
    #expect(sink.bytes == Array(expected.utf8))
  }

  /// Text and SVG measure every month before writing the first (cells as wide as the document's
  /// widest, the SVG's size), then write: the first bytes leave before the last month is built the
  /// second time, and a month is built at most twice.
  @Test(arguments: [Format.text, .svg])
  func measuringFormatsLeaveBeforeTheirLastMonthIsWritten(format: Format) throws {
    let count = format == .text ? 1200 : 120
    let (localization, layout, request) = try Self.layout(count)
    let sink = FirstBytesSink(localization)
    let expected: String
    if format == .text {
      let renderer = TextRenderer(options: .init(displayWidth: { $0.count }))
      try renderer.write(try layout.streamedDocument(request), to: sink)
      expected = renderer.render(try layout.document(request))
    } else {
      let renderer = SVGRenderer(options: .init(displayWidth: { $0.count }))
      try renderer.write(try layout.streamedDocument(request), to: sink)
      expected = renderer.render(try layout.document(request))
    }
    let first = try #require(sink.monthsBuiltAtFirstBytes)
    let built = localization.monthsBuilt - count  // (the whole document, built for `expected`)
    #expect(built <= 2 * count)
    #expect(first < built - count / 2, "first bytes after \(first) of \(built) months were built")
    #expect(sink.bytes == Array(expected.utf8))
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

  /// The command streams: `-n 1200` in every format is the library's whole document, byte for byte.
  @Test(arguments: ["text", "json", "svg", "html"])
  func theCommandStreamsTheSameBytes(format: String) throws {
    let binary = try #require(TestSupport.binary())
    let result = try TestSupport.run(binary, ["-f", format, "-n", "1200", "--today", "none", "-l", "ko-KR", "1", "1900"])
    #expect(result.status == 0, "\(result.stderr)")
    var request = CalendarRequest(locale: "ko-KR")
    request.today = .none
    request.view = .months(containing: JulianDay(isoYear: 1900, month: 1, day: 1), count: 1200, centered: false)
    let output: OutputFormat =
      switch format {
      case "json": .json
      case "svg": .svg
      case "html": .html
      default: .text(.init(color: false))
      }
    let whole = try CalendarRenderer(environment: ["TZ": "UTC"]).render(request, as: output)
    #expect(Array(result.stdout.utf8) == Array(whole.utf8))
  }
}
