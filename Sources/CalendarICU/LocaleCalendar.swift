import CalendarModel

/// A locale's calendar, open in ICU: its facts, its month arithmetic, and its labels, with what
/// repeats from month to month (day labels, year headings, patterns) cached.
///
/// It owns ICU handles that are not thread-safe: use one per thread.
package final class LocaleCalendar: CalendarLocalization {
  package let facts: LocaleFacts

  package let arithmetic: ICUCalendarArithmetic

  let layoutArithmetic: any CalendarArithmetic

  /// The one ICU formatter of every pattern below (``SharedDateFormat``), which also gives the
  /// weekday and month names.
  let formats: SharedDateFormat

  /// Titles composed from one ICU call a year (``ComposedTitleFormat``).
  let composedTitle: ComposedTitleFormat

  /// The year heading's pattern (skeleton `y`).
  package let yearPattern: String

  /// The standalone month name itself: through the generator, `LLLL` becomes the format pattern
  /// `MMMM` in 48 locales (Greek genitive "Φεβρουαρίου" for the nominative "Φεβρουάριος").
  static let monthPattern = "LLLL"

  /// The calendar's own day numerals: Hebrew-calendar dates in he are written in Hebrew letters.
  static let dayPattern = "d"

  // The caches a month's build reads (`@exclusivity(unchecked)`): each is read, or read and then
  // written, by one method at a time, never across a call that reaches it again, so the runtime's
  // exclusivity check on every access (~60 instructions, several a month) guards nothing.
  /// Day labels by day number (an array: looked up for every cell of every grid).
  @exclusivity(unchecked) var dayLabels = [String?](repeating: nil, count: 64)
  /// The labels of 1…n with none missing (index 0 unused), for ``dayLabels(near:)``.
  @exclusivity(unchecked) var dayLabelTable: [String] = []
  /// `dayLabelTable` packed, index for index.
  @exclusivity(unchecked) var packedDayLabelTable: [PackedLabel] = []
  var gregorianDayFormat: ICUDateFormat?

  /// nil until the first label was compared with the calendar's own formatter.
  var gregorianDaysAgree: Bool?

  /// Day labels written from the numbering system's digits (``DecimalDigits``) once a label ICU
  /// wrote for the calendar was found to be a day number in them; ICU writes every label where it
  /// was not, or where the system has no decimal digits (Hebrew numerals, Chinese day names).
  var dayDigits = DayDigits.unread

  /// Where ``dayDigits`` stands.
  enum DayDigits {
    case unread
    case writing(DecimalDigits)
    case refuted
  }

  /// Headers by width (``LabelWidth``'s order), made when first asked for.
  @exclusivity(unchecked) var headerCache: [[WeekdayHeader]?] = Array(repeating: nil, count: 4)
  /// Year headings by year and era: a Japanese year can span two eras (2019: 平成31年, 令和元年).
  @exclusivity(unchecked) var yearLabels: [YearKey: String] = [:]
  /// The year heading asked for last: the next month is nearly always in the same year.
  @exclusivity(unchecked) var lastYearLabel: (key: YearKey, label: String)?
  /// The days seen of each Japanese era (``eraChange(in:)``): between two days of one era lies only
  /// that era.
  @exclusivity(unchecked) var eraDaysSeen: [Int32: ClosedRange<JulianDay>] = [:]
  /// The first day of the second era of each month two eras share, by the month's first day.
  @exclusivity(unchecked) var eraChanges: [JulianDay: JulianDay] = [:]
  struct YearKey: Hashable {
    var year: Int
    var era: String?
  }

  /// Before Meiji, Japanese-calendar headings count in Gregorian years (as `era` in the model does).
  var preMeiji: (title: ICUDateFormat, year: ICUDateFormat)?

  let titleSkeleton: String

  let explicitTitlePattern: String?

  let reform: GregorianReform

  /// The first days of the years the locale's week numbers were counted in.
  var yearStarts: [Int: JulianDay] = [:]

  var intervalFormat: ICUIntervalFormat?

  var weekMonthFormat: ICUDateFormat?

  var fullDateFormat: ComposedDateFormat?

  /// The months looked up last, for days that need their month (full dates).
  var recentSpans: [MonthSpan] = []

  var numberFormat: ICUNumberFormat?

  var numberLabels = [String?](repeating: nil, count: 64)

  /// Standalone month names by month code: the same every year, except the Hebrew Adar ("Adar II"
  /// in leap years), kept under code 13, which no Hebrew month has.
  @exclusivity(unchecked) var monthLabels: [MonthCode: String] = [:]
  /// The same for months that are not leap months, by number: no hashing for every month.
  @exclusivity(unchecked) var plainMonthLabels = [String?](repeating: nil, count: 16)
  /// Opened once: every skeleton the calendar formats with goes through it (`udatpg_open` is costly).
  let patterns: PatternSource

  /// The sources of the renderer that opened this calendar, shared with its other users.
  let patternSources: PatternSourceCache?

  var agendaDateFormat: ICUDateFormat?

  /// Agenda dates ICU reckons wrong (``agendaDate(_:)``), composed as full dates are.
  var correctedAgendaDateFormat: ComposedDateFormat?

  var lunarAgendaDatePattern: ComposedLunarFormat.Pattern??

  var agendaTimeFormat: ICUDateFormat?

  /// The range of two times (``agendaTimes(on:from:to:isolatingEnds:)``) from the locale's
  /// interval data (nil: not yet asked; `.some(nil)`: the data cannot say, ICU's format writes it).
  var composedTimeRange: ComposedTimeRangeFormat??

  /// ICU's own range of two times, opened where `composedTimeRange` cannot answer.
  var agendaTimeRangeFormat: ICUIntervalFormat?

  /// The range of two dates (``agendaDates(from:to:)``), opened for the first.
  var agendaDateRangeFormat: ICUIntervalFormat?

  /// The locale's joins of a date and a time, and of two ends of a range, read when first needed.
  var agendaDateTimeJoin: CombiningPattern?

  var agendaRangeJoin: CombiningPattern?

  /// The facts a document states, collected once.
  package let calendarFacts: CalendarFacts

  /// Chinese, Korean and Umm al-Qura dates composed without ICU's calendar computations in the
  /// tables' years (nil in other calendars), with the patterns it writes (nil: a pattern with a
  /// field it does not compose).
  let lunarFormat: ComposedLunarFormat?

  let lunarHeadingPatterns: (title: ComposedLunarFormat.Pattern, year: ComposedLunarFormat.Pattern,
    month: ComposedLunarFormat.Pattern)?

  /// The full date's pattern as the lunar composition reads it (`.some(nil)`: a field it does not compose).
  var lunarFullDatePattern: ComposedLunarFormat.Pattern??

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

  /// Whether full dates are still composed rather than formatted by ICU day by day.
  package var composesFullDates: Bool { fullDateFormat?.isComposing ?? true }

  /// Whether full dates are composed from one ICU call a year.
  package var composesFullDatesByYear: Bool { fullDateFormat?.isComposingYears ?? true }

  /// The month that holds `day`, from the last few looked up.
  func month(holding day: JulianDay) throws -> MonthSpan {
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
  static func defaultCalendar(of locale: ResolvedLocale) throws -> (system: CalendarSystem, opened: ICUCalendar?) {
    if let keyword = locale.keyword("calendar") {
      guard let system = CalendarSystem(identifier: keyword) else { throw ICUError.unsupportedCalendar(keyword) }
      return (system, nil)
    }
    let calendar = try ICUCalendar(locale: locale.icuIdentifier)
    let type = try calendar.type()
    guard let system = CalendarSystem(identifier: type) else { throw ICUError.unsupportedCalendar(type) }
    return (system, calendar)
  }

  /// Whether month titles are composed from one ICU call a year (the tests compare them with ICU's).
  package var composesTitles: Bool { composedTitle.isComposing }

  /// Where the calendar's patterns come from (the tests check that it opens no generator needlessly).
  package var patternSource: PatternSource { patterns }

  /// The formatters ``format(_:pattern:)`` keeps, by pattern.
  var patternFormats: [String: ICUDateFormat] = [:]

  /// The interval format last asked for by skeleton: a picker in range mode writes its range with
  /// the same skeleton every frame.
  package var rangeFormat: (skeleton: String, format: ICUIntervalFormat)?

  /// Whether day labels come from the Gregorian formatter (the tests compare the two).
  package var writesDaysInGregorian: Bool { gregorianDaysAgree == true }

  /// The display calendar's month arithmetic: Gregorian months of Gregorian-counted calendars
  /// computed in Swift where ICU would compute the same (no change-over moved, after 1582).
  package var monthArithmetic: any CalendarArithmetic { layoutArithmetic }
}
