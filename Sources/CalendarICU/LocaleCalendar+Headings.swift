import CalendarModel

// Weekday headers and month headings (title, month label, year), composed where the locale's
// patterns allow and from ICU elsewhere.
extension LocaleCalendar {
  static func names(_ format: ICUDateFormat, _ weekday: Weekday, standalone: Bool) throws -> WeekdayNames {
    WeekdayNames(
      wide: try format.weekdayName(weekday, width: .wide, standalone: standalone),
      abbreviated: try format.weekdayName(weekday, width: .abbreviated, standalone: standalone),
      short: try format.weekdayName(weekday, width: .short, standalone: standalone),
      narrow: try format.weekdayName(weekday, width: .narrow, standalone: standalone))
  }

  /// The column headers in display order at `width` (standalone forms).
  package func headers(width: LabelWidth) -> [WeekdayHeader] {
    let index = Self.headerIndex(width)
    if let cached = headerCache[index] { return cached }
    let headers = facts.displayWeekdays.map { weekday in
      let names = facts.standaloneWeekdayNames[weekday]!  // filled for every weekday in init
      return WeekdayHeader(
        weekday: weekday, label: names[width], names: names, isWeekend: facts.weekend.contains(weekday))
    }
    headerCache[index] = headers
    return headers
  }

  static func headerIndex(_ width: LabelWidth) -> Int {
    switch width {
    case .wide: 0
    case .abbreviated: 1
    case .short: 2
    case .narrow: 3
    }
  }

  /// The month's title, standalone month name and year heading.
  package func headings(for span: MonthSpan) throws -> MonthHeadings {
    if facts.calendar == .japanese && span.era == nil { return try preMeijiHeadings(span) }
    if let composed = composedLunarHeadings(span) { return composed }
    var headings = try headingsByICU(for: span)
    // A month two eras share is titled in both, joined as the locale joins a range ("昭和64年1月～平成元年1月",
    // as ICU's interval format writes it); the year heading stays its first day's, as the year view's
    // heading names the eras of its months ("昭和64年 – 平成元年").
    if facts.calendar == .japanese, let change = try eraChange(in: span) {
      headings.title = agendaRange(from: headings.title, to: try composedTitle.formatByICU(change))
    }
    return headings
  }

  /// The first day of a Japanese month in another era than the month's first day (1989-01-08,
  /// 平成元年), or nil when one era holds the whole month (May 2019 is all 令和).
  func eraChange(in span: MonthSpan) throws -> JulianDay? {
    // ICU's eras follow one another in time, so a month inside the days already seen of one era
    // needs no ICU call (two a month, ~1,800 instructions: 5% of a Japanese month's build).
    for seen in eraDaysSeen.values where seen.contains(span.start) && seen.contains(span.last) { return nil }
    if let known = eraChanges[span.start] { return known }
    let era = try arithmetic.calendar.fields(span.start).era
    guard try arithmetic.calendar.fields(span.last).era != era else {
      eraDaysSeen[era] =
        eraDaysSeen[era].map { min($0.lowerBound, span.start)...max($0.upperBound, span.last) } ?? span.start...span.last
      return nil
    }
    var day = span.start.advanced(by: 1)
    while try arithmetic.calendar.fields(day).era == era { day = day.advanced(by: 1) }
    eraChanges[span.start] = day
    return day
  }

  /// A month's headings through ICU's formatters, never composed by ``ComposedLunarFormat`` (the
  /// tests compare the two).
  package func headingsByICU(for span: MonthSpan) throws -> MonthHeadings {
    // ICU formats by its own reckoning: where calrender corrects a lunar month, format a day ICU agrees
    // on; a leap month ICU puts elsewhere (1987's 闰六月) borrows its name from another year, so the
    // year is written from the month's own first day.
    let shown = arithmetic.formattingStandIn(for: span.start, in: span)
    let borrowed = shown != span.start && !arithmetic.icuPutsDay(shown, inYear: span.year)
    let yearLabel: String
    let yearKey = YearKey(year: span.year, era: span.era)
    if let last = lastYearLabel, last.key == yearKey {
      yearLabel = last.label
    } else if let cached = yearLabels[yearKey] {
      yearLabel = cached
    } else {
      yearLabel = try formats.format(borrowed ? span.start : shown, pattern: yearPattern)
      yearLabels[yearKey] = yearLabel
    }
    lastYearLabel = (yearKey, yearLabel)
    let monthLabel: String
    let monthKey =
      facts.calendar == .hebrew && span.code == MonthCode(number: 6) && HebrewMonths.isLeap(span.year)
      ? MonthCode(number: 13) : span.code
    let plain =
      facts.calendar != .hebrew && !span.code.isLeap && span.code.number >= 0 && span.code.number < plainMonthLabels.count
    if plain, let cached = plainMonthLabels[span.code.number] {
      monthLabel = cached
    } else if let cached = monthLabels[monthKey] {
      monthLabel = cached
    } else {
      monthLabel = try formats.format(shown, pattern: Self.monthPattern)
      monthLabels[monthKey] = monthLabel
      if plain { plainMonthLabels[span.code.number] = monthLabel }
    }
    // A month ICU reckons as calrender does composes its title; a corrected one is formatted on
    // the stand-in day.
    guard shown != span.start else {
      return MonthHeadings(title: try composedTitle.format(span), monthLabel: monthLabel, yearLabel: yearLabel)
    }
    var title = try composedTitle.formatByICU(shown)
    if borrowed { title = title.replacingLiteral(try formats.format(shown, pattern: yearPattern), with: yearLabel) }
    return MonthHeadings(title: title, monthLabel: monthLabel, yearLabel: yearLabel)
  }

  /// A Chinese, Korean or Umm al-Qura month's headings composed without ICU (``ComposedLunarFormat``), or nil.
  func composedLunarHeadings(_ span: MonthSpan) -> MonthHeadings? {
    guard let lunarFormat, let patterns = lunarHeadingPatterns, lunarFormat.writes(span) else { return nil }
    let first = { self.dayLabel(1, near: span) }
    guard let title = lunarFormat.format(patterns.title, day: span.start, of: span, dayLabel: first),
      let year = lunarFormat.format(patterns.year, day: span.start, of: span, dayLabel: first),
      let month = lunarFormat.format(patterns.month, day: span.start, of: span, dayLabel: first)
    else { return nil }
    return MonthHeadings(title: title, monthLabel: month, yearLabel: year)
  }

  /// Whether Chinese, Korean or Umm al-Qura headings and full dates are composed for `span` rather than
  /// formatted by ICU (the tests compare the two).
  package func composesLunarDates(of span: MonthSpan) -> Bool {
    lunarFormat?.writes(span) == true && lunarHeadingPatterns != nil
  }

  /// Whether ICU reckons every day of `span` as calrender does (false for Chinese, Korean and Umm
  /// al-Qura months a correction touches, and Hebrew months around ICU 72's late new years).
  package func icuAgrees(with span: MonthSpan) -> Bool {
    if let lunarFormat { return lunarFormat.icuAgrees(span) }
    // Hebrew: ICU labels the first and last days as calrender does (a month it starts late, or
    // lengthens, has one of them wrong).
    return arithmetic.formattingStandIn(for: span.start, in: span) == span.start
      && arithmetic.formattingStandIn(for: span.last, in: span) == span.last
  }

  /// A Japanese-calendar month before Meiji, headed in Gregorian years with the locale's Gregorian
  /// patterns ("1868年5月", not ICU's "慶応4年5月" or "大化-643年5月").
  func preMeijiHeadings(_ span: MonthSpan) throws -> MonthHeadings {
    if preMeiji == nil {
      let gregorian = try facts.locale.setting("calendar", to: "gregorian").icuIdentifier
      let source =
        patternSources?.source(locale: gregorian, calendarType: "gregorian")
        ?? PatternSource(locale: gregorian, calendarType: "gregorian")
      preMeiji = (
        try ICUDateFormat(
          locale: gregorian, pattern: try explicitTitlePattern ?? source.bestPattern(skeleton: titleSkeleton)),
        try ICUDateFormat(locale: gregorian, pattern: try source.bestPattern(skeleton: "y"))
      )
    }
    let (title, year) = preMeiji!  // opened just above
    return MonthHeadings(
      title: try title.format(span.start), monthLabel: try formats.format(span.start, pattern: Self.monthPattern),
      yearLabel: try year.format(span.start))
  }
}
