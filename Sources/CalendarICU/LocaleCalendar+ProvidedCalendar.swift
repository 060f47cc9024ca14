import CalendarModel

extension LocaleCalendar: ProvidedCalendar {
  package var locale: CalendarLocale { CalendarLocale(facts.locale) }

  package func format(from first: JulianDay, to last: JulianDay, skeleton: String) throws -> String {
    let format: ICUIntervalFormat
    if let known = rangeFormat, known.skeleton == skeleton {
      format = known.format
    } else {
      format = try ICUIntervalFormat(locale: facts.locale.icuIdentifier, skeleton: skeleton)
      rangeFormat = (skeleton, format)
    }
    return try format.format(from: first, to: last)
  }

  package func monthNameCandidates(ofYear year: Int) throws -> [(name: String, code: MonthCode)] {
    let system = facts.calendar.identifier
    var locales = [facts.locale.icuIdentifier]
    if facts.locale.language != "en" { locales.append("en@calendar=" + system) }
    let formats = try locales.flatMap { locale in
      try ["MMMM", "MMM", "LLLL", "LLL"].map { try ICUDateFormat(locale: locale, pattern: $0) }
    }
    var names: [(name: String, code: MonthCode)] = []
    for month in try arithmetic.months(ofYear: year) {
      // A month whose start calrender corrects is named on a day ICU places in it.
      let day = arithmetic.formattingStandIn(for: month.start, in: month)
      for format in formats { names.append(((try format.format(day)).lowercased(), month.code)) }
    }
    return names
  }

  package func displayName(of field: DateField) -> String? {
    let icuField: ICUFieldNames.Field =
      switch field {
      case .year: .year
      case .month: .month
      case .week: .week
      case .day: .day
      }
    return try? ICUFieldNames.displayName(icuField, from: patternSource)
  }

  package var todayName: String? { try? ICUFieldNames.today(locale: facts.locale.icuIdentifier) }

  package var standaloneWeekdayNames: [Weekday: WeekdayNames] { facts.standaloneWeekdayNames }

  package var standaloneMonthNames: [String] { facts.monthNames }

  package var titlePattern: String { facts.titlePattern }
}

extension CalendarLocale {
  /// The seam's value of an ICU locale.
  package init(_ locale: ResolvedLocale) { self.init(identifier: locale.icuIdentifier, language: locale.language) }
}

extension ResolvedLocale {
  /// The ICU locale of the seam's value (the ICU provider resolved it).
  package init(_ locale: CalendarLocale) { self.init(icuIdentifier: locale.identifier, language: locale.language) }
}

extension ICUError: LocaleDataError {
  package var failure: LocaleDataFailure {
    switch code {
    case .unknownLocale: .unknownLocale(suggestions: suggestions)
    case .unsupportedCalendar: .unsupportedCalendar
    default: .failed
    }
  }
}
