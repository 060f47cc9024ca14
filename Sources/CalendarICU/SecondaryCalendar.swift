import CalendarModel

/// A second calendar system in a locale, for the date under each day (`--secondary dangi`).
package final class SecondaryCalendar: SecondaryDating {
  package let system: CalendarSystem
  let arithmetic: ICUCalendarArithmetic
  /// Month bounds: Chinese and Korean months from calrender's table where it covers them.
  let months: any CalendarArithmetic
  let labelFormat: ICUDateFormat
  let dayFormat: ICUDateFormat
  let monthFormat: ICUDateFormat
  private var span: MonthSpan?
  private var monthLabel: (JulianDay, String)?

  /// Opens `system` in `locale`; its patterns come from `patternSources` when given (the source
  /// the display calendar of the same locale and calendar uses too), else from a source of its own.
  package init(locale: ResolvedLocale, system: CalendarSystem, patternSources: PatternSourceCache? = nil) throws {
    self.system = system
    let id = try locale.setting("calendar", to: system.identifier).icuIdentifier
    arithmetic = try ICUCalendarArithmetic(locale: locale, system: system)
    months = TabledMonthArithmetic(icu: arithmetic) ?? arithmetic
    let patterns =
      patternSources?.source(locale: id, calendarType: system.identifier)
      ?? PatternSource(locale: id, calendarType: system.identifier)
    labelFormat = try ICUDateFormat(locale: id, pattern: try patterns.bestPattern(skeleton: "Md"))
    dayFormat = try ICUDateFormat(locale: id, pattern: "d")
    // Standalone month names carry the leap-month mark (윤, 闰, Adar I).
    monthFormat = try ICUDateFormat(locale: id, pattern: try patterns.bestPattern(skeleton: "LLL"))
  }

  /// The date of `day` in this calendar.
  package func date(of day: JulianDay) throws -> SecondaryDate {
    if span.map({ !($0.start..<$0.end).contains(day) }) ?? true { span = try months.month(containing: day) }
    let month = span!  // set just above
    let number = month.dayNumber(of: day)
    // Where calrender corrects ICU's lunar calendar, ICU's formats label a day that ICU agrees with.
    let shown = arithmetic.formattingStandIn(for: day, in: month)
    var name: String?
    if day == month.start {
      name = try monthFormat.format(shown)
    }
    return SecondaryDate(
      calendar: system, year: month.year, code: month.code, day: number, label: try labelFormat.format(shown),
      dayLabel: try dayFormat.format(shown), monthLabel: name)
  }
}
