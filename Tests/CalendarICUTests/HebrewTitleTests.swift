import CalendarICU
import CalendarModel
import Testing

/// Hebrew month titles composed from one ICU call a year (`ComposedTitleFormat`) and month names
/// cached by code equal ICU's own formatting in every locale, over a leap year (Adar I, Adar II)
/// between two common years (Adar).
@Suite("Hebrew titles composed")
struct HebrewTitleTests {
  @Test func composedHebrewTitlesEqualICU() throws {
    let resolver = LocaleResolver()
    var composing = 0, total = 0
    for id in resolver.availableLocales {
      let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions(calendar: .hebrew))
      // Tishri 5783 (September 2022) to Elul 5785: 5784 is a leap year.
      var span = try calendar.monthArithmetic.month(year: 5783, code: MonthCode(number: 1))
      var leapMonths = 0
      while span.year <= 5785 {
        let headings = try calendar.headings(for: span)
        let title = try calendar.format(span.start, pattern: calendar.facts.titlePattern)
        let month = try calendar.format(span.start, pattern: calendar.facts.monthPattern)
        #expect(headings.title == title, "\(id) \(span.year) \(span.code)")
        #expect(headings.monthLabel == month, "\(id) \(span.year) \(span.code)")
        if headings.title != title || headings.monthLabel != month { return }
        if span.code.isLeap { leapMonths += 1 }
        span = try calendar.monthArithmetic.month(after: span)
      }
      #expect(leapMonths == 1)
      total += 1
      if calendar.composesTitles { composing += 1 }
    }
    #expect(Double(composing) / Double(total) > 0.9, "\(composing) of \(total)")
  }
}
