import CalendarModel

/// A locale's calendar, open in ICU: its facts, its month arithmetic, and its labels, with what
/// repeats from month to month (day labels, year headings, patterns) cached.
///
/// It owns ICU handles that are not thread-safe: use one per thread.
package final class LocaleCalendar: CalendarLocalization {
  package let facts: LocaleFacts
  package let arithmetic: ICUCalendarArithmetic
  private let layoutArithmetic: any CalendarArithmetic
  /// The one ICU formatter of every pattern below (``SharedDateFormat``), which also gives the
  /// weekday and month names.
  private let formats: SharedDateFormat
  /// Titles composed from one ICU call a year (``ComposedTitleFormat``).
  private let composedTitle: ComposedTitleFormat
  /// The year heading's pattern (skeleton `y`).
  package let yearPattern: String
  /// The standalone month name itself: through the generator, `LLLL` becomes the format pattern
  /// `MMMM` in 48 locales (Greek genitive "Φεβρουαρίου" for the nominative "Φεβρουάριος").
  private static let monthPattern = "LLLL"
  /// The calendar's own day numerals: Hebrew-calendar dates in he are written in Hebrew letters.
  private static let dayPattern = "d"
  // The caches a month's build reads (`@exclusivity(unchecked)`): each is read, or read and then
  // written, by one method at a time, never across a call that reaches it again, so the runtime's
  // exclusivity check on every access (~60 instructions, several a month) guards nothing.
  /// Day labels by day number (an array: looked up for every cell of every grid).
  @exclusivity(unchecked) private var dayLabels = [String?](repeating: nil, count: 64)
  /// The labels of 1…n with none missing (index 0 unused), for ``dayLabels(near:)``.
  @exclusivity(unchecked) private var dayLabelTable: [String] = []
  /// `dayLabelTable` packed, index for index.
  @exclusivity(unchecked) private var packedDayLabelTable: [PackedLabel] = []
  private var gregorianDayFormat: ICUDateFormat?
  /// nil until the first label was compared with the calendar's own formatter.
  private var gregorianDaysAgree: Bool?
  /// Day labels written from the numbering system's digits (``DecimalDigits``) once a label ICU
  /// wrote for the calendar was found to be a day number in them; ICU writes every label where it
  /// was not, or where the system has no decimal digits (Hebrew numerals, Chinese day names).
  private var dayDigits = DayDigits.unread

  /// Where ``dayDigits`` stands.
  private enum DayDigits {
    case unread
    case writing(DecimalDigits)
    case refuted
  }
  /// Headers by width (``LabelWidth``'s order), made when first asked for.
  @exclusivity(unchecked) private var headerCache: [[WeekdayHeader]?] = Array(repeating: nil, count: 4)
  /// Year headings by year and era: a Japanese year can span two eras (2019: 平成31年, 令和元年).
  @exclusivity(unchecked) private var yearLabels: [YearKey: String] = [:]
  /// The year heading asked for last: the next month is nearly always in the same year.
  @exclusivity(unchecked) private var lastYearLabel: (key: YearKey, label: String)?
  private struct YearKey: Hashable {
    var year: Int
    var era: String?
  }
  /// Before Meiji, Japanese-calendar headings count in Gregorian years (as `era` in the model does).
  private var preMeiji: (title: ICUDateFormat, year: ICUDateFormat)?
  private let titleSkeleton: String
  private let explicitTitlePattern: String?
  private let reform: GregorianReform
  /// The first days of the years the locale's week numbers were counted in.
  private var yearStarts: [Int: JulianDay] = [:]
  private var intervalFormat: ICUIntervalFormat?
  private var weekMonthFormat: ICUDateFormat?
  private var fullDateFormat: ComposedDateFormat?
  /// The months looked up last, for days that need their month (full dates).
  private var recentSpans: [MonthSpan] = []
  private var numberFormat: ICUNumberFormat?
  private var numberLabels = [String?](repeating: nil, count: 64)
  /// Standalone month names by month code: the same every year, except the Hebrew Adar ("Adar II"
  /// in leap years), kept under code 13, which no Hebrew month has.
  @exclusivity(unchecked) private var monthLabels: [MonthCode: String] = [:]
  /// The same for months that are not leap months, by number: no hashing for every month.
  @exclusivity(unchecked) private var plainMonthLabels = [String?](repeating: nil, count: 16)
  /// Opened once: every skeleton the calendar formats with goes through it (`udatpg_open` is costly).
  private let patterns: PatternSource
  /// The sources of the renderer that opened this calendar, shared with its other users.
  private let patternSources: PatternSourceCache?
  private var agendaDateFormat: ICUDateFormat?
  /// Agenda dates ICU reckons wrong (``agendaDate(_:)``), composed as full dates are.
  private var correctedAgendaDateFormat: ComposedDateFormat?
  private var lunarAgendaDatePattern: ComposedLunarFormat.Pattern??
  private var agendaTimeFormat: ICUDateFormat?
  /// The range of two times (``agendaTimes(on:from:to:isolatingEnds:)``) from the locale's
  /// interval data (nil: not yet asked; `.some(nil)`: the data cannot say, ICU's format writes it).
  private var composedTimeRange: ComposedTimeRangeFormat??
  /// ICU's own range of two times, opened where `composedTimeRange` cannot answer.
  private var agendaTimeRangeFormat: ICUIntervalFormat?
  /// The range of two dates (``agendaDates(from:to:)``), opened for the first.
  private var agendaDateRangeFormat: ICUIntervalFormat?
  /// The locale's joins of a date and a time, and of two ends of a range, read when first needed.
  private var agendaDateTimeJoin: CombiningPattern?
  private var agendaRangeJoin: CombiningPattern?
  /// The facts a document states, collected once.
  package let calendarFacts: CalendarFacts
  /// Chinese, Korean and Umm al-Qura dates composed without ICU's calendar computations in the
  /// tables' years (nil in other calendars), with the patterns it writes (nil: a pattern with a
  /// field it does not compose).
  private let lunarFormat: ComposedLunarFormat?
  private let lunarHeadingPatterns: (title: ComposedLunarFormat.Pattern, year: ComposedLunarFormat.Pattern,
    month: ComposedLunarFormat.Pattern)?
  /// The full date's pattern as the lunar composition reads it (`.some(nil)`: a field it does not compose).
  private var lunarFullDatePattern: ComposedLunarFormat.Pattern??

  /// Opens `locale`'s calendar with `options` applied; its patterns come from `patternSources`
  /// when given (shared with the other users of the locale and calendar), else from a source of
  /// its own.
  package init(
    locale input: ResolvedLocale, options: CalendarOptions = CalendarOptions(),
    patternSources: PatternSourceCache? = nil
  ) throws {
    // The locale's own calendar, when none is asked for: the one ICU opens to tell which it is
    // becomes the arithmetic's (not opened twice).
    var opened: ICUCalendar?
    let system: CalendarSystem
    if let asked = options.calendar {
      system = asked
    } else {
      (system, opened) = try LocaleCalendar.defaultCalendar(of: input)
    }
    let locale = try input.setting("calendar", to: system.identifier)
    let id = locale.icuIdentifier
    // One ICU calendar for the facts and the arithmetic: a calendar's week rules and weekend do not
    // depend on where its Gregorian change-over is.
    let arithmetic = try ICUCalendarArithmetic(locale: locale, system: system, reform: options.reform, opened: opened)
    let calendar = arithmetic.calendar
    // ICU 72 ignores the `fw` keyword (-u-fw-mon): apply it here.
    let firstWeekday =
      options.firstWeekday ?? input.keyword("fw").flatMap { Weekday(key: $0) } ?? calendar.firstWeekday
    let minimalDays = calendar.minimalDaysInFirstWeek
    calendar.setWeekRules(firstWeekday: firstWeekday, minimalDays: minimalDays)
    let display = Weekday.week(startingOn: firstWeekday)
    let weekend = try display.filter { try calendar.isWeekend($0) }

    self.patternSources = patternSources
    patterns =
      patternSources?.source(locale: id, calendarType: system.identifier)
      ?? PatternSource(locale: id, calendarType: system.identifier)
    let reform: GregorianReform? = system == .gregorian ? options.reform : nil
    titleSkeleton = options.titleSkeleton
    explicitTitlePattern = options.titlePattern
    let titlePattern = try options.titlePattern ?? patterns.bestPattern(skeleton: options.titleSkeleton)
    let yearPattern = try patterns.bestPattern(skeleton: "y")
    self.yearPattern = yearPattern
    let monthPattern = Self.monthPattern
    formats = try SharedDateFormat(locale: id, pattern: titlePattern, reform: reform, system: system)
    composedTitle = ComposedTitleFormat(shared: formats, pattern: titlePattern, reform: reform, system: system)

    var standalone: [Weekday: WeekdayNames] = [:]
    var format: [Weekday: WeekdayNames] = [:]
    for weekday in Weekday.allCases {
      standalone[weekday] = try Self.names(formats.symbols, weekday, standalone: true)
      format[weekday] = try Self.names(formats.symbols, weekday, standalone: false)
    }
    facts = LocaleFacts(
      locale: locale, requestedLocale: input, calendar: system,
      direction: cr_isRightToLeft(id) ? .rtl : .ltr,
      script: LocaleCalendar.script(of: input),
      numberingSystem: try ICUNumberFormat.numberingSystem(locale: id),
      firstWeekday: firstWeekday, minimalDaysInFirstWeek: minimalDays, weekend: weekend,
      standaloneWeekdayNames: standalone, formatWeekdayNames: format,
      monthNames: try formats.symbols.monthNames(width: .wide, standalone: true),
      titlePattern: titlePattern, yearPattern: yearPattern, monthPattern: monthPattern)
    calendarFacts = CalendarFacts(
      languageTag: facts.languageTag, calendar: facts.calendar, direction: facts.direction, script: facts.script,
      numberingSystem: facts.numberingSystem, firstWeekday: facts.firstWeekday,
      minimalDaysInFirstWeek: facts.minimalDaysInFirstWeek, weekend: facts.weekend)
    self.arithmetic = arithmetic
    // Kept typed: a dynamic cast of `layoutArithmetic` costs a cold start the runtime's conformance scan.
    var tabled: TabledMonthArithmetic?
    let gregorianCounted: Set<CalendarSystem> = [.gregorian, .buddhist, .roc, .iso8601]
    if gregorianCounted.contains(system) && (options.reform == .r1582 || options.reform == .gregorian) {
      layoutArithmetic = ComputedMonthArithmetic(
        icu: arithmetic, months: GregorianMonths(yearOffset: arithmetic.system.displayYearOffset))
    } else if system == .hebrew {
      layoutArithmetic = ComputedMonthArithmetic(icu: arithmetic, months: HebrewMonths())
    } else if let tabular = TabularMonths(system: system) {
      layoutArithmetic = ComputedMonthArithmetic(icu: arithmetic, months: tabular)
    } else if let table = TabledMonthArithmetic(icu: arithmetic) {
      layoutArithmetic = table
      tabled = table
    } else {
      layoutArithmetic = arithmetic
    }
    self.reform = options.reform
    arithmetic.setWeekRules(firstWeekday: firstWeekday, minimalDays: minimalDays)
    if let tabled {
      lunarFormat = ComposedLunarFormat(
        locale: locale, system: system, table: tabled.table, corrections: { arithmetic.lunarCorrections },
        symbols: formats.symbols,
        formatNames: format, standaloneNames: standalone)
    } else {
      lunarFormat = nil
    }
    if lunarFormat != nil, let title = ComposedLunarFormat.Pattern(titlePattern),
      let year = ComposedLunarFormat.Pattern(yearPattern), let month = ComposedLunarFormat.Pattern(monthPattern)
    {
      lunarHeadingPatterns = (title, year, month)
    } else {
      lunarHeadingPatterns = nil
    }
  }

  /// The ISO 15924 script of a locale, from its likely subtags (`Latn` when unknown).
  package static func script(of locale: ResolvedLocale) -> String {
    guard let likely = try? locale.likelySubtags() else { return "Latn" }
    let parts = likely.prefix { $0 != "@" }.split(separator: "_")
    return parts.dropFirst().first { $0.count == 4 }.map(String.init) ?? "Latn"
  }

  /// The full date of a day as the locale writes it (skeleton `yMMMMEEEEd`), for accessible labels:
  /// composed from one ICU call a year or a month (see ``ComposedDateFormat``).
  package func fullDate(_ day: JulianDay) throws -> String {
    let format = try openFullDateFormat()
    if lunarFormat != nil {
      if lunarFullDatePattern == nil { lunarFullDatePattern = .some(ComposedLunarFormat.Pattern(format.pattern)) }
      if let text = try lunarComposed(day, lunarFullDatePattern ?? nil) { return text }
    }
    guard format.isComposing else { return try format.formatByICU(day) }
    return try composed(day, by: format)
  }

  /// `day` written by the lunar tables' own composition, or nil where they do not write its month
  /// (or `pattern` is nil: it has a field they do not compose).
  private func lunarComposed(_ day: JulianDay, _ pattern: ComposedLunarFormat.Pattern?) throws -> String? {
    guard let lunarFormat, let pattern else { return nil }
    let span = try month(holding: day)
    guard lunarFormat.writes(span) else { return nil }
    return lunarFormat.format(pattern, day: day, of: span, dayLabel: { dayLabel(span.dayNumber(of: day), near: span) })
  }

  /// `day` composed by `format` from its month, whose pieces are formatted on a day ICU puts in that
  /// month where ICU reckons it otherwise (``ICUCalendarArithmetic/formattingStandIn(for:in:)``).
  private func composed(_ day: JulianDay, by format: ComposedDateFormat) throws -> String {
    let span = try month(holding: day)
    let shown = arithmetic.formattingStandIn(for: span.start, in: span)
    return try format.format(
      day, in: span, label: dayLabel(span.dayNumber(of: day), near: span), standIn: shown == span.start ? nil : shown)
  }

  /// The full dates of `count` consecutive days from `first`, most of them in `span`: each month's
  /// dates composed once (``MonthFullDates``), every label copied into one buffer they share.
  package func fullDateLabels(from first: JulianDay, count: Int, near span: MonthSpan) throws -> [FullDateLabel] {
    let format = try openFullDateFormat()
    // Lunar calendars compose their dates their own way (``ComposedLunarFormat``), day by day.
    if lunarFormat == nil, format.isComposing,
      let labels = try composedFullDateLabels(format, from: first, count: count, near: span)
    {
      return labels
    }
    var text: [UInt8] = []
    var ends: [Int] = []
    ends.reserveCapacity(count)
    for offset in 0..<count {
      text += try fullDate(first.advanced(by: offset)).utf8
      ends.append(text.count)
    }
    return Self.labels(text, ends)
  }

  /// The composed labels, or nil when a month of them is not composed. Two passes over the days:
  /// their lengths, then their bytes, written once into a buffer of the exact size.
  private func composedFullDateLabels(_ format: ComposedDateFormat, from first: JulianDay, count: Int, near span: MonthSpan)
    throws -> [FullDateLabel]?
  {
    // The runs of days in one month (three for a grid: the end of the previous month, the month,
    // the start of the next).
    var runs: [FullDateRun] = []
    runs.reserveCapacity(4)
    var month = span
    var index = 0
    while index < count {
      let day = first.advanced(by: index)
      if day < month.start || day >= month.end {
        month = day == month.end ? try layoutArithmetic.month(after: month) : try self.month(holding: day)
      }
      let labels = dayLabels(near: month)
      let label = Self.label(month.dayNumber(of: day), labels, self, month)
      // A month ICU reckons otherwise (a Hebrew month around ICU's late new years) has its pieces
      // formatted on a day ICU puts in it.
      let shown = arithmetic.formattingStandIn(for: month.start, in: month)
      guard let dates = try format.month(month, label: label, of: day, standIn: shown == month.start ? nil : shown)
      else { return nil }
      let end = min(count, index + day.distance(to: month.end))
      runs.append(
        FullDateRun(dates: dates, span: month, labels: labels, start: index, end: end, position: month.start.distance(to: day)))
      index = end
    }
    let firstWeekday = first.weekday.rawValue - 1
    // First the lengths, then the bytes: the same walk over the runs (weekday 0 = Sunday).
    var ends: [Int] = []
    ends.reserveCapacity(count)
    var total = 0
    var weekday = firstWeekday
    for run in runs {
      let (dates, numbers, labels) = (run.dates, run.span.dayNumbers, run.labels)
      for position in run.position..<(run.position + run.end - run.start) {
        let number = numbers[position]
        let label = number >= 1 && number < labels.count ? labels[number] : dayLabel(number, near: run.span)
        total += dates.count(weekday: weekday, labelCount: label.utf8.count)
        ends.append(total)
        weekday = weekday == 6 ? 0 : weekday + 1
      }
    }
    let text = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
      initialized = 0
      guard var at = buffer.baseAddress else { return }
      var weekday = firstWeekday
      for run in runs {
        let (dates, numbers, labels) = (run.dates, run.span.dayNumbers, run.labels)
        for position in run.position..<(run.position + run.end - run.start) {
          let number = numbers[position]
          var label = number >= 1 && number < labels.count ? labels[number] : dayLabel(number, near: run.span)
          at = label.withUTF8 { dates.write(weekday: weekday, label: $0, to: at) }
          weekday = weekday == 6 ? 0 : weekday + 1
        }
      }
      initialized = total
    }
    return Self.labels(text, ends)
  }

  /// Days of a grid in one month: its composed dates and day labels, the grid's days
  /// `start..<end`, the first of them at `position` in the month.
  private struct FullDateRun {
    let dates: MonthFullDates
    let span: MonthSpan
    let labels: [String]
    let start: Int
    let end: Int
    let position: Int
  }

  /// The labels of `text`, cut at `ends`.
  private static func labels(_ text: [UInt8], _ ends: [Int]) -> [FullDateLabel] {
    var start = 0
    return ends.map { end in
      defer { start = end }
      return FullDateLabel(buffer: text, range: start..<end)
    }
  }

  private static func label(_ number: Int, _ labels: [String], _ calendar: LocaleCalendar, _ span: MonthSpan) -> String {
    number >= 1 && number < labels.count ? labels[number] : calendar.dayLabel(number, near: span)
  }

  private func openFullDateFormat() throws -> ComposedDateFormat {
    if let fullDateFormat { return fullDateFormat }
    let format = composedDateFormat(try patterns.bestPattern(skeleton: "yMMMMEEEEd"))
    fullDateFormat = format
    return format
  }

  /// Days in `pattern` composed from a month's or a year's pieces (full dates, corrected agenda dates).
  private func composedDateFormat(_ pattern: String) -> ComposedDateFormat {
    ComposedDateFormat(
      shared: formats, pattern: pattern, reform: facts.calendar == .gregorian ? reform : nil,
      composable: true, sameMonthsEveryYear: !facts.calendar.hasLeapMonths,
      formatNames: facts.formatWeekdayNames, standaloneNames: facts.standaloneWeekdayNames,
      keepsOneEra: facts.calendar == .japanese ? Self.keepsOneJapaneseEra(arithmetic) : nil)
  }

  /// Whether a Japanese month keeps one era to its end, in ICU's reckoning. Months before Meiji
  /// (no era code: years keyed by number alone, eras that often begin on a month's first day) are
  /// left to ICU as a whole.
  private static func keepsOneJapaneseEra(_ arithmetic: ICUCalendarArithmetic) -> (MonthSpan) throws -> Bool {
    { span in
      guard span.era != nil else { return false }
      return try arithmetic.calendar.fields(span.start).era == arithmetic.calendar.fields(span.end.advanced(by: -1)).era
    }
  }

  /// ICU's own full date of a day, never composed (the tests compare the two).
  package func fullDateByICU(_ day: JulianDay) throws -> String {
    _ = try fullDate(day)
    return try fullDateFormat!.formatByICU(day)  // opened by fullDate
  }

  /// Whether full dates are still composed rather than formatted by ICU day by day.
  package var composesFullDates: Bool { fullDateFormat?.isComposing ?? true }

  /// Whether full dates are composed from one ICU call a year.
  package var composesFullDatesByYear: Bool { fullDateFormat?.isComposingYears ?? true }

  /// The month that holds `day`, from the last few looked up.
  private func month(holding day: JulianDay) throws -> MonthSpan {
    if let span = recentSpans.first(where: { $0.start <= day && day < $0.end }) { return span }
    let span = try layoutArithmetic.month(containing: day)
    if recentSpans.count == 3 { recentSpans.removeFirst() }
    recentSpans.append(span)
    return span
  }

  /// The calendar system a locale uses: its `calendar` keyword, else ICU's default for it.
  package static func defaultSystem(of locale: ResolvedLocale) throws -> CalendarSystem {
    try defaultCalendar(of: locale).system
  }

  /// ``defaultSystem(of:)``, with the calendar ICU opened to tell it (nil when the locale names it).
  private static func defaultCalendar(of locale: ResolvedLocale) throws -> (system: CalendarSystem, opened: ICUCalendar?) {
    if let keyword = locale.keyword("calendar") {
      guard let system = CalendarSystem(identifier: keyword) else { throw ICUError.unsupportedCalendar(keyword) }
      return (system, nil)
    }
    let calendar = try ICUCalendar(locale: locale.icuIdentifier)
    let type = try calendar.type()
    guard let system = CalendarSystem(identifier: type) else { throw ICUError.unsupportedCalendar(type) }
    return (system, calendar)
  }

  private static func names(_ format: ICUDateFormat, _ weekday: Weekday, standalone: Bool) throws -> WeekdayNames {
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

  private static func headerIndex(_ width: LabelWidth) -> Int {
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
  private func eraChange(in span: MonthSpan) throws -> JulianDay? {
    let era = try arithmetic.calendar.fields(span.start).era
    guard try arithmetic.calendar.fields(span.last).era != era else { return nil }
    var day = span.start.advanced(by: 1)
    while try arithmetic.calendar.fields(day).era == era { day = day.advanced(by: 1) }
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
  private func composedLunarHeadings(_ span: MonthSpan) -> MonthHeadings? {
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

  /// Whether month titles are composed from one ICU call a year (the tests compare them with ICU's).
  package var composesTitles: Bool { composedTitle.isComposing }

  /// A Japanese-calendar month before Meiji, headed in Gregorian years with the locale's Gregorian
  /// patterns ("1868年5月", not ICU's "慶応4年5月" or "大化-643年5月").
  private func preMeijiHeadings(_ span: MonthSpan) throws -> MonthHeadings {
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

  /// The week number and week-year of `day` under a numbering rule: ISO weeks are Gregorian ISO
  /// 8601 weeks whatever the calendar (``ISOWeekDate``); the locale's count the weeks of the
  /// calendar's own years as the document's months have them (``LocaleWeekRule``).
  package func week(of day: JulianDay, numbering: WeekNumbering) throws -> (weekOfYear: Int, weekYear: Int) {
    switch numbering {
    case .locale:
      let rule = LocaleWeekRule(firstWeekday: facts.firstWeekday, minimalDays: facts.minimalDaysInFirstWeek)
      return try rule.week(of: day, inYear: try month(holding: day).year) { year in
        if let known = yearStarts[year] { return known }
        let start = try layoutArithmetic.month(year: year, code: MonthCode(number: 1)).start
        yearStarts[year] = start
        return start
      }
    case .iso:
      let week = ISOWeekDate(day)
      return (week.week, week.weekYear)
    }
  }

  /// The title of the week `first`...`last`: the locale's range format for its month(s) and year
  /// (skeleton `yMMM`: "Jan – Feb 2024", "2024년 1월~2월").
  ///
  /// A week within one month is that month in the skeleton's pattern: no field of `yMMM` differs,
  /// and ICU's range format then writes the one date in that pattern. Both ends are formatted so,
  /// and the range format — which opens a pattern generator of its own, a third of a week view's
  /// start — is opened only when they differ (FastPathTests compares every locale with it). A week
  /// the calendar's arithmetic already puts across two months goes to the range format directly.
  package func weekTitle(from first: JulianDay, to last: JulianDay) throws -> String {
    if last < (try arithmetic.month(containing: first)).end {
      if weekMonthFormat == nil {
        weekMonthFormat = try ICUDateFormat(
          locale: facts.locale.icuIdentifier, pattern: try patterns.bestPattern(skeleton: "yMMM"))
      }
      let month = try weekMonthFormat!.format(first)  // opened just above
      if try weekMonthFormat!.format(last) == month { return month }
    }
    if intervalFormat == nil {
      intervalFormat = try ICUIntervalFormat(locale: facts.locale.icuIdentifier, skeleton: "yMMM")
    }
    return try intervalFormat!.format(from: first, to: last)  // opened just above
  }

  /// A date in an agenda line (skeleton `yMMMEd`, the proleptic calendar of ICU's own change-over).
  /// A day whose date ICU reckons wrong (in the Hebrew years of ICU 72's slip, the lunar months the
  /// tables correct: ``icuMisdates(_:)``) is composed as ``fullDate(_:)``
  /// composes it, from the corrected month: ICU's formatter alone wrote 2046-10-01, Rosh Hashanah
  /// 5807, as "29 באלול 5806".
  package func agendaDate(_ day: JulianDay) throws -> String {
    if agendaDateFormat == nil {
      agendaDateFormat = try ICUDateFormat(
        locale: facts.locale.icuIdentifier, pattern: try patterns.bestPattern(skeleton: "yMMMEd"))
    }
    let format = agendaDateFormat!  // opened just above
    guard icuMisdates(day) else { return try format.format(day) }
    if lunarFormat != nil {
      if lunarAgendaDatePattern == nil { lunarAgendaDatePattern = .some(ComposedLunarFormat.Pattern(format.pattern)) }
      if let text = try lunarComposed(day, lunarAgendaDatePattern ?? nil) { return text }
    }
    if correctedAgendaDateFormat == nil { correctedAgendaDateFormat = composedDateFormat(format.pattern) }
    return try composed(day, by: correctedAgendaDateFormat!)  // made just above
  }

  /// Whether ICU's calendar gives `day` another month or day number than the corrected one (a
  /// Hebrew day of ICU 72's slip, a day of a corrected lunar month): its formats would write it wrong.
  private func icuMisdates(_ day: JulianDay) -> Bool {
    arithmetic.corrects(day) && arithmetic.formattingStandIn(for: day) != day
  }

  /// A wall-clock time in an agenda line (skeleton `jm`).
  package func agendaTime(_ day: JulianDay, seconds: Int) throws -> String {
    if agendaTimeFormat == nil {
      agendaTimeFormat = try ICUDateFormat(
        locale: facts.locale.icuIdentifier, pattern: try patterns.bestPattern(skeleton: "jm"))
    }
    return try agendaTimeFormat!.format(day, seconds: Double(seconds))  // opened just above
  }

  /// Two wall-clock times of one day as the locale writes a range of them: ICU's interval format
  /// of the skeleton of `jm`'s best pattern (so the hour cycle is ``agendaTime(_:seconds:)``'s),
  /// which writes what the ends share once ("10:00 – 11:30 AM", "오전 10:00~11:30") and both
  /// day periods when they differ ("10:00 AM – 1:30 PM").
  /// Composed from the interval data (``ComposedTimeRangeFormat``) where it can say what ICU writes.
  package func agendaTimes(on day: JulianDay, from start: Int, to end: Int, isolatingEnds: Bool) throws -> String {
    if (0..<86_400).contains(start), (0..<86_400).contains(end) {
      if composedTimeRange == nil {
        composedTimeRange = .some(
          ComposedTimeRangeFormat.make(
            locale: facts.locale.icuIdentifier, calendarType: facts.calendar.identifier,
            pattern: try patterns.bestPattern(skeleton: "jm")))
      }
      // Ends within one minute ICU writes as one time, in its generator's pattern for the skeleton
      // (not always `jm`'s: as "a h.mm", not "a h:mm"), which the data does not give: ICU writes it.
      if let composed = composedTimeRange ?? nil, let field = ComposedTimeRangeFormat.Field(from: start, to: end) {
        return try composed.format(on: day, from: start, to: end, field: field, isolatingEnds: isolatingEnds)
      }
    }
    return try icuAgendaTimes(on: day, from: start, to: end, isolatingEnds: isolatingEnds)
  }

  /// Whether ``agendaTimes(on:from:to:isolatingEnds:)`` composes ranges from the interval data
  /// (``ComposedTimeRangeFormat``) rather than opening ICU's interval format.
  package var composesAgendaTimes: Bool {
    get throws {
      _ = try agendaTimes(on: JulianDay(isoYear: 2024, month: 1, day: 1), from: 0, to: 0, isolatingEnds: false)
      return (composedTimeRange ?? nil) != nil
    }
  }

  /// ``agendaTimes(on:from:to:isolatingEnds:)`` written by ICU's interval format (the tests' oracle).
  package func icuAgendaTimes(on day: JulianDay, from start: Int, to end: Int, isolatingEnds: Bool) throws -> String {
    if agendaTimeRangeFormat == nil {
      let pattern = try patterns.bestPattern(skeleton: "jm")
      agendaTimeRangeFormat = try ICUIntervalFormat(
        locale: facts.locale.icuIdentifier, skeleton: Self.timeSkeleton(of: pattern))
    }
    return try agendaTimeRangeFormat!.format(  // opened just above
      from: day, seconds: start, to: day, seconds: end, isolatingEnds: isolatingEnds)
  }

  /// The skeleton of a time pattern's fields (`h:mm a` → `hmma`, `B h:mm` → `Bhmm`), for an interval
  /// format that writes times as the pattern does: its hour cycle, not the one `j` would pick.
  private static func timeSkeleton(of pattern: String) -> String {
    var skeleton = ""
    for case .field(let letter, let count) in PatternToken.tokens(of: pattern) ?? [] {
      skeleton += String(repeating: letter, count: count)
    }
    return skeleton.isEmpty ? "jm" : skeleton
  }

  /// A date and a time (or range of times) joined by the locale's medium dateTimeFormat, as the
  /// pattern generator joins `yMMMEd` and `jm` ("Wed, Feb 14, 2024, 10:00 AM", "2024년 2월 14일 (수)
  /// 오전 10:00"), read from the calendar data (``PatternSource/dateTimeFormat()``).
  package func agendaDateTime(date: String, time: String) throws -> String {
    if agendaDateTimeJoin == nil { agendaDateTimeJoin = CombiningPattern(try patterns.dateTimeFormat(), quoted: true) }
    return agendaDateTimeJoin!.combining(time, date)  // read just above
  }

  /// The days `first`…`last` as the locale writes a range of them: ICU's interval format of
  /// `yMMMEd` ("Wed, Feb 28 – Fri, Mar 1, 2024"), except where ICU reckons either date wrong
  /// (``agendaDate(_:)``): there the corrected dates, joined by ``agendaRange(from:to:)``.
  package func agendaDates(from first: JulianDay, to last: JulianDay) throws -> String {
    if icuMisdates(first) || icuMisdates(last) {
      return agendaRange(from: try agendaDate(first), to: try agendaDate(last))
    }
    if agendaDateRangeFormat == nil {
      agendaDateRangeFormat = try ICUIntervalFormat(locale: facts.locale.icuIdentifier, skeleton: "yMMMEd")
    }
    return try agendaDateRangeFormat!.format(from: first, to: last)  // opened just above
  }

  /// The two ends of a range the interval formats have no pattern for (dates, or dates with times,
  /// of different days), joined by the locale's fallback interval pattern ("{0} – {1}",
  /// "{0}～{1}", "{0} تا {1}").
  package func agendaRange(from start: String, to end: String) -> String {
    if agendaRangeJoin == nil {
      agendaRangeJoin = CombiningPattern(
        ICUIntervalFormat.fallbackPattern(locale: facts.locale.icuIdentifier, calendarType: facts.calendar.identifier)
          ?? "{0} – {1}", quoted: false)
    }
    return agendaRangeJoin!.combining(start, end)  // read just above
  }

  /// The best pattern for a skeleton in this locale and calendar.
  package func bestPattern(skeleton: String) throws -> String { try patterns.bestPattern(skeleton: skeleton) }

  /// Where the calendar's patterns come from (the tests check that it opens no generator needlessly).
  package var patternSource: PatternSource { patterns }

  /// A small number in the locale's digits (week numbers), cached.
  package func numberLabel(_ number: Int) throws -> String {
    if number >= 0 && number < numberLabels.count, let cached = numberLabels[number] { return cached }
    if numberFormat == nil { numberFormat = try ICUNumberFormat(locale: facts.locale.icuIdentifier) }
    let label = try numberFormat!.format(number)  // opened just above
    if number >= 0 && number < numberLabels.count { numberLabels[number] = label }
    return label
  }

  /// A day formatted with an explicit pattern in this locale and calendar. The formatter is kept:
  /// a picker writes its focus with the same pattern every frame (a few, so the cache is small and
  /// starts over when full — a library caller may ask for any number).
  package func format(_ day: JulianDay, pattern: String) throws -> String {
    if let known = patternFormats[pattern] { return try known.format(day) }
    let format = try ICUDateFormat(locale: facts.locale.icuIdentifier, pattern: pattern)
    if patternFormats.count >= 8 { patternFormats.removeAll() }
    patternFormats[pattern] = format
    return try format.format(day)
  }

  /// The formatters ``format(_:pattern:)`` keeps, by pattern.
  private var patternFormats: [String: ICUDateFormat] = [:]

  /// The interval format last asked for by skeleton: a picker in range mode writes its range with
  /// the same skeleton every frame.
  package var rangeFormat: (skeleton: String, format: ICUIntervalFormat)?

  /// A day number as the calendar writes it in this locale (`14`, `١٤`, `ט״ו`), cached by number.
  package func dayLabel(_ number: Int, on day: JulianDay) -> String { dayLabel(number) { day } }

  /// A day number's label; `day` finds a day that carries it, asked only when ICU must format one.
  private func dayLabel(_ number: Int, carriedBy day: () -> JulianDay) -> String {
    let cacheable = number >= 0 && number < dayLabels.count
    if cacheable, let cached = dayLabels[number] { return cached }
    if case .writing(let digits) = dayDigits, let label = digits.label(number) {
      if cacheable { dayLabels[number] = label }
      return label
    }
    let label =
      gregorianDayLabel(number, checkedAgainst: day) ?? (try? formats.format(day(), pattern: Self.dayPattern))
      ?? String(number)
    check(label)
    if cacheable { dayLabels[number] = label }
    return label
  }

  /// Whether `label`, written by ICU for a day of this calendar, is a day number (1…31) in the
  /// numbering system's digits: then those digits write every later label (``dayDigits``). One
  /// label settles it — the numbering systems' digits differ — and `FastPathTests` compare the
  /// labels so written with ICU's in every locale and calendar.
  private func check(_ label: String) {
    guard case .unread = dayDigits else { return }
    guard let digits = try? ICUNumberFormat.decimalDigits(locale: facts.locale.icuIdentifier),
      (1...31).contains(where: { digits.label($0) == label })
    else {
      dayDigits = .refuted
      return
    }
    dayDigits = .writing(digits)
  }

  /// Whether `system`'s day labels are written by a Gregorian `d` formatter (``dayLabel(_:on:)``):
  /// in the Chinese and Korean calendars, whose every ICU call computes new moons (some 50 µs a
  /// label). Other calendars' own formatting is cheap, and a second formatter would cost a start
  /// more (~1 M instructions) than their 31 labels.
  package static func writesDaysThroughGregorian(_ system: CalendarSystem) -> Bool {
    system == .chinese || system == .dangi
  }

  /// A day number written by a Gregorian `d` formatter of the same locale: the same digits, without
  /// the calendar's astronomy behind every call. The first label is compared with the calendar's
  /// own, and a locale that writes its days otherwise keeps the calendar's formatter.
  private func gregorianDayLabel(_ number: Int, checkedAgainst day: () -> JulianDay) -> String? {
    guard (1...31).contains(number), gregorianDaysAgree != false, Self.writesDaysThroughGregorian(facts.calendar)
    else { return nil }
    if gregorianDayFormat == nil {
      guard let locale = try? facts.locale.setting("calendar", to: "gregorian"),
        let format = try? ICUDateFormat(locale: locale.icuIdentifier, pattern: "d")
      else {
        gregorianDaysAgree = false
        return nil
      }
      gregorianDayFormat = format
    }
    guard let label = try? gregorianDayFormat?.format(JulianDay(isoYear: 2000, month: 1, day: number)) else {
      return nil
    }
    if gregorianDaysAgree == nil {
      gregorianDaysAgree = label == (try? formats.format(day(), pattern: Self.dayPattern))
      if gregorianDaysAgree == false { return nil }
    }
    return label
  }

  /// Whether day labels come from the Gregorian formatter (the tests compare the two).
  package var writesDaysInGregorian: Bool { gregorianDaysAgree == true }

  /// Whether day labels are written from the numbering system's digits (``dayDigits``).
  package var writesDaysFromDigits: Bool {
    if case .writing = dayDigits { return true }
    return false
  }

  /// A day number as the calendar writes it, for a number some day of `span` or its neighbours has.
  package func dayLabel(_ number: Int, near span: MonthSpan) -> String {
    // Every label a grid needs is a day number that some day of the calendar has; the first time a
    // number is seen, format a day of this month (or of the month around) that carries it.
    if number >= 0 && number < dayLabels.count, let cached = dayLabels[number] { return cached }
    // Before any: whether the numbering system's digits write the labels, from ICU's label of the
    // month's first day, whatever day of the month ICU reckons it (finding a day that carries a
    // given number can cost ICU's arithmetic and the lunar corrections). Not in the Chinese and
    // Korean calendars, whose labels a Gregorian formatter writes (each of their own costs the
    // astronomy): their first label is checked instead.
    // (Umm al-Qura checks on the table's first day, 1 Muharram 1300 AH: ICU's formatting of a day
    // costs more the further it is from 1300 AH — ~20 000 instructions there, ~170 000 in 1446 AH —
    // and after its table it would open the islamic-civil formatter for one label.)
    let checkedDay = facts.calendar == .islamicUmalqura ? lunarFormat?.firstDay ?? span.start : span.start
    if case .unread = dayDigits, !Self.writesDaysThroughGregorian(facts.calendar),
      let label = try? formats.format(checkedDay, pattern: Self.dayPattern)
    {
      check(label)
      if case .writing(let digits) = dayDigits, let written = digits.label(number) {
        if number >= 0 && number < dayLabels.count { dayLabels[number] = written }
        return written
      }
    }
    // Finding a day ICU reckons as calrender does costs ICU's arithmetic (Umm al-Qura outside its
    // table: a great deal), so only when a label must be formatted on it.
    return dayLabel(number) {
      let day = dayCarrying(number, near: span)
      // A day of a table month ICU reckons right is its own stand-in (looking one up costs the astronomy).
      if let lunarFormat, day >= span.start, day < span.end, lunarFormat.composes(span), lunarFormat.icuAgrees(span) {
        return day
      }
      return arithmetic.formattingStandIn(for: day)
    }
  }

  /// The labels of the day numbers a grid of `span` shows, by number (index 0 unused): every
  /// number of the month and of its predecessor's last week, made once and kept (a grid reads
  /// them without a call per cell). Each equals ``dayLabel(_:near:)``.
  package func dayLabels(near span: MonthSpan) -> [String] {
    let needed = max(span.previousMonthLastDay, span.dayNumbers.last ?? 0)
    if needed < dayLabelTable.count { return dayLabelTable }
    var table = dayLabelTable
    if table.isEmpty { table.append("") }
    while table.count <= needed && table.count < dayLabels.count { table.append(dayLabel(table.count, near: span)) }
    dayLabelTable = table
    return table
  }

  /// ``dayLabels(near:)`` packed, kept beside them (the labels of a number never change, so the
  /// table is packed again only when it grew).
  package func packedDayLabels(near span: MonthSpan) -> [PackedLabel] {
    let labels = dayLabels(near: span)
    if packedDayLabelTable.count != labels.count { packedDayLabelTable = labels.map(PackedLabel.init) }
    return packedDayLabelTable
  }

  /// The display calendar's month arithmetic: Gregorian months of Gregorian-counted calendars
  /// computed in Swift where ICU would compute the same (no change-over moved, after 1582).
  package var monthArithmetic: any CalendarArithmetic { layoutArithmetic }

  private func dayCarrying(_ number: Int, near span: MonthSpan) -> JulianDay {
    if let index = span.dayNumbers.firstIndex(of: number) { return span.start.advanced(by: index) }
    // Days of the adjacent months: before the month the numbers count down to its start.
    if number > span.previousMonthLastDay - 7 && number <= span.previousMonthLastDay {
      return span.start.advanced(by: number - span.previousMonthLastDay - 1)
    }
    return span.end.advanced(by: number - 1)
  }
}
