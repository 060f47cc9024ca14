import CalendarICU
import CalendarModel
import Testing

/// The agenda's times and their joins are the locale's own (CLDR through ICU 72): the expected
/// strings were read from ICU's interval formatter (`udtitvfmt_format`, skeleton `jm`) and its
/// pattern generator, not from the code under test.
@Suite("Agenda times in the locale's interval formats")
struct AgendaTimesTests {
  static let day = JulianDay(isoYear: 2024, month: 2, day: 14)
  static let hour = 3600

  static func calendar(_ locale: String, _ system: CalendarSystem = .gregorian) throws -> LocaleCalendar {
    try LocaleCalendar(locale: try LocaleResolver().resolve(locale), options: CalendarOptions(calendar: system))
  }

  /// 10:00–11:30 (one day period), 10:00–13:30 (AM/PM changes), 22:00–0:00 (an end at the next
  /// midnight, written as that day's 0:00), as ICU writes them.
  @Test(arguments: [
    (
      "en-US", "10:00\u{2009}–\u{2009}11:30\u{202F}AM", "10:00\u{202F}AM\u{2009}–\u{2009}1:30\u{202F}PM",
      "10:00\u{202F}PM\u{2009}–\u{2009}12:00\u{202F}AM"
    ),
    ("ko-KR", "오전 10:00~11:30", "오전 10:00 ~ 오후 1:30", "오후 10:00 ~ 오전 12:00"),
    ("ja-JP", "10時00分～11時30分", "10時00分～13時30分", "22時00分～0時00分"),
    ("de-DE", "10:00–11:30 Uhr", "10:00–13:30 Uhr", "22:00–00:00 Uhr"),
    ("he-IL", "10:00–11:30", "10:00–13:30", "22:00–0:00"),
    ("ar-EG", "١٠:٠٠–١١:٣٠ ص", "١٠:٠٠ ص – ١:٣٠ م", "١٠:٠٠ م – ١٢:٠٠ ص"),
    ("ur-PK", "10:00–11:30 AM", "10:00 AM – 1:30 PM", "10:00 PM – 12:00 AM"),
  ])
  func timeRanges(locale: String, sameHalf: String, acrossNoon: String, toMidnight: String) throws {
    let calendar = try Self.calendar(locale)
    let h = Self.hour
    #expect(try calendar.agendaTimes(on: Self.day, from: 10 * h, to: 11 * h + 1800, isolatingEnds: false) == sameHalf)
    #expect(try calendar.agendaTimes(on: Self.day, from: 10 * h, to: 13 * h + 1800, isolatingEnds: false) == acrossNoon)
    #expect(try calendar.agendaTimes(on: Self.day, from: 22 * h, to: 0, isolatingEnds: false) == toMidnight)
  }

  /// Isolated, each end ICU marks is one isolate and what the ends share stays outside; a range
  /// ICU writes as one time (its ends within the same minute) is isolated whole.
  @Test func isolatedEnds() throws {
    let h = Self.hour
    let ur = try Self.calendar("ur-PK")
    #expect(
      try ur.agendaTimes(on: Self.day, from: 10 * h, to: 11 * h + 1800, isolatingEnds: true)
        == "\u{2068}10:00\u{2069}–\u{2068}11:30\u{2069} AM")
    #expect(
      try ur.agendaTimes(on: Self.day, from: 10 * h, to: 13 * h + 1800, isolatingEnds: true)
        == "\u{2068}10:00 AM\u{2069} – \u{2068}1:30 PM\u{2069}")
    #expect(
      try ur.agendaTimes(on: Self.day, from: 10 * h, to: 10 * h + 20, isolatingEnds: true) == "\u{2068}10:00 AM\u{2069}"
    )
    let fa = try Self.calendar("fa-IR")
    #expect(
      try fa.agendaTimes(on: Self.day, from: 10 * h, to: 11 * h + 1800, isolatingEnds: true)
        == "\u{2068}۱۰:۰۰\u{2069} تا \u{2068}۱۱:۳۰\u{2069}")
  }

  /// The date-time join is the medium dateTimeFormat (the one `yMMMEdjm` is made with), quotes
  /// removed; ranges over days take the interval fallback pattern.
  @Test(arguments: [
    ("en-US", "D, T", "A\u{2009}–\u{2009}B"), ("ko-KR", "D T", "A ~ B"), ("ja-JP", "D T", "A～B"),
    ("de-DE", "D, T", "A\u{2009}–\u{2009}B"),
    ("he-IL", "D, T", "A – B"), ("ar-EG", "D، T", "A – B"), ("fa-IR", "D، T", "A تا B"),
  ])
  func joins(locale: String, dateTime: String, range: String) throws {
    let calendar = try Self.calendar(locale)
    #expect(try calendar.agendaDateTime(date: "D", time: "T") == dateTime)
    #expect(calendar.agendaRange(from: "A", to: "B") == range)
  }

  /// The whole same-day line is what ICU's own interval format writes for `yMMMEdjm`.
  @Test(arguments: ["en-US", "ko-KR", "de-DE", "he-IL", "ar-EG"])
  func sameDayLineEqualsICUs(locale: String) throws {
    let expected = [
      "en-US": "Wed, Feb 14, 2024, 10:00\u{2009}–\u{2009}11:30\u{202F}AM",
      "ko-KR": "2024년 2월 14일 (수) 오전 10:00~11:30",
      "de-DE": "Mi., 14. Feb. 2024, 10:00–11:30 Uhr",
      "he-IL": "יום ד׳, 14 בפבר׳ 2024, 10:00–11:30",
      "ar-EG": "الأربعاء، ١٤ فبراير ٢٠٢٤، ١٠:٠٠–١١:٣٠ ص",
    ]
    let calendar = try Self.calendar(locale)
    let times = try calendar.agendaTimes(
      on: Self.day, from: 10 * Self.hour, to: 11 * Self.hour + 1800, isolatingEnds: false)
    #expect(try calendar.agendaDateTime(date: try calendar.agendaDate(Self.day), time: times) == expected[locale])
  }

  /// ICU 72 reckons 5807 a day late: its formatter alone wrote 2046-10-01 (Rosh Hashanah) as
  /// 29 Elul 5806. The agenda's dates follow the corrected calendar, as the grid does.
  @Test func hebrewSlipYearDates() throws {
    let calendar = try Self.calendar("he-IL", .hebrew)
    #expect(try calendar.agendaDate(JulianDay(isoYear: 2046, month: 10, day: 1)) == "יום ב׳, 1 בתשרי 5807")
    #expect(try calendar.agendaDate(JulianDay(isoYear: 2046, month: 10, day: 2)) == "יום ג׳, 2 בתשרי 5807")
    #expect(try calendar.agendaDate(JulianDay(isoYear: 2046, month: 9, day: 30)) == "יום א׳, 29 באלול 5806")
    // A year ICU has right is ICU's own date.
    #expect(try calendar.agendaDate(JulianDay(isoYear: 2024, month: 10, day: 3)) == "יום ה׳, 1 בתשרי 5785")
  }

  /// A range of days is ICU's `yMMMEd` interval format (the year written once), but where ICU
  /// reckons a date wrong, the corrected dates joined by the fallback pattern.
  @Test func dateRanges() throws {
    let (first, last) = (Self.day, JulianDay(isoYear: 2024, month: 3, day: 5))
    #expect(
      try Self.calendar("en-US").agendaDates(from: first, to: last) == "Wed, Feb 14\u{2009}–\u{2009}Tue, Mar 5, 2024")
    #expect(try Self.calendar("ko-KR").agendaDates(from: first, to: last) == "2024년 2월 14일 (수) ~ 3월 5일 (화)")
    #expect(
      try Self.calendar("de-DE").agendaDates(from: first, to: last) == "Mi., 14. Feb.\u{2009}–\u{2009}Di., 5. März 2024"
    )
    let hebrew = try Self.calendar("he-IL", .hebrew)
    #expect(
      try hebrew.agendaDates(
        from: JulianDay(isoYear: 2046, month: 10, day: 1), to: JulianDay(isoYear: 2046, month: 10, day: 2))
        == "יום ב׳, 1 בתשרי 5807 – יום ג׳, 2 בתשרי 5807")
  }

  /// A range of dates joins its ends without the pattern generator (only a date with a time asks
  /// it for the join).
  @Test func rangesOpenNoGenerator() throws {
    let calendar = try Self.calendar("en-US")
    #expect(calendar.agendaRange(from: "A", to: "B") == "A\u{2009}–\u{2009}B")
    #expect(!calendar.patternSource.openedGenerator)
  }
}
