import CalRenderTestSupport
import CalRender
import Foundation
import Testing

/// The renderers from documents built by hand — no ICU, no locale data: what they draw follows from
/// the model alone (right-to-left mirroring, holidays, agenda, selection), and the JSON of a
/// document with every decoration validates against the schema.
@Suite("Renderers from hand-built documents")
struct HandBuiltDocumentTests {
  /// February 2024 with plain labels, first weekday Monday, in `direction`, decorated.
  static func february(direction: TextDirection) -> CalendarDocument {
    let span = GregorianMonths(yearOffset: 0).month(containing: JulianDay(isoYear: 2024, month: 2, day: 1))
    var builder = GridBuilder(firstWeekday: .mon, weekend: [.sat, .sun])
    builder.selection = Selection([JulianDay(isoYear: 2024, month: 2, day: 12)...JulianDay(isoYear: 2024, month: 2, day: 14)])
    var weeks = builder.weeks(of: span) { String($0) }
    let holiday = DayHoliday(id: "seollal", name: "Seollal <&>", kind: .public, region: "KR")
    for row in weeks.indices {
      for column in weeks[row].days.indices where weeks[row].days[column].date == JulianDay(isoYear: 2024, month: 2, day: 9) {
        weeks[row].days[column].holidays = [holiday]
        weeks[row].days[column].accessibleLabel = "Friday, 9 February 2024"
      }
    }
    let names = WeekdayNames(wide: "Day", abbreviated: "Dy", short: "D", narrow: "d")
    let headers = Weekday.week(startingOn: .mon).map {
      WeekdayHeader(weekday: $0, label: $0.key.capitalized, names: names, isWeekend: $0 == .sat || $0 == .sun)
    }
    var document = CalendarDocument(
      generator: .init(version: "test", provider: "icu", icu: "72.1", cldr: "42.0"), locale: "xx-XX", calendar: .gregorian,
      direction: direction, numberingSystem: "latn", firstWeekday: .mon, minimalDaysInFirstWeek: 4,
      weekend: [.sat, .sun], today: JulianDay(isoYear: 2024, month: 2, day: 14), view: .month, weekdays: headers,
      months: [MonthGrid(span: span, headings: MonthHeadings(title: "February 2024", monthLabel: "February", yearLabel: "2024"), weeks: weeks)],
      weekendColors: [.sun: .red, .sat: .blue])
    document.agenda = [
      AgendaEntry(when: "9 Feb 2024", title: "Seollal <&>", id: "seollal", allDay: true, start: "2024-02-09", end: "2024-02-09")
    ]
    return document
  }

  let renderer = CalendarRenderer(environment: [:])

  @Test func rightToLeftTextMirrorsTheWeek() throws {
    let ltr = try renderer.render(Self.february(direction: .ltr), as: .text).split(separator: "\n").map(String.init)
    let rtl = try renderer.render(Self.february(direction: .rtl), as: .text).split(separator: "\n").map(String.init)
    #expect(ltr[1] == " Mon Tue Wed Thu Fri Sat Sun")
    // Right to left: the first weekday at the right, every cell behind a LEFT-TO-RIGHT MARK and
    // every name behind a RIGHT-TO-LEFT MARK.
    #expect(rtl[1].contains("\u{200E}\u{200F}Sun \u{200E}\u{200F}Sat"), "\(rtl[1].unicodeScalars.map(\.value))")
    let words = rtl[1].replacingOccurrences(of: "\u{200E}", with: "").replacingOccurrences(of: "\u{200F}", with: "")
      .split(separator: " ")
    #expect(words == ["Sun", "Sat", "Fri", "Thu", "Wed", "Tue", "Mon"])
    #expect(ltr.contains { $0.hasSuffix("9 Feb 2024  Seollal <&>") })
  }

  /// SVG month views name the first holiday under the day, cut to the cell with "…" (escaped, never
  /// cut inside an escape); a name in another language is tagged, in its fonts, isolated; the year
  /// view's small cards have no name line and keep their height.
  @Test func svgNamesTheFirstHolidayInMonthViews() throws {
    var document = Self.february(direction: .rtl)
    let svg = try renderer.render(document, as: .svg)
    // 44px cells: "Seollal <&>" is estimated at 58px at 9px, "Seolla" and the ellipsis at 42.
    #expect(svg.contains("<text class=\"name\" x=\"22\" y=\"52\">Seolla…</text>"))
    #expect(svg.contains("<rect class=\"cell\" width=\"44\" height=\"62\"/>"))
    for row in document.months[0].weeks.indices {
      for column in document.months[0].weeks[row].days.indices
      where document.months[0].weeks[row].days[column].date == JulianDay(isoYear: 2024, month: 2, day: 9) {
        document.months[0].weeks[row].days[column].holidays.insert(
          DayHoliday(id: "a", name: "설날", kind: .observance, region: "AA", language: "ko", script: "Kore"), at: 0)
      }
    }
    let korean = try renderer.render(document, as: .svg)
    let tagged = "<text class=\"name\" x=\"22\" y=\"52\" xml:lang=\"ko\" font-family=\"&#39;Noto Sans CJK KR&#39;"
    #expect(korean.contains(tagged))
    #expect(korean.contains(">\u{2068}설날\u{2069}</text>"))
    #expect(korean.contains("aria-label=\"Friday, 9 February 2024, 설날, Seollal &lt;&amp;&gt;\""))
    document.view = .year
    let year = try renderer.render(document, as: .svg)
    #expect(!year.contains("<text class=\"name\""))
    #expect(year.contains("<rect class=\"cell\" width=\"44\" height=\"38\"/>"))
  }

  @Test func holidaysAreRedInColourAndNamedInSVGAndHTML() throws {
    let document = Self.february(direction: .ltr)
    let text = try renderer.render(document, as: .text(.init(color: true)))
    #expect(text.contains("   \u{1B}[31m9\u{1B}[39m"))
    let svg = try renderer.render(document, as: .svg)
    #expect(svg.contains("class=\"day holiday red\" data-date=\"2024-02-09\" role=\"img\" aria-label=\"Friday, 9 February 2024, Seollal &lt;&amp;&gt;\""))
    let html = try renderer.render(document, as: .html)
    #expect(html.contains("<td class=\"day red holiday\"><time datetime=\"2024-02-09\" title=\"Friday, 9 February 2024, Seollal &lt;&amp;&gt;\">9</time>"))
  }

  @Test func jsonOfEveryDecorationValidates() throws {
    let json = try renderer.render(Self.february(direction: .rtl), as: .json)
    #expect(json.contains("\"holidays\": [{ \"id\": \"seollal\", \"name\": \"Seollal <&>\", \"kind\": \"public\", \"category\": \"public\", \"region\": \"KR\", \"language\": null, \"script\": null }]"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-hand-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try json.write(to: folder.appendingPathComponent("0.json"), atomically: true, encoding: .utf8)
    let schema = TestSupport.packageRoot.appendingPathComponent("schema/calrender-1.schema.json").path
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/validate_json.py").path
    let result = try TestSupport.run(TestSupport.python, [script, schema, folder.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }
}
