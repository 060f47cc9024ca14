import CalendarICU
import CalendarModel
import Testing

/// The fast paths give ICU's own results: every shortcut is compared with the ICU call it saves,
/// over every locale ICU lists.
@Suite("Fast paths equal ICU")
struct FastPathTests {
  /// Days of a few months far apart, with their neighbours' days as a grid shows them.
  static func days(_ calendar: LocaleCalendar) throws -> [JulianDay] {
    var days: [JulianDay] = []
    for anchor in [
      JulianDay(isoYear: 2024, month: 2, day: 14), JulianDay(isoYear: 1999, month: 12, day: 31),
      JulianDay(isoYear: 2031, month: 9, day: 1),
    ] {
      let span = try calendar.arithmetic.month(containing: anchor)
      days += (-6..<(span.daysInMonth + 6)).map { span.start.advanced(by: $0) }
    }
    return days
  }

  static let representative = ["en-US", "ko-KR", "ja-JP", "zh-TW", "ar-SA", "ar-EG", "he-IL", "fa-IR", "th-TH",
    "hi-IN", "am-ET", "ru-RU", "el-GR", "fi-FI", "de-DE", "fr-FR", "vi-VN", "sr-Latn-RS", "uk-UA", "dz-BT"]

  /// Full dates (accessible labels): composed from a month's template, or ICU's, never different.
  @Test func composedFullDatesEqualICU() throws {
    let resolver = LocaleResolver()
    var requests: [(String, CalendarSystem?)] = resolver.availableLocales.flatMap { [($0, nil), ($0, .gregorian)] }
    requests += Self.representative.flatMap { id in CalendarSystem.allCases.map { (id, $0) } }
    var composing = 0
    for (id, system) in requests {
      let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions(calendar: system))
      for day in try Self.days(calendar) {
        let fast = try calendar.fullDate(day)
        let icu = try calendar.fullDateByICU(day)
        #expect(fast == icu, "\(id) \(system?.identifier ?? "default") \(day.isoString)")
        if fast != icu { return }
      }
      if calendar.composesFullDates { composing += 1 }
    }
    // The shortcut must be the rule, not the exception, to be worth having.
    #expect(Double(composing) / Double(requests.count) > 0.9, "composing in \(composing) of \(requests.count)")
  }

  /// Week titles: a week within one month is written without ICU's range format, yet equals it;
  /// weeks across a month's and a year's end still go through it. Every locale in its own calendar
  /// and the Gregorian one, the representative ones in every calendar.
  @Test func weekTitlesEqualICUsRangeFormat() throws {
    let resolver = LocaleResolver()
    var requests: [(String, CalendarSystem?)] = resolver.availableLocales.flatMap { [($0, nil), ($0, .gregorian)] }
    requests += Self.representative.flatMap { id in CalendarSystem.allCases.map { (id, $0) } }
    for (id, system) in requests {
      let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions(calendar: system))
      let range = try ICUIntervalFormat(locale: calendar.facts.locale.icuIdentifier, skeleton: "yMMM")
      let span = try calendar.arithmetic.month(containing: JulianDay(isoYear: 2024, month: 3, day: 1))
      for first in [
        span.start.advanced(by: 8), span.end.advanced(by: -3), JulianDay(isoYear: 2024, month: 12, day: 29),
      ] {
        let last = first.advanced(by: 6)
        #expect(
          try calendar.weekTitle(from: first, to: last) == (try range.format(from: first, to: last)),
          "\(id) \(calendar.facts.calendar) \(first.isoString)")
      }
    }
  }

  /// Japanese full dates are composed in the months that keep one era, and equal ICU's
  /// in the months whose era changes mid-month (Meiji, Taishō, Shōwa, Heisei began on a month's
  /// 23rd/8th, 30th, 25th and 8th; Reiwa on the 1st), before Meiji, and in 2024.
  @Test func japaneseFullDatesEqualICUAcrossEras() throws {
    let resolver = LocaleResolver()
    let anchors = [
      (1868, 9), (1868, 10), (1912, 7), (1912, 8), (1926, 12), (1927, 1), (1989, 1), (1989, 2), (2019, 4),
      (2019, 5), (1850, 3), (2024, 2),
    ]
    let ids = resolver.availableLocales.enumerated().filter({ $0.offset % 5 == 0 }).map(\.element) + Self.representative
    var composing = 0
    for id in ids {
      let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions(calendar: .japanese))
      for (year, month) in anchors {
        let span = try calendar.arithmetic.month(containing: JulianDay(isoYear: year, month: month, day: 15))
        let labels = try calendar.fullDateLabels(from: span.start.advanced(by: -3), count: span.daysInMonth + 6, near: span)
        for (offset, label) in labels.enumerated() {
          let day = span.start.advanced(by: offset - 3)
          let icu = try calendar.fullDateByICU(day)
          #expect(label.description == icu, "\(id) \(day.isoString)")
          if label.description != icu { return }
        }
      }
      if calendar.composesFullDates { composing += 1 }
    }
    // Composing is the rule (a pattern it does not compose, en_ZW's `dd`, is left to ICU).
    #expect(composing * 10 > ids.count * 9, "composing in \(composing) of \(ids.count)")
  }

  /// Patterns read from the locale data equal the generator's for the skeletons and calendars
  /// `PatternSource` reads from the data, in every locale ICU has (so a cold start need not open
  /// the generator).
  @Test func dataPatternsEqualTheGenerators() throws {
    let resolver = LocaleResolver()
    let skeletons = ["yMMMM", "y", "yMMMMEEEEd", "yMMMEd", "jm", "Md", "LLL", "yMMM", "yMMMd"]
    var fromData = 0, total = 0
    for id in resolver.availableLocales {
      for system in CalendarSystem.allCases {
        let locale = try resolver.resolve(id).setting("calendar", to: system.identifier)
        let source = PatternSource(locale: locale.icuIdentifier, calendarType: system.identifier)
        for skeleton in skeletons where PatternSource.dataMatchesGenerator(skeleton, calendarType: system.identifier) {
          let common = system == .gregorian && (skeleton == "yMMMM" || skeleton == "y")
          if common { total += 1 }
          guard let data = try source.availableFormat(skeleton) else { continue }
          if common { fromData += 1 }
          let generated = try source.generatorPattern(skeleton: skeleton)
          #expect(data == generated, "\(locale.icuIdentifier) \(skeleton)")
          if data != generated { return }
        }
      }
    }
    // A Gregorian month's title and year come from the data nearly everywhere, or the shortcut
    // saves nothing.
    #expect(Double(fromData) / Double(total) > 0.9, "\(fromData) of \(total) from the data")
  }

  /// A cold `calrender 2 2024` (title and year headings) opens no pattern generator.
  @Test(arguments: ["en-US", "ko-KR", "de-DE", "ja-JP", "ar-EG"])
  func textMonthOpensNoGenerator(locale: String) throws {
    let calendar = try LocaleCalendar(locale: try LocaleResolver().resolve(locale))
    _ = try calendar.headings(for: calendar.arithmetic.month(containing: JulianDay(isoYear: 2024, month: 2, day: 1)))
    #expect(!calendar.patternSource.openedGenerator)
  }

  /// Every locale, in its own calendar and in the Gregorian one: the day labels a grid gets (written
  /// from the numbering system's digits once ICU's first label matched them) equal ICU's formatting
  /// of each day of the month, 1 to its last.
  @Test func dayLabelsEqualICUInEveryLocale() throws {
    let resolver = LocaleResolver()
    var fromDigits = 0, calendars = 0
    for id in resolver.availableLocales {
      for system in [nil, CalendarSystem.gregorian] as [CalendarSystem?] {
        let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions(calendar: system))
        // A month of the current era in every calendar (its day numbers 1…29 or more).
        let span = try calendar.arithmetic.month(containing: JulianDay(isoYear: 2024, month: 3, day: 1))
        let labels = calendar.dayLabels(near: span)
        for day in span.start..<span.end {
          let number = span.dayNumber(of: day)
          #expect(labels[number] == (try calendar.format(day, pattern: "d")), "\(id) \(calendar.facts.calendar) \(number)")
        }
        calendars += 1
        if calendar.writesDaysFromDigits { fromDigits += 1 }
      }
    }
    #expect(fromDigits * 10 > calendars * 9, "\(fromDigits) of \(calendars) write their labels from digits")
  }

  /// Day labels equal the calendar's own formatting, for every day number of every calendar in
  /// every 15th locale and the representative ones — those written by a Gregorian formatter, and
  /// those written from the numbering system's digits (most: the test says how many) alike, both
  /// as a grid asks for them (``LocaleCalendar/dayLabels(near:)``, checked on the month's first day)
  /// and one by one.
  @Test func dayLabelsEqualTheCalendarsOwn() throws {
    let resolver = LocaleResolver()
    var shortcut = 0, total = 0, digits = 0, calendars = 0
    // Every 15th locale and the representative ones in every calendar (every locale would take a
    // minute): the numbering systems of all scripts are among them.
    let all = resolver.availableLocales
    let locales = Set(stride(from: 0, to: all.count, by: 15).map { all[$0] } + Self.representative)
    for id in locales.sorted() {
      for system in CalendarSystem.allCases {
        let calendar = try LocaleCalendar(
          locale: try resolver.resolve(id), options: CalendarOptions(calendar: system))
        let oneByOne = try LocaleCalendar(
          locale: try resolver.resolve(id), options: CalendarOptions(calendar: system))
        let span = try calendar.arithmetic.month(containing: JulianDay(isoYear: 2024, month: 3, day: 1))
        let next = try calendar.arithmetic.month(after: span)
        let table = calendar.dayLabels(near: span)
        for day in span.start..<next.end {
          let month = day < span.end ? span : next
          let number = month.dayNumber(of: day)
          let own = try calendar.format(day, pattern: "d")
          #expect(oneByOne.dayLabel(number, on: day) == own, "\(id) \(system.identifier) \(number)")
          #expect(calendar.dayLabel(number, near: month) == own, "\(id) \(system.identifier) \(number) in a grid")
          if number < table.count { #expect(table[number] == own, "\(id) \(system.identifier) \(number) tabled") }
        }
        calendars += 1
        if calendar.writesDaysFromDigits { digits += 1 }
        guard LocaleCalendar.writesDaysThroughGregorian(system) else { continue }
        total += 1
        if calendar.writesDaysInGregorian { shortcut += 1 }
      }
    }
    #expect(Double(shortcut) / Double(total) > 0.9, "\(shortcut) of \(total)")
    #expect(Double(digits) / Double(calendars) > 0.8, "\(digits) of \(calendars) calendars write day labels from digits")
  }

  /// Gregorian months computed in Swift equal ICU's, every month of 1582-11 … 9999-12, in each
  /// calendar that counts Gregorian months, by day and by year and month code.
  @Test(arguments: [CalendarSystem.gregorian, .buddhist, .roc, .iso8601])
  func gregorianMonthsEqualICU(system: CalendarSystem) throws {
    let locale = try LocaleResolver().resolve("en-US")
    let icu = try ICUCalendarArithmetic(locale: locale, system: system)
    let fast = GregorianMonths(yearOffset: system.displayYearOffset)
    var span = try icu.month(containing: GregorianMonths.firstDay)
    var months = 0
    while span.start <= GregorianMonths.lastDay {
      let computed = fast.month(containing: span.start.advanced(by: span.daysInMonth / 2))
      #expect(computed == span, "\(system.identifier) \(span.start.isoString)")
      if computed != span { return }
      if months % 13 == 0 { #expect(try icu.month(year: span.year, code: span.code) == computed) }
      months += 1
      guard span.end <= GregorianMonths.lastDay else { break }
      span = try icu.month(after: span)
    }
    #expect(months == (9999 - 1582) * 12 + 2)
  }

  /// Months of the calendars with an arithmetic rule, computed in Swift, equal ICU's: every month
  /// of 0001-02…9999-11 (the days 40 or more inside the span), by day and by year and month code.
  @Test(arguments: [CalendarSystem.persian, .coptic, .ethiopic, .islamicCivil, .islamicTbla, .indian])
  func tabularMonthsEqualICU(system: CalendarSystem) throws {
    let icu = try ICUCalendarArithmetic(locale: try LocaleResolver().resolve("en-US"), system: system)
    let fast = try #require(TabularMonths(system: system))
    var span = try icu.month(containing: JulianDay(isoYear: 1, month: 3, day: 1))
    var months = 0
    while span.end < JulianDay(isoYear: 9999, month: 11, day: 1) {
      let computed = fast.computedMonth(containing: span.start.advanced(by: span.daysInMonth / 2))
      #expect(computed == span, "\(system.identifier) \(span.year) \(span.code) \(span.start.isoString)")
      if computed != span { return }
      if months % 11 == 0 { #expect(fast.computedMonth(year: span.year, code: span.code) == computed) }
      months += 1
      span = try icu.month(after: span)
    }
    #expect(fast.computedMonth(containing: JulianDay(isoYear: 1, month: 1, day: 5)) == nil)
    #expect(fast.computedMonth(containing: JulianDay(isoYear: 9999, month: 12, day: 30)) == nil)
    #expect(months > 9998 * 12 - 30)
  }

  /// Hebrew months computed in Swift equal ICU's arithmetic as calrender corrects it, every month
  /// of the years AM 3762…13759, by day and by year and month code; ICU's own reckoning differs
  /// exactly in the years ``HebrewMonths/icuPostponesTwice(_:)`` names and the year before each.
  @Test func hebrewMonthsEqualICU() throws {
    let locale = try LocaleResolver().resolve("he-IL")
    let icu = try ICUCalendarArithmetic(locale: locale, system: .hebrew)
    let fast = HebrewMonths()
    var span = try icu.month(year: HebrewMonths.years.lowerBound, code: MonthCode(number: 1))
    #expect(fast.covers(span.start) && !fast.covers(span.start.advanced(by: -1)))
    var months = 0
    var icuDiffers: Set<Int> = []
    while fast.covers(span.start) {
      let middle = span.start.advanced(by: span.daysInMonth / 2)
      let computed = fast.month(containing: middle)
      #expect(computed == span, "\(span.year) \(span.code) \(span.start.isoString)")
      if computed != span { return }
      if months % 7 == 0 { #expect(fast.computedMonth(year: span.year, code: span.code) == computed) }
      if try icu.month(containing: middle, previousMonthLastDay: nil) != span { icuDiffers.insert(span.year) }
      months += 1
      span = try icu.month(after: span)
    }
    #expect(span.year == HebrewMonths.years.upperBound + 1 && span.code == MonthCode(number: 1))
    #expect(months == HebrewMonths.years.reduce(0) { $0 + (HebrewMonths.isLeap($1) ? 13 : 12) })
    let late = HebrewMonths.years.filter { HebrewMonths.icuPostponesTwice($0) }
    #expect(late.count == 53)
    #expect(icuDiffers == Set(late.flatMap { [$0 - 1, $0] }))
    // Adar I in the leap year 5784 only, for both.
    for year in [5784, 5785] {
      let adarI = MonthCode(number: 5, isLeap: true)
      #expect((fast.computedMonth(year: year, code: adarI) != nil) == (year == 5784))
      #expect(((try? icu.month(year: year, code: adarI)) != nil) == (year == 5784))
    }
  }

  /// Where ICU 72 slips, the rules' new years — and calrender's, ICU's as corrected — are those of
  /// two reckonings independent of ICU and of each other (PyPI `pyluach` 2.3.0 and `convertdate` 2.5.1, by the classical postponements):
  /// 1 Tishri 3953, 4051 and 5807 (a Monday: its molad, Sunday 11:04, is put off one day only).
  @Test func hebrewNewYearsICUHasWrong() throws {
    let independent = [3953: JulianDay(1_791_454), 4051: JulianDay(1_827_245), 5807: JulianDay(isoYear: 2046, month: 10, day: 1)]
    let icu = try ICUCalendarArithmetic(locale: try LocaleResolver().resolve("he-IL"), system: .hebrew)
    for (year, day) in independent {
      #expect(HebrewMonths.icuPostponesTwice(year))
      #expect(HebrewMonths.newYear(year) == day)
      // ICU's own Tishri starts the next day; the day is its 29 Elul.
      let icuTishri = try icu.month(containing: day.advanced(by: 1), previousMonthLastDay: nil)
      #expect(icuTishri.start == day.advanced(by: 1) && icuTishri.code == MonthCode(number: 1))
      #expect(try icu.month(year: year, code: MonthCode(number: 1)).start == day)
    }
    // And where ICU does not slip, the rules' new years are ICU's (Rosh Hashanah 5785: Thursday 3
    // October 2024; 5786: Tuesday 23 September 2025).
    #expect(HebrewMonths.newYear(5785) == JulianDay(isoYear: 2024, month: 10, day: 3))
    #expect(HebrewMonths.newYear(5786) == JulianDay(isoYear: 2025, month: 9, day: 23))
  }

  /// Month titles composed from one ICU call a year equal ICU's, in every locale's own calendar and
  /// in Gregorian, over two years and a half.
  @Test func composedTitlesEqualICU() throws {
    let resolver = LocaleResolver()
    var composing = 0, total = 0
    for id in resolver.availableLocales {
      for system in [nil, CalendarSystem.gregorian] {
        let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions(calendar: system))
        var span = try calendar.monthArithmetic.month(containing: JulianDay(isoYear: 2023, month: 11, day: 1))
        for _ in 0..<30 {
          let title = try calendar.headings(for: span).title
          let icu = try calendar.format(span.start, pattern: calendar.facts.titlePattern)
          #expect(title == icu, "\(id) \(span.start.isoString)")
          if title != icu { return }
          span = try calendar.monthArithmetic.month(after: span)
        }
        total += 1
        if calendar.composesTitles { composing += 1 }
      }
    }
    #expect(Double(composing) / Double(total) > 0.9, "\(composing) of \(total)")
  }

  /// Composed titles equal ICU's in every calendar of the representative locales, across eras and
  /// year-number lengths: only the first composed title is compared with ICU's at run time (each
  /// year's first in Hebrew), so every later year must come out right by construction. Each
  /// anchor's months are visited twice, as a pager going back and forth would (the second time
  /// from the kept pieces). Not Japanese: its titles are never composed, and before Meiji they
  /// count Gregorian years on purpose (`preMeijiHeadings`).
  @Test(arguments: CalendarSystem.allCases.filter { $0 != .japanese })
  func composedTitlesEqualICUAcrossEras(system: CalendarSystem) throws {
    let resolver = LocaleResolver()
    let anchors = [
      (1, 3), (9, 12), (99, 12), (1000, 6), (1581, 12), (1582, 9), (1867, 12), (1911, 11), (1912, 1), (1988, 12),
      (1999, 12), (2024, 2), (2099, 12), (2500, 6),
    ].map { JulianDay(isoYear: $0.0, month: $0.1, day: 15) }
    var composing = 0
    for id in Self.representative {
      let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions(calendar: system))
      for _ in 0..<2 {
        for anchor in anchors {
          var span = try calendar.monthArithmetic.month(containing: anchor)
          for _ in 0..<14 {
            let title = try calendar.headings(for: span).title
            // Where calrender corrects ICU's month (Umm al-Qura, Chinese), ICU's title of the
            // month's first day is not the month's.
            if calendar.icuAgrees(with: span) {
              let icu = try calendar.format(span.start, pattern: calendar.facts.titlePattern)
              #expect(title == icu, "\(id) \(system.identifier) \(span.start.isoString)")
              if title != icu { return }
            }
            span = try calendar.monthArithmetic.month(after: span)
          }
        }
      }
      if calendar.composesTitles { composing += 1 }
    }
    // The calendars whose titles are composed (not Chinese, Korean or Japanese) compose them in
    // most locales (a numeric month keeps a pattern in ICU).
    if ![.chinese, .dangi, .japanese].contains(system) {
      #expect(composing >= Self.representative.count / 2, "\(composing) of \(Self.representative.count)")
    }
  }
}
