import CalendarICU
import CalendarModel
import Testing

/// Umm al-Qura after ICU's table (1601 AH on) through islamic-civil, and the correction tables
/// skipped after their last entry (docs/cold-start.md).
@Suite("Umm al-Qura after ICU's table")
struct TabularUmmAlQuraTests {
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
