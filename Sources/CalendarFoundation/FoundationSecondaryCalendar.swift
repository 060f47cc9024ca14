import CalendarModel
import Foundation

/// A second calendar system in a locale, for the date under each day (`--secondary dangi`), from
/// Foundation: months by ``FoundationCalendarArithmetic`` (calrender's tables and corrections),
/// labels by Foundation's formatters (skeleton `Md`; standalone `LLL` on a month's first day,
/// which carries the leap-month mark: 윤, 闰, Adar I).
///
/// Keeps Foundation formatters, which are not thread-safe: use one per thread.
public final class FoundationSecondaryCalendar: SecondaryDating {
  /// The second calendar.
  public let system: CalendarSystem
  private let months: FoundationCalendarArithmetic
  private let formats: FoundationDateFormats
  private var span: MonthSpan?

  /// `system` in `locale`.
  public init(locale: FoundationLocale, system: CalendarSystem) {
    self.system = system
    months = FoundationCalendarArithmetic(system: system)
    formats = FoundationDateFormats(locale: locale, system: system)
  }

  /// The date of `day` in this calendar.
  public func date(of day: JulianDay) throws -> SecondaryDate {
    let month: MonthSpan
    if let span, (span.start..<span.end).contains(day) {
      month = span
    } else {
      month = try months.month(containing: day)
      span = month
    }
    let name = day == month.start ? formats.format(day, in: month, pattern: formats.bestPattern(skeleton: "LLL")) : nil
    return SecondaryDate(
      calendar: system, year: month.year, code: month.code, day: month.dayNumber(of: day),
      label: formats.format(day, in: month, pattern: formats.bestPattern(skeleton: "Md")),
      dayLabel: formats.format(day, in: month, pattern: "d"), monthLabel: name)
  }
}
