import CalendarFoundation
import CalendarICU
import CalendarModel
import Foundation
import Testing

/// The Foundation provider on its own, and against the ICU provider where CLDR did not change
/// between their data (libicu 72's CLDR 42, Foundation's CLDR 46).
@Suite("Foundation provider")
struct FoundationProviderTests {
  let resolver = FoundationLocaleResolver()

  func calendar(_ id: String, _ system: CalendarSystem? = nil) throws -> FoundationLocaleCalendar {
    try FoundationLocaleCalendar(locale: try resolver.resolve(id), calendar: system)
  }

  func icuCalendar(_ id: String, _ system: CalendarSystem? = nil) throws -> LocaleCalendar {
    try LocaleCalendar(locale: try LocaleResolver().resolve(id), options: CalendarOptions(calendar: system))
  }

  @Test(arguments: [
    ("ko-KR", "ko_KR"), ("ko_KR", "ko_KR"), ("de_DE.UTF-8", "de_DE"), ("sr_RS@latin", "sr_Latn_RS"),
    ("ja_JP@calendar=japanese", "ja_JP@calendar=japanese"), ("th-TH-u-nu-thai", "th_TH@numbers=thai"),
    ("C", "en_US_POSIX"),
    ("", "en_US_POSIX"), ("ko_XX", "ko_XX"),
  ])
  func resolvesLocales(input: String, identifier: String) throws {
    #expect(try resolver.resolve(input).identifier == identifier)
  }

  @Test(arguments: ["xx_YY", "zz", "be_Latn", "ja_JP@calendar=nonesuch", "th-TH-u-nu-zzzz", "12_34"])
  func refusesUnknownLocales(input: String) {
    #expect(throws: FoundationError.self) { try resolver.resolve(input) }
  }

  @Test(
    arguments: [
      ("ko-KR", nil, CalendarSystem.gregorian, Weekday.sun, 1, TextDirection.ltr, "latn", "Kore", [Weekday.sun, .sat]),
      ("ar-SA", nil, .islamicUmalqura, .sun, 1, .rtl, "arab", "Arab", [.fri, .sat]),
      ("he-IL", .hebrew, .hebrew, .sun, 1, .rtl, "latn", "Hebr", [.fri, .sat]),
      ("ja-JP", nil, .gregorian, .sun, 1, .ltr, "latn", "Jpan", [.sun, .sat]),
      ("en-US", nil, .gregorian, .sun, 1, .ltr, "latn", "Latn", [.sun, .sat]),
      ("de-DE", nil, .gregorian, .mon, 4, .ltr, "latn", "Latn", [.sat, .sun]),
      ("fa-IR", nil, .persian, .sat, 1, .rtl, "arabext", "Arab", [.fri]),
      ("en-US-u-fw-mon", nil, .gregorian, .mon, 1, .ltr, "latn", "Latn", [.sat, .sun]),
    ] as [(String, CalendarSystem?, CalendarSystem, Weekday, Int, TextDirection, String, String, [Weekday])])
  func facts(
    id: String, asked: CalendarSystem?, system: CalendarSystem, first: Weekday, minimalDays: Int,
    direction: TextDirection, numbering: String, script: String, weekend: [Weekday]
  ) throws {
    let facts = try calendar(id, asked).calendarFacts
    #expect(facts.calendar == system)
    #expect(facts.firstWeekday == first)
    #expect(facts.minimalDaysInFirstWeek == minimalDays)
    #expect(facts.direction == direction)
    #expect(facts.numberingSystem == numbering)
    #expect(facts.script == script)
    #expect(facts.weekend == weekend)
  }

  @Test(arguments: [
    ("ko-KR", LabelWidth.short, "일 월 화 수 목 금 토"),
    ("en-US", .wide, "Sunday Monday Tuesday Wednesday Thursday Friday Saturday"),
    ("en-US", .abbreviated, "Sun Mon Tue Wed Thu Fri Sat"),
    ("en-US", .short, "Su Mo Tu We Th Fr Sa"),
    ("en-US", .narrow, "S M T W T F S"),
    ("ja-JP", .abbreviated, "日 月 火 水 木 金 土"),
    ("de-DE", .short, "Mo. Di. Mi. Do. Fr. Sa. So."),
    ("ar-SA", .wide, "الأحد الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت"),
    ("he-IL", .abbreviated, "יום א׳ יום ב׳ יום ג׳ יום ד׳ יום ה׳ יום ו׳ שבת"),
  ])
  func headersInDisplayOrder(id: String, width: LabelWidth, labels: String) throws {
    #expect(try calendar(id).headers(width: width).map(\.label).joined(separator: " ") == labels)
  }

  @Test func headersMarkTheWeekend() throws {
    let headers = try calendar("ar-SA").headers(width: .wide)
    #expect(headers.filter(\.isWeekend).map(\.weekday) == [.fri, .sat])
    #expect(headers.first?.weekday == .sun)
  }

  /// A month's headings and day labels: February 2024 (the month holding 2024-02-14 in the
  /// locale's calendar).
  @Test(
    arguments: [
      ("ko-KR", nil, "2024년 2월", "2월", "2024년", "14"),
      ("en-US", nil, "February 2024", "February", "2024", "14"),
      ("ja-JP", nil, "2024年2月", "2月", "2024年", "14"),
      ("ja-JP", CalendarSystem.japanese, "令和6年2月", "2月", "令和6年", "14"),
      ("ar-SA", nil, "شعبان، ١٤٤٥ هـ", "شعبان", "١٤٤٥ هـ", "١٤"),
      ("he-IL", .hebrew, "אדר א׳ 5784", "אדר א׳", "5784", "14"),
    ] as [(String, CalendarSystem?, String, String, String, String)])
  func headingsAndDayLabels(
    id: String, system: CalendarSystem?, title: String, month: String, year: String, fourteen: String
  ) throws {
    let calendar = try calendar(id, system)
    let span = try calendar.monthArithmetic.month(containing: JulianDay(isoYear: 2024, month: 2, day: 14))
    let headings = try calendar.headings(for: span)
    #expect(headings.title == title)
    #expect(headings.monthLabel == month)
    #expect(headings.yearLabel == year)
    #expect(calendar.dayLabel(14, near: span) == fourteen)
    #expect(calendar.dayLabels(near: span)[14] == fourteen)
  }

  /// Hebrew-calendar months, day labels and month names as the ICU provider writes them.
  @Test func hebrewDayLabelsAgreeWithICU() throws {
    let (foundation, icu) = (try calendar("he-IL", .hebrew), try icuCalendar("he-IL", .hebrew))
    var day = JulianDay(isoYear: 2024, month: 1, day: 1)
    for _ in 0..<14 {
      let span = try foundation.monthArithmetic.month(containing: day)
      #expect(span == (try icu.monthArithmetic.month(containing: day)))
      for number in span.dayNumbers {
        #expect(foundation.dayLabel(number, near: span) == icu.dayLabel(number, near: span), "\(span.code) \(number)")
      }
      // CLDR 46 spells Sivan and Heshvan with one vav (סיון, חשון; CLDR 42: סיוון, חשוון).
      if span.code != MonthCode(number: 9) && span.code != MonthCode(number: 2) {
        #expect(try foundation.headings(for: span).monthLabel == icu.headings(for: span).monthLabel)
      }
      day = span.end
    }
  }

  /// Both providers count the same months in every calendar: calrender's own arithmetic and tables
  /// (corrections included) where it has them, else each one's calendar.
  @Test(arguments: CalendarSystem.allCases)
  func monthsAgreeWithICU(system: CalendarSystem) throws {
    let foundation = FoundationCalendarArithmetic(system: system)
    let icu = try icuCalendar("en-US", system).monthArithmetic
    for start in [
      JulianDay(isoYear: 1, month: 3, day: 1), JulianDay(isoYear: 1582, month: 8, day: 1),
      JulianDay(isoYear: 1600, month: 3, day: 1), JulianDay(isoYear: 1899, month: 12, day: 1),
      JulianDay(isoYear: 1953, month: 12, day: 1), JulianDay(isoYear: 1987, month: 5, day: 1),
      JulianDay(isoYear: 2012, month: 6, day: 1), JulianDay(isoYear: 2024, month: 1, day: 1),
    ] {
      var (one, two) = (try foundation.month(containing: start), try icu.month(containing: start))
      for _ in 0..<15 {
        #expect(one == two, "\(system) \(start.isoString)")
        (one, two) = (try foundation.month(after: one), try icu.month(after: two))
      }
    }
  }

  /// The corrections are calendar facts: the Chinese months ICU 72 starts a day off (new moons near
  /// midnight) and 1987's leap month begin on their true days through Foundation too, and are named
  /// as the ICU provider names them.
  @Test(arguments: [
    (CalendarSystem.chinese, 1954, MonthCode(number: 1), JulianDay(isoYear: 1954, month: 2, day: 3)),
    (.chinese, 2012, MonthCode(number: 7), JulianDay(isoYear: 2012, month: 8, day: 17)),
    (.chinese, 2018, MonthCode(number: 10), JulianDay(isoYear: 2018, month: 11, day: 8)),
    (.chinese, 1987, MonthCode(number: 6, isLeap: true), JulianDay(isoYear: 1987, month: 7, day: 26)),
    (.dangi, 2017, MonthCode(number: 2), JulianDay(isoYear: 2017, month: 2, day: 26)),
  ])
  func correctedLunarMonths(system: CalendarSystem, year: Int, code: MonthCode, start: JulianDay) throws {
    let id = system == .dangi ? "ko-KR" : "zh-CN"
    let (foundation, icu) = (try calendar(id, system), try icuCalendar(id, system))
    let span = try foundation.monthArithmetic.month(year: year, code: code)
    #expect(span.start == start)
    #expect(try foundation.monthArithmetic.month(containing: start) == span)
    #expect(try foundation.headings(for: span).monthLabel == icu.headings(for: span).monthLabel)
    #expect(foundation.dayLabel(1, near: span) == icu.dayLabel(1, near: span))
  }

  /// Headings, full dates and day labels as the ICU provider writes them, in calendars whose CLDR
  /// data did not change between the two (the others differ by CLDR: docs/foundation-agreement.md),
  /// over the months calrender corrects: the Chinese months of 1954, 1987 (the leap month) and
  /// 2012, the Korean month of 2017, and the Hebrew year 5807, whose new year ICU 72 puts a day late.
  @Test(arguments: [
    ("en-US", CalendarSystem.chinese), ("ko-KR", .dangi), ("fa-IR", .persian), ("th-TH", .buddhist),
    ("am-ET", .ethiopic), ("en-US", .hebrew), ("en-US", .islamicUmalqura),
  ])
  func headingsAndFullDatesAgreeWithICU(id: String, system: CalendarSystem) throws {
    let (foundation, icu) = (try calendar(id, system), try icuCalendar(id, system))
    for start in [
      JulianDay(isoYear: 1954, month: 1, day: 1), JulianDay(isoYear: 1987, month: 6, day: 1),
      JulianDay(isoYear: 2012, month: 7, day: 1), JulianDay(isoYear: 2017, month: 1, day: 15),
      JulianDay(isoYear: 2046, month: 8, day: 1),
    ] {
      var span = try foundation.monthArithmetic.month(containing: start)
      for _ in 0..<4 {
        let (one, two) = (try foundation.headings(for: span), try icu.headings(for: span))
        #expect(one == two, "\(id) \(system) \(span.year) \(span.code)")
        for day in [span.start, span.start.advanced(by: 14), span.last] {
          let (full, icuFull) = (try foundation.fullDate(day), try icu.fullDate(day))
          #expect(full == icuFull, "\(day.isoString)")
        }
        let labels = (foundation.dayLabels(near: span), icu.dayLabels(near: span))
        #expect(Array(labels.0.prefix(span.daysInMonth + 1)) == Array(labels.1.prefix(span.daysInMonth + 1)))
        span = try foundation.monthArithmetic.month(after: span)
      }
    }
  }

  /// Every month of 1901–2099 headed as the ICU provider heads it, in the calendars whose months
  /// Foundation's own ICU reckons otherwise than calrender in places (its Chinese months of 1914,
  /// 1916, 1920, 2057 and 2097, 755 Umm al-Qura months, the Hebrew years 5806–5807; Korean dates,
  /// formatted through the Chinese calendar, in 169 months): those are written from stand-ins.
  @Test(arguments: [
    ("en-US", CalendarSystem.chinese), ("ko-KR", .dangi), ("en-US", .islamicUmalqura), ("en-US", .hebrew),
  ])
  func everyMonthHeadedAsTheICUProviderHeadsIt(id: String, system: CalendarSystem) throws {
    let (foundation, icu) = (try calendar(id, system), try icuCalendar(id, system))
    var span = try foundation.monthArithmetic.month(containing: JulianDay(isoYear: 1901, month: 3, day: 1))
    var differing: [String] = []
    while span.start < JulianDay(isoYear: 2099, month: 12, day: 1) {
      let (one, two) = (try foundation.headings(for: span), try icu.headings(for: span))
      if one != two || foundation.dayLabel(1, near: span) != icu.dayLabel(1, near: span) {
        differing.append("\(span.year) \(span.code): \(one.title) / \(two.title)")
      }
      span = try foundation.monthArithmetic.month(after: span)
    }
    #expect(differing.isEmpty, "\(differing.prefix(10))")
  }

  /// Week numbers as the ICU provider counts them, in the locale's rules and ISO's.
  @Test(arguments: ["en-US", "de-DE", "ko-KR", "ar-SA", "fr-FR"])
  func weeksAgreeWithICU(id: String) throws {
    let (foundation, icu) = (try calendar(id), try icuCalendar(id))
    var day = JulianDay(isoYear: 2020, month: 12, day: 20)
    while day < JulianDay(isoYear: 2021, month: 1, day: 20) {
      for numbering in WeekNumbering.allCases {
        let (one, two) = (
          try foundation.week(of: day, numbering: numbering), try icu.week(of: day, numbering: numbering)
        )
        #expect(one == two, "\(id) \(day.isoString) \(numbering)")
      }
      day = day.advanced(by: 1)
    }
  }

  @Test(arguments: [
    ("en-US", "Wednesday, February 14, 2024", "Wed, Feb 14, 2024", "10:30\u{202F}AM"),
    ("ko-KR", "2024년 2월 14일 수요일", "2024년 2월 14일 (수)", "오전 10:30"),
    // CLDR 46 puts a space before the weekday (CLDR 42: 2024年2月14日水曜日).
    ("ja-JP", "2024年2月14日 水曜日", "2024年2月14日(水)", "10:30"),
  ])
  func fullAndAgendaDates(id: String, full: String, agenda: String, time: String) throws {
    let calendar = try calendar(id)
    let day = JulianDay(isoYear: 2024, month: 2, day: 14)
    #expect(try calendar.fullDate(day) == full)
    #expect(try calendar.agendaDate(day) == agenda)
    #expect(try calendar.agendaTime(day, seconds: 37_800) == time)
    let span = try calendar.monthArithmetic.month(containing: day)
    let labels = try calendar.fullDateLabels(from: span.start, count: 29, near: span)
    #expect(labels[13].description == full)
  }

  /// Ranges and joins as the ICU provider writes them (its interval formats and the locale's joins).
  @Test(arguments: ["en-US", "ko-KR", "de-DE", "ja-JP", "fr-FR"])
  func rangesAndJoinsAgreeWithICU(id: String) throws {
    let (foundation, icu) = (try calendar(id), try icuCalendar(id))
    let day = JulianDay(isoYear: 2024, month: 2, day: 14)
    for (start, end) in [(36_000, 41_400), (36_000, 48_600)] {
      #expect(
        try foundation.agendaTimes(on: day, from: start, to: end, isolatingEnds: false)
          == icu.agendaTimes(on: day, from: start, to: end, isolatingEnds: false))
    }
    let dates = try foundation.agendaDates(from: day, to: day.advanced(by: 2))
    if id == "de-DE" {
      // CLDR 46's German interval of yMMMEd drops the commas and the spaces around the dash.
      #expect(dates == "Mi. 14.\u{2009}–\u{2009}Fr. 16. Feb. 2024")
    } else {
      #expect(dates == (try icu.agendaDates(from: day, to: day.advanced(by: 2))))
    }
    for first in [day, day.advanced(by: 14)] {
      #expect(
        try foundation.weekTitle(from: first, to: first.advanced(by: 6))
          == icu.weekTitle(from: first, to: first.advanced(by: 6)))
    }
    let (date, time) = (try icu.agendaDate(day), try icu.agendaTime(day, seconds: 36_000))
    let joined = try foundation.agendaDateTime(date: date, time: time)
    switch id {
    // Foundation's ICU joins a medium date and a time with CLDR's `atTime` form.
    case "en-US": #expect(joined == "Wed, Feb 14, 2024 at 10:00\u{202F}AM")
    case "fr-FR": #expect(joined == "mer. 14 févr. 2024 à 10:00")
    default: #expect(joined == (try icu.agendaDateTime(date: date, time: time)))
    }
    #expect(foundation.agendaRange(from: "A", to: "B") == icu.agendaRange(from: "A", to: "B"))
    #expect(try foundation.numberLabel(53) == icu.numberLabel(53))
  }

  @Test func numberLabelsInTheLocalesDigits() throws {
    #expect(try calendar("en-US").numberLabel(53) == "53")
    #expect(try calendar("ar-SA").numberLabel(53) == "٥٣")
  }

  @Test func preMeijiHeadingsCountGregorianYears() throws {
    let calendar = try calendar("ja-JP", .japanese)
    let span = try calendar.monthArithmetic.month(containing: JulianDay(isoYear: 1850, month: 5, day: 10))
    #expect(span.era == nil)
    #expect(try calendar.headings(for: span).title == "1850年5月")
    let reiwa = try calendar.monthArithmetic.month(containing: JulianDay(isoYear: 2019, month: 5, day: 10))
    #expect(reiwa.era == "reiwa" && reiwa.eraYear == 1)
  }

  @Test func secondaryDatesAgreeWithICU() throws {
    let locale = try resolver.resolve("ko-KR")
    let foundation = FoundationSecondaryCalendar(locale: locale, system: .dangi)
    let icu = try SecondaryCalendar(locale: try LocaleResolver().resolve("ko-KR"), system: .dangi)
    var day = JulianDay(isoYear: 2024, month: 2, day: 1)
    for _ in 0..<40 {
      let (one, two) = (try foundation.date(of: day), try icu.date(of: day))
      #expect(one == two, "\(day.isoString)")
      day = day.advanced(by: 1)
    }
  }

  @Test func timeZones() throws {
    #expect(try FoundationTimeZone("Asia/Seoul").offset(at: 1_707_868_800) == 32_400)
    #expect(try FoundationTimeZone("America/New_York").offset(at: 1_720_000_000) == -14_400)
    #expect(try FoundationTimeZone(nil).offset(at: 0) == 0)
    #expect(try FoundationTimeZone("Asia/Seoul").day(of: 1_707_865_200) == JulianDay(isoYear: 2024, month: 2, day: 14))
    #expect(throws: FoundationError.self) { try FoundationTimeZone("Mars/Olympus_Mons") }
  }

  @Test func environmentDefaults() {
    #expect(!FoundationEnvironment.currentLocale().identifier.isEmpty)
    #expect(!FoundationEnvironment.currentTimeZone().identifier.isEmpty)
  }
}
