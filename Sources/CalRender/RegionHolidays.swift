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

  /// The engine, and each Gregorian year's holidays as day cells show them (sorted by date).
  private struct Engine {
    let calendar: HolidayCalendar
    var years: [Int: [(JulianDay, DayHoliday)]] = [:]

    mutating func year(_ year: Int) throws -> [(JulianDay, DayHoliday)] {
      if let known = years[year] { return known }
      let list = try calendar.holidays(inYear: year).map { ($0.date, RegionHolidays.day($0)) }
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
        for (day, holiday) in try engine.year(year) where days.contains(day) {
          byDay[day, default: []].append(holiday)
        }
      }
      return byDay
    }
  }

  static func day(_ holiday: Holiday) -> DayHoliday {
    DayHoliday(id: holiday.id, name: holiday.name, kind: holiday.kind, region: holiday.region)
  }
}
