import CalendarModel

/// A provider answered by hand, with no ICU and no Foundation: two locales typed in from CLDR's
/// charts — `en-US` (Sunday first, minimal days 1, weekend Saturday–Sunday) and `ar-EG` (Saturday
/// first, Arabic-Indic digits, right to left, weekend Friday–Saturday) — over the proleptic
/// Gregorian calendar of the model. The layout tests build every view from it, so the layout stage
/// is seen to run on the model's protocols alone; its versions (`fixture`, CLDR `0`) show in a
/// document that it, not ICU, answered.
public final class FixtureProvider: CalendarDataProvider {
  public init() {}

  public var versions: ProviderVersions { ProviderVersions(provider: "fixture", icu: "0", cldr: "0", unicode: "0") }

  public func locale(_ identifier: String) throws -> CalendarLocale {
    switch identifier.replacingUnderscoresWithHyphens() {
    case "en-US", "en", "C", "POSIX", "": return CalendarLocale(identifier: "en_US", language: "en")
    case "ar-EG", "ar": return CalendarLocale(identifier: "ar_EG", language: "ar")
    default: throw FixtureError(failure: .unknownLocale(suggestions: ["ar-EG", "en-US"]), description: "unknown locale '\(identifier)'")
    }
  }

  public func languageTag(of locale: CalendarLocale) -> String { locale.identifier.replacingUnderscoresWithHyphens() }
  public var posixLocale: CalendarLocale { CalendarLocale(identifier: "en_US", language: "en") }
  public func currentLocaleIdentifier() -> String? { nil }

  public func defaultCalendar(of locale: CalendarLocale) throws -> CalendarSystem { .gregorian }

  public func withCalendar<T>(
    _ locale: CalendarLocale, _ options: CalendarOptions, _ body: (any ProvidedCalendar) throws -> T
  ) throws -> T {
    try body(try makeCalendar(locale, options))
  }

  public func makeCalendar(_ locale: CalendarLocale, _ options: CalendarOptions) throws -> any ProvidedCalendar {
    guard options.calendar == nil || options.calendar == .gregorian else {
      throw FixtureError(failure: .unsupportedCalendar, description: "the fixture has only the Gregorian calendar")
    }
    return FixtureCalendar(locale: locale, firstWeekday: options.firstWeekday)
  }

  public func withSecondaryCalendar<T>(
    _ locale: CalendarLocale, _ system: CalendarSystem, _ body: (any SecondaryDating) throws -> T
  ) throws -> T {
    try body(FixtureSecondary(system: system))
  }

  public func holidayArithmetic(locale: CalendarLocale) -> @Sendable (CalendarSystem) throws -> any CalendarArithmetic {
    { _ in FixtureArithmetic() }
  }

  public func likelySubtags(of locale: CalendarLocale) -> String? {
    locale.language == "ar" ? "ar_Arab_EG" : "en_Latn_US"
  }

  public func script(ofLanguage identifier: String) -> String { identifier.hasPrefix("ar") ? "Arab" : "Latn" }

  public func paperSize(of locale: CalendarLocale) -> PaperSize { locale.identifier.hasSuffix("US") ? .letter : .a4 }

  public func timeZone(_ identifier: String?) throws -> any TimeZoneRules & Sendable {
    switch identifier {
    case nil, "UTC": return FixtureZone(offset: 0)
    case "Asia/Seoul": return FixtureZone(offset: 9 * 3600)
    case "America/New_York": return FixtureZone(offset: -5 * 3600)  // standard time only
    default: throw FixtureError(failure: .failed, description: "unknown time zone '\(identifier!)'")
    }
  }

  public func systemTimeZoneIdentifier() -> String? { nil }
  /// The fixture has no clock: today is always 2024-02-14.
  public func today(inTimeZone identifier: String?) throws -> JulianDay { JulianDay(isoYear: 2024, month: 2, day: 14) }
  public func timeZoneIdentifiers() throws -> [String] { ["America/New_York", "Asia/Seoul", "UTC"] }
  public var localeIdentifiers: [String] { ["ar_EG", "en_US"] }

  public func patternTools(for locale: CalendarLocale) throws -> any PatternTools { FixturePatternTools() }

  /// Every scalar a column but the Arabic combining marks (U+064B…U+065F), none.
  public func displayWidth(of text: String) -> Int {
    text.unicodeScalars.filter { !(0x064B...0x065F).contains($0.value) && $0.value != 0x200F && $0.value != 0x200E }.count
  }
}

/// The fixture's error: a ``LocaleDataError`` as every provider's is.
public struct FixtureError: LocaleDataError {
  public var failure: LocaleDataFailure
  public var description: String
}

/// Proleptic Gregorian months from the model's own arithmetic.
public struct FixtureArithmetic: CalendarArithmetic {
  public init() {}
  public var system: CalendarSystem { .gregorian }
  private var months: GregorianMonths { GregorianMonths(yearOffset: 0) }

  public func month(containing day: JulianDay) throws -> MonthSpan { months.month(containing: day) }

  public func month(year: Int, code: MonthCode) throws -> MonthSpan {
    guard let month = months.computedMonth(year: year, code: code) else {
      throw CalendarError(.noSuchMonth, "month \(code.number) of \(year) does not exist in the gregorian calendar")
    }
    return month
  }

  public func day(_ day: Int, year: Int, code: MonthCode) throws -> JulianDay {
    let month = try self.month(year: year, code: code)
    guard (1...month.daysInMonth).contains(day) else {
      throw CalendarError(.noSuchDay, "day \(day) of month \(code.number) of \(year) does not exist")
    }
    return month.start.advanced(by: day - 1)
  }
}

/// The hand-typed words of the two locales.
struct FixtureWords {
  let arabic: Bool

  var months: [String] {
    arabic
      ? ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
      : ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December"]
  }

  /// Sunday first.
  var weekdays: [WeekdayNames] {
    arabic
      ? zip(
        ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"], ["ح", "ن", "ث", "ر", "خ", "ج", "س"]
      ).map { WeekdayNames(wide: $0, abbreviated: $0, short: $0, narrow: $1) }
      : [("Sunday", "Sun", "Su", "S"), ("Monday", "Mon", "Mo", "M"), ("Tuesday", "Tue", "Tu", "T"),
        ("Wednesday", "Wed", "We", "W"), ("Thursday", "Thu", "Th", "T"), ("Friday", "Fri", "Fr", "F"),
        ("Saturday", "Sat", "Sa", "S")].map { WeekdayNames(wide: $0.0, abbreviated: $0.1, short: $0.2, narrow: $0.3) }
  }

  func names(_ weekday: Weekday) -> WeekdayNames { weekdays[weekday.rawValue - 1] }

  /// A number in the locale's digits.
  func number(_ value: Int) -> String {
    guard arabic else { return String(value) }
    return String(String(value).unicodeScalars.map { $0 == "-" ? "-" : Character(Unicode.Scalar(0x0660 + $0.value - 0x30)!) })
  }
}

/// A fixture locale's Gregorian calendar.
public final class FixtureCalendar: ProvidedCalendar {
  public let locale: CalendarLocale
  let words: FixtureWords
  public let calendarFacts: CalendarFacts
  private let arithmetic = FixtureArithmetic()

  init(locale: CalendarLocale, firstWeekday: Weekday?) {
    self.locale = locale
    let arabic = locale.language == "ar"
    words = FixtureWords(arabic: arabic)
    let first = firstWeekday ?? (arabic ? .sat : .sun)
    calendarFacts = CalendarFacts(
      languageTag: locale.identifier.replacingUnderscoresWithHyphens(), calendar: .gregorian,
      direction: arabic ? .rtl : .ltr, script: arabic ? "Arab" : "Latn", numberingSystem: arabic ? "arab" : "latn",
      firstWeekday: first, minimalDaysInFirstWeek: 1,
      weekend: Weekday.week(startingOn: first).filter { arabic ? ($0 == .fri || $0 == .sat) : ($0 == .sat || $0 == .sun) })
  }

  public var monthArithmetic: any CalendarArithmetic { arithmetic }

  public func headers(width: LabelWidth) -> [WeekdayHeader] {
    Weekday.week(startingOn: calendarFacts.firstWeekday).map { weekday in
      let names = words.names(weekday)
      return WeekdayHeader(
        weekday: weekday, label: names[width], names: names, isWeekend: calendarFacts.weekend.contains(weekday))
    }
  }

  private func month(_ span: MonthSpan) -> String { words.months[span.code.number - 1] }

  public func headings(for span: MonthSpan) throws -> MonthHeadings {
    let year = words.number(span.year)
    return MonthHeadings(title: month(span) + " " + year, monthLabel: month(span), yearLabel: year)
  }

  public func dayLabel(_ number: Int, near span: MonthSpan) -> String { words.number(number) }

  public func week(of day: JulianDay, numbering: WeekNumbering) throws -> (weekOfYear: Int, weekYear: Int) {
    // ISO: weeks from Monday, the first holding 4 days of January; the locale's: from its first
    // weekday, the first holding 1.
    let (first, minimal) = numbering == .iso ? (Weekday.mon, 4) : (calendarFacts.firstWeekday, 1)
    func weekOne(_ year: Int) -> JulianDay {
      let january1 = JulianDay(isoYear: year, month: 1, day: 1)
      let start = january1.advanced(by: -january1.weekday.distance(from: first))
      return start.distance(to: january1) > 7 - minimal ? start.advanced(by: 7) : start
    }
    var year = day.isoComponents.year
    if day >= weekOne(year + 1) { year += 1 } else if day < weekOne(year) { year -= 1 }
    return (weekOne(year).distance(to: day) / 7 + 1, year)
  }

  public func numberLabel(_ number: Int) throws -> String { words.number(number) }

  public func fullDate(_ day: JulianDay) throws -> String {
    let (year, month, date) = day.isoComponents
    let weekday = words.names(day.weekday).wide
    return words.arabic
      ? "\(weekday)، \(words.number(date)) \(words.months[month - 1]) \(words.number(year))"
      : "\(weekday), \(words.months[month - 1]) \(date), \(year)"
  }

  public func weekTitle(from first: JulianDay, to last: JulianDay) throws -> String {
    let (a, b) = (first.isoComponents, last.isoComponents)
    if a.month == b.month { return "\(words.months[a.month - 1]) \(words.number(a.year))" }
    return "\(words.months[a.month - 1]) – \(words.months[b.month - 1]) \(words.number(b.year))"
  }

  public func agendaDate(_ day: JulianDay) throws -> String {
    let (year, month, date) = day.isoComponents
    let weekday = words.names(day.weekday).abbreviated
    return words.arabic
      ? "\(weekday)، \(words.number(date)) \(words.months[month - 1]) \(words.number(year))"
      : "\(weekday), \(words.months[month - 1].prefix(3)) \(date), \(year)"
  }

  public func agendaTime(_ day: JulianDay, seconds: Int) throws -> String {
    let (hour, minute) = (seconds / 3600, seconds / 60 % 60)
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    let minutes = (minute < 10 ? "0" : "") + String(minute)
    return words.arabic
      ? "\(words.number(twelve)):\(minutes.unicodeScalars.map { words.number(Int(String($0))!) }.joined()) \(hour < 12 ? "ص" : "م")"
      : "\(twelve):\(minutes) \(hour < 12 ? "AM" : "PM")"
  }

  public func bestPattern(skeleton: String) throws -> String { skeleton }

  /// Only the fields the fixture knows: `y`, `M`…`MMMM`, `L`…`LLLL`, `d`; anything else refused.
  public func format(_ day: JulianDay, pattern: String) throws -> String {
    let (year, month, date) = day.isoComponents
    var out = ""
    var rest = Substring(pattern)
    while let letter = rest.first {
      let run = rest.prefix { $0 == letter }
      rest = rest.dropFirst(run.count)
      switch (letter, run.count) {
      case ("y", _): out += words.number(year)
      case ("M", 4...), ("L", 4...): out += words.months[month - 1]
      case ("M", 3), ("L", 3): out += String(words.months[month - 1].prefix(3))
      case ("M", _), ("L", _): out += words.number(month)
      case ("d", _): out += words.number(date)
      case (" ", _), ("-", _), ("/", _), (",", _): out += run
      default: throw FixtureError(failure: .failed, description: "the fixture cannot format '\(run)'")
      }
    }
    return out
  }

  public func format(from first: JulianDay, to last: JulianDay, skeleton: String) throws -> String {
    try format(first, pattern: skeleton) + " – " + format(last, pattern: skeleton)
  }

  public func monthNameCandidates(ofYear year: Int) throws -> [(name: String, code: MonthCode)] {
    words.months.enumerated().map { ($0.element.lowercased(), MonthCode(number: $0.offset + 1)) }
  }

  public func displayName(of field: DateField) -> String? {
    guard !words.arabic else { return nil }
    return switch field {
    case .year: "year"
    case .month: "month"
    case .week: "week"
    case .day: "day"
    }
  }

  public var todayName: String? { words.arabic ? "اليوم" : "today" }

  public var standaloneWeekdayNames: [Weekday: WeekdayNames] {
    Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, words.names($0)) })
  }

  public var standaloneMonthNames: [String] { words.months }
  public var titlePattern: String { "MMMM y" }
  public var yearPattern: String { "y" }
}

/// A second calendar that writes each day's ISO day number, for the layout's secondary line.
final class FixtureSecondary: SecondaryDating {
  let system: CalendarSystem
  init(system: CalendarSystem) { self.system = system }

  func date(of day: JulianDay) throws -> SecondaryDate {
    let (year, month, date) = day.isoComponents
    return SecondaryDate(
      calendar: system, year: year, code: MonthCode(number: month), day: date, label: "\(month)/\(date)",
      dayLabel: String(date), monthLabel: date == 1 ? String(month) : nil)
  }
}

/// A zone of one fixed offset.
struct FixtureZone: TimeZoneRules, Sendable {
  let offset: Int
  func offset(at epochSeconds: Int64) throws -> Int { offset }
}

/// The linter's tools over nothing: every pattern refused, no skeletons.
struct FixturePatternTools: PatternTools {
  func format(_ pattern: String, at instant: PatternInstant) -> String? { nil }
  func bestPattern(skeleton: String) -> String? { nil }
}

extension String {
  func replacingUnderscoresWithHyphens() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
