import CalRenderTestSupport
import CalendarHolidays
import CalendarICU
import CalendarSky
import CalendarModel
import Foundation
import LocaleOverlays
import Testing

/// The holiday engine's parts: the computus, the solar longitude against an independent ephemeris,
/// the data format's errors, name fallback, substitute rules, tables, and the year cache.
@Suite("Holiday engine")
struct HolidayEngineTests {
  /// scripts/lunar_oracle.py's lines (as LunarCalendarTests reads them).
  static func oracle(_ arguments: [String]) throws -> [String] {
    let result = try TestSupport.lunarOracle(arguments)
    #expect(result.status == 0, "\(result.stderr) (pip install sxtwl korean-lunar-calendar hijridate)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  static func calendar(_ text: String, language: String = "en") throws -> HolidayCalendar {
    let region = try HolidayRegion(parsing: text, file: "TEST.txt")
    let locale = try LocaleResolver().resolve("en_US")
    return HolidayCalendar(
      regions: [region], language: language, arithmetic: ICUCalendarArithmetic.factory(locale: locale))
  }

  static func day(_ iso: String) -> JulianDay { JulianDay(isoString: iso) ?? JulianDay(0) }

  /// Known Easter dates (Western: 2024-03-31, 2025-04-20, 2038-04-25; Orthodox: 2024-05-05,
  /// 2025-04-20, 2023-04-16).
  @Test(arguments: [
    (2024, "2024-03-31", "2024-05-05"), (2025, "2025-04-20", "2025-04-20"), (2038, "2038-04-25", "2038-04-25"),
    (2023, "2023-04-09", "2023-04-16"), (2000, "2000-04-23", "2000-04-30"), (1961, "1961-04-02", "1961-04-09"),
  ])
  func easter(year: Int, western: String, orthodox: String) {
    #expect(Computus.westernEaster(year: year) == Self.day(western))
    #expect(Computus.orthodoxEaster(year: year) == Self.day(orthodox))
  }

  /// Every one of the 24 solar terms 1900–2100, by day in China Standard Time, against sxtwl
  /// (寿星天文历, a full VSOP87/ELP ephemeris implementation): the Meeus algorithm must agree on all but
  /// the terms that fall within a few minutes of midnight.
  @Test func solarTermsAgreeWithAnIndependentEphemeris() throws {
    let lines = try Self.oracle(["solar-terms", "1900", "2100"])
    #expect(lines.count == 201 * 24)
    var expected: [Int: [Int: JulianDay]] = [:]
    var minutesFromMidnight: [String: Int] = [:]
    for line in lines {
      let parts = line.split(separator: " ")
      guard parts.count == 3, let day = JulianDay(isoString: String(parts[0])), let degrees = Int(parts[1]),
        let minutes = Int(parts[2])
      else {
        Issue.record("bad oracle line \(line)")
        continue
      }
      expected[day.isoComponents.year, default: [:]][degrees] = day
      minutesFromMidnight["\(day.isoComponents.year) \(degrees)°"] = minutes
    }
    var differences: [String] = []
    for year in 1900...2100 {
      for degrees in stride(from: 0, to: 360, by: 15) {
        let ours = SolarTerms.day(reaching: Double(degrees), inYear: year, utcOffsetMinutes: 480)
        if expected[year]?[degrees] != ours {
          differences.append("\(year) \(degrees)°: \(ours.isoString) vs \(expected[year]?[degrees]?.isoString ?? "-")")
        }
      }
    }
    // The two computations may only part where the term falls within 15 minutes of midnight
    // (CalendarSky is within a minute of PyEphem, and ΔT after 2025 is a forecast in both).
    let farFromMidnight = differences.filter { difference in
      guard let minutes = minutesFromMidnight[difference.prefix { $0 != ":" }.description] else { return true }
      return abs(minutes) > 15
    }
    #expect(farFromMidnight.isEmpty, "\(farFromMidnight)")
    #expect(differences.count < 30, "\(differences)")
  }

  /// New moons (Meeus ch. 49) dated in China Standard Time give every Chinese month start 1929–2100
  /// that sxtwl gives (since 1929 China reckons in UTC+8; before, in Beijing local time).
  @Test func newMoonsAgreeWithAnIndependentEphemeris() throws {
    let lines = try Self.oracle(["chinese", "1929", "2100"])
    #expect(lines.count > 2000)
    var differences: [String] = []
    for line in lines {
      guard let date = line.split(separator: " ").last, let start = JulianDay(isoString: String(date)) else { continue }
      let ours = MoonPhases.event(.new, lunation: MoonPhases.lunation(nearest: Double(start.value)))
        .day(utcOffsetSeconds: 480 * 60)
      if ours != start { differences.append("\(line): \(ours.isoString)") }
    }
    #expect(differences.isEmpty, "\(differences)")
  }

  @Test(arguments: [
    (
      "region KR\nlanguages ko\nutc-offset +09:00\nholiday x public gregorian M13-01\n  name en X\n  name ko X\n", 4,
      "no month day"
    ),
    (
      "region KR\nlanguages ko\nutc-offset +09:00\nholiday x public chinese 08-15\n  name en X\n  name ko X\n", 4,
      "Mmm-dd"
    ),
    ("languages ko\n", 1, "region CODE"),
    ("region KR\nlanguages ko\nutc-offset +09:00\nholiday x public gregorian M01-01\n  name ko X\n", 4, "English name"),
    ("region KR\nlanguages ko\nutc-offset +09:00\n\nholiday x funny gregorian M01-01\n", 5, "unknown kind"),
    (
      "region KR\nlanguages ko\nutc-offset +09:00\nholiday x public table 2000-2001\n  name en X\n  name ko X\n  dates 2003-01-01\n",
      7, "outside"
    ),
    ("region KR\nlanguages ko\nutc-offset 9\n", 3, "utc-offset"),
    ("region KR\nlanguages ko\nutc-offset +09:00\ncovers 2040-2000\n", 4, "covers FIRST-LAST"),
    ("region KR\nlanguages ko\nutc-offset +09:00\ncovers -2000\n", 4, "covers FIRST-LAST"),
    ("region KR\nlanguages ko\ncovers 2000-\nutc-offset +09:00\ncovers 2001-\n", 5, "once"),
    (
      "region KR\nlanguages ko\nutc-offset +09:00\nholiday x public easter\n  name en X\n  name ko X\n  substitute when sat frobnicate\n",
      7, "substitute"
    ),
  ])
  func dataErrorsNameFileAndLine(text: String, line: Int, message: String) {
    #expect {
      _ = try HolidayRegion(parsing: text, file: "Locales/holidays/KR.txt")
    } throws: { error in
      let description = "\(error)"
      return (error as? HolidayError)?.code == .data && description.hasPrefix("Locales/holidays/KR.txt:\(line): ")
        && description.contains(message)
    }
  }

  /// The build fails on a bad holiday file with `file:line: error: message` (the locale embedder the
  /// EmbedLocales plugin runs).
  @Test func theBuildToolNamesFileAndLine() throws {
    let embedder = try #require(
      TestSupport.binary()?.deletingLastPathComponent().appendingPathComponent("locale-embedder"),
      "the calrender binary is built beside the locale embedder")
    try #require(FileManager.default.isExecutableFile(atPath: embedder.path))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calrender-holidays-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("KR.txt")
    try "region KR\nlanguages ko\nutc-offset +09:00\nholiday x public gregorian M02-30x\n".write(
      to: file, atomically: true, encoding: .utf8)
    let result = try TestSupport.run(embedder, [folder.appendingPathComponent("out.swift").path, file.path])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("\(file.path):4: error: "), "\(result.stderr)")
    // A data file must say which years it covers.
    try "region KR\nlanguages ko\nutc-offset +09:00\nholiday x public gregorian M02-28\n  name ko 가\n  name en A\n"
      .write(to: file, atomically: true, encoding: .utf8)
    let uncovered = try TestSupport.run(embedder, [folder.appendingPathComponent("out.swift").path, file.path])
    #expect(uncovered.status == 65)
    #expect(uncovered.stderr.hasPrefix("\(file.path):1: error: no `covers"), "\(uncovered.stderr)")
    try
      ("region KR\nlanguages ko\nutc-offset +09:00\ncovers 2000-\n"
      + "holiday x public gregorian M02-28\n  name ko 가\n  name en A\n")
      .write(to: file, atomically: true, encoding: .utf8)
    #expect(try TestSupport.run(embedder, [folder.appendingPathComponent("out.swift").path, file.path]).status == 0)
  }

  @Test func unknownRegionListsTheNearestCodes() {
    #expect {
      _ = try LocaleOverlays.holidayCatalog().region("JR")
    } throws: { error in
      guard let error = error as? HolidayError else { return false }
      return error.code == .unknownRegion && error.suggestions.contains("KR") && error.suggestions.contains("JP")
    }
    #expect((try? LocaleOverlays.holidayCatalog().region("kr"))?.code == "KR")
  }

  /// Display language → the region's languages → English.
  @Test(arguments: [
    ("ko-KR", "추석"), ("ko", "추석"), ("en_GB", "Chuseok"), ("ja", "추석"), ("fr", "추석"),
  ])
  func namesFallBack(language: String, name: String) throws {
    let korea = try LocaleOverlays.holidayCatalog().region("KR")
    let locale = try LocaleResolver().resolve("en_US")
    let calendar = HolidayCalendar(
      regions: [korea], language: language, arithmetic: ICUCalendarArithmetic.factory(locale: locale))
    let chuseok = try calendar.holidays(on: Self.day("2024-09-17"))
    #expect(chuseok.map(\.name) == [name])
    // The name says which language it is in (renderers choose its fonts by it).
    #expect(chuseok.map(\.language) == [name == "Chuseok" ? "en" : "ko"])
  }

  /// A substitute's name is its template and the holiday's name in one language, and says which.
  @Test(arguments: [
    ("ko", "대체공휴일(설날 다음날)", "ko"), ("en", "Alternative holiday for The second day of Korean New Year", "en"),
    ("ja", "대체공휴일(설날 다음날)", "ko"),
  ])
  func substituteNamesCarryTheirLanguage(language: String, name: String, tag: String) throws {
    let korea = try LocaleOverlays.holidayCatalog().region("KR")
    let locale = try LocaleResolver().resolve("en_US")
    let calendar = HolidayCalendar(
      regions: [korea], language: language, arithmetic: ICUCalendarArithmetic.factory(locale: locale))
    let substitute = try calendar.holidays(on: Self.day("2024-02-12"))
    #expect(substitute.map(\.name) == [name])
    #expect(substitute.map(\.language) == [tag])
  }

  @Test func englishWhenTheRegionLanguageLacksAName() throws {
    let calendar = try Self.calendar(
      "region HK\nlanguages zh_Hant en\nutc-offset +08:00\nholiday x public gregorian M07-01\n  name zh_Hant 甲\n  name en A\n",
      language: "de")
    #expect(try calendar.holidays(on: Self.day("2024-07-01")).map(\.name) == ["甲"])
  }

  /// 설날 2024 (Feb 9–11, the 11th a Sunday) gives 12 February; 2027's New Year follows the lunar
  /// correction (ICU 72 says 7 February).
  @Test func koreanAndChineseNewYears() throws {
    let korea = try LocaleOverlays.holidayCatalog().region("KR")
    let china = try LocaleOverlays.holidayCatalog().region("CN")
    let locale = try LocaleResolver().resolve("en_US")
    let calendar = HolidayCalendar(
      regions: [korea, china], language: "en", arithmetic: ICUCalendarArithmetic.factory(locale: locale))
    let february = try calendar.holidays(in: Self.day("2024-02-09")...Self.day("2024-02-12"))
    #expect(
      february.filter { $0.region == "KR" }.map { "\($0.date.isoString) \($0.id) \($0.kind)" } == [
        "2024-02-09 seollal-eve public", "2024-02-10 seollal public", "2024-02-11 seollal-second-day public",
        "2024-02-12 seollal-second-day-substitute substitute",
      ])
    // Sorted by date, then region, then id.
    #expect(february.map(\.date) == february.map(\.date).sorted())
    #expect(february.first.map { [$0.region, $0.id] } == ["CN", "tiaoxiu"] || february.first?.region == "KR")
    // Korea's 2027 New Year is a day later than China's: the new moon is at 00:56 KST on 7 February.
    let newYear2027 = try calendar.holidays(on: Self.day("2027-02-06"))
    #expect(newYear2027.map(\.id) == ["chunjie", "seollal-eve"])
    #expect(try calendar.holidays(on: Self.day("2030-02-03")).filter { $0.region == "CN" }.map(\.id) == ["chunjie"])
  }

  /// Fixed dates in other calendars: Hebrew, Islamic (twice in 2000), Persian, Ethiopic.
  @Test func fixedDatesInOtherCalendars() throws {
    let calendar = try Self.calendar(
      """
      region XX
      languages en
      utc-offset +00:00
      holiday rosh-hashana public hebrew M01-01
        name en Rosh Hashanah
      holiday passover public hebrew M07-15
        name en Passover
      holiday eid-al-fitr public islamic-umalqura M10-01
        name en Eid al-Fitr
      holiday nowruz public persian M01-01
        name en Nowruz
      holiday enkutatash public ethiopic M01-01
        name en Enkutatash
      """)
    let days = { (year: Int, id: String) in
      try calendar.holidays(inYear: year).filter { $0.id == id }.map(\.date.isoString)
    }
    #expect(try days(2024, "rosh-hashana") == ["2024-10-03"])
    #expect(try days(2024, "passover") == ["2024-04-23"])
    #expect(try days(2000, "eid-al-fitr") == ["2000-01-08", "2000-12-27"])
    #expect(try days(2024, "eid-al-fitr") == ["2024-04-10"])
    #expect(try days(2024, "nowruz") == ["2024-03-20"])
    #expect(try days(2023, "enkutatash") == ["2023-09-12"])
  }

  /// A table shows its dates and nothing outside its stated years; validity ranges cut rules.
  @Test func tablesAndValidity() throws {
    let calendar = try Self.calendar(
      """
      region XX
      languages en
      utc-offset +00:00
      holiday songkran public table 2024-2025
        name en Table day
        dates 2024-04-13 2025-04-13
      holiday law public gregorian M06-01 years 2010-2012
        name en Law
      """)
    #expect(try calendar.holidays(inYear: 2024).map(\.id) == ["songkran"])
    #expect(try calendar.holidays(inYear: 2026).isEmpty)
    #expect(try calendar.holidays(inYear: 2011).map(\.id) == ["law"])
    #expect(try calendar.holidays(inYear: 2013).isEmpty)
  }

  /// US observed days cross the year: New Year's Day 2022 (a Saturday) is observed on 31 December 2021.
  @Test func observedDaysCrossTheYear() throws {
    let us = try LocaleOverlays.holidayCatalog().region("US")
    let locale = try LocaleResolver().resolve("en_US")
    let calendar = HolidayCalendar(
      regions: [us], language: "en", arithmetic: ICUCalendarArithmetic.factory(locale: locale))
    let december = try calendar.holidays(in: Self.day("2021-12-24")...Self.day("2021-12-31"))
    #expect(
      december.map { "\($0.date.isoString) \($0.name)" } == [
        "2021-12-24 Christmas Day (observed)", "2021-12-25 Christmas Day", "2021-12-31 New Year's Day (observed)",
      ])
  }

  /// Japan 2026: 敬老の日 (21 Sep) and 秋分の日 (23 Sep) make 22 September a 国民の休日.
  @Test func japaneseBridgeDay() throws {
    let japan = try LocaleOverlays.holidayCatalog().region("JP")
    let locale = try LocaleResolver().resolve("ja_JP")
    let calendar = HolidayCalendar(
      regions: [japan], language: "ja", arithmetic: ICUCalendarArithmetic.factory(locale: locale))
    let september = try calendar.holidays(in: Self.day("2026-09-20")...Self.day("2026-09-24"))
    #expect(
      september.map { "\($0.date.isoString) \($0.name)" } == [
        "2026-09-21 敬老の日", "2026-09-22 国民の休日", "2026-09-23 秋分の日",
      ])
  }

  /// A region-year is computed once: after the first month, a month's holidays ask the calendars'
  /// arithmetic nothing more (counted, not timed).
  @Test func yearsAreCached() throws {
    let catalog = LocaleOverlays.holidayCatalog()
    let regions = try ["KR", "JP", "CN"].map { try catalog.region($0) }
    let locale = try LocaleResolver().resolve("en_US")
    let opened = ICUCalendarArithmetic.factory(locale: locale)
    let counter = CallCounter()
    let calendar = HolidayCalendar(
      regions: regions, language: "en", arithmetic: { CountingArithmetic(try opened($0), counter: counter) })
    let month = Self.day("2024-09-01")...Self.day("2024-09-30")
    let first = try calendar.holidays(in: month)
    #expect(!first.isEmpty && counter.calls > 0)
    let afterFirst = counter.calls
    for _ in 0..<1000 { #expect(try calendar.holidays(in: month) == first) }
    #expect(counter.calls == afterFirst, "\(counter.calls - afterFirst) arithmetic calls after the first month")
  }

  /// Calls made to any of the arithmetics it counts for.
  final class CallCounter: @unchecked Sendable {
    var calls = 0
  }

  /// A calendar's arithmetic, counting the calls made to it.
  final class CountingArithmetic: CalendarArithmetic {
    let arithmetic: any CalendarArithmetic
    let counter: CallCounter
    init(_ arithmetic: any CalendarArithmetic, counter: CallCounter) {
      self.arithmetic = arithmetic
      self.counter = counter
    }
    var system: CalendarSystem { arithmetic.system }
    func month(containing day: JulianDay) throws -> MonthSpan {
      counter.calls += 1
      return try arithmetic.month(containing: day)
    }
    func month(after month: MonthSpan) throws -> MonthSpan {
      counter.calls += 1
      return try arithmetic.month(after: month)
    }
    func month(year: Int, code: MonthCode) throws -> MonthSpan {
      counter.calls += 1
      return try arithmetic.month(year: year, code: code)
    }
    func day(_ day: Int, year: Int, code: MonthCode) throws -> JulianDay {
      counter.calls += 1
      return try arithmetic.day(day, year: year, code: code)
    }
  }

}
