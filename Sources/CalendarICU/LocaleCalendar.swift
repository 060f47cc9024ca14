import CalendarModel

/// A locale's calendar, open in ICU: its facts, its month arithmetic, and its labels, with what
/// repeats from month to month (day labels, year headings, patterns) cached.
///
/// It owns ICU handles that are not thread-safe: use one per thread.
public final class LocaleCalendar {
  public let facts: LocaleFacts
  public let arithmetic: ICUCalendarArithmetic
  let titleFormat: ReformedDateFormat
  let yearFormat: ReformedDateFormat
  let monthFormat: ReformedDateFormat
  let dayFormat: ReformedDateFormat
  /// Day labels by day number (an array: looked up for every cell of every grid).
  private var dayLabels = [String?](repeating: nil, count: 64)
  private var headerCache: [LabelWidth: [WeekdayHeader]] = [:]
  private var yearLabels: [Int: String] = [:]
  private let reform: GregorianReform
  private var isoArithmetic: ICUCalendarArithmetic?
  private var intervalFormat: ICUIntervalFormat?
  private var fullDateFormat: ReformedDateFormat?
  private var numberFormat: ICUNumberFormat?
  private var numberLabels = [String?](repeating: nil, count: 64)
  /// Standalone month names by month code: the same every year, except in the Hebrew calendar
  /// (Adar is "Adar II" in leap years), which is not cached.
  private var monthLabels: [MonthCode: String] = [:]

  /// Opens `locale`'s calendar with `options` applied.
  public init(locale input: ResolvedLocale, options: CalendarOptions = CalendarOptions()) throws {
    let system = try options.calendar ?? LocaleCalendar.defaultSystem(of: input)
    let locale = try input.setting("calendar", to: system.identifier)
    let id = locale.icuIdentifier
    let calendar = try ICUCalendar(locale: id)
    // ICU 72 ignores the `fw` keyword (-u-fw-mon): apply it here.
    let firstWeekday =
      options.firstWeekday ?? input.keyword("fw").flatMap { Weekday(key: $0) } ?? calendar.firstWeekday
    let minimalDays = calendar.minimalDaysInFirstWeek
    calendar.setWeekRules(firstWeekday: firstWeekday, minimalDays: minimalDays)
    let display = Weekday.week(startingOn: firstWeekday)
    let weekend = try display.filter { try calendar.isWeekend($0) }

    let generator = try ICUPatternGenerator(locale: id)
    let reform: GregorianReform? = system == .gregorian ? options.reform : nil
    let titlePattern = try options.titlePattern ?? generator.bestPattern(skeleton: options.titleSkeleton)
    let yearPattern = try generator.bestPattern(skeleton: "y")
    // The literal standalone pattern: for the skeleton LLLL the generator returns a format pattern
    // (MMMM, genitive: Greek "Φεβρουαρίου") in dozens of locales, and doubles Dzongkha's prefix.
    let monthPattern = "LLLL"
    titleFormat = try ReformedDateFormat(locale: id, pattern: titlePattern, reform: reform)
    yearFormat = try ReformedDateFormat(locale: id, pattern: yearPattern, reform: reform)
    monthFormat = try ReformedDateFormat(locale: id, pattern: monthPattern, reform: reform)
    // The calendar's own day numerals: Hebrew-calendar dates in he are written in Hebrew letters.
    dayFormat = try ReformedDateFormat(locale: id, pattern: "d", reform: reform)

    var standalone: [Weekday: WeekdayNames] = [:]
    var format: [Weekday: WeekdayNames] = [:]
    for weekday in Weekday.allCases {
      standalone[weekday] = try Self.names(titleFormat.gregorian, weekday, standalone: true)
      format[weekday] = try Self.names(titleFormat.gregorian, weekday, standalone: false)
    }
    facts = LocaleFacts(
      locale: locale, requestedLocale: input, calendar: system,
      direction: cr_isRightToLeft(id) ? .rtl : .ltr,
      script: LocaleCalendar.script(of: input),
      numberingSystem: try ICUNumberFormat.numberingSystem(locale: id),
      firstWeekday: firstWeekday, minimalDaysInFirstWeek: minimalDays, weekend: weekend,
      standaloneWeekdayNames: standalone, formatWeekdayNames: format,
      monthNames: try titleFormat.gregorian.monthNames(width: .wide, standalone: true),
      titlePattern: titlePattern, yearPattern: yearPattern, monthPattern: monthPattern)
    arithmetic = try ICUCalendarArithmetic(locale: locale, system: system, reform: options.reform)
    self.reform = options.reform
    arithmetic.setWeekRules(firstWeekday: firstWeekday, minimalDays: minimalDays)
  }

  /// The ISO 15924 script of a locale, from its likely subtags (`Latn` when unknown).
  static func script(of locale: ResolvedLocale) -> String {
    guard let likely = try? locale.likelySubtags() else { return "Latn" }
    let parts = likely.prefix { $0 != "@" }.split(separator: "_")
    return parts.dropFirst().first { $0.count == 4 }.map(String.init) ?? "Latn"
  }

  /// The full date of a day as the locale writes it (skeleton `yMMMMEEEEd`), for accessible labels.
  public func accessibleLabel(_ day: JulianDay) throws -> String {
    if fullDateFormat == nil {
      let generator = try ICUPatternGenerator(locale: facts.locale.icuIdentifier)
      fullDateFormat = try ReformedDateFormat(
        locale: facts.locale.icuIdentifier, pattern: try generator.bestPattern(skeleton: "yMMMMEEEEd"),
        reform: facts.calendar == .gregorian ? reform : nil)
    }
    return try fullDateFormat!.format(day)  // opened just above
  }

  /// The calendar system a locale uses: its `calendar` keyword, else ICU's default for it.
  public static func defaultSystem(of locale: ResolvedLocale) throws -> CalendarSystem {
    if let keyword = locale.keyword("calendar") {
      guard let system = CalendarSystem(identifier: keyword) else { throw UnsupportedCalendarError(name: keyword) }
      return system
    }
    let type = try ICUCalendar(locale: locale.icuIdentifier).type()
    guard let system = CalendarSystem(identifier: type) else { throw UnsupportedCalendarError(name: type) }
    return system
  }

  private static func names(_ format: ICUDateFormat, _ weekday: Weekday, standalone: Bool) throws -> WeekdayNames {
    WeekdayNames(
      wide: try format.weekdayName(weekday, width: .wide, standalone: standalone),
      abbreviated: try format.weekdayName(weekday, width: .abbreviated, standalone: standalone),
      short: try format.weekdayName(weekday, width: .short, standalone: standalone),
      narrow: try format.weekdayName(weekday, width: .narrow, standalone: standalone))
  }

  /// The column headers in display order at `width` (standalone forms).
  public func headers(width: LabelWidth) -> [WeekdayHeader] {
    if let cached = headerCache[width] { return cached }
    let headers = facts.displayWeekdays.map { weekday in
      let names = facts.standaloneWeekdayNames[weekday]!  // filled for every weekday in init
      return WeekdayHeader(
        weekday: weekday, label: names[width], names: names, isWeekend: facts.weekend.contains(weekday))
    }
    headerCache[width] = headers
    return headers
  }

  /// The month's title, standalone month name and year heading.
  public func headings(for span: MonthSpan) throws -> MonthHeadings {
    let yearLabel: String
    if let cached = yearLabels[span.year] {
      yearLabel = cached
    } else {
      yearLabel = try yearFormat.format(span.start)
      yearLabels[span.year] = yearLabel
    }
    let monthLabel: String
    if let cached = monthLabels[span.code] {
      monthLabel = cached
    } else {
      monthLabel = try monthFormat.format(span.start)
      if facts.calendar != .hebrew { monthLabels[span.code] = monthLabel }
    }
    return MonthHeadings(title: try titleFormat.format(span.start), monthLabel: monthLabel, yearLabel: yearLabel)
  }

  /// The week number and week-year of `day` under a numbering rule.
  public func week(of day: JulianDay, numbering: WeekNumbering) throws -> (weekOfYear: Int, weekYear: Int) {
    switch numbering {
    case .locale:
      return try arithmetic.week(of: day)
    case .iso:
      if isoArithmetic == nil {
        let iso = try ICUCalendarArithmetic(locale: facts.locale, system: facts.calendar, reform: reform)
        iso.setWeekRules(firstWeekday: .mon, minimalDays: 4)
        isoArithmetic = iso
      }
      return try isoArithmetic!.week(of: day)  // set just above
    }
  }

  /// The week of seven days that holds `day`, from the first weekday, titled with the locale's range
  /// format for its month(s) and year (skeleton `yMMM`: "Jan – Feb 2024", "2024년 1월~2월").
  public func weekStrip(containing day: JulianDay, builder: GridBuilder) throws -> WeekStrip {
    let start = day.advanced(by: -day.weekday.distance(from: builder.firstWeekday))
    var spans: [MonthSpan] = []
    var days: [DayCell] = []
    for offset in 0..<7 {
      let date = start.advanced(by: offset)
      if spans.last.map({ !($0.start..<$0.end).contains(date) }) ?? true {
        spans.append(try arithmetic.month(containing: date))
      }
      let number = spans[spans.count - 1].dayNumber(of: date)
      days.append(
        DayCell(
          date: date, day: number, label: dayLabel(number, on: date), weekday: date.weekday, inMonth: true,
          isWeekend: builder.weekend.contains(date.weekday), isToday: date == builder.today,
          isFocus: date == builder.focus, selection: builder.selection.isEmpty ? nil : builder.selection.role(of: date))
      )
    }
    if intervalFormat == nil {
      intervalFormat = try ICUIntervalFormat(locale: facts.locale.icuIdentifier, skeleton: "yMMM")
    }
    let title = try intervalFormat!.format(from: start, to: start.advanced(by: 6))  // opened just above
    return WeekStrip(title: title, week: Week(days: days))
  }

  /// A small number in the locale's digits (week numbers), cached.
  public func numberLabel(_ number: Int) throws -> String {
    if number >= 0 && number < numberLabels.count, let cached = numberLabels[number] { return cached }
    if numberFormat == nil { numberFormat = try ICUNumberFormat(locale: facts.locale.icuIdentifier) }
    let label = try numberFormat!.format(number)  // opened just above
    if number >= 0 && number < numberLabels.count { numberLabels[number] = label }
    return label
  }

  /// A day formatted with an explicit pattern in this locale and calendar.
  public func format(_ day: JulianDay, pattern: String) throws -> String {
    try ICUDateFormat(locale: facts.locale.icuIdentifier, pattern: pattern).format(day)
  }

  /// A day number as the calendar writes it in this locale (`14`, `١٤`, `ט״ו`), cached by number.
  public func dayLabel(_ number: Int, on day: JulianDay) -> String {
    let cacheable = number >= 0 && number < dayLabels.count
    if cacheable, let cached = dayLabels[number] { return cached }
    let label = (try? dayFormat.format(day)) ?? String(number)
    if cacheable { dayLabels[number] = label }
    return label
  }

  /// A month laid out, with its headings and day labels.
  public func grid(_ span: MonthSpan, builder: GridBuilder) throws -> MonthGrid {
    let weeks = builder.weeks(of: span) { number in
      // Every label a grid needs is a day number that some day of the calendar has; the first time a
      // number is seen, format a day of this month (or of the month around) that carries it.
      if number >= 0 && number < dayLabels.count, let cached = dayLabels[number] { return cached }
      return dayLabel(number, on: dayCarrying(number, near: span))
    }
    return MonthGrid(span: span, headings: try headings(for: span), weeks: weeks)
  }

  private func dayCarrying(_ number: Int, near span: MonthSpan) -> JulianDay {
    if let index = span.dayNumbers.firstIndex(of: number) { return span.start.advanced(by: index) }
    // Days of the adjacent months: before the month the numbers count down to its start.
    if number > span.previousMonthLastDay - 7 && number <= span.previousMonthLastDay {
      return span.start.advanced(by: number - span.previousMonthLastDay - 1)
    }
    return span.end.advanced(by: number - 1)
  }
}
