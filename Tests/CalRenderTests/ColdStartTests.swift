import CalRenderTestSupport
import CalendarHolidays
import CalendarICU
import CalendarModel
import Foundation
import LocaleOverlays
import Testing

/// What a cold start leaves out must not change what it shows: libical only for iCalendar input,
/// holidays of only the rule years a range reaches, Umm al-Qura after ICU's table through
/// islamic-civil (docs/cold-start.md).
@Suite("Cold start")
struct ColdStartTests {
  // MARK: - libical

  /// The dynamic loader's own report (`LD_DEBUG=libs`) of the real binary: a month never loads
  /// libical; an iCalendar file does, and its events show.
  @Test func libicalIsLoadedOnlyForICalendarInput() throws {
    let binary = try #require(TestSupport.binary(), "the calrender binary is built by swift test")
    let environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "en_US.UTF-8", "LD_DEBUG": "libs"]
    let month = try TestSupport.run(binary, ["--today", "none", "2", "2024"], environment: environment)
    #expect(month.status == 0)
    #expect(month.stderr.contains("libicuuc.so"), "LD_DEBUG reports the libraries it loads")
    #expect(!month.stderr.contains("libical.so"))

    let ics = """
      BEGIN:VCALENDAR\r
      VERSION:2.0\r
      PRODID:-//calrender//tests//EN\r
      BEGIN:VEVENT\r
      UID:cold@calrender\r
      DTSTART;VALUE=DATE:20240214\r
      SUMMARY:Cold start\r
      END:VEVENT\r
      END:VCALENDAR\r

      """
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-cold-\(getpid()).ics")
    try ics.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let events = try TestSupport.run(
      binary, ["--today", "none", "-f", "json", "--events", file.path, "2", "2024"], environment: environment)
    #expect(events.status == 0)
    #expect(events.stderr.contains("libical.so.3"))
    #expect(TestSupport.eventTitlesByDay(json: events.stdout)["2024-02-14"] == ["Cold start"])
  }

  // MARK: - Holidays of a range

  /// A range computes only the rule years that reach it (and the next year's days off only when a
  /// substitute runs into it): every month, and the turn of each year, has exactly the holidays the
  /// whole years list, in every region, in years with substitutes across New Year (2021: New
  /// Year's Day 2022 is a Saturday; 2027: Christmas is).
  @Test(arguments: [2021, 2022, 2027])
  func monthsHaveTheirYearsHolidays(year: Int) throws {
    let catalog = LocaleOverlays.holidayCatalog()
    let locale = try LocaleResolver().resolve("en_US")
    for code in catalog.codes {
      let region = try catalog.region(code)
      let whole = HolidayCalendar(
        regions: [region], language: "en", arithmetic: ICUCalendarArithmetic.factory(locale: locale))
      var all: [Holiday] = []
      for y in (year - 1)...(year + 1) { all += try whole.holidays(inYear: y) }
      var ranges: [ClosedRange<JulianDay>] = (1...12).map { month in
        let first = JulianDay(isoYear: year, month: month, day: 1)
        let next = month == 12 ? JulianDay(isoYear: year + 1, month: 1, day: 1) : JulianDay(isoYear: year, month: month + 1, day: 1)
        return first...next.advanced(by: -1)
      }
      ranges.append(JulianDay(isoYear: year, month: 12, day: 20)...JulianDay(isoYear: year + 1, month: 1, day: 10))
      for range in ranges {
        // A fresh calendar: the range is its first question.
        let fresh = HolidayCalendar(
          regions: [region], language: "en", arithmetic: ICUCalendarArithmetic.factory(locale: locale))
        let expected = all.filter { range.contains($0.date) }.map { "\($0.date.isoString) \($0.id)" }
        let found = try fresh.holidays(in: range).map { "\($0.date.isoString) \($0.id)" }
        #expect(found == expected, "\(code) \(range.lowerBound.isoString)…\(range.upperBound.isoString)")
      }
    }
  }

  // MARK: - Umm al-Qura outside the table

  /// Holidays dated in Umm al-Qura exist where its table defines the calendar (1300–1600 AH,
  /// 1882–2174); the region's Gregorian holidays go on (docs/holidays.md).
  @Test func ummAlQuraHolidaysOnlyInsideTheTable() throws {
    let saudi = try LocaleOverlays.holidayCatalog().region("SA")
    let locale = try LocaleResolver().resolve("ar_SA")
    let calendar = HolidayCalendar(
      regions: [saudi], language: "en", arithmetic: ICUCalendarArithmetic.factory(locale: locale))
    let inside = try calendar.holidays(inYear: 2150).map(\.id)
    #expect(inside.contains("eid-al-fitr") && inside.contains("eid-al-adha"))
    let beyond = try calendar.holidays(inYear: 2200).map(\.id)
    #expect(!beyond.isEmpty && !beyond.contains { $0.hasPrefix("eid") }, "\(beyond)")
    #expect(beyond.contains("national-day"), "\(beyond)")
  }

  /// The command: Shawwal 1445 has Eid al-Fitr; Shawwal 2024 AH (year 2585 CE) has none.
  @Test func ummAlQuraHolidaysInTheCommand() {
    let environment = ["LANG": "ar_SA.UTF-8", "TZ": "UTC"]
    let inside = TestSupport.calrender(["--today", "none", "-f", "json", "10", "1445"], environment: environment)
    #expect(inside.0 == 0)
    #expect(inside.1.contains("\"eid-al-fitr\""))
    let beyond = TestSupport.calrender(["--today", "none", "-f", "json", "10", "2024"], environment: environment)
    #expect(beyond.0 == 0)
    #expect(!beyond.1.contains("\"eid-al-fitr\"") && beyond.1.contains("\"holidays\": []"))
  }

  /// After ICU's table, calrender reckons Umm al-Qura through islamic-civil: the months must be
  /// those ICU's own Umm al-Qura calendar gives (read back through an ICU formatter of that
  /// calendar), across the table's end and far beyond it.
  @Test func tabularUmmAlQuraMatchesICU() throws {
    let locale = try LocaleResolver().resolve("en_US")
    let arithmetic = try ICUCalendarArithmetic(locale: locale, system: .islamicUmalqura)
    let icu = try ICUDateFormat(locale: "en_US@calendar=islamic-umalqura", pattern: "y-M-d")
    let start = ICUCalendarArithmetic.tabularUmmAlQuraStart
    var days = (-40...400).map { start.advanced(by: $0) }
    var next = start.advanced(by: 400)
    while next.value < JulianDay(isoYear: 9999, month: 12, day: 1).value {
      days.append(next)
      next = next.advanced(by: 9_973)
    }
    for day in days {
      let month = try arithmetic.month(containing: day)
      let number = month.dayNumbers[month.start.distance(to: day)]
      let shown = "\(month.year)-\(month.code.number)-\(number)"
      #expect(month.code.isLeap == false)
      #expect(shown == (try icu.format(day)), "\(day.isoString)")
    }
    // Days back to fields: the first day of a month far out.
    let far = try arithmetic.month(year: 2024, code: MonthCode(number: 2))
    #expect(try icu.format(far.start) == "2024-2-1")
  }

  /// And ICU writes those days in islamic-civil as in Umm al-Qura, names included.
  @Test(arguments: ["ar_SA", "en_US", "fa_IR", "ur_PK", "tr_TR", "id_ID"])
  func tabularUmmAlQuraFormatsMatchICU(locale: String) throws {
    for pattern in ["EEEE d MMMM y G", "LLLL y", "d", "GGGGG yy MM dd"] {
      let ummAlQura = try ICUDateFormat(locale: locale + "@calendar=islamic-umalqura", pattern: pattern)
      let civil = try ICUDateFormat(locale: locale + "@calendar=islamic-civil", pattern: pattern)
      var day = ICUCalendarArithmetic.tabularUmmAlQuraStart
      for _ in 0..<40 {
        #expect(try ummAlQura.format(day) == (try civil.format(day)), "\(locale) \(pattern) \(day.isoString)")
        day = day.advanced(by: 2_963)
      }
    }
  }
}

extension ColdStartTests {
  /// Days from ICU's Umm al-Qura table's end on skip the correction tables: no correction may be of
  /// a later month, and the systems said to have corrections are those that do.
  @Test func correctionsEndBeforeTheTabularUmmAlQura() {
    for entry in LunarMonthCorrection.all {
      #expect(entry.icuStart < ICUCalendarArithmetic.correctionsEnd && entry.start < ICUCalendarArithmetic.correctionsEnd)
      #expect(entry.system != .islamicUmalqura || entry.year < 1601)
    }
    for system in CalendarSystem.allCases {
      #expect(
        LunarMonthCorrection.corrections(for: system).isEmpty != ICUCalendarArithmetic.correctedSystems.contains(system),
        "\(system)")
    }
  }
}
