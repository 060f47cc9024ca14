import CalendarHolidays
import CalendarICU
import LocaleOverlays
import Synchronization

/// The holidays of some regions in one display language, as a ``HolidaySource``: the engine of
/// `CalendarHolidays` over ICU's calendars, each region-year computed once and kept. The engine is
/// not thread-safe; a lock makes this source so.
final class RegionHolidays: HolidaySource, @unchecked Sendable {
  static let catalog = LocaleOverlays.holidayCatalog()

  let codes: [String]
  private let engine: Mutex<Engine>
  /// The script of each language a name came in (`ko` → `Hang`), from ICU's likely subtags.
  private let scripts = Mutex<[String: String]>([:])

  /// The engine, and each Gregorian year's holidays as day cells show them (sorted by date).
  private struct Engine {
    let calendar: HolidayCalendar
    var years: [Int: [(JulianDay, DayHoliday)]] = [:]

    mutating func year(_ year: Int, _ day: (Holiday) -> DayHoliday) throws -> [(JulianDay, DayHoliday)] {
      if let known = years[year] { return known }
      let list = try calendar.holidays(inYear: year).map { ($0.date, day($0)) }
      years[year] = list
      return list
    }
  }

  /// The regions' holidays named in `language`, non-Gregorian rules reckoned through ICU.
  init(codes: [String], language: String, locale: ResolvedLocale) throws {
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
    engine = Mutex(
      Engine(
        calendar: HolidayCalendar(
          regions: regions, language: language, arithmetic: ICUCalendarArithmetic.factory(locale: locale))))
  }

  /// The holidays of each day of `days` that has any: one or two years' lists, kept once made.
  func holidays(in days: ClosedRange<JulianDay>) throws -> [JulianDay: [DayHoliday]] {
    let first = days.lowerBound.isoComponents.year, last = days.upperBound.isoComponents.year
    return try engine.withLock { engine in
      var byDay: [JulianDay: [DayHoliday]] = [:]
      for year in first...last {
        for (date, holiday) in try engine.year(year, day) where days.contains(date) {
          byDay[date, default: []].append(holiday)
        }
      }
      return byDay
    }
  }

  /// Every holiday of `days`, sorted by date, region and id.
  func list(in days: ClosedRange<JulianDay>) throws -> [(JulianDay, DayHoliday)] {
    try engine.withLock { engine in try engine.calendar.holidays(in: days) }.map { ($0.date, day($0)) }
  }

  func day(_ holiday: Holiday) -> DayHoliday {
    // The data's tags are ICU-style (`zh_Hant`); documents carry BCP 47.
    let tag = String(holiday.language.map { $0 == "_" ? "-" : $0 })
    let script = scripts.withLock { scripts in
      if let known = scripts[holiday.language] { return known }
      let language = String(holiday.language.prefix { $0 != "_" && $0 != "-" })
      let found = LocaleCalendar.script(of: ResolvedLocale(icuIdentifier: holiday.language, language: language))
      scripts[holiday.language] = found
      return found
    }
    return DayHoliday(
      id: holiday.id, name: holiday.name, kind: holiday.kind, region: holiday.region,
      language: tag.isEmpty ? nil : tag, script: tag.isEmpty ? nil : script)
  }
}
