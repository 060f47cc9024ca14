import CalendarModel
import Testing

@testable import CalendarRenderers

/// The byte-level JSON document writer (issue 14) against the generic ``JSONWriter`` path it
/// replaced, on random documents with every decoration and hostile text; streamed a month at a time;
/// and its pieces: ISO dates from the day before, day numbers, the String's ASCII flag.
@Suite("JSON document writer")
struct JSONDocumentWriterTests {
  typealias Seeded = ByteWriterTests.Seeded

  /// A random document of the SVG writer's tests, with what only JSON shows varied too: today,
  /// eras, week numbers, event ids, agenda ids, empty weekday lists, weeks and week strips.
  static func document(_ random: inout Seeded) -> CalendarDocument {
    func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }
    func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    var document = SVGWriterTests.document(&random)
    if chance(50) { document.today = JulianDay(isoYear: pick([2024, 1, 9999, 10_000, -5, 0]), month: 2, day: 29) }
    if chance(10) { document.weekdays = [] }
    if chance(10) { document.weekend = [] }
    for month in document.months.indices {
      if chance(30) {
        document.months[month].span.era = pick(["reiwa", "heisei", "a\"b", "서기"])
        document.months[month].span.eraYear = Int.random(in: -3...2000, using: &random)
      }
      if chance(10) {
        document.months[month].span.code = MonthCode(number: pick([1, 5, 9, 10, 12, 13, 100]), isLeap: chance(50))
      }
      if chance(5) { document.months[month].weeks = [] }
      for week in document.months[month].weeks.indices {
        if chance(30) {
          document.months[month].weeks[week].weekNumber = Int.random(in: 1...53, using: &random)
          document.months[month].weeks[week].weekYear = chance(90) ? 2024 : nil
        }
        for day in document.months[month].weeks[week].days.indices where chance(10) {
          let cell = document.months[month].weeks[week].days[day]
          document.months[month].weeks[week].days[day].events = cell.events.map {
            var event = $0
            event.id = chance(50) ? pick(SVGWriterTests.texts) : nil
            event.allDay = chance(50)
            return event
          }
          if chance(20) { document.months[month].weeks[week].days[day].day = pick([0, 9, 10, 99, 100, 1234, -1]) }
        }
      }
    }
    // A week strip's row may be empty (a grid's rows are seven days by construction).
    if var strip = document.week, chance(20) {
      strip.week.days = WeekDays([])
      document.week = strip
    }
    if chance(50) {
      document.agenda = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        var entry = AgendaEntry(when: pick(["Feb 9", "2월 9일", "<9>"]), title: pick(SVGWriterTests.texts))
        entry.id = chance(50) ? pick(["e1", "seollal", "\u{1}"]) : nil
        entry.allDay = chance(50)
        entry.start = pick(["2024-02-09", "2024-02-09T10:00:00+09:00"])
        entry.end = pick(["2024-02-10", ""])
        return entry
      }
    }
    if chance(40) {
      document.holidayCoverageGaps = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        HolidayCoverageGap(
          region: pick(["TH", "DE-BY", "a\"b"]), coveredYears: pick([2000...2040, 1971...Int.max, nil]),
          years: pick([2041...2041, 1900...1970, -5...10_000]))
      }
    }
    return document
  }

  @Test("the writer's bytes are the JSONWriter path's", arguments: [1 as UInt64, 2, 3, 4, 5, 6, 7, 8])
  func sameBytesAsTheReference(seed: UInt64) {
    var random = Seeded(state: seed)
    for _ in 0..<60 {
      let document = Self.document(&random)
      SVGWriterTests.expectSameBytes(
        JSONRenderer().render(document), ReferenceJSONRenderer().render(document),
        "view \(document.view), \(document.months.count) months")
    }
  }

  @Test("streamed a month at a time into a sink: the same bytes", arguments: [21 as UInt64, 22])
  func streamed(seed: UInt64) throws {
    var random = Seeded(state: seed)
    for _ in 0..<30 {
      let document = Self.document(&random)
      let sink = CollectingSink()
      try JSONRenderer().write(WholeDocument(document), to: sink)
      SVGWriterTests.expectSameBytes(sink.string, JSONRenderer().render(document), "streamed \(document.view)")
    }
  }

  /// Runs of days across month and year ends, leap days, jumps back and forward, and years that
  /// ISO 8601 writes expanded: each date as `JulianDay.isoString` writes it.
  @Test("ISO dates written from the day before are isoString's")
  func isoDates() {
    var random = Seeded(state: 41)
    var dates: [JulianDay] = []
    for start in [
      JulianDay(isoYear: 2023, month: 12, day: 20), JulianDay(isoYear: 2024, month: 2, day: 20),
      JulianDay(isoYear: 1900, month: 2, day: 25), JulianDay(isoYear: 9999, month: 12, day: 25),
      JulianDay(isoYear: 0, month: 1, day: 1).advanced(by: -3), JulianDay(isoYear: 1752, month: 9, day: 1),
    ] {
      dates += (0..<50).map { start.advanced(by: $0) }
    }
    dates += (0..<2000).map { _ in
      JulianDay(isoYear: 2024, month: 1, day: 1).advanced(by: Int.random(in: -800_000...800_000, using: &random))
    }
    dates += [JulianDay(5), JulianDay(6), JulianDay(4), JulianDay(4), JulianDay(5)]
    var digits = ISODateDigits()
    let out = OutputBuffer(capacity: 1)
    for date in dates {
      digits.append(date, to: out)
      out.append(UInt8(ascii: " "))
    }
    #expect(out.string == dates.map { $0.isoString + " " }.joined())
  }

  @Test("day numbers written as String(value) writes them")
  func dayNumbers() {
    let numbers = Array(-12...130) + [999, 1000, Int.max, Int.min]
    let out = OutputBuffer(capacity: 1)
    for number in numbers {
      JSONDocumentWriter.appendDayNumber(number, to: out)
      out.append(UInt8(ascii: " "))
    }
    #expect(out.string == numbers.map { String($0) + " " }.joined())
  }

  /// Strings scanned a word at a time: every character that needs escaping (and the characters
  /// either side of each class boundary, among them ones sharing a lead byte with an escaped one) at
  /// every position of strings up to three words long, and whether a string is ASCII.
  @Test("escaping a word at a time finds every character to escape, wherever it is")
  func escapesAtEveryPosition() {
    let special: [UInt32] = [
      0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0x85, 0x9B, 0x9F,
      0xA0, 0xBF, 0x600, 0x61B, 0x61C, 0x61D, 0x63F, 0x2000, 0x200D, 0x200E, 0x200F, 0x2010, 0x2029, 0x202A,
      0x202E, 0x202F, 0x2040, 0x2065, 0x2066, 0x2069, 0x206A, 0x20AC,
    ]
    for length in 1...24 {
      for position in 0..<length {
        for value in special {
          var text = String(repeating: "a", count: position)
          text.unicodeScalars.append(Unicode.Scalar(value)!)
          text += String(repeating: "a", count: length - position - 1)
          let buffer = OutputBuffer(capacity: 1)
          let bits = JSONWriter.appendString(text, to: buffer)
          #expect(Array(buffer.bytes) == ByteWriterTests.oldJSONBytes(text), "\(length) \(position) \(value)")
          #expect((bits >= 0x80) == (value >= 0x80))
        }
      }
    }
    // What a terminal or a reader would act on never reaches the output raw.
    let hostile = "\u{9B}31m\u{85}\u{202E}txt.exe\u{2066}\u{200F}\u{61C}"
    #expect(jsonStringLiteral(hostile) == #""\u009b31m\u0085\u202etxt.exe\u2066\u200f\u061c""#)
  }

  /// Strings of many characters to escape and of multi-byte characters that share a lead byte
  /// with one (Arabic letters: 0xD8; typographic punctuation: 0xE2; Latin-1: 0xC2), in random
  /// order: the word scan resumes after each word read byte by byte, also when a character
  /// straddles two words.
  @Test("escaping finds every character to escape after the first", arguments: [41 as UInt64, 42, 43])
  func escapesAfterTheFirst(seed: UInt64) {
    var random = Seeded(state: seed)
    let alphabet: [UInt32] = [
      0x61, 0x61, 0x61, 0x20, 0x22, 0x5C, 0x0A, 0x01, 0x85, 0x9B, 0xA0, 0xE9, 0x627, 0x644, 0x61C, 0x2019, 0x201C,
      0x2013, 0x200F, 0x202E, 0x2066, 0xAC00, 0x1F600,
    ]
    for _ in 0..<2_000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...40, using: &random) {
        text.unicodeScalars.append(Unicode.Scalar(alphabet.randomElement(using: &random)!)!)
      }
      let buffer = OutputBuffer(capacity: 1)
      let bits = JSONWriter.appendString(text, to: buffer)
      #expect(Array(buffer.bytes) == ByteWriterTests.oldJSONBytes(text), "\(text.unicodeScalars.map(\.value))")
      #expect((bits >= 0x80) == text.utf8.contains { $0 >= 0x80 })
    }
  }

  /// The String is made without checking its bytes: told whether they are ASCII, it must be told
  /// right (a String that says ASCII when it is not counts and compares wrongly).
  @Test("the output's String knows whether it is ASCII", arguments: [31 as UInt64, 32])
  func asciiFlag(seed: UInt64) {
    var random = Seeded(state: seed)
    for _ in 0..<40 {
      let document = Self.document(&random)
      let rendered = JSONRenderer().render(document)
      let bytes = Array(rendered.utf8)
      let decoded = String(decoding: bytes, as: UTF8.self)
      #expect(rendered == decoded)
      #expect(rendered.count == decoded.count)
      #expect(rendered.unicodeScalars.count == decoded.unicodeScalars.count)
    }
  }
}
