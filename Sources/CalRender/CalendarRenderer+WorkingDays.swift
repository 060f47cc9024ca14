/// `calrender workdays`: working days of a region, from its weekend, its days off and its weekend
/// days worked.
extension CalendarRenderer {
  /// The most days a working-day question may span (200 years, as a holiday list): the work is
  /// the span's region-years, computed once each.
  public static let workingDaySpanLimit = 200 * 366

  /// The working days of `span` in one holiday region (`CN`, `DE-BY`): the region's weekend from
  /// the provider (CLDR's week data for the region's country, in its first language), its days off
  /// (kinds `public` and `substitute` of `categories`: the public holidays by default; with
  /// `.bank`, a bank's working days) and its weekend days worked (kind `workday`).
  ///
  /// ```swift
  /// let days = try renderer.workingDays(region: "CN", in: first...last)
  /// days.count(in: first...last)   // 18 for February 2024
  /// ```
  /// - Throws: ``CalRenderError`` `.usage` for an unknown region or a span over 200 years.
  public func workingDays(
    region: String, in span: ClosedRange<JulianDay>, categories: Set<HolidayCategory> = HolidayCategory.defaults
  ) throws -> WorkingDays {
    try translatingErrors {
      guard span.lowerBound.distance(to: span.upperBound) < Self.workingDaySpanLimit else {
        throw CalRenderError(
          .usage, "span \(span.lowerBound.isoString)..\(span.upperBound.isoString) is too long",
          hint: "at most 200 years")
      }
      let code = region.uppercased()
      // Names are not shown: English, the language every region's data has. An unknown code
      // fails here, with the nearest codes.
      guard
        let source = try holidaySource(
          .regions([code]), locale: provider.posixLocale, languageTag: "en", categories: categories)
      else {
        throw CalRenderError(.usage, "no holiday data for '\(region)'")
      }
      // The region's own week, not the display locale's: Saudi Arabia rests on Friday and Saturday
      // whatever language the answer is written in.
      let weekend = try regionWeekend(try regionLocale(code))
      var days = WorkingDays(span: span, weekend: weekend, holidays: try source.holidays(in: span))
      days.coverageGaps = source.coverageGaps(in: span)
      return days
    }
  }

  /// The working day `n` working days after `day` in `region` (`n` < 0: before; 0: `day` when it
  /// is a working day, else the next one), `day` itself not counted; and the coverage gaps of the
  /// days walked.
  ///
  /// The walk looks at spans of days that grow until the answer is inside one, so that the work is
  /// about that of the days between.
  /// - Throws: ``CalRenderError`` `.usage` for an unknown region or an answer more than 200 years
  ///   away (`n` beyond ±36,500 always is).
  public func workingDay(
    region: String, _ n: Int, workingDaysFrom day: JulianDay, categories: Set<HolidayCategory> = HolidayCategory.defaults
  ) throws -> (
    day: JulianDay, coverageGaps: [HolidayCoverageGap]
  ) {
    // 200 years hold about 50,000 working days at five a week less the holidays: 36,500 keeps
    // every answer inside the span a question may reach, and the work bounded.
    guard n.magnitude <= 36_500 else {
      throw CalRenderError(.usage, "\(n) working days is too far", hint: "at most 36500 either way, about 140 years")
    }
    // A first guess of 7 days a 4 working days and a month to spare, doubled until it holds.
    var length = Int(n.magnitude) * 7 / 4 + 31
    while true {
      let clamped = min(length, Self.workingDaySpanLimit - 1)
      let span = n >= 0 ? day...day.advanced(by: clamped) : day.advanced(by: -clamped)...day
      let days = try workingDays(region: region, in: span, categories: categories)
      if let found = days.day(n, workingDaysFrom: day) {
        let walked = found < day ? found...day : day...found
        return (found, days.coverageGaps.isEmpty ? [] : try workingDays(region: region, in: walked, categories: categories).coverageGaps)
      }
      guard clamped < Self.workingDaySpanLimit - 1 else {
        throw CalRenderError(.usage, "no working day \(n) from \(day.isoString) within 200 years", hint: "a smaller N")
      }
      length *= 2
    }
  }

  /// The holiday region of a locale (`zh-CN` → `CN`, `de-DE-u-sd-deby` → `DE-BY`; nil: the
  /// environment's), as its views show holidays for; nil when calrender has no data for it.
  public func holidayRegion(locale: String?) throws -> String? {
    try translatingErrors {
      let resolved = try environment.locale(locale)
      return (try holidaySource(.ofLocale, locale: resolved, languageTag: "en") as? RegionHolidays)?.codes.first
    }
  }

  /// A locale of a region's country in its first language (`zh_Hans_CN`, `ar_SA`): the one whose
  /// week data is the country's.
  func regionLocale(_ code: String) throws -> CalendarLocale {
    let country = String(code.prefix { $0 != "-" })
    let language = (try? RegionHolidays.catalog.region(country))?.languages.first ?? "en"
    return try provider.locale(language + "_" + country)
  }

  /// The weekend of a locale's region, from the provider's week data.
  func regionWeekend(_ locale: CalendarLocale) throws -> Set<Weekday> {
    var options = CalendarOptions()
    options.calendar = .gregorian
    return try provider.withCalendar(locale, options) { Set($0.calendarFacts.weekend) }
  }
}
