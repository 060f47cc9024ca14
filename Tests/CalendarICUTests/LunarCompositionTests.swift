import CalendarICU
import CalendarModel
import Testing

/// Chinese, Korean and Umm al-Qura titles, headings and full dates composed from symbols within the
/// month tables' years (`ComposedLunarFormat`) equal ICU's own formatting, in every locale ICU has,
/// on months ICU reckons as calrender does; in the months a correction touches they follow the
/// correction.
@Suite("Lunar dates composed without ICU's astronomy")
struct LunarCompositionTests {
  /// Months of 1900–2100 from the table, grouped for sampling: leap months, the first and last
  /// months of years, the months after a leap month, and others.
  static func candidates(_ system: CalendarSystem) throws -> [[MonthSpan]] {
    let calendar = try LocaleCalendar(
      locale: try LocaleResolver().resolve("en-US"), options: CalendarOptions(calendar: system))
    let months = calendar.monthArithmetic
    var span = try months.month(containing: JulianDay(isoYear: 1900, month: 3, day: 1))
    var groups: [[MonthSpan]] = [[], [], [], [], []]
    var previousWasLeap = false
    while span.start < JulianDay(isoYear: 2101, month: 1, day: 1) {
      let group: Int? =
        if span.code.isLeap { 0 } else if span.code.number == 1 { 1 } else if span.code.number == 12 { 2 }
        else if previousWasLeap { 3 } else if span.start.value % 11 == 0 { 4 } else { nil }
      if let group { groups[group].append(span) }
      previousWasLeap = span.code.isLeap
      span = try months.month(after: span)
    }
    return groups
  }

  /// Headings and the full dates of the first, a middle and the last day of `span`, composed and
  /// by ICU; false when they differ.
  static func compare(_ calendar: LocaleCalendar, _ span: MonthSpan, _ context: String) throws -> Bool {
    let composed = try calendar.headings(for: span)
    let icu = try calendar.headingsByICU(for: span)
    #expect(composed == icu, "\(context) \(span.year) \(span.code)")
    var same = composed == icu
    for day in [span.start, span.start.advanced(by: span.daysInMonth / 2), span.end.advanced(by: -1)] {
      let full = try calendar.fullDate(day), byICU = try calendar.fullDateByICU(day)
      #expect(full == byICU, "\(context) \(day.isoString)")
      same = same && full == byICU
    }
    return same
  }

  /// Every locale, each calendar: six months each (two leap months, a year's first and last
  /// months, the month after a leap month, and one more), the sample moving from locale to locale
  /// so that together they cover the table.
  @Test(arguments: [CalendarSystem.chinese, .dangi, .islamicUmalqura])
  func composedDatesEqualICUInEveryLocale(system: CalendarSystem) throws {
    let resolver = LocaleResolver()
    let groups = try Self.candidates(system)
    // Umm al-Qura has no leap months.
    #expect(groups.allSatisfy { $0.count > 50 || system == .islamicUmalqura }, "\(groups.map(\.count))")
    var composing = 0, total = 0
    var left: [String] = []
    for (index, id) in resolver.availableLocales.enumerated() {
      let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions(calendar: system))
      // Two leap months: the second one's name is composed from the leap pattern the first showed.
      var spans = groups.enumerated().compactMap { number, group in
        group.isEmpty ? nil : group[(index * 7 + number) % group.count]
      }
      if !groups[0].isEmpty { spans.insert(groups[0][(index * 7 + groups[0].count / 2) % groups[0].count], at: 1) }
      for span in spans {
        // ICU's own text for a month a correction touches is not the month's (see below).
        guard calendar.icuAgrees(with: span) else { continue }
        total += 1
        guard calendar.composesLunarDates(of: span) else {
          left.append("\(id) \(span.year) \(span.code)")
          continue
        }
        composing += 1
        guard try Self.compare(calendar, span, "\(id) \(system.identifier)") else { return }
      }
    }
    // Every locale but one composes (te's Umm al-Qura title is `MMMM Y`: a week-year, left to ICU).
    #expect(total - composing <= 5, "composing \(composing) of \(total); not: \(left.prefix(10))")
  }

  /// Umm al-Qura months after the table (from 1601 AH, which ICU reckons and writes as islamic-civil
  /// months) are composed too, in every locale: headings and full dates equal ICU's, across the
  /// table's end, in 2024 AH (the benchmark's `calrender 2 2024` in ar-SA) and further on.
  @Test func ummAlQuraAfterTheTableEqualsICUInEveryLocale() throws {
    let resolver = LocaleResolver()
    let english = try LocaleCalendar(
      locale: try resolver.resolve("en-US"), options: CalendarOptions(calendar: .islamicUmalqura))
    let months = english.monthArithmetic
    let lastOfTable = try months.month(containing: ICUCalendarArithmetic.tabularUmmAlQuraStart.advanced(by: -1))
    var after: [MonthSpan] = [try months.month(after: lastOfTable)]
    for _ in 0..<13 { after.append(try months.month(after: after[after.count - 1])) }
    for (year, month) in [(2024, 2), (2024, 12), (3001, 1), (3001, 9)] {
      after.append(try months.month(year: year, code: MonthCode(number: month)))
    }
    var composing = 0, total = 0
    for (index, id) in resolver.availableLocales.enumerated() {
      let calendar = try LocaleCalendar(
        locale: try resolver.resolve(id), options: CalendarOptions(calendar: .islamicUmalqura))
      for span in [after[index % 14], after[14 + index % 4]] {
        total += 1
        guard calendar.composesLunarDates(of: span) else { continue }
        composing += 1
        guard try Self.compare(calendar, span, "\(id) after the table") else { return }
      }
    }
    #expect(total - composing <= 5, "composing \(composing) of \(total)")
  }

  /// Every month of the table in the calendar's own locales, the corrected ones included: each
  /// composed title and month and year headings equal ICU's (for a corrected month, ICU's formatting
  /// of a day ICU agrees on, its year written over: `LocaleCalendar.headingsByICU`, which these
  /// locales' patterns let do right).
  @Test(arguments: [("zh-CN", CalendarSystem.chinese), ("ko-KR", .dangi), ("ar-SA", .islamicUmalqura)])
  func everyMonthOfTheTable(locale: String, system: CalendarSystem) throws {
    let calendar = try LocaleCalendar(
      locale: try LocaleResolver().resolve(locale), options: CalendarOptions(calendar: system))
    let months = calendar.monthArithmetic
    var span = try months.month(containing: JulianDay(isoYear: 1900, month: 3, day: 1))
    var corrected = 0
    while span.start < JulianDay(isoYear: 2101, month: 1, day: 1) {
      #expect(calendar.composesLunarDates(of: span))
      if !calendar.icuAgrees(with: span) { corrected += 1 }
      let composed = try calendar.headings(for: span), icu = try calendar.headingsByICU(for: span)
      #expect(composed == icu, "\(locale) \(span.year) \(span.code)")
      if composed != icu { return }
      span = try months.month(after: span)
    }
    // The months a correction touches (its own, and the one before whose end it moves).
    let corrections = LunarMonthCorrection.corrections(for: system).count
    #expect(corrected >= corrections && corrected <= corrections * 2, "\(corrected)")
  }

  /// A corrected month is written as the document reckons it, not as ICU does: 2017's second
  /// month in Korea begins on 26 February (ICU: the 30th of the first), 1987's leap sixth month in
  /// China (ICU: the seventh), 2018's ninth month has a 30th day (ICU: the tenth month's first).
  @Test func correctedMonthsFollowTheCorrection() throws {
    func calendar(_ id: String, _ system: CalendarSystem) throws -> LocaleCalendar {
      try LocaleCalendar(locale: try LocaleResolver().resolve(id), options: CalendarOptions(calendar: system))
    }
    let korean = try calendar("ko-KR", .dangi)
    let month = try korean.monthArithmetic.month(containing: JulianDay(isoYear: 2017, month: 2, day: 26))
    #expect(month.code == MonthCode(number: 2) && month.start == JulianDay(isoYear: 2017, month: 2, day: 26))
    #expect(korean.composesLunarDates(of: month) && !korean.icuAgrees(with: month))
    #expect(try korean.headings(for: month).monthLabel == "2월")
    #expect(try korean.fullDate(month.start) == "2017년(정유년) 2월 1일 일요일")
    #expect(try korean.fullDateByICU(month.start) == "2017년(정유년) 1월 30일 일요일")

    let chinese = try calendar("zh-CN", .chinese)
    let leap = try chinese.monthArithmetic.month(year: 1987, code: MonthCode(number: 6, isLeap: true))
    #expect(chinese.composesLunarDates(of: leap) && !chinese.icuAgrees(with: leap))
    #expect(try chinese.headings(for: leap).title == "1987丁卯年闰六月")
    #expect(try chinese.fullDate(leap.start) == "1987丁卯年闰六月1星期日")
    let next = try chinese.monthArithmetic.month(after: try chinese.monthArithmetic.month(after: leap))
    #expect(chinese.icuAgrees(with: next))
    #expect(try chinese.headings(for: next).title == "1987丁卯年八月")

    // The year of a leap month ICU has only in other years: ICU's title of such a year would
    // carry that year (١٩٧٩(ji-wei) where the year pattern is the cycle's `y`).
    let arabic = try calendar("ar-EG", .chinese)
    #expect(try arabic.headings(for: leap).title == "١٩٨٧(ding-mao) M06bis")

    let english = try calendar("en-US", .chinese)
    let ninth = try english.monthArithmetic.month(containing: JulianDay(isoYear: 2018, month: 11, day: 7))
    #expect(ninth.code == MonthCode(number: 9) && ninth.daysInMonth == 30)
    #expect(try english.fullDate(ninth.end.advanced(by: -1)) == "Wednesday, Ninth Month 30, 2018(wu-xu)")
    #expect(try english.fullDate(ninth.end) == "Thursday, Tenth Month 1, 2018(wu-xu)")
  }

  /// Secondary dates (`--secondary chinese`): label, day label and month name equal ICU's, in every
  /// locale, on the first, a middle and the last day of a few months each, corrected months
  /// included (ICU's labels there come from a day ICU agrees on).
  @Test(arguments: [CalendarSystem.chinese, .dangi, .islamicUmalqura])
  func secondaryDatesEqualICUInEveryLocale(system: CalendarSystem) throws {
    let resolver = LocaleResolver()
    let months = try Self.candidates(system).flatMap { $0 }.sorted { $0.start < $1.start }
    var composing = 0
    let locales = resolver.availableLocales
    for (index, id) in locales.enumerated() {
      let secondary = try SecondaryCalendar(locale: try resolver.resolve(id), system: system)
      if secondary.composesLunarDates { composing += 1 }
      for month in [months[index * 3 % months.count], months[(index * 3 + 1) % months.count]] {
        for day in [month.start, month.start.advanced(by: 9), month.end.advanced(by: -1)] {
          let composed = try secondary.date(of: day), icu = try secondary.dateByICU(of: day)
          #expect(composed == icu, "\(id) \(system.identifier) \(day.isoString)")
          if composed != icu { return }
        }
      }
    }
    #expect(composing == locales.count, "composing in \(composing) of \(locales.count)")
  }

  /// Chinese and Korean months outside the table (before 1900, after 2100), which ICU reckons, are
  /// composed too (issue 28 item 5: formatting their days through ICU cost a new-moon search each,
  /// 6 s for 1,200 months of 8900 in SVG): headings and full dates equal ICU's in every locale, from
  /// year 1 to 9999, leap months included.
  @Test(arguments: [CalendarSystem.chinese, .dangi])
  func outsideTheTableEqualsICUInEveryLocale(system: CalendarSystem) throws {
    let resolver = LocaleResolver()
    let english = try LocaleCalendar(locale: try resolver.resolve("en-US"), options: CalendarOptions(calendar: system))
    let months = english.monthArithmetic
    var spans: [MonthSpan] = []
    for (year, month) in [(1, 3), (50, 6), (1582, 10), (1850, 6), (1899, 12), (2101, 3), (3000, 7), (8900, 1), (9999, 11)] {
      var span = try months.month(containing: JulianDay(isoYear: year, month: month, day: 15))
      spans.append(span)
      // And the next leap month (within three years).
      if year < 9999 {
        for _ in 0..<40 where !span.code.isLeap { span = try months.month(after: span) }
        if span.code.isLeap { spans.append(span) }
      }
    }
    #expect(spans.filter(\.code.isLeap).count >= 6)
    var composing = 0, total = 0
    for (index, id) in resolver.availableLocales.enumerated() {
      let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions(calendar: system))
      for span in [spans[index % spans.count], spans[(index * 7 + 3) % spans.count]] {
        total += 1
        guard calendar.composesLunarDates(of: span) else { continue }
        composing += 1
        guard try Self.compare(calendar, span, "\(id) \(system.identifier) outside the table") else { return }
      }
    }
    #expect(total - composing <= 5, "composing \(composing) of \(total)")
  }
}
