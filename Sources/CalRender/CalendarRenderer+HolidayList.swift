import CalendarRenderers

/// `calrender holidays`: the holidays of a span or of years, as a list.
extension CalendarRenderer {
  /// The holidays of `request.holidays` (the locale's region's by default) from `from` to `to`,
  /// dates written in the request's locale.
  /// - Throws: ``CalRenderError`` (`.usage` for an unknown region or a span over 200 years).
  public func holidayList(_ request: CalendarRequest, from: JulianDay, to: JulianDay) throws -> HolidayList {
    try translatingErrors {
      guard from <= to, from.distance(to: to) <= 200 * 366 else {
        throw CalRenderError(.usage, "invalid span \(from.isoString)..\(to.isoString)", hint: "at most 200 years, FROM before TO")
      }
      return try withCalendar(request) { calendar, locale in
        let facts = calendar.calendarFacts
        var entries: [HolidayList.Entry] = []
        var regions: [String] = []
        var gaps: [HolidayCoverageGap] = []
        if let source = try holidaySource(
          request.holidays, locale: locale, languageTag: facts.languageTag, categories: request.holidayCategories)
        {
          regions = (source as? RegionHolidays)?.codes ?? []
          gaps = source.coverageGaps(in: from...to)
          for (day, list) in try source.holidays(in: from...to).sorted(by: { $0.key < $1.key }) {
            let label = try calendar.agendaDate(day)
            for holiday in list { entries.append(.init(date: day, dateLabel: label, holiday: holiday)) }
          }
        }
        var list = HolidayList(locale: facts.languageTag, regions: regions, from: from, to: to, entries: entries)
        list.coverageGaps = gaps
        return list
      }
    }
  }

  /// The holidays of a year of the request's display calendar (nil: the year of today).
  public func holidayList(_ request: CalendarRequest, year: Int?) throws -> HolidayList {
    if let year { return try holidayList(request, years: year...year) }
    let year = try translatingErrors {
      try withCalendar(request) { calendar, _ in
        try calendar.monthArithmetic.month(containing: self.today(request) ?? environment.today(request.timeZone)).year
      }
    }
    return try holidayList(request, years: year...year)
  }

  /// The holidays of the years `years` of the request's display calendar (`holidays 2045..2046`):
  /// from the first day of the first year to the last day of the last.
  public func holidayList(_ request: CalendarRequest, years: ClosedRange<Int>) throws -> HolidayList {
    let (first, last) = try translatingErrors {
      try withCalendar(request) { calendar, _ in
        let arithmetic = calendar.monthArithmetic
        let (firstMonths, lastMonths) = (
          try arithmetic.months(ofYear: years.lowerBound), try arithmetic.months(ofYear: years.upperBound)
        )
        guard let first = firstMonths.first, let last = lastMonths.last else {
          let year = firstMonths.isEmpty ? years.lowerBound : years.upperBound
          throw CalRenderError(.usage, "the \(calendar.calendarFacts.calendar.identifier) calendar has no year \(year)")
        }
        return (first.start, last.last)
      }
    }
    return try holidayList(request, from: first, to: last)
  }

  /// A holiday list as text, `calrender-holidays/1` JSON, or an iCalendar file.
  public func render(_ list: HolidayList, as format: HolidayListFormat) -> String {
    switch format {
    case .text: HolidayListRenderer().text(list, displayWidth: measure)
    case .json: HolidayListRenderer().json(list)
    case .iCalendar: HolidayListRenderer().iCalendar(list, generator: "calrender \(Self.version)")
    }
  }
}
