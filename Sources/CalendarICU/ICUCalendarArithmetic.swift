import CICUShim
import CalendarModel

/// The months of one calendar system, computed by ICU — never with Gregorian assumptions.
///
/// Covers at least proleptic Gregorian 0001-01-01 … 9999-12-31 in every calendar (cli.md); a month
/// entirely outside that span is `CalendarError.outOfRange`.
package final class ICUCalendarArithmetic: CalendarArithmetic {
  package let system: CalendarSystem
  /// The calendar for days from the change-over on (for every day when there is none).
  let calendar: ICUCalendar
  /// Gregorian with a change-over: its first Gregorian day; the days before it are reckoned by a
  /// Julian calendar (``julian``), opened when first needed (a start after 1582 never needs it).
  let firstGregorianDay: JulianDay?
  /// The Julian calendar of the days before ``firstGregorianDay``, once opened.
  private var julianCalendar: ICUCalendar?
  /// The locale the calendars are opened for.
  private let calendarLocale: String
  /// The months ICU 72 reckons wrongly in this calendar, by ICU's first day (chinese, dangi,
  /// islamic-umalqura): read on first use, which days after every correction never make (see
  /// ``corrects(_:)``).
  private(set) lazy var lunarCorrections: [JulianDay: LunarMonthCorrection] = LunarMonthCorrection.corrections(
    for: system)
  /// The same corrections by their true year and month code.
  private(set) lazy var lunarCorrectionsByMonth: [MonthSpanKey: LunarMonthCorrection] = Dictionary(
    lunarCorrections.values.map { (MonthSpanKey(year: $0.year, code: $0.code), $0) }, uniquingKeysWith: { a, _ in a })
  /// Whether the system has corrections at all.
  let correctsMonths: Bool

  /// The systems ``LunarMonthCorrection`` corrects.
  package static let correctedSystems: Set<CalendarSystem> = [.chinese, .dangi, .islamicUmalqura, .hebrew]
  /// Every correction is of a month before this day (the latest, Korean, is of 2097; the test
  /// `TabularUmmAlQuraTests.correctionsEndBeforeTheTabularUmmAlQura` checks it), so later days never read
  /// the tables: Umm al-Qura's 740 lines cost a cold start of 2024 AH a million instructions.
  package static let correctionsEnd = tabularUmmAlQuraStart

  /// Whether a correction can concern the month of `day`.
  func corrects(_ day: JulianDay) -> Bool {
    guard correctsMonths else { return false }
    // Hebrew: the two years around each of ICU's late new years (``HebrewMonths/icuSlips(at:)``).
    return system == .hebrew ? HebrewMonths.icuSlips(at: day) : day < Self.correctionsEnd
  }

  /// Whether a correction can concern a month of `year` (the related Gregorian year; AH years).
  func corrects(year: Int) -> Bool {
    guard correctsMonths else { return false }
    if system == .hebrew { return HebrewMonths.icuPostponesTwice(year) || HebrewMonths.icuPostponesTwice(year + 1) }
    return year < (system == .islamicUmalqura ? Self.tabularUmmAlQuraFirstYear : Self.correctionsEnd.isoComponents.year)
  }
  /// Umm al-Qura after ICU's table: the locale of the islamic-civil calendar that reckons those days
  /// (see ``tabularUmmAlQura``), nil for other systems.
  private let tabularLocale: String?
  private var tabular: ICUCalendar?
  private var weekRules: (firstWeekday: Weekday, minimalDays: Int)?

  /// The first day ICU 72's Umm al-Qura calendar reckons by the islamic-civil rules: 1 Muharram
  /// 1601 AH (2174-10-26), the day after its table ends.
  package static let tabularUmmAlQuraStart = JulianDay(2_515_427)
  static let tabularUmmAlQuraFirstYear = 1601

  /// The span of days every calendar covers.
  package static let span = JulianDay.supportedRange

  /// - Parameters:
  ///   - locale: an ICU locale id; its calendar keyword is replaced by `system`.
  ///   - reform: the Gregorian change-over, for Gregorian-based systems.
  ///   - opened: a calendar already opened for `locale` without a calendar keyword, whose type is
  ///     `system` (the one that told the locale's default calendar): used rather than opening another.
  package init(
    locale: ResolvedLocale, system: CalendarSystem, reform: GregorianReform = .r1582, opened: ICUCalendar? = nil
  ) throws {
    self.system = system
    correctsMonths = Self.correctedSystems.contains(system)
    let id = try locale.setting("calendar", to: system.identifier).icuIdentifier
    calendarLocale = id
    calendar = try opened ?? ICUCalendar(locale: id)
    tabularLocale =
      system == .islamicUmalqura ? try locale.setting("calendar", to: CalendarSystem.islamicCivil.identifier).icuIdentifier : nil
    guard system == .gregorian else {
      firstGregorianDay = nil
      if reform != .r1582 {
        // ICU 72's C API moves the change-over of its plain Gregorian calendar only.
        throw CalendarError(
          .unsupported, "--reform \(reform.rawValue) applies to the gregorian calendar only, not \(system.identifier)")
      }
      return
    }
    // ICU cannot move its change-over (see ICUCalendar.setReckoning): keep one calendar that is
    // Gregorian throughout and, before the change-over, one that is Julian throughout.
    try calendar.setReckoning(julian: reform == .julian)
    firstGregorianDay = reform.firstGregorianDay
  }

  /// The Julian calendar of the days before the change-over, opened on first need with the week
  /// rules set; the Gregorian one if it cannot be opened (never seen: the same locale opened).
  private var julian: ICUCalendar {
    if let julianCalendar { return julianCalendar }
    guard let made = try? ICUCalendar(locale: calendarLocale), (try? made.setReckoning(julian: true)) != nil else {
      return calendar
    }
    if let weekRules { made.setWeekRules(firstWeekday: weekRules.firstWeekday, minimalDays: weekRules.minimalDays) }
    julianCalendar = made
    return made
  }

  /// Sets the week rules on every calendar used.
  package func setWeekRules(firstWeekday: Weekday, minimalDays: Int) {
    calendar.setWeekRules(firstWeekday: firstWeekday, minimalDays: minimalDays)
    julianCalendar?.setWeekRules(firstWeekday: firstWeekday, minimalDays: minimalDays)
    tabular?.setWeekRules(firstWeekday: firstWeekday, minimalDays: minimalDays)
    weekRules = (firstWeekday, minimalDays)
  }

  /// ICU 72 reckons Umm al-Qura years after its table (1601 AH on) by the islamic-civil rules, but
  /// only after walking every year from 1300 AH: about 100 000 instructions each time it computes
  /// the fields of a day such as one of 2024 AH, hundreds of times for one month. An islamic-civil
  /// calendar gives the same fields directly (every day 1601 AH–9999 CE compared,
  /// `TabularUmmAlQuraTests`). Opened on first need; nil for other systems or if it cannot be.
  private func tabularUmmAlQura() -> ICUCalendar? {
    guard let tabularLocale else { return nil }
    if let tabular { return tabular }
    guard let made = try? ICUCalendar(locale: tabularLocale) else { return nil }
    if let weekRules { made.setWeekRules(firstWeekday: weekRules.firstWeekday, minimalDays: weekRules.minimalDays) }
    tabular = made
    return made
  }

  /// The calendar that reckons `day`.
  func reckoning(_ day: JulianDay) -> ICUCalendar {
    if let first = firstGregorianDay, day < first { return julian }
    if day >= Self.tabularUmmAlQuraStart, let tabular = tabularUmmAlQura() { return tabular }
    return calendar
  }

  package func month(containing day: JulianDay) throws -> MonthSpan {
    if let known = recentMonth(holding: day) { return known }
    if corrects(day) { return remembered(try correctedMonth(containing: day)) }
    return remembered(try month(containing: day, previousMonthLastDay: nil))
  }

  package func month(after month: MonthSpan) throws -> MonthSpan {
    if let known = recentMonth(holding: month.end) { return known }
    if corrects(month.end) { return remembered(try correctedMonth(after: month)) }
    // The previous month's last day number is already known: one ICU computation fewer.
    return remembered(try self.month(containing: month.end, previousMonthLastDay: month.dayNumbers.last))
  }

  /// The last few months reckoned: a grid's full dates ask for the next month's first days, then
  /// the next grid for that month (a Chinese month costs ICU new-moon searches, more the farther
  /// from 2000: half of `--calendar chinese -n 1200 -f svg 8900-01-01`, issue 28 item 5).
  // Unchecked: read and changed only by the one caller the calendar is lent to (an exclusivity
  // check on each access cost ~240 instructions a month).
  @exclusivity(unchecked) private var recentMonths: [MonthSpan] = []

  private func recentMonth(holding day: JulianDay) -> MonthSpan? {
    for month in recentMonths where month.start <= day && day < month.end { return month }
    return nil
  }

  private func remembered(_ month: MonthSpan) -> MonthSpan {
    if recentMonths.count == 4 { recentMonths.removeFirst() }
    recentMonths.append(month)
    return month
  }

  /// The month as ICU reckons it (before any correction).
  package func month(containing day: JulianDay, previousMonthLastDay known: Int?) throws -> MonthSpan {
    let bounds = try reckoning(day).monthBounds(day)
    var start = JulianDay(Int(bounds.start)), end = JulianDay(Int(bounds.end))
    var straddles = false
    if let first = firstGregorianDay {
      // The change-over month (October 1582, September 1752) starts Julian and ends Gregorian.
      if day < first && end > first {
        end = JulianDay(Int(try calendar.monthBounds(first).end))
        straddles = true
      } else if day >= first && start < first {
        start = JulianDay(Int(try julian.monthBounds(first.advanced(by: -1)).start))
        straddles = true
      }
    }
    guard start <= Self.span.upperBound, end > Self.span.lowerBound else {
      throw CalendarError(.outOfRange, "the month of \(day.isoString) is outside 0001-01-01..9999-12-31")
    }
    var first = cr_fields()
    if straddles {
      first = try reckoning(start).fields(start)
    } else {
      first.era = bounds.era
      first.year = bounds.year
      first.extendedYear = bounds.extendedYear
      first.month = bounds.month
      first.isLeapMonth = bounds.isLeapMonth
    }
    let length = start.distance(to: end)
    var dayNumbers: [Int]
    if !straddles && length == Int(bounds.maximumDay) {
      dayNumbers = Array(1...length)
    } else {
      // Across a Gregorian change-over the day numbers jump (1…4, 15…31): ask ICU for each.
      dayNumbers = []
      for offset in 0..<length {
        let day = start.advanced(by: offset)
        dayNumbers.append(Int(try reckoning(day).fields(day).day))
      }
    }
    let before = start.advanced(by: -1)
    let previousLast = try known ?? Int(reckoning(before).fields(before).day)
    let (era, eraYear) = eraOf(first)
    return MonthSpan(
      year: Int(first.extendedYear) + system.displayYearOffset,
      code: monthCode(icuMonth: Int(first.month), isLeap: first.isLeapMonth != 0),
      era: era, eraYear: eraYear, start: start, end: end, dayNumbers: dayNumbers,
      previousMonthLastDay: previousLast)
  }

  package func month(year: Int, code: MonthCode) throws -> MonthSpan {
    if corrects(year: year) { return try correctedMonth(year: year, code: code) }
    return try icuMonth(year: year, code: code)
  }

  /// The month ICU labels `year`, `code`, with the correction applied to its bounds.
  func icuMonth(year: Int, code: MonthCode) throws -> MonthSpan {
    let first = try day(monthDay: 1, year: year, code: code, noSuch: .noSuchMonth)
    do {
      return try month(containing: first)
    } catch let error as CalendarError where error.code == .outOfRange {
      throw CalendarError(
        .outOfRange, "\(system.identifier) year \(year) is outside the span calrender covers (0001-01-01..9999-12-31)")
    }
  }

  package func day(_ day: Int, year: Int, code: MonthCode) throws -> JulianDay {
    if corrects(year: year) { return try correctedDay(day, year: year, code: code) }
    _ = try month(year: year, code: code)
    return try self.day(monthDay: day, year: year, code: code, noSuch: .noSuchDay)
  }

  private func day(monthDay: Int, year: Int, code: MonthCode, noSuch: CalendarError.Code) throws -> JulianDay {
    let extendedYear = year - system.displayYearOffset
    // Far outside the span ICU's millisecond arithmetic overflows; refuse before asking it.
    guard abs(extendedYear) < 20_000 else {
      throw CalendarError(.outOfRange, "year \(year) is outside the span this calendar covers")
    }
    guard let (icuMonth, isLeap) = icuMonth(of: code), monthDay >= 1, monthDay <= 99,
      let julianDay = reckonedDay(extendedYear: extendedYear, month: icuMonth, isLeap: isLeap, day: monthDay)
    else {
      let what = noSuch == .noSuchMonth ? "month \(code.argument)" : "day \(monthDay) of month \(code.argument)"
      throw CalendarError(noSuch, "\(system.identifier) year \(year) has no \(what)")
    }
    return julianDay
  }

  /// The day of ICU fields; across a change-over, Julian dates before it and Gregorian ones from it
  /// (1582-10-10 is in neither).
  private func reckonedDay(extendedYear: Int, month: Int, isLeap: Bool, day: Int) -> JulianDay? {
    if let first = firstGregorianDay {
      // Fields the Gregorian calendar puts on or after the change-over are a Julian date later still
      // (the Julian calendar lags from the 3rd century on): the Julian calendar is not asked.
      if let date = calendar.julianDay(extendedYear: extendedYear, month: month, isLeapMonth: isLeap, day: day),
        date >= first
      {
        return date
      }
      if let date = julian.julianDay(extendedYear: extendedYear, month: month, isLeapMonth: isLeap, day: day),
        date < first
      {
        return date
      }
      guard let date = calendar.julianDay(extendedYear: extendedYear, month: month, isLeapMonth: isLeap, day: day),
        date >= first
      else { return nil }
      return date
    }
    if extendedYear >= Self.tabularUmmAlQuraFirstYear, let tabular = tabularUmmAlQura() {
      return tabular.julianDay(extendedYear: extendedYear, month: month, isLeapMonth: isLeap, day: day)
    }
    return calendar.julianDay(extendedYear: extendedYear, month: month, isLeapMonth: isLeap, day: day)
  }

  /// ICU's 0-based month (and leap flag) for a CLDR month code.
  func icuMonth(of code: MonthCode) -> (Int, Bool)? {
    switch system {
    case .hebrew:
      // ICU numbers Hebrew months 0…12 in every year: Tishri 0 … Shevat 4, Adar I 5, Adar 6 … Elul 12.
      if code.isLeap { return code.number == 5 ? (5, false) : nil }
      guard (1...12).contains(code.number) else { return nil }
      return (code.number <= 5 ? code.number - 1 : code.number, false)
    case .chinese, .dangi:
      guard (1...12).contains(code.number) else { return nil }
      return (code.number - 1, code.isLeap)
    case .coptic, .ethiopic:
      guard !code.isLeap, (1...13).contains(code.number) else { return nil }
      return (code.number - 1, false)
    default:
      guard !code.isLeap, (1...12).contains(code.number) else { return nil }
      return (code.number - 1, false)
    }
  }

  /// The CLDR month code of ICU's 0-based month and leap flag.
  package func monthCode(icuMonth: Int, isLeap: Bool) -> MonthCode {
    if system == .hebrew {
      if icuMonth == 5 { return MonthCode(number: 5, isLeap: true) }
      return MonthCode(number: icuMonth < 5 ? icuMonth + 1 : icuMonth)
    }
    return MonthCode(number: icuMonth + 1, isLeap: isLeap)
  }

  /// CLDR era codes for the Japanese eras since Meiji (ICU's era indices 232…236). Earlier dates are
  /// reported without an era: Temporal, too, counts them as Gregorian years.
  private func eraOf(_ fields: cr_fields) -> (String?, Int?) {
    guard system == .japanese else { return (nil, nil) }
    let codes = [232: "meiji", 233: "taisho", 234: "showa", 235: "heisei", 236: "reiwa"]
    guard let code = codes[Int(fields.era)] else { return (nil, nil) }
    return (code, Int(fields.year))
  }

  /// ICU's week of year for `day` under this calendar's week rules, and the week-year in the year
  /// numbering of cli.md. ICU's YEAR_WOY counts in extended years (Gregorian 2024 in the Japanese
  /// and Buddhist calendars, 4661 in the Chinese), not in YEAR's era years (令和6, 2567, cycle year 41).
  package func week(of day: JulianDay) throws -> (weekOfYear: Int, weekYear: Int) {
    let fields = try reckoning(day).fields(day)
    return (Int(fields.weekOfYear), Int(fields.yearWoy) + system.displayYearOffset)
  }
}
