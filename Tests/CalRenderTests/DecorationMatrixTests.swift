import CalRender
import Testing

/// Every view × every decoration × every format: what the month view shows, the months, year and
/// week views show too (the week view once lost events, secondary dates and accessible labels
/// because the command decorated documents after the library built them).
@Suite("Decoration matrix")
struct DecorationMatrixTests {
  enum View: String, CaseIterable { case month, months, year, week }
  enum Decoration: String, CaseIterable {
    case events, agenda, holidays, secondary, selection, weekNumbers, focus, today, sky
  }
  enum Format: String, CaseIterable { case text, json, svg, html }

  static let day = JulianDay(isoYear: 2024, month: 2, day: 14)
  static let events = [
    CalendarEvent(id: "a", title: "Seollal trip", days: day...day.advanced(by: 1)),
    CalendarEvent(
      id: "b", title: "Stand-up", instants: 1_707_904_800..<1_707_906_600),
  ]

  static func request(_ view: View, _ decoration: Decoration?) -> CalendarRequest {
    var request = CalendarRequest(locale: "ko-KR")
    request.timeZone = "Asia/Seoul"
    request.today = .none
    request.holidays = .none  // the locale's own (Korean) holidays would be on every view already
    switch view {
    case .month: request.view = .month(containing: day)
    case .months: request.view = .months(containing: day, count: 3, centered: true)
    case .year: request.view = .year(containing: day)
    case .week: request.view = .week(containing: day)
    }
    switch decoration {
    case .events: request.events = Events(events)
    case .agenda:
      request.events = Events(events)
      request.agenda = true
    case .holidays:
      request.holidays = Holidays(source: FixedHolidays())
      request.agenda = true
    case .secondary: request.secondary = .dangi
    case .selection: request.selection = Selection([day...day.advanced(by: 2)])
    case .weekNumbers: request.weekNumbering = .iso
    case .focus: request.focus = day
    case .today: request.today = .date(day)
    case .sky:
      request.sky = [.phases, .terms]
      request.agenda = true
    case nil: break
    }
    return request
  }

  static func format(_ format: Format) -> OutputFormat {
    switch format {
    // Colour: focus and today are drawn by attributes in text.
    case .text: .text(.init(color: true))
    case .json: .json
    case .svg: .svg
    case .html: .html
    }
  }

  static let cases: [(View, Decoration)] = View.allCases.flatMap { v in Decoration.allCases.map { (v, $0) } }

  @Test(arguments: cases)
  func everyViewCarriesEveryDecoration(view: View, decoration: Decoration) throws {
    let renderer = CalendarRenderer(environment: [:])
    // The model: every day 2024-02-14 is shown on carries the decoration, in every view.
    let document = try renderer.document(Self.request(view, decoration), accessibleLabels: true)
    let rows = document.months.flatMap(\.weeks) + (document.week.map { [$0.week] } ?? [])
    let cells = rows.flatMap(\.days).filter { $0.date == Self.day }
    try #require(!cells.isEmpty)
    for cell in cells {
      #expect(cell.accessibleLabel == "2024년 2월 14일 수요일")
      switch decoration {
      case .events: #expect(cell.events.map(\.title) == ["Seollal trip", "Stand-up"])
      case .agenda: #expect(document.agenda?.map(\.title) == ["Seollal trip", "Stand-up"])
      case .holidays:
        #expect(cell.holidays.map(\.name) == ["발렌타인 데이"] && cell.isDayOff)
        #expect(document.agenda?.map(\.title) == ["발렌타인 데이"])
      case .secondary: #expect(cell.secondary?.label == "1. 5.")
      case .selection: #expect(cell.selection == .start)
      case .weekNumbers: #expect(rows.allSatisfy { $0.weekNumber != nil })
      case .focus: #expect(cell.isFocus)
      case .today: #expect(cell.isToday)
      case .sky:
        // The first quarter of 2024-02-16T15:00:52Z is on the 17th in Seoul, a day every view
        // of the 14th shows; the 14th itself has none.
        #expect(cell.sky.isEmpty)
        let quarter = rows.flatMap(\.days).filter { $0.date == Self.day.advanced(by: 3) }
        #expect(!quarter.isEmpty && quarter.allSatisfy { $0.sky.map(\.name) == ["상현"] })
        #expect(quarter.allSatisfy { $0.sky.first?.localTime == "2024-02-17T00:00:52+09:00" })
        #expect(document.agenda?.contains { $0.title == "상현" && $0.sky == .moonPhase(.firstQuarter) } == true)
      }
    }
    // Every format draws it: the output differs from the same view without the decoration.
    let plain = try renderer.document(Self.request(view, nil), accessibleLabels: true)
    for format in Format.allCases {
      let with = try renderer.render(document, as: Self.format(format))
      let without = try renderer.render(plain, as: Self.format(format))
      #expect(with != without, "\(format) of the \(view) view does not show \(decoration)")
    }
  }

  /// A holiday on 2024-02-14, as a region's rules would give it.
  struct FixedHolidays: HolidaySource {
    func holidays(in days: ClosedRange<JulianDay>) throws -> [JulianDay: [DayHoliday]] {
      guard days.contains(DecorationMatrixTests.day) else { return [:] }
      return [DecorationMatrixTests.day: [DayHoliday(id: "test", name: "발렌타인 데이", kind: .public, region: "KR")]]
    }
  }
}

/// The document the library hands out carries what every format needs: its SVG reads out as the
/// request's own (issue 24: `render(document(request), as: .svg)` had no `aria-label`s).
@Suite("Accessible by default")
struct AccessibleByDefaultTests {
  @Test(arguments: ["ko-KR", "ar-SA", "he-IL"])
  func aHandedOutDocumentRendersAsTheRequestDoes(locale: String) throws {
    var request = CalendarRequest(locale: locale, view: .month(containing: JulianDay(isoYear: 2024, month: 2, day: 14)))
    request.today = .none
    let renderer = CalendarRenderer()
    let document = try renderer.document(request), unlabelled = try renderer.document(request, accessibleLabels: false)
    for format in [OutputFormat.svg, .html] {
      let direct = try renderer.render(request, as: format)
      #expect(try renderer.render(document, as: format) == direct)
      // The full dates are what the labels add (SVG <title>, HTML title).
      #expect(try renderer.render(unlabelled, as: format) != direct)
    }
    #expect(try renderer.document(request, accessibleLabels: false).months[0].weeks[2].days[3].accessibleLabel == nil)
  }

  @Test func theDocumentationExampleSaysWhatItPrints() throws {
    let february = CalendarRequest(locale: "ko-KR", view: .month(containing: JulianDay(isoYear: 2024, month: 2, day: 14)))
    let cell = try CalendarRenderer().document(february).months[0].weeks[2].days[3]
    #expect("\(cell.label) \(cell.accessibleLabel ?? "")" == "14 2024년 2월 14일 수요일")
  }
}
