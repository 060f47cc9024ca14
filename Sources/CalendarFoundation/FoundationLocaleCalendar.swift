import CalendarModel
import Foundation

/// A locale's calendar from Foundation: its facts, its month arithmetic and its labels — the
/// Foundation provider's ``CalendarLocalization``, written as the ICU provider writes them, with
/// Foundation's pattern-from-template (`DateFormatter.dateFormat(fromTemplate:options:locale:)`).
///
/// Foundation carries its own ICU (76, CLDR 46 in Swift 6.3), so its words differ from the system
/// libicu's where CLDR changed (docs/foundation-agreement.md). It keeps Foundation formatters, which
/// are not thread-safe: use one per thread.
///
/// ```swift
/// let calendar = try FoundationLocaleCalendar(locale: FoundationLocaleResolver().resolve("ko-KR"))
/// let span = try calendar.monthArithmetic.month(year: 2024, code: MonthCode(number: 2))
/// try calendar.headings(for: span).title  // "2024년 2월"
/// ```
public final class FoundationLocaleCalendar: CalendarLocalization {
  /// The facts a document states, collected once.
  public let calendarFacts: CalendarFacts
  /// The locale as resolved (its calendar keyword, if any, as asked).
  public let foundationLocale: FoundationLocale
  private let arithmetic: FoundationCalendarArithmetic
  let formats: FoundationDateFormats
  /// The pattern of month titles (the options' skeleton's, or their explicit pattern).
  public let titlePattern: String
  /// The pattern of year headings (skeleton `y`).
  public let yearPattern: String
  /// The standalone month name itself (`LLLL`, as the ICU provider: nominative where `MMMM` is genitive).
  private let monthPattern = "LLLL"
  /// The title's skeleton and explicit pattern, for the Gregorian headings before Meiji.
  private let titleSkeleton: String
  private let explicitTitlePattern: String?
  /// Standalone weekday names by weekday (raw value − 1).
  let standaloneNames: [WeekdayNames]
  private var headerCache: [LabelWidth: [WeekdayHeader]] = [:]
  private var dayLabelCache: [Int: String] = [:]
  private var numberLabels: [Int: String] = [:]
  private var numberFormatter: NumberFormatter?
  /// Before Meiji, Japanese-calendar headings count in Gregorian years (as the model's eras do).
  private var preMeiji: FoundationDateFormats?
  private var recentSpans: [MonthSpan] = []
  private var intervalFormatters: [String: DateIntervalFormatter] = [:]
  private var dateTimeJoin: String?
  private var rangeJoin: String?

  /// Opens `locale`'s calendar.
  ///
  /// - Parameters:
  ///   - locale: a locale from ``FoundationLocaleResolver``.
  ///   - calendar: the calendar system; nil: the locale's own (its `calendar` keyword, else
  ///     Foundation's default for it).
  ///   - firstWeekday: overrides the locale's first weekday (and its `fw` keyword).
  ///   - titleSkeleton: the skeleton of month titles.
  ///   - titlePattern: an explicit title pattern, used instead of the skeleton.
  /// - Throws: ``FoundationError/Code/unsupportedCalendar`` for a calendar keyword calrender does not draw.
  public init(
    locale: FoundationLocale, calendar system: CalendarSystem? = nil, firstWeekday: Weekday? = nil,
    titleSkeleton: String = "yMMMM", titlePattern: String? = nil
  ) throws {
    let system = try system ?? locale.defaultSystem()
    self.foundationLocale = locale
    arithmetic = FoundationCalendarArithmetic(system: system)
    let formats = FoundationDateFormats(locale: locale, system: system)
    self.formats = formats
    self.titleSkeleton = titleSkeleton
    explicitTitlePattern = titlePattern
    self.titlePattern = titlePattern ?? formats.bestPattern(skeleton: titleSkeleton)
    yearPattern = formats.bestPattern(skeleton: "y")

    // Week rules from Foundation's calendar in the locale (it reads `-u-fw-` itself).
    let weekRules = formats.calendar
    let first = firstWeekday ?? Weekday(rawValue: weekRules.firstWeekday) ?? .sun
    let display = Weekday.week(startingOn: first)
    // Foundation has no weekend query by weekday: a week of days is probed (from Sunday 2024-03-03).
    let sunday = JulianDay(isoYear: 2024, month: 3, day: 3)
    let weekend = display.filter { weekRules.isDateInWeekend(sunday.advanced(by: $0.rawValue - 1).date()) }

    // The names from the calendar's symbol arrays: its DateFormatter drops the script of a few
    // locales (sr_Cyrl_ME writes Latin, shi_Latn Tifinagh), its Calendar does not.
    let symbols = formats.calendar
    standaloneNames = Weekday.allCases.map { weekday in
      let index = weekday.rawValue - 1
      func name(_ list: [String]) -> String { index < list.count ? list[index] : weekday.key }
      // CLDR's `short` width has no symbol array: the `cccccc` pattern writes it.
      return WeekdayNames(
        wide: name(symbols.standaloneWeekdaySymbols), abbreviated: name(symbols.shortStandaloneWeekdaySymbols),
        short: formats.format(sunday.advanced(by: index), pattern: "cccccc"),
        narrow: name(symbols.veryShortStandaloneWeekdaySymbols))
    }
    let requested = locale.locale
    calendarFacts = CalendarFacts(
      languageTag: locale.languageTag, calendar: system,
      direction: requested.language.characterDirection == .rightToLeft ? .rtl : .ltr,
      script: requested.language.script?.identifier ?? "Latn",
      numberingSystem: requested.numberingSystem.identifier, firstWeekday: first,
      minimalDaysInFirstWeek: weekRules.minimumDaysInFirstWeek, weekend: weekend)
  }

  /// The display calendar's month arithmetic (``FoundationCalendarArithmetic``).
  public var monthArithmetic: any CalendarArithmetic { arithmetic }

  /// Standalone month names of the calendar at `width` (wide: `LLLL`), in Foundation's order
  /// (13 in hebrew, coptic, ethiopic; Adar I sixth in Hebrew).
  public func monthNames(width: LabelWidth = .wide) -> [String] {
    switch width {
    case .wide: formats.calendar.standaloneMonthSymbols
    case .abbreviated, .short: formats.calendar.shortStandaloneMonthSymbols
    case .narrow: formats.calendar.veryShortStandaloneMonthSymbols
    }
  }

  /// The column headers in display order at `width` (standalone forms).
  public func headers(width: LabelWidth) -> [WeekdayHeader] {
    if let cached = headerCache[width] { return cached }
    let headers = Weekday.week(startingOn: calendarFacts.firstWeekday).map { weekday in
      let names = standaloneNames[weekday.rawValue - 1]
      return WeekdayHeader(
        weekday: weekday, label: names[width], names: names, isWeekend: calendarFacts.weekend.contains(weekday))
    }
    headerCache[width] = headers
    return headers
  }

  /// The month's title, standalone month name and year heading, written on its first day.
  public func headings(for span: MonthSpan) throws -> MonthHeadings {
    if calendarFacts.calendar == .japanese && span.era == nil { return preMeijiHeadings(span) }
    return MonthHeadings(
      title: formats.format(span.start, in: span, pattern: titlePattern),
      monthLabel: formats.format(span.start, in: span, pattern: monthPattern),
      yearLabel: formats.format(span.start, in: span, pattern: yearPattern))
  }

  /// A Japanese-calendar month before Meiji, headed in Gregorian years with the locale's Gregorian
  /// patterns ("1868年5月", not "慶応4年5月"), as the ICU provider heads it.
  private func preMeijiHeadings(_ span: MonthSpan) -> MonthHeadings {
    let gregorian = preMeiji ?? FoundationDateFormats(locale: foundationLocale, system: .gregorian)
    preMeiji = gregorian
    let title = explicitTitlePattern ?? gregorian.bestPattern(skeleton: titleSkeleton)
    return MonthHeadings(
      title: gregorian.format(span.start, pattern: title),
      monthLabel: formats.format(span.start, pattern: monthPattern),
      yearLabel: gregorian.format(span.start, pattern: gregorian.bestPattern(skeleton: "y")))
  }

  /// A day number as the calendar writes it (`14`, `١٤`, `ט״ו`), cached by number: formatted (`d`) on
  /// a day of `span` or its neighbours that carries it.
  public func dayLabel(_ number: Int, near span: MonthSpan) -> String {
    if let cached = dayLabelCache[number] { return cached }
    let day = dayCarrying(number, near: span)
    let month = (try? self.month(holding: day)) ?? span
    let label =
      (month.start..<month.end).contains(day) && month.dayNumber(of: day) == number
      ? formats.format(day, in: month, pattern: "d") : String(number)
    dayLabelCache[number] = label
    return label
  }

  private func dayCarrying(_ number: Int, near span: MonthSpan) -> JulianDay {
    if let index = span.dayNumbers.firstIndex(of: number) { return span.start.advanced(by: index) }
    // Days of the adjacent months: before the month the numbers count down to its start.
    if number > span.previousMonthLastDay - 7 && number <= span.previousMonthLastDay {
      return span.start.advanced(by: number - span.previousMonthLastDay - 1)
    }
    return span.end.advanced(by: number - 1)
  }

  /// The week number and week-year of `day` under a numbering rule: ISO weeks are Gregorian ISO
  /// 8601 weeks whatever the calendar (``ISOWeekDate``); the locale's count the weeks of the
  /// calendar's own years as the document's months have them (``LocaleWeekRule``).
  public func week(of day: JulianDay, numbering: WeekNumbering) throws -> (weekOfYear: Int, weekYear: Int) {
    if numbering == .iso {
      let week = ISOWeekDate(day)
      return (week.week, week.weekYear)
    }
    let rule = LocaleWeekRule(
      firstWeekday: calendarFacts.firstWeekday, minimalDays: calendarFacts.minimalDaysInFirstWeek)
    return try rule.week(of: day, inYear: try month(holding: day).year) { year in
      try arithmetic.month(year: year, code: MonthCode(number: 1)).start
    }
  }

  /// A small number in the locale's digits (week numbers), without grouping.
  public func numberLabel(_ number: Int) throws -> String {
    if let cached = numberLabels[number] { return cached }
    let formatter = numberFormatter ?? NumberFormatter()
    if numberFormatter == nil {
      formatter.locale = foundationLocale.locale
      formatter.numberStyle = .decimal
      formatter.usesGroupingSeparator = false
      numberFormatter = formatter
    }
    guard let label = formatter.string(from: NSNumber(value: number)) else {
      throw FoundationError(.formatting, "Foundation could not write \(number) in \(foundationLocale.identifier)")
    }
    if numberLabels.count < 256 { numberLabels[number] = label }
    return label
  }

  /// The full date as the locale writes it (skeleton `yMMMMEEEEd`).
  public func fullDate(_ day: JulianDay) throws -> String {
    formats.format(day, in: try month(holding: day), pattern: formats.bestPattern(skeleton: "yMMMMEEEEd"))
  }

  /// The title of the week `first`…`last`: the locale's range format of `yMMM` ("Jan – Feb 2024"),
  /// or the one month when both ends write the same.
  public func weekTitle(from first: JulianDay, to last: JulianDay) throws -> String {
    let pattern = formats.bestPattern(skeleton: "yMMM")
    let (start, end) = (try month(holding: first), try month(holding: last))
    let written = (formats.format(first, in: start, pattern: pattern), formats.format(last, in: end, pattern: pattern))
    if written.0 == written.1 { return written.0 }
    guard formats.agrees(first, in: start), formats.agrees(last, in: end) else {
      return agendaRange(from: written.0, to: written.1)
    }
    return interval("yMMM", from: first.date(), to: last.date())
  }

  /// A date in an agenda line (skeleton `yMMMEd`).
  public func agendaDate(_ day: JulianDay) throws -> String {
    formats.format(day, in: try month(holding: day), pattern: formats.bestPattern(skeleton: "yMMMEd"))
  }

  /// A wall-clock time in an agenda line (skeleton `jm`).
  public func agendaTime(_ day: JulianDay, seconds: Int) throws -> String {
    formats.format(day, pattern: formats.bestPattern(skeleton: "jm"), seconds: seconds)
  }

  /// Two wall-clock times of one day as the locale writes a range of them: Foundation's interval
  /// format of the fields of `jm`'s pattern (its hour cycle), which writes what the ends share once.
  /// Isolated ends (FSI … PDI) Foundation cannot write inside its format: each end is then written
  /// alone and isolated, joined by " – ".
  public func agendaTimes(on day: JulianDay, from start: Int, to end: Int, isolatingEnds: Bool) throws -> String {
    if isolatingEnds {
      let (first, last) = (try agendaTime(day, seconds: start), try agendaTime(day, seconds: end))
      return "\u{2068}\(first)\u{2069} – \u{2068}\(last)\u{2069}"
    }
    var skeleton = ""
    for case .field(let letter, let count) in DatePatternToken.tokens(of: formats.bestPattern(skeleton: "jm")) {
      skeleton += DatePatternToken.pattern(letter, count)
    }
    return interval(skeleton.isEmpty ? "jm" : skeleton, from: day.date(seconds: start), to: day.date(seconds: end))
  }

  /// A date and a time joined as the locale's pattern generator joins `yMMMEd` and `jm` (the
  /// ICU provider's definition): Foundation's ICU joins a medium date with CLDR's `atTime` form,
  /// "Wed, Feb 14, 2024 at 10:00 AM", where libicu 72 writes "Wed, Feb 14, 2024, 10:00 AM".
  public func agendaDateTime(date: String, time: String) throws -> String {
    let join = dateTimeJoin ?? readDateTimeJoin()
    dateTimeJoin = join
    return join.replacingOccurrences(of: "{1}", with: date).replacingOccurrences(of: "{0}", with: time)
  }

  /// The join (`{1}, {0}`) read from the combined pattern: Foundation does not expose the
  /// date-time format itself.
  private func readDateTimeJoin() -> String {
    let date = formats.bestPattern(skeleton: "yMMMEd"), time = formats.bestPattern(skeleton: "jm")
    let both = formats.bestPattern(skeleton: "yMMMEdjm")
    guard let dateRange = both.range(of: date) else { return "{1} {0}" }
    let marked = both.replacingCharacters(in: dateRange, with: "\u{1}")
    guard let timeRange = marked.range(of: time) else { return "{1} {0}" }
    var join = ""
    for token in DatePatternToken.tokens(of: marked.replacingCharacters(in: timeRange, with: "\u{2}")) {
      if case .literal(let text) = token { join += text }
    }
    return join.replacingOccurrences(of: "\u{1}", with: "{1}").replacingOccurrences(of: "\u{2}", with: "{0}")
  }

  /// Two ends joined as the locale joins the ends of a range it has no range pattern for: read from
  /// Foundation's interval format of two dates years apart (its fallback pattern), else " – ".
  public func agendaRange(from start: String, to end: String) -> String {
    let join = rangeJoin ?? readRangeJoin()
    rangeJoin = join
    return join.replacingOccurrences(of: "{0}", with: start).replacingOccurrences(of: "{1}", with: end)
  }

  private func readRangeJoin() -> String {
    let (first, last) = (JulianDay(isoYear: 2024, month: 2, day: 14), JulianDay(isoYear: 2026, month: 3, day: 16))
    let pattern = formats.bestPattern(skeleton: "yMMMEd")
    let ends = (formats.format(first, pattern: pattern), formats.format(last, pattern: pattern))
    let range = interval("yMMMEd", from: first.date(), to: last.date())
    guard range.hasPrefix(ends.0), range.hasSuffix(ends.1), range.count > ends.0.count + ends.1.count else {
      return "{0} – {1}"
    }
    return "{0}" + range.dropFirst(ends.0.count).dropLast(ends.1.count) + "{1}"
  }

  /// The days `first`…`last` as the locale writes a range of them (skeleton `yMMMEd`), except where
  /// Foundation labels either otherwise than calrender: the corrected dates, joined by
  /// ``agendaRange(from:to:)``.
  public func agendaDates(from first: JulianDay, to last: JulianDay) throws -> String {
    guard formats.agrees(first, in: try month(holding: first)), formats.agrees(last, in: try month(holding: last))
    else {
      return agendaRange(from: try agendaDate(first), to: try agendaDate(last))
    }
    return interval("yMMMEd", from: first.date(), to: last.date())
  }

  /// Foundation's interval format of a skeleton, kept by skeleton.
  func interval(_ skeleton: String, from start: Date, to end: Date) -> String {
    let formatter = intervalFormatters[skeleton] ?? DateIntervalFormatter()
    if intervalFormatters[skeleton] == nil {
      formatter.locale = formats.locale
      formatter.calendar = formats.calendar
      formatter.timeZone = .utcZone
      formatter.dateTemplate = skeleton
      intervalFormatters[skeleton] = formatter
    }
    return formatter.string(from: start, to: end)
  }

  /// The month that holds `day`, from the last few looked up.
  func month(holding day: JulianDay) throws -> MonthSpan {
    if let span = recentSpans.first(where: { $0.start <= day && day < $0.end }) { return span }
    let span = try arithmetic.month(containing: day)
    if recentSpans.count == 3 { recentSpans.removeFirst() }
    recentSpans.append(span)
    return span
  }
}
