import CalendarModel
import Testing

@testable import CalendarICU

/// One ICU formatter switched from pattern to pattern (``SharedDateFormat``) writes what a
/// formatter opened for each pattern writes.
@Suite("One formatter for every pattern")
struct SharedDateFormatTests {
  /// The patterns a locale calendar writes, in an order that switches back and forth.
  static func patterns(_ source: PatternSource) throws -> [String] {
    let title = try source.bestPattern(skeleton: "yMMMM")
    let full = try source.bestPattern(skeleton: "yMMMMEEEEd")
    return [title, try source.bestPattern(skeleton: "y"), "LLLL", "d", full, title, "d", full, "LLLL"]
  }

  /// Days far apart (eras, leap months, Umm al-Qura after ICU's table, a Hebrew leap year).
  static let days = [
    JulianDay(isoYear: 2024, month: 2, day: 14), JulianDay(isoYear: 1989, month: 1, day: 7),
    JulianDay(isoYear: 2023, month: 3, day: 22), JulianDay(isoYear: 1700, month: 2, day: 28),
    JulianDay(isoYear: 2200, month: 7, day: 1),
  ]

  @Test func switchedPatternsWriteWhatOpenedOnesWrite() throws {
    let resolver = LocaleResolver()
    var requests: [(String, CalendarSystem?, GregorianReform?)] = resolver.availableLocales.flatMap {
      [($0, nil, nil), ($0, .gregorian, nil)]
    }
    requests += FastPathTests.representative.flatMap { id in CalendarSystem.allCases.map { (id, $0, nil) } }
    requests += [("en-GB", .gregorian, .r1752), ("de-DE", .gregorian, .julian), ("sv-SE", .gregorian, .gregorian)]
    for (id, requested, reform) in requests {
      let resolved = try resolver.resolve(id)
      let system = try requested ?? LocaleCalendar.defaultSystem(of: resolved)
      let locale = try resolved.setting("calendar", to: system.identifier).icuIdentifier
      let patterns = try Self.patterns(PatternSource(locale: locale, calendarType: system.identifier))
      let shared = try SharedDateFormat(locale: locale, pattern: patterns[0], reform: reform, system: system)
      var opened: [String: ReformedDateFormat] = [:]
      for pattern in patterns {
        if opened[pattern] == nil {
          opened[pattern] = try ReformedDateFormat(locale: locale, pattern: pattern, reform: reform, system: system)
        }
        for day in Self.days {
          let switched = try shared.format(day, pattern: pattern)
          let own = try opened[pattern]!.format(day)
          #expect(switched == own, "\(id) \(system.identifier) '\(pattern)' \(day.isoString)")
          if switched != own { return }
        }
      }
    }
  }

  /// A run that keeps alternating gives its patterns formatters of their own, and writes the same.
  @Test func frequentSwitchesOpenOwnFormatters() throws {
    for (id, system) in [("ja_JP", CalendarSystem.japanese), ("ko_KR", .gregorian), ("he_IL", .hebrew)] {
      let locale = "\(id)@calendar=\(system.identifier)"
      let patterns = try Self.patterns(PatternSource(locale: locale, calendarType: system.identifier))
      let shared = try SharedDateFormat(locale: locale, pattern: patterns[0], reform: nil, system: system)
      let opened = try patterns.map { try ReformedDateFormat(locale: locale, pattern: $0, reform: nil, system: system) }
      for round in 0..<(2 * SharedDateFormat.switchesBeforeOpening) {
        let day = JulianDay(isoYear: 1989, month: 1, day: 1).advanced(by: round * 37)
        for (pattern, own) in zip(patterns, opened) {
          #expect(try shared.format(day, pattern: pattern) == own.format(day), "\(id) '\(pattern)' \(day.isoString)")
        }
      }
      #expect(shared.hasOwnFormatter(patterns[1]), "\(id)")
    }
  }
}
