import CalendarModel
import Foundation

/// The month structure of one calendar system: calrender's own months where it computes them
/// (``GregorianMonths``, ``HebrewMonths``, ``TabularMonths``, and ``MonthTable`` for the Chinese,
/// Korean and Umm al-Qura years it holds, corrections included), Foundation's `Calendar` elsewhere.
///
/// The corrections are calendar facts, not ICU facts: a Chinese month whose new moon falls near
/// midnight, or one of the Hebrew years ICU 72 postpones twice, is the same month through either
/// provider. A value; its `Calendar` is a value too, so copies can be used from several threads.
public struct FoundationCalendarArithmetic: CalendarArithmetic, Sendable {
  /// The calendar system whose months these are.
  public let system: CalendarSystem
  private let computed: (any ComputedMonths)?
  private let table: MonthTable?
  /// Foundation's calendar of `system` (UTC), for the months calrender does not compute.
  let calendar: Calendar
  /// The Gregorian calendar (with its 1582 change-over) that gives Gregorian-based years.
  private let gregorian: Calendar

  /// The months of `system`.
  public init(system: CalendarSystem) {
    self.system = system
    var calendar = Calendar(identifier: system.foundationIdentifier)
    calendar.timeZone = .utcZone
    self.calendar = calendar
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = .utcZone
    self.gregorian = gregorian
    // As the ICU provider picks them (LocaleCalendar): the same months whichever provider draws.
    switch system {
    case .gregorian, .buddhist, .roc, .iso8601, .japanese:
      computed = GregorianMonths(yearOffset: system.displayYearOffset)
    case .hebrew: computed = HebrewMonths()
    default: computed = TabularMonths(system: system)
    }
    table = MonthTable(system: system)
  }

  /// The span of days every calendar covers (0001-01-01…9999-12-31).
  private static var covered: ClosedRange<JulianDay> {
    JulianDay(isoYear: 1, month: 1, day: 1)...JulianDay(isoYear: 9999, month: 12, day: 31)
  }

  /// The month containing `day`; throws `CalendarError.outOfRange` outside 0001-01-01…9999-12-31.
  public func month(containing day: JulianDay) throws -> MonthSpan {
    if let month = computed?.computedMonth(containing: day) ?? table?.month(containing: day) { return withEra(month) }
    return try foundationMonth(containing: day)
  }

  /// The month after `month`.
  public func month(after month: MonthSpan) throws -> MonthSpan { try self.month(containing: month.end) }

  /// The month `code` of `year` (the year people of the calendar write); throws
  /// `CalendarError.noSuchMonth` when the year has none (month 13 of a common Hebrew year).
  public func month(year: Int, code: MonthCode) throws -> MonthSpan {
    if let month = computed?.computedMonth(year: year, code: code) ?? table?.month(year: year, code: code) {
      return withEra(month)
    }
    let noSuchMonth = CalendarError(.noSuchMonth, "\(system.identifier) year \(year) has no month \(code.argument)")
    let date: Date?
    if system.isGregorianBased {
      guard !code.isLeap, (1...12).contains(code.number) else { throw noSuchMonth }
      date = gregorian.date(from: DateComponents(year: year - system.displayYearOffset, month: code.number, day: 1))
    } else {
      guard let (number, isLeap) = system.foundationMonth(of: code) else { throw noSuchMonth }
      let (era, foundationYear) = system.foundationEraYear(year)
      var components = DateComponents(era: era, year: foundationYear, month: number, day: 1)
      components.isLeapMonth = isLeap
      date = calendar.date(from: components)
    }
    guard let date else { throw noSuchMonth }
    let month = try self.month(containing: JulianDay(date))
    guard month.year == year, month.code == code else { throw noSuchMonth }
    return month
  }

  /// Day `day` of that month; throws `CalendarError.noSuchDay` when it does not exist.
  public func day(_ day: Int, year: Int, code: MonthCode) throws -> JulianDay {
    let month = try self.month(year: year, code: code)
    guard let index = month.dayNumbers.firstIndex(of: day) else {
      throw CalendarError(.noSuchDay, "\(system.identifier) year \(year) has no day \(day) of month \(code.argument)")
    }
    return month.start.advanced(by: index)
  }

  /// The Japanese era of a computed Gregorian month, from its first day (Meiji on; none before).
  private func withEra(_ month: MonthSpan) -> MonthSpan {
    guard system == .japanese else { return month }
    var month = month
    (month.era, month.eraYear) = japaneseEra(of: month.start)
    return month
  }

  /// CLDR era codes for the Japanese eras since Meiji (ICU's era indices 232…236, which Foundation
  /// reports as they are). Earlier dates have no era: Temporal, too, counts them as Gregorian years.
  private func japaneseEra(of day: JulianDay) -> (String?, Int?) {
    let components = calendar.dateComponents([.era, .year], from: day.date())
    let codes = [232: "meiji", 233: "taisho", 234: "showa", 235: "heisei", 236: "reiwa"]
    guard let era = components.era, let code = codes[era] else { return (nil, nil) }
    return (code, components.year)
  }

  /// Foundation's month of `day`.
  private func foundationMonth(containing day: JulianDay) throws -> MonthSpan {
    guard Self.covered.contains(day) else {
      throw CalendarError(.outOfRange, "\(day.isoString) is outside 0001-01-01…9999-12-31")
    }
    let date = day.date()
    guard let interval = calendar.dateInterval(of: .month, for: date) else {
      throw CalendarError(.unsupported, "Foundation has no \(system.identifier) month for \(day.isoString)")
    }
    let start = JulianDay(interval.start), end = JulianDay(interval.end)
    let components = calendar.dateComponents([.era, .year, .month, .isLeapMonth], from: date)
    let code = system.monthCode(foundationMonth: components.month ?? 1, isLeap: components.isLeapMonth ?? false)
    let year =
      system.isGregorianBased
      ? gregorian.component(.year, from: interval.start) + system.displayYearOffset
      : system.displayYear(era: components.era ?? 1, year: components.year ?? 1)
    // Day numbers as Foundation counts them: 1…4, 15…31 across the 1582 change-over.
    let days = (0..<start.distance(to: end)).map { start.advanced(by: $0) }
    let numbers = days.map { calendar.component(.day, from: $0.date()) }
    let previous = calendar.component(.day, from: start.advanced(by: -1).date())
    var month = MonthSpan(
      year: year, code: code, start: start, end: end, dayNumbers: numbers, previousMonthLastDay: previous)
    if system == .japanese { (month.era, month.eraYear) = japaneseEra(of: start) }
    return month
  }
}
