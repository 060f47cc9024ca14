import CalendarHolidays
import LocaleOverlays

/// The holidays of some regions in one display language, as a ``HolidaySource``: the engine of
/// `CalendarHolidays` over the provider's calendars, each region-year computed once and kept (only the rule
/// years the days asked for need: a month of a cold start computes one year). The engine is not
/// thread-safe; a lock makes this source so.
final class RegionHolidays: HolidaySource, @unchecked Sendable {
  static let catalog = LocaleOverlays.holidayCatalog()

  let codes: [String]
  /// The regions, read outside the engine's lock for their covered years.
  private let regions: [HolidayRegion]
  private let engine: Locked<HolidayCalendar>
  /// The BCP 47 tag and the script of each language a name came in (`zh_Hant` → `zh-Hant`,
  /// `Hant`), the script from the provider's likely subtags.
  private let scripts = Locked<[String: (tag: String, script: String)]>([:])
  /// The same for the regions' own languages, made at the start: the names a month shows are
  /// nearly always in one of them, and read here they take no lock (two threads sharing a renderer
  /// met on the one above every month).
  private let regionScripts: [String: (tag: String, script: String)]

  private let provider: any CalendarDataProvider
  private let categories: Set<HolidayCategory>

  /// The regions' holidays named in `language`, non-Gregorian rules reckoned through `provider`.
  init(
    codes: [String], language: String, locale: CalendarLocale, provider: any CalendarDataProvider,
    categories: Set<HolidayCategory> = HolidayCategory.defaults
  ) throws {
    var regions: [HolidayRegion] = []
    for code in codes {
      do { regions.append(try Self.catalog.region(code)) } catch let error as HolidayError {
        let hint =
          error.suggestions.isEmpty
          ? "one of: " + Self.catalog.codes.joined(separator: ", ") : "nearest: " + error.suggestions.joined(separator: ", ")
        throw CalRenderError(.usage, "unknown holiday region '\(code)'", hint: hint)
      }
    }
    self.codes = regions.map(\.code)
    self.regions = regions
    self.provider = provider
    self.categories = categories
    var regionScripts: [String: (tag: String, script: String)] = [:]
    for language in regions.flatMap(\.languages) where regionScripts[language] == nil {
      regionScripts[language] = Self.tagAndScript(language, provider: provider)
    }
    self.regionScripts = regionScripts
    engine = Locked(
      HolidayCalendar(
        regions: regions, language: language, arithmetic: provider.holidayArithmetic(locale: locale),
        categories: categories))
  }

  /// The holidays of each day of `days` that has any (each day's sorted by region and id).
  func holidays(in days: ClosedRange<JulianDay>) throws -> [JulianDay: [DayHoliday]] {
    var byDay: [JulianDay: [DayHoliday]] = [:]
    for (date, holiday) in try list(in: days) { byDay[date, default: []].append(holiday) }
    return byDay
  }

  /// Every holiday of `days`, sorted by date, region and id.
  ///
  /// The engine's lock is held only to find (or compute) the region-years' lists; the month's days
  /// are cut out of them, and named, outside it: two threads sharing a renderer met on it for every
  /// request.
  func list(in days: ClosedRange<JulianDay>) throws -> [(JulianDay, DayHoliday)] {
    let lists = try engine.withLock { calendar in try calendar.yearLists(reaching: days) }
    let found = HolidayCalendar.holidays(in: days, of: lists, categories: categories)
    if found.isEmpty { return [] }
    if found.allSatisfy({ regionScripts[$0.language] != nil }) {
      return found.map { ($0.date, day($0, regionScripts[$0.language]!)) }
    }
    return scripts.withLock { scripts in
      found.map { holiday in
        if let known = regionScripts[holiday.language] ?? scripts[holiday.language] { return (holiday.date, day(holiday, known)) }
        let made = Self.tagAndScript(holiday.language, provider: provider)
        scripts[holiday.language] = made
        return (holiday.date, day(holiday, made))
      }
    }
  }

  /// The years of `days` outside each region's `covers` line.
  func coverageGaps(in days: ClosedRange<JulianDay>) -> [HolidayCoverageGap] {
    HolidayCalendar.coverageGaps(of: regions, in: days)
  }

  /// The document's form of `holiday`, in the language whose BCP 47 tag and script are `language`.
  private func day(_ holiday: Holiday, _ language: (tag: String, script: String)) -> DayHoliday {
    DayHoliday(
      id: holiday.id, name: holiday.name, kind: holiday.kind, region: holiday.region,
      language: language.tag.isEmpty ? nil : language.tag, script: language.tag.isEmpty ? nil : language.script,
      category: holiday.category, estimated: holiday.estimated)
  }

  /// A data language's BCP 47 tag (the data's tags are ICU-style: `zh_Hant` → `zh-Hant`) and its
  /// script, from the provider's likely subtags.
  private static func tagAndScript(_ language: String, provider: any CalendarDataProvider) -> (tag: String, script: String) {
    (String(language.map { $0 == "_" ? "-" : $0 }), provider.script(ofLanguage: language))
  }
}
