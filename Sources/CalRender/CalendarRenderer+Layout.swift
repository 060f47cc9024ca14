import CalendarLayout

/// From a request to the layout stage: the calendar lent by the provider, the view resolved to
/// months, the decorations (second calendar, holidays, events, sky) attached.
extension CalendarRenderer {
  /// Runs `body` with the request's calendar, lent by the provider while it runs.
  func withCalendar<T>(_ request: CalendarRequest, _ body: (any ProvidedCalendar, CalendarLocale) throws -> T) throws -> T {
    let locale = try environment.locale(request.locale)
    return try provider.withCalendar(locale, request.calendarOptions) { try body($0, locale) }
  }

  // MARK: - Building

  /// Runs `body` with the layout of a request and what it asks the layout for, the request's
  /// calendar lent by the provider until `body` returns.
  func withLayout<T>(
    _ request: CalendarRequest, accessibleLabels: Bool, _ body: (DocumentLayout, LayoutRequest) throws -> T
  ) throws -> T {
    // A named locale and its derivations in one look-up; the environment's (LANG) through the provider.
    let (locale, derived): (CalendarLocale, LocaleDerivations.Entry?) =
      if let name = request.locale {
        try localeDerivations.named(name, provider: provider) { try environment.locale(name) }
      } else {
        (try environment.locale(nil), nil)
      }
    if let pattern = request.titlePattern {
      try TitlePatternCheck(locale: locale, allowsWeekYear: request.allowsWeekYear, provider: provider)
        .check(pattern, near: try self.today(request) ?? environment.today(request.timeZone))
    }
    return try provider.withCalendar(locale, request.calendarOptions) { calendar in
      try withLayout(request, calendar: calendar, locale: locale, derived: derived, accessibleLabels: accessibleLabels, body)
    }
  }

  /// ``withLayout(_:accessibleLabels:_:)`` with the request's calendar lent.
  func withLayout<T>(
    _ request: CalendarRequest, calendar: any ProvidedCalendar, locale: CalendarLocale,
    derived known: LocaleDerivations.Entry? = nil, accessibleLabels: Bool,
    _ body: (DocumentLayout, LayoutRequest) throws -> T
  ) throws -> T {
    // An unknown zone is an error even when a fixed today makes the clock unnecessary.
    if let zone = request.timeZone { _ = try environment.today(zone) }
    let today = try self.today(request)
    let (view, named) = try resolve(request.view, calendar: calendar) { try today ?? self.environment.today(request.timeZone) }

    var layoutRequest = LayoutRequest(view: view)
    layoutRequest.weekdayWidth = request.weekdayWidth
    layoutRequest.fixedWeeks = request.fixedWeeks
    layoutRequest.weekNumbering = request.weekNumbering
    layoutRequest.today = today
    layoutRequest.focus = request.focus ?? named
    layoutRequest.selection = request.selection
    layoutRequest.accessibleLabels = accessibleLabels
    layoutRequest.agenda = request.agenda

    let facts = calendar.calendarFacts
    // The request's locale facts in one look-up (`LocaleDerivations`), of the request's locale: the
    // calendar's is the same with its calendar keyword (`en_US@calendar=gregorian`), which the
    // overlays' fallback chains drop.
    let derived = known ?? localeDerivations.entry(of: locale, provider: provider)
    let versions = derived.versions
    var layout = DocumentLayout(
      localization: calendar,
      generator: .init(version: Self.version, provider: versions.provider, icu: versions.icu, cldr: versions.cldr),
      weekendColors: localeDerivations.weekendColors(
        of: locale, overlayLocale: calendar.locale, in: derived, weekend: facts.weekend, overlays: overlays))
    // The second calendar first: its failure is reported before the holidays' and the events'.
    func decorated(_ layout: DocumentLayout) throws -> T {
      var layout = layout
      layout.holidays = try holidaySource(
        request.holidays, locale: locale, languageTag: facts.languageTag, categories: request.holidayCategories,
        derived: derived)
      if let events = request.events {
        let zone = try environment.eventZone(request.timeZone)
        layout.events = EventPlacement(sources: events.sources(in: zone), timeZone: zone)
      }
      if !request.sky.isEmpty {
        let (zone, key) = try environment.keyedEventZone(request.timeZone)
        layout.sky = SkyMarks(
          phases: request.sky.contains(.phases), terms: request.sky.contains(.terms),
          seasons: request.sky.contains(.seasons), zone: zone, zoneKey: key,
          names: overlays.skyNames(
            locale: calendar.locale.identifier,
            likelyIdentifier: derived.likelySubtags),
          years: skyYears)
      }
      return try body(layout, layoutRequest)
    }
    guard let system = request.secondary else { return try decorated(layout) }
    return try provider.withSecondaryCalendar(locale, system) { secondary in
      layout.secondary = secondary
      return try decorated(layout)
    }
  }

  func today(_ request: CalendarRequest) throws -> JulianDay? {
    switch request.today {
    case .clock: try environment.today(request.timeZone)
    case .date(let day): day
    case .none: nil
    }
  }

  /// The months (or week) of a view, and the day it names.
  private func resolve(_ view: CalendarRequest.View, calendar: any ProvidedCalendar, today: () throws -> JulianDay) throws
    -> (LayoutRequest.View, JulianDay?)
  {
    // The layout's arithmetic: Chinese, Korean and Umm al-Qura months from the month table.
    let arithmetic = calendar.monthArithmetic
    func checked(_ day: JulianDay?) throws -> JulianDay {
      let day = try day ?? today()
      guard JulianDay.supportedRange.contains(day) else {
        throw CalRenderError(.usage, "date '\(day.isoString)' is outside 0001-01-01..9999-12-31")
      }
      return day
    }
    switch view.kind {
    case .month(let day):
      return (.month(try arithmetic.month(containing: try checked(day))), nil)
    case .monthOfYear(let year, let code):
      return (.month(try arithmetic.month(year: year, code: code)), nil)
    case .months(let day, let count, let centered):
      guard count >= 1 else { throw CalRenderError(.usage, "a view needs at least one month") }
      var first = try arithmetic.month(containing: try checked(day))
      if centered { for _ in 0..<(count / 2) { first = try arithmetic.month(before: first) } }
      return (.months(from: first, count: count), nil)
    case .year(let day):
      return (.year(of: try arithmetic.month(containing: try checked(day))), nil)
    case .yearNumber(let year):
      return (.year(of: try arithmetic.month(year: year, code: MonthCode(number: 1))), nil)
    case .week(let day):
      let shown = try checked(day)
      try WeekSpanCheck.check(shown, firstWeekday: calendar.calendarFacts.firstWeekday)
      return (.week(containing: shown), nil)
    }
  }

  /// Every failure below the front door becomes a ``CalRenderError`` with its code.
  func translatingErrors<T>(_ body: () throws -> T) throws -> T { try CalRenderError.translating(body) }
}
