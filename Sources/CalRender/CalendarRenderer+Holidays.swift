/// Which holidays a request marks: the regions it names, or its locale's region (and CLDR
/// subdivision), each set of regions' engine made once and kept by the renderer.
extension CalendarRenderer {
  /// The holiday source a request's choice means.
  package func holidaySource(
    _ holidays: Holidays, locale: CalendarLocale, languageTag: String,
    categories: Set<HolidayCategory> = HolidayCategory.defaults
  ) throws -> (any HolidaySource)? {
    try holidaySource(holidays, locale: locale, languageTag: languageTag, categories: categories, derived: nil)
  }

  /// ``holidaySource(_:locale:languageTag:categories:)`` with the locale's derivations when the
  /// caller has them already.
  func holidaySource(
    _ holidays: Holidays, locale: CalendarLocale, languageTag: String, categories: Set<HolidayCategory>,
    derived: LocaleDerivations.Entry?
  ) throws -> (any HolidaySource)? {
    let codes: [String]
    var ofLocale: LocaleDerivations.Entry?
    switch holidays.choice {
    case .none: return nil
    case .source(let source): return source
    case .regions(let list): codes = list.map { $0.uppercased() }
    case .ofLocale:
      // The locale's CLDR subdivision key (`de-DE-u-sd-deby`: Bavaria) when calrender has its days,
      // else its country's; decided once a locale.
      let entry = derived ?? localeDerivations.entry(of: locale, provider: provider)
      // Kept in the locale's entry: no key to make and no second look-up for every request.
      if HolidayCategory.areDefaults(categories), let kept = entry.localeHolidays, kept.languageTag == languageTag {
        return kept.source
      }
      if HolidayCategory.areDefaults(categories) { ofLocale = entry }
      let found = localeDerivations.holidayCodes(of: locale, in: entry) { region, subdivision in
        guard let region, RegionHolidays.catalog.hasCountry(region) else { return nil }
        if let subdivision, RegionHolidays.catalog.hasSubdivision(subdivision) { return [subdivision] }
        return [region]
      }
      guard let found else { return nil }
      codes = found
    }
    guard !codes.isEmpty else { return nil }
    var key = codes.joined(concatenating: ",") + "|" + languageTag
    // The default's key is as before: a start with the public holidays sorts nothing.
    if !HolidayCategory.areDefaults(categories) {
      key += "|" + categories.map(\.rawValue).sorted().joined(separator: ",")
    }
    let source: RegionHolidays
    if let known = regionHolidays.withLock({ $0[key] }) {
      source = known
    } else {
      source = try RegionHolidays(
        codes: codes, language: languageTag, locale: locale, provider: provider, categories: categories)
      regionHolidays.withLock { $0[key] = source }
    }
    if let ofLocale { localeDerivations.keep(localeHolidays: source, languageTag: languageTag, of: locale, in: ofLocale) }
    return source
  }

  /// The ISO 3166-2 code of a locale's `sd` keyword (CLDR's subdivision: `de_DE@sd=deby`,
  /// `de-DE-u-sd-deby` → `DE-BY`) when it is one of `region`'s; nil when it names none.
  static func subdivision(of locale: CalendarLocale, in region: String) -> String? {
    let identifier = locale.identifier.lowercased()
    var value: Substring?
    if let at = identifier.firstIndex(of: "@") {
      for keyword in identifier[identifier.index(after: at)...].split(separator: ";") where keyword.hasPrefix("sd=") {
        value = keyword.dropFirst(3)
      }
    } else if let range = identifier.firstLiteralRange(of: "-u-") {
      // BCP 47 (a provider's identifier may be one): the value after the `sd` key.
      let words = identifier[range.upperBound...].split(separator: "-")
      if let index = words.firstIndex(of: "sd"), index + 1 < words.endIndex { value = words[index + 1] }
    }
    let country = region.lowercased()
    guard let value, value.hasPrefix(country), value.count > country.count else { return nil }
    return region + "-" + value.dropFirst(country.count).uppercased()
  }
}
