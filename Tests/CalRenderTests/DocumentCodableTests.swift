import CalRender
import CalRenderTestSupport
import Foundation
import Testing

/// The model is Codable in the JSON's own keys (issue 24): `JSONDecoder` reads the JSON output back
/// into the document it was written from — every view with every decoration, in locales and
/// calendars whose documents carry the rarer parts (eras, leap months, right to left, LMT offsets).
@Suite("Codable documents")
struct DocumentCodableTests {
  typealias Matrix = DecorationMatrixTests

  /// A request and what it shows, for the messages.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let request: CalendarRequest
    var testDescription: String { name }
  }

  /// Every view × every decoration of the decoration matrix (and each view plain), and the rarer parts.
  static let cases: [Case] = {
    var cases = Matrix.View.allCases.flatMap { view in
      [Case(name: "\(view) plain", request: Matrix.request(view, nil))]
        + Matrix.Decoration.allCases.map { Case(name: "\(view) \($0)", request: Matrix.request(view, $0)) }
    }
    func add(_ name: String, _ locale: String, _ view: CalendarRequest.View, _ change: (inout CalendarRequest) -> Void = { _ in }) {
      var request = CalendarRequest(locale: locale, view: view)
      request.today = .none
      request.timeZone = "UTC"
      change(&request)
      cases.append(Case(name: name, request: request))
    }
    let valentines = JulianDay(isoYear: 2024, month: 2, day: 14)
    // Holiday data that does not cover the years shown: coverage gaps (TH 2000–2040, US open-ended).
    add("coverage gaps", "en-US", .months(containing: JulianDay(isoYear: 2040, month: 12, day: 1), count: 3)) {
      $0.holidays = .regions(["TH", "KR", "US"])
      $0.agenda = true
    }
    // The locale's own holidays, names in their own language and script, and weekend colours.
    add("ko-KR holidays, locale week numbers", "ko-KR", .month(containing: valentines)) {
      $0.weekNumbering = .locale
      $0.today = .date(valentines)
    }
    // China's 调休: Sundays 4 and 18 February 2024 worked, holidays of kind `workday`.
    add("zh-CN make-up working days", "zh-CN", .month(containing: valentines)) { $0.agenda = true }
    // Holidays of other categories than the public ones: Taiwan's optional 軍人節, Germany's observances.
    add("holiday categories", "zh-TW", .months(containing: JulianDay(isoYear: 2024, month: 3, day: 1), count: 7)) {
      $0.holidays = .regions(["TW", "DE"])
      $0.holidayCategories = [.public, .optional, .observance]
    }
    add("ar-SA Umm al-Qura, right to left", "ar-SA", .year(containing: valentines)) { $0.weekNumbering = .iso }
    add("ja-JP two eras", "ja-JP-u-ca-japanese", .months(containing: JulianDay(isoYear: 2019, month: 4, day: 1), count: 2))
    add("zh-CN Chinese leap month, secondary", "zh-CN", .year(containing: JulianDay(isoYear: 2023, month: 3, day: 1))) {
      $0.calendar = .chinese
      $0.secondary = .gregorian
    }
    add("he-IL Adar I and II", "he-IL", .year(containing: valentines)) { $0.calendar = .hebrew }
    add("1752 change-over", "en-GB", .month(containing: JulianDay(isoYear: 1752, month: 9, day: 14))) {
      $0.reform = .r1752
    }
    add("seasons alone, New York", "en-US", .year(containing: valentines)) {
      $0.sky = [.seasons, .phases]
      $0.agenda = true
      $0.timeZone = "America/New_York"
    }
    // 1880 in Amsterdam: local mean time, an offset with seconds (+00:19:32) the written offset rounds.
    add("sky in local mean time", "nl-NL", .month(containing: JulianDay(isoYear: 1880, month: 6, day: 1))) {
      $0.sky = [.terms, .phases]
      $0.timeZone = "Europe/Amsterdam"
    }
    add("first month of the span", "en-US", .month(containing: JulianDay(isoYear: 1, month: 1, day: 1)))
    // Its last month's grid ends on +10000-01-01, a day outside the span with no secondary date.
    add("last month of the span", "ko-KR", .month(containing: JulianDay(isoYear: 9999, month: 12, day: 31))) {
      $0.secondary = .dangi
      $0.weekNumbering = .locale
    }
    return cases
  }()

  @Test(arguments: cases)
  func theJSONOutputDecodesIntoTheDocument(_ example: Case) throws {
    let renderer = CalendarRenderer(environment: [:])
    // A document as the library hands it out (full-date labels on): its JSON reads back as it.
    let document = try renderer.document(example.request)
    let json = try renderer.render(document, as: .json)
    let decoded = try JSONDecoder().decode(CalendarDocument.self, from: Data(json.utf8))
    #expect(decoded == document)
    // What the document does not hold cannot be in the output: the decoded one renders the same bytes.
    #expect(try renderer.render(decoded, as: .json) == json)
    #expect(try renderer.render(decoded, as: .svg) == renderer.render(document, as: .svg))
    // The request's JSON output is built without full-date labels (no format it feeds reads them):
    // it is the document so built.
    let output = try renderer.render(example.request, as: .json)
    let plain = try JSONDecoder().decode(CalendarDocument.self, from: Data(output.utf8))
    #expect(plain == (try renderer.document(example.request, accessibleLabels: false)))
    #expect(!output.contains("\"accessibleLabel\""))
    // Encodable writes the same keys: an encoder's output decodes into the same value too.
    let encoded = try JSONEncoder().encode(document)
    #expect(try JSONDecoder().decode(CalendarDocument.self, from: encoded) == document)
  }

  /// The schema describes what the documents' JSON holds (full-date labels too), and what an
  /// encoder writes of them: both validate (`jsonschema`, as SchemaTests checks the command's).
  @Test func bothFormsValidateAgainstTheSchema() throws {
    let renderer = CalendarRenderer(environment: [:])
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-codable-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for (index, example) in Self.cases.enumerated() {
      let document = try renderer.document(example.request)
      try renderer.render(document, as: .json).write(
        to: folder.appendingPathComponent("\(index)-written.json"), atomically: true, encoding: .utf8)
      try encoder.encode(document).write(to: folder.appendingPathComponent("\(index)-encoded.json"))
    }
    let schema = TestSupport.packageRoot.appendingPathComponent("schema/calrender-1.schema.json").path
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/validate_json.py").path
    let result = try TestSupport.run(TestSupport.python, [script, schema, folder.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("\(2 * Self.cases.count) valid"))
  }

  /// The cases carry what they are here for (a case that lost its decoration would still round-trip).
  @Test func theCasesCarryTheRarerParts() throws {
    let renderer = CalendarRenderer(environment: [:])
    func document(_ name: String) throws -> CalendarDocument {
      try renderer.document(try #require(Self.cases.first { $0.name == name }).request)
    }
    let days = { (document: CalendarDocument) -> [DayCell] in
      document.months.flatMap(\.weeks.days) + (document.week.map { Array($0.week.days) } ?? [])
    }
    #expect(try !document("coverage gaps").holidayCoverageGaps.isEmpty)
    let korean = try document("ko-KR holidays, locale week numbers")
    #expect(korean.weekendColors == [.sun: .red, .sat: .blue] && korean.script == "Kore")
    #expect(days(korean).contains { $0.holidays.contains { $0.language == "ko" } })
    #expect(korean.months[0].weeks.allSatisfy { $0.weekLabel != nil })
    let categories = Set(days(try document("holiday categories")).flatMap(\.holidays).map(\.category))
    #expect(categories == [.public, .optional, .observance])
    let workdays = days(try document("zh-CN make-up working days")).filter(\.isMakeUpWorkday)
    #expect(workdays.map(\.date.isoString) == ["2024-02-04", "2024-02-18"])
    #expect(workdays.allSatisfy { $0.isWeekend && !$0.isDayOff })
    #expect(try document("ar-SA Umm al-Qura, right to left").direction == .rtl)
    #expect(try document("ja-JP two eras").months.compactMap { $0.span.era } == ["heisei", "reiwa"])
    #expect(try document("zh-CN Chinese leap month, secondary").months.contains { $0.span.code.isLeap })
    #expect(try document("1752 change-over").months[0].span.daysInMonth == 19)
    let seasons = try document("seasons alone, New York")
    #expect(seasons.agenda?.contains { if case .season = $0.sky { true } else { false } } == true)
    let lmt = try document("sky in local mean time")
    #expect(days(lmt).flatMap(\.sky).contains { $0.utcOffsetSeconds % 60 != 0 })
    let end = try document("last month of the span")
    #expect(days(end).last.map { $0.date.isoString == "+10000-01-01" && $0.secondary == nil } == true)
    #expect(days(end).first?.secondary != nil && end.months[0].weeks.allSatisfy { $0.weekLabel != nil })
  }

  /// A decoder is handed anything: what is not a `calrender/1` document is a `DecodingError`,
  /// never a trap (a week of six days would break ``WeekRows``' seven-a-row rule).
  @Test(arguments: [
    ("\"schema\": \"calrender/1\"", "\"schema\": \"calrender/2\""),
    ("\"date\": \"2024-02-14\"", "\"date\": \"2024-02-30\""),
    ("\"firstWeekday\": \"sun\"", "\"firstWeekday\": 1"),
    ("\"monthCode\": \"M02\"", "\"monthCode\": \"M03\""),
    ("\"daysInMonth\": 29", "\"daysInMonth\": 30"),
    ("\"weekendColors\": { \"sun\": \"red\"", "\"weekendColors\": { \"sunday\": \"red\""),
    ("\"inMonth\": true", "\"inMonth\": \"yes\""),
  ])
  func malformedDocumentsAreDecodingErrors(_ replacement: (String, String)) throws {
    var request = CalendarRequest(locale: "ko-KR", view: .month(containing: JulianDay(isoYear: 2024, month: 2, day: 14)))
    request.today = .none
    let json = try CalendarRenderer(environment: [:]).render(request, as: .json)
    try #require(json.contains(replacement.0))
    let broken = json.replacingOccurrences(of: replacement.0, with: replacement.1)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(CalendarDocument.self, from: Data(broken.utf8)) }
  }

  @Test func aWeekOfSixDaysIsADecodingError() throws {
    var request = CalendarRequest(locale: "en-US", view: .week(containing: JulianDay(isoYear: 2024, month: 2, day: 14)))
    request.today = .none
    let json = try CalendarRenderer(environment: [:]).render(request, as: .json)
    var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    var week = try #require(object["week"] as? [String: Any])
    week["days"] = Array(try #require(week["days"] as? [Any]).dropLast())
    object["week"] = week
    let broken = try JSONSerialization.data(withJSONObject: object)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(CalendarDocument.self, from: broken) }
  }
}
