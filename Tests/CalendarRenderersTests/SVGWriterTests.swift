import CalendarModel
import Testing

@testable import CalendarRenderers

/// The byte-level SVG writer (issue 14) against the String-building renderer it replaced, on random
/// documents with every decoration and hostile text; its steps (start, a card, end) written one at
/// a time; and the pieces it is made of: numbers, UTF-8 validation, the language tag.
@Suite("SVG writer")
struct SVGWriterTests {
  typealias Seeded = ByteWriterTests.Seeded

  /// Two columns for Hangul, Han and kana, none for combining marks and format characters, one
  /// otherwise (both renderers get the same function: any will do, if it is not trivial).
  static func displayWidth(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { width, scalar in
      switch scalar.value {
      case 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x3040...0x30FF: width + 2
      case 0x0300...0x036F, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069: width
      default: width + 1
      }
    }
  }

  /// Text for labels, titles and names: scripts, widths, and what must be escaped or dropped.
  static let texts = [
    "Seollal <&>", "설날", "설날 연휴", "Washington's Birthday", "Independence Day (observed)", "عطلة عيد الفطر",
    "יום העצמאות", "สงกรานต์", "\u{1}<a&b>\"'\u{FFFE}]]>\u{7F}\u{85}" + String(Unicode.Scalar(0xFDD0)!), "",
    "e\u{301}e\u{301}e\u{301}",
    "👨‍👩‍👧 family", "\u{202E}gnp.exe", "Tab\there", "new\nline\r", "長い名前の祝日です", "a", "ab",
  ]

  static let labels = [
    "1", "28", "٢٨", "十五", "31", "7", "१५", "<", "&amp;", "\"2\"", "3\u{1}", "", "a label longer than 8 bytes <&>",
    "12345678", "\u{85}\u{FFFE}",
  ]

  /// A random document: any view, direction, week numbering, weekend colours, decorations.
  static func document(_ random: inout Seeded) -> CalendarDocument {
    func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }
    func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    let view = pick([CalendarDocument.View.month, .months, .year, .week])
    let firstWeekday = pick(Weekday.allCases)
    let weekend: Set<Weekday> = pick([[.sat, .sun], [.fri, .sat], [.sun], []])
    let count =
      view == .month
      ? 1
      : view == .week
        ? Int.random(in: 0...1, using: &random)
        : Int.random(
          in: 0...13, using: &random)
    var builder = GridBuilder(
      firstWeekday: firstWeekday, weekend: weekend, fixedWeeks: chance(30),
      today: JulianDay(isoYear: 2024, month: 2, day: Int.random(in: 1...29, using: &random)),
      focus: chance(40) ? JulianDay(isoYear: 2024, month: 2, day: Int.random(in: 1...29, using: &random)) : nil)
    let start = JulianDay(isoYear: 2024, month: 2, day: 1)
    builder.selection = Selection(
      (0..<Int.random(in: 0...3, using: &random)).map { _ in
        let first = start.advanced(by: Int.random(in: -10...60, using: &random))
        return first...first.advanced(by: Int.random(in: 0...9, using: &random))
      })
    let arithmetic = GregorianMonths(yearOffset: 0)
    let secondary = chance(30)
    let holidays = chance(70)
    let labelled = chance(80)
    func decorate(_ weeks: inout WeekRows) {
      for row in weeks.indices {
        if chance(50) { weeks[row].weekLabel = pick(labels) }
        for column in weeks[row].days.indices {
          var day = weeks[row].days[column]
          if chance(20) { day.label = pick(labels) }
          if labelled { day.accessibleLabel = chance(90) ? "Thursday, February \(day.day), 2024" : pick(texts) }
          if holidays && chance(15) {
            day.holidays = (0..<Int.random(in: 1...3, using: &random)).map { index in
              let other = chance(40)
              return DayHoliday(
                id: "h\(index)", name: pick(texts), kind: pick(HolidayKind.allCases), region: pick(["KR", "US", "IL"]),
                language: other ? pick(["ko", "en-US", "he", "ja-JP", "x-y<"]) : nil,
                script: other && chance(70) ? pick(["Kore", "Latn", "Hebr", "Jpan", "Zzzz"]) : nil,
                category: pick(HolidayCategory.allCases))
            }
          }
          if chance(15) {
            day.events = (0..<Int.random(in: 1...6, using: &random)).map { _ in
              DayEvent(id: nil, title: pick(texts), allDay: true, start: "2024-02-01", end: "2024-02-01")
            }
          }
          if secondary && chance(90) {
            day.secondary = SecondaryDate(
              calendar: .hebrew, year: 5784, code: MonthCode(number: 5), day: day.day, label: pick(texts),
              dayLabel: pick(labels), monthLabel: chance(10) ? pick(texts) : nil)
          }
          weeks[row].days[column] = day
        }
      }
    }
    var months: [MonthGrid] = []
    var span = arithmetic.month(containing: start.advanced(by: Int.random(in: -400...400, using: &random)))
    for _ in 0..<count {
      var weeks = builder.weeks(of: span) { chance(5) ? pick(labels) : String($0) }
      decorate(&weeks)
      let title = chance(80) ? "Month \(span.code.number) \(span.year)" : pick(texts)
      months.append(
        MonthGrid(
          span: span, headings: MonthHeadings(title: title, monthLabel: pick(texts), yearLabel: pick(["2024", "<y>"])),
          weeks: weeks))
      span = arithmetic.month(containing: span.end)
    }
    let headers = Weekday.week(startingOn: firstWeekday).map {
      WeekdayHeader(
        weekday: $0, label: chance(80) ? $0.key.uppercased() : pick(texts),
        names: WeekdayNames(wide: pick(texts), abbreviated: "Dy", short: "D", narrow: "d"),
        isWeekend: weekend.contains($0))
    }
    var colors: [Weekday: WeekendColor] = [:]
    for day in weekend where chance(70) { colors[day] = pick([.red, .blue, .tint]) }
    var document = CalendarDocument(
      generator: .init(version: "test", provider: "icu", icu: "72.1", cldr: "42.0"),
      locale: pick(["en-US", "ko-KR", "ar-SA", "en-US-u-ca-hebrew", "ja", "x", "he-IL-u-va-posix", "a<b"]),
      calendar: pick([.gregorian, .hebrew, .chinese]), direction: chance(30) ? .rtl : .ltr, numberingSystem: "latn",
      firstWeekday: firstWeekday, minimalDaysInFirstWeek: 4, weekend: Array(weekend), today: nil, view: view,
      weekdays: headers, months: months, weekendColors: colors)
    document.script = pick(["Latn", "Kore", "Arab", "Jpan", "Hebr", "Zzzz"])
    document.weekNumbering = chance(40) ? pick(WeekNumbering.allCases) : nil
    if view == .week {
      var weeks = builder.weeks(of: arithmetic.month(containing: start)) { String($0) }
      decorate(&weeks)
      document.week = WeekStrip(title: pick(texts), week: weeks[Int.random(in: 0..<weeks.count, using: &random)])
    }
    if chance(40) {
      document.agenda = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        AgendaEntry(when: pick(["Feb 9", "2월 9일", "<9>"]), title: pick(texts))
      }
    }
    if Int.random(in: 0..<100, using: &random) < 30 {
      document.holidayCoverageGaps = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        HolidayCoverageGap(
          region: pick(["TH", "DE-BY", "<&>"]), coveredYears: pick([2000...2040, 1971...Int.max, nil]),
          years: pick([2041...2041, 1900...1970, 2041...2100]))
      }
    }
    return document
  }

  static func options(_ random: inout Seeded) -> SVGRenderer.Options {
    SVGRenderer.Options(
      theme: Theme.allCases.randomElement(using: &random)!,
      columns: [nil, 1, 2, 3, 4, 5].randomElement(using: &random)!, adjacent: Bool.random(using: &random),
      displayWidth: displayWidth)
  }

  @Test("the writer's bytes are the String-building renderer's", arguments: [1 as UInt64, 2, 3, 4, 5, 6, 7, 8])
  func sameBytesAsTheReference(seed: UInt64) {
    var random = Seeded(state: seed)
    for _ in 0..<60 {
      let document = Self.document(&random)
      let options = Self.options(&random)
      let written = SVGRenderer(options: options).render(document)
      let reference = ReferenceSVGRenderer(options: options).render(document)
      Self.expectSameBytes(written, reference, "view \(document.view), \(document.months.count) months")
    }
  }

  /// Byte for byte (not only as equal Strings, which compare canonically equivalent text), and
  /// where they differ, the bytes around the first difference (not the whole documents).
  static func expectSameBytes(
    _ written: String, _ expected: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let a = Array(written.utf8), b = Array(expected.utf8)
    guard a != b else { return }
    let at = a.indices.first { $0 < b.count && a[$0] != b[$0] } ?? min(a.count, b.count)
    func around(_ bytes: [UInt8]) -> String {
      String(decoding: bytes[max(0, at - 120)..<min(bytes.count, at + 80)], as: UTF8.self)
    }
    Issue.record(
      "\(what): byte \(at) differs:\n\(around(a))\n— expected —\n\(around(b))", sourceLocation: sourceLocation)
  }

  @Test("a document written step by step: start, each card on its own, end", arguments: [11 as UInt64, 12, 13])
  func cardsWrittenOnTheirOwn(seed: UInt64) {
    var random = Seeded(state: seed)
    for _ in 0..<40 {
      let document = Self.document(&random)
      guard document.week == nil else { continue }
      let renderer = SVGRenderer(options: Self.options(&random))
      let whole = renderer.render(document)
      // What a streaming writer would do: measure every month, then write each into its own buffer.
      let geometry = renderer.geometry(of: document)
      var frame = document
      frame.months = []
      frame.agenda = nil
      let writer = SVGWriter(frame: frame, geometry: geometry, options: renderer.options)
      let heading = document.view == .year ? document.yearHeading : nil
      let title = heading ?? document.months.first.map(renderer.cardTitle(document)) ?? ""
      var pieces: [String] = []
      let start = OutputBuffer(capacity: 16)
      writer.writeStart(title: title, heading: heading, to: start)
      pieces.append(start.string)
      for (index, month) in document.months.enumerated() {
        let card = OutputBuffer(capacity: 16)
        writer.writeCard(index, title: renderer.cardTitle(document)(month), weeks: month.weeks, to: card)
        #expect(card.string.hasPrefix("<g class=\"month\">\n") && card.string.hasSuffix("</g>\n"))
        pieces.append(card.string)
      }
      let end = OutputBuffer(capacity: 16)
      writer.writeEnd(agenda: document.agenda, to: end)
      pieces.append(end.string)
      Self.expectSameBytes(pieces.joined(), whole, "view \(document.view) in steps")
    }
  }

  @Test("integers written as String(value) writes them")
  func integers() {
    var values = [0, 9, 10, 99, 100, 999, 1000, 9999, 10_000, -1, -9, -10, -999, -1000, Int.max, Int.min, Int.min + 1]
    var power = 1
    while power <= Int.max / 10 {
      values += [power - 1, power, power + 1, -power]
      power *= 10
    }
    var random = Seeded(state: 21)
    values += (0..<5000).map { _ in Int.random(in: -2000...2000, using: &random) }
    values += (0..<5000).map { _ in
      Int(bitPattern: UInt(truncatingIfNeeded: random.next())) >> Int.random(in: 0...63, using: &random)
    }
    let buffer = OutputBuffer(capacity: 1)
    var expected = ""
    for value in values {
      buffer.append(value)
      buffer.append(UInt8(ascii: " "))
      expected += String(value) + " "
    }
    #expect(buffer.string == expected)
  }

  /// Byte sequences around every boundary of well-formed UTF-8, as the standard library decides it.
  @Test("UTF-8 validation agrees with the standard library", arguments: [31 as UInt64, 32, 33])
  func validation(seed: UInt64) {
    let edges: [UInt8] = [
      0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE,
      0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
    ]
    var random = Seeded(state: seed)
    for trial in 0..<20_000 {
      var bytes = (0..<Int.random(in: 0...10, using: &random)).map { _ in edges.randomElement(using: &random)! }
      // ASCII before and after: the word-at-a-time paths, and a sequence cut at the end.
      if trial % 2 == 0 { bytes = Array(repeating: 0x61, count: Int.random(in: 0...40, using: &random)) + bytes }
      if trial % 3 == 0 { bytes += Array(repeating: 0x62, count: Int.random(in: 0...40, using: &random)) }
      let checked = bytes.withUnsafeBufferPointer { UTF8Validation.check($0) }
      let valid = String(validating: bytes, as: UTF8.self) != nil
      #expect(checked.isValid == valid, "\(bytes.map { String($0, radix: 16) })")
      if valid { #expect(checked.isASCII == bytes.allSatisfy { $0 < 0x80 }) }
      // The buffer's String is the decoded bytes either way.
      let buffer = OutputBuffer(capacity: 1)
      bytes.withUnsafeBufferPointer { buffer.append($0) }
      #expect(Array(buffer.string.utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8))
    }
    // Every scalar's encoding, alone and after ASCII.
    for value in stride(from: 0, through: 0x10FFFF, by: 97) {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      let bytes = Array(String(Character(scalar)).utf8)
      #expect(bytes.withUnsafeBufferPointer { UTF8Validation.check($0).isValid })
      #expect((Array("0123456789".utf8) + bytes).withUnsafeBufferPointer { UTF8Validation.check($0).isValid })
    }
  }

  @Test("a language tag's base, shortcut or not, is LanguageTag.base's")
  func languageBase() {
    let tags = [
      "en-US", "en", "ko-KR", "zh-Hant-TW", "sr-Latn-RS", "en-US-u-ca-hebrew", "he-IL-u-va-posix", "x-private",
      "en-x-y", "", "-", "en-", "-en", "en--US", "en_US", "a", "a-b", "é-FR", "en-US-POSIX", "de-DE-1996", "i-klingon",
      "en-\r\n-US", "en-A-b",
    ]
    for tag in tags { #expect(SVGWriter.languageBase(tag) == LanguageTag.base(tag), "\(tag)") }
  }
}
