import CalendarICU
import CalendarModel
import Testing

/// The fast paths give ICU's own results: every shortcut is compared with the ICU call it saves,
/// over every locale ICU lists.
@Suite("Fast paths equal ICU")
struct FastPathTests {
  /// Days of a few months far apart, with their neighbours' days as a grid shows them.
  static func days(_ calendar: LocaleCalendar) throws -> [JulianDay] {
    var days: [JulianDay] = []
    for anchor in [
      JulianDay(isoYear: 2024, month: 2, day: 14), JulianDay(isoYear: 1999, month: 12, day: 31),
      JulianDay(isoYear: 2031, month: 9, day: 1),
    ] {
      let span = try calendar.arithmetic.month(containing: anchor)
      days += (-6..<(span.daysInMonth + 6)).map { span.start.advanced(by: $0) }
    }
    return days
  }

  static let representative = ["en-US", "ko-KR", "ja-JP", "zh-TW", "ar-SA", "ar-EG", "he-IL", "fa-IR", "th-TH",
    "hi-IN", "am-ET", "ru-RU", "el-GR", "fi-FI", "de-DE", "fr-FR", "vi-VN", "sr-Latn-RS", "uk-UA", "dz-BT"]

  /// Full dates (accessible labels): composed from a month's template, or ICU's, never different.
  @Test func composedFullDatesEqualICU() throws {
    let resolver = LocaleResolver()
    var requests: [(String, CalendarSystem?)] = resolver.availableLocales.flatMap { [($0, nil), ($0, .gregorian)] }
    requests += Self.representative.flatMap { id in CalendarSystem.allCases.map { (id, $0) } }
    var composing = 0
    for (id, system) in requests {
      let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions(calendar: system))
      for day in try Self.days(calendar) {
        let fast = try calendar.fullDate(day)
        let icu = try calendar.fullDateByICU(day)
        #expect(fast == icu, "\(id) \(system?.identifier ?? "default") \(day.isoString)")
        if fast != icu { return }
      }
      if calendar.composesFullDates { composing += 1 }
    }
    // The shortcut must be the rule, not the exception, to be worth having.
    #expect(Double(composing) / Double(requests.count) > 0.9, "composing in \(composing) of \(requests.count)")
  }
}
