import CalRenderTestSupport
import CalendarICU
import CalendarModel
import Foundation
import Testing

/// Week numbers in every calendar system: ISO weeks are the Gregorian ISO 8601 weeks whatever the
/// calendar (against Python's `date.isocalendar()`), and the locale's weeks count from the start of
/// the calendar's own year, their week-year in the year numbering of its months.
@Suite("Week numbers in every calendar")
struct WeekNumberCalendarTests {
  /// Every third day of 1880…2120 (the era changes of 1912, 1926 and 1989 fall inside).
  static let days: [JulianDay] = Array(
    stride(
      from: JulianDay(isoYear: 1880, month: 1, day: 1).value, to: JulianDay(isoYear: 2120, month: 12, day: 31).value,
      by: 3)
  ).map(JulianDay.init)

  /// Python's ISO week date of each of ``days``, as "YYYY-Www".
  static let pythonISOWeeks: [String] = {
    let script = """
      import sys, datetime
      days = sys.stdin.read().split()  # all of it before writing: the pipes would fill both ways
      for day in days:
          y, w, _ = datetime.date.fromisoformat(day).isocalendar()
          print(f"{y:04d}-W{w:02d}")
      """
    let input = days.map(\.isoString).joined(separator: "\n") + "\n"
    guard let result = try? TestSupport.run(TestSupport.python, ["-c", script], stdin: input), result.status == 0
    else { return [] }
    return result.stdout.split(separator: "\n").map(String.init)
  }()

  /// A locale of each calendar system (the system set explicitly where the locale's default differs).
  static func calendar(_ system: CalendarSystem) throws -> LocaleCalendar {
    let locale: String =
      switch system {
      case .buddhist: "th-TH"
      case .islamicUmalqura: "ar-SA"
      case .persian: "fa-IR"
      case .hebrew: "he-IL"
      case .japanese: "ja-JP"
      case .roc: "zh-TW"
      case .chinese: "zh-CN"
      case .dangi: "ko-KR"
      case .ethiopic: "am-ET"
      case .coptic: "ar-EG"
      case .indian: "hi-IN"
      default: "en-US"
      }
    return try LocaleCalendar(locale: try LocaleResolver().resolve(locale), options: CalendarOptions(calendar: system))
  }

  @Test(arguments: CalendarSystem.allCases)
  func isoWeeksAreGregorianWeeks(system: CalendarSystem) throws {
    let oracle = Self.pythonISOWeeks
    try #require(oracle.count == Self.days.count, "python3 gave \(oracle.count) weeks")
    let calendar = try Self.calendar(system)
    var wrong = 0
    for (day, want) in zip(Self.days, oracle) {
      let week = try calendar.week(of: day, numbering: .iso)
      let got = "\(String(format: "%04d", week.weekYear))-W\(String(format: "%02d", week.weekOfYear))"
      if got != want {
        wrong += 1
        if wrong <= 3 { Issue.record("\(system) \(day.isoString): \(got), ISO says \(want)") }
      }
    }
    #expect(wrong == 0)
  }

  /// The locale's weeks: week 1 is the week (from the first weekday) holding at least the minimal
  /// days of the calendar's year, counted from the first day of that year's first month; the
  /// week-year is that year as the months write it (Buddhist 2567, Japanese 2024, Chinese 2024).
  /// Where the months are ICU's, uncorrected, ICU's own week fields agree.
  @Test(arguments: CalendarSystem.allCases)
  func localeWeeksCountFromTheCalendarsYear(system: CalendarSystem) throws {
    let calendar = try Self.calendar(system)
    let months = calendar.monthArithmetic
    let first = calendar.facts.firstWeekday, minimal = calendar.facts.minimalDaysInFirstWeek
    var weekOnes: [Int: JulianDay] = [:]
    func weekOne(_ year: Int) throws -> JulianDay {
      if let known = weekOnes[year] { return known }
      let start = try months.month(year: year, code: MonthCode(number: 1)).start
      let offset = start.weekday.distance(from: first)
      let one = start.advanced(by: -offset + (7 - offset < minimal ? 7 : 0))
      weekOnes[year] = one
      return one
    }
    var wrong = 0, checkedByICU = 0
    for day in Self.days {
      var year = try months.month(containing: day).year
      if day < (try weekOne(year)) { year -= 1 } else if day >= (try weekOne(year + 1)) { year += 1 }
      let want = (weekOfYear: try weekOne(year).distance(to: day) / 7 + 1, weekYear: year)
      let got = try calendar.week(of: day, numbering: .locale)
      if got != want {
        wrong += 1
        if wrong <= 3 { Issue.record("\(system) \(day.isoString): week \(got), want \(want)") }
      }
      let around = try [months.month(containing: day)] + (year - 1...year + 1).map { try months.month(year: $0, code: MonthCode(number: 1)) }
      // The corrected lunar calendars' agreement is month by month, not of ICU's year starts.
      if ![.chinese, .dangi, .islamicUmalqura].contains(system), around.allSatisfy(calendar.icuAgrees(with:)) {
        checkedByICU += 1
        let icu = try calendar.arithmetic.week(of: day)
        if icu != want {
          wrong += 1
          if wrong <= 3 { Issue.record("\(system) \(day.isoString): ICU's week \(icu), want \(want)") }
        }
      }
    }
    #expect(wrong == 0)
    if ![.chinese, .dangi, .islamicUmalqura].contains(system) { #expect(checkedByICU > Self.days.count / 2) }
  }
}
