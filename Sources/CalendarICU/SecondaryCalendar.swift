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
  /// Chinese, Korean and Umm al-Qura dates composed without ICU in the tables' years, with the
  /// patterns of the label and the month name (nil: ICU formats every date).
  private let lunar: (format: ComposedLunarFormat, label: ComposedLunarFormat.Pattern, month: ComposedLunarFormat.Pattern)?

  /// Opens `system` in `locale`; its patterns come from `patternSources` when given (the source
  /// the display calendar of the same locale and calendar uses too), else from a source of its own.
  package init(locale: ResolvedLocale, system: CalendarSystem, patternSources: PatternSourceCache? = nil) throws {
    self.system = system
    let id = try locale.setting("calendar", to: system.identifier).icuIdentifier
    arithmetic = try ICUCalendarArithmetic(locale: locale, system: system)
    let tabled = TabledMonthArithmetic(icu: arithmetic)
    months = tabled ?? arithmetic
    let patterns =
      patternSources?.source(locale: id, calendarType: system.identifier)
      ?? PatternSource(locale: id, calendarType: system.identifier)
    labelFormat = try ICUDateFormat(locale: id, pattern: try patterns.bestPattern(skeleton: "Md"))
    dayFormat = try ICUDateFormat(locale: id, pattern: "d")
    // Standalone month names carry the leap-month mark (윤, 闰, Adar I).
    monthFormat = try ICUDateFormat(locale: id, pattern: try patterns.bestPattern(skeleton: "LLL"))
    if let tabled,
      let format = ComposedLunarFormat(
        locale: try locale.setting("calendar", to: system.identifier), system: system, table: tabled.table,
        corrections: { [arithmetic] in arithmetic.lunarCorrections }, symbols: dayFormat, formatNames: [:],
        standaloneNames: [:]),
      let label = ComposedLunarFormat.Pattern(labelFormat.pattern),
      let month = ComposedLunarFormat.Pattern(monthFormat.pattern)
    {
      lunar = (format, label, month)
    } else {
      lunar = nil
    }
  }

  /// The date of `day` in this calendar.
  package func date(of day: JulianDay) throws -> SecondaryDate {
    let month = try month(holding: day)
    let number = month.dayNumber(of: day)
    if let lunar, lunar.format.composes(month), let dayLabel = lunar.format.dayText(number, padded: false),
      let label = lunar.format.format(lunar.label, day: day, of: month, dayLabel: { dayLabel })
    {
      let name = day == month.start ? lunar.format.format(lunar.month, day: day, of: month, dayLabel: { dayLabel }) : nil
      if day != month.start || name != nil {
        return SecondaryDate(
          calendar: system, year: month.year, code: month.code, day: number, label: label, dayLabel: dayLabel,
          monthLabel: name)
      }
    }
    return try dateByICU(of: day)
  }

  /// Whether Chinese, Korean or Umm al-Qura dates in the tables' years are composed rather than
  /// formatted by ICU.
  package var composesLunarDates: Bool { lunar != nil }

  /// The date of `day` with its labels formatted by ICU, never composed (the tests compare the two).
  package func dateByICU(of day: JulianDay) throws -> SecondaryDate {
    let month = try month(holding: day)
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

  /// The month holding `day`, the last one kept.
  private func month(holding day: JulianDay) throws -> MonthSpan {
    if let span, (span.start..<span.end).contains(day) { return span }
    let month = try months.month(containing: day)
    span = month
    return month
  }
}
