import CalRenderTestSupport
import Foundation
import Testing

/// A representative table of locale facts (CLDR 42 / ICU 72), for the month containing 2024-02-14.
/// The ICU oracle checks every locale against ICU; this table says what those facts are.
@Suite("Locale facts table")
struct LocaleFactsTableTests {
  struct Row: Sendable, CustomStringConvertible {
    var locale: String, calendar: String, first: String, minimalDays: Int, weekend: [String]
    var direction: String, digits: String, shortFirst: String, title: String, monthCode: String, days: Int
    var description: String { locale }
  }

  static let rows: [Row] = [
    Row(
      locale: "ko-KR", calendar: "gregorian", first: "sun", minimalDays: 1, weekend: ["sun", "sat"], direction: "ltr",
      digits: "latn", shortFirst: "일", title: "2024년 2월", monthCode: "M02", days: 29),
    Row(
      locale: "ja-JP", calendar: "gregorian", first: "sun", minimalDays: 1, weekend: ["sun", "sat"], direction: "ltr",
      digits: "latn", shortFirst: "日", title: "2024年2月", monthCode: "M02", days: 29),
    Row(
      locale: "zh-TW", calendar: "gregorian", first: "sun", minimalDays: 1, weekend: ["sun", "sat"], direction: "ltr",
      digits: "latn", shortFirst: "日", title: "2024年2月", monthCode: "M02", days: 29),
    Row(
      locale: "de-DE", calendar: "gregorian", first: "mon", minimalDays: 4, weekend: ["sat", "sun"], direction: "ltr",
      digits: "latn", shortFirst: "Mo.", title: "Februar 2024", monthCode: "M02", days: 29),
    Row(
      locale: "en-US", calendar: "gregorian", first: "sun", minimalDays: 1, weekend: ["sun", "sat"], direction: "ltr",
      digits: "latn", shortFirst: "Su", title: "February 2024", monthCode: "M02", days: 29),
    Row(
      locale: "en-GB", calendar: "gregorian", first: "mon", minimalDays: 4, weekend: ["sat", "sun"], direction: "ltr",
      digits: "latn", shortFirst: "Mo", title: "February 2024", monthCode: "M02", days: 29),
    Row(
      locale: "pt-PT", calendar: "gregorian", first: "sun", minimalDays: 4, weekend: ["sun", "sat"], direction: "ltr",
      digits: "latn", shortFirst: "dom.", title: "fevereiro de 2024", monthCode: "M02", days: 29),
    Row(
      locale: "ar-SA", calendar: "islamic-umalqura", first: "sun", minimalDays: 1, weekend: ["fri", "sat"],
      direction: "rtl", digits: "arab", shortFirst: "أحد", title: "شعبان ١٤٤٥ هـ", monthCode: "M08", days: 29),
    Row(
      locale: "ar-EG", calendar: "gregorian", first: "sat", minimalDays: 1, weekend: ["sat", "fri"], direction: "rtl",
      digits: "arab", shortFirst: "سبت", title: "فبراير ٢٠٢٤", monthCode: "M02", days: 29),
    Row(
      locale: "fa-IR", calendar: "persian", first: "sat", minimalDays: 1, weekend: ["fri"], direction: "rtl",
      digits: "arabext", shortFirst: "ش", title: "۱۴۰۲ بهمن", monthCode: "M11", days: 30),
    Row(
      locale: "he-IL", calendar: "gregorian", first: "sun", minimalDays: 1, weekend: ["fri", "sat"], direction: "rtl",
      digits: "latn", shortFirst: "א׳", title: "פברואר 2024", monthCode: "M02", days: 29),
    Row(
      locale: "th-TH", calendar: "buddhist", first: "sun", minimalDays: 1, weekend: ["sun", "sat"], direction: "ltr",
      digits: "latn", shortFirst: "อา.", title: "กุมภาพันธ์ 2567", monthCode: "M02", days: 29),
    Row(
      locale: "hi-IN", calendar: "gregorian", first: "sun", minimalDays: 1, weekend: ["sun"], direction: "ltr",
      digits: "latn", shortFirst: "र", title: "फ़रवरी 2024", monthCode: "M02", days: 29),
    Row(
      locale: "ru-RU", calendar: "gregorian", first: "mon", minimalDays: 4, weekend: ["sat", "sun"], direction: "ltr",
      digits: "latn", shortFirst: "пн", title: "февраль 2024\u{202F}г.", monthCode: "M02", days: 29),
    Row(
      locale: "el-GR", calendar: "gregorian", first: "mon", minimalDays: 4, weekend: ["sat", "sun"], direction: "ltr",
      digits: "latn", shortFirst: "Δε", title: "Φεβρουάριος 2024", monthCode: "M02", days: 29),
    Row(
      locale: "ja-JP-u-ca-japanese", calendar: "japanese", first: "sun", minimalDays: 1, weekend: ["sun", "sat"],
      direction: "ltr", digits: "latn", shortFirst: "日", title: "令和6年2月", monthCode: "M02", days: 29),
    Row(
      locale: "zh-TW-u-ca-roc", calendar: "roc", first: "sun", minimalDays: 1, weekend: ["sun", "sat"],
      direction: "ltr", digits: "latn", shortFirst: "日", title: "民國113年2月", monthCode: "M02", days: 29),
    Row(
      locale: "he-IL-u-ca-hebrew", calendar: "hebrew", first: "sun", minimalDays: 1, weekend: ["fri", "sat"],
      direction: "rtl", digits: "latn", shortFirst: "א׳", title: "אדר א׳ 5784", monthCode: "M05L", days: 30),
    Row(
      locale: "zh-CN-u-ca-chinese", calendar: "chinese", first: "mon", minimalDays: 1, weekend: ["sat", "sun"],
      direction: "ltr", digits: "latn", shortFirst: "周一", title: "2024甲辰年正月", monthCode: "M01", days: 29),
    Row(
      locale: "ko-KR-u-ca-dangi", calendar: "dangi", first: "sun", minimalDays: 1, weekend: ["sun", "sat"],
      direction: "ltr", digits: "latn", shortFirst: "일", title: "2024년(갑진년) 1월", monthCode: "M01", days: 29),
    Row(
      locale: "am-ET-u-ca-ethiopic", calendar: "ethiopic", first: "sun", minimalDays: 1, weekend: ["sun", "sat"],
      direction: "ltr", digits: "latn", shortFirst: "እ", title: "የካቲት 2016", monthCode: "M06", days: 30),
    Row(
      locale: "hi-IN-u-ca-indian", calendar: "indian", first: "sun", minimalDays: 1, weekend: ["sun"], direction: "ltr",
      digits: "latn", shortFirst: "र", title: "शक 1945 माघ", monthCode: "M11", days: 30),
    Row(
      locale: "ar-SA-u-ca-islamic", calendar: "islamic", first: "sun", minimalDays: 1, weekend: ["fri", "sat"],
      direction: "rtl", digits: "arab", shortFirst: "أحد", title: "شعبان ١٤٤٥ هـ", monthCode: "M08", days: 30),
    Row(
      locale: "en-US-u-ca-iso8601", calendar: "iso8601", first: "mon", minimalDays: 4, weekend: ["sat", "sun"],
      direction: "ltr", digits: "latn", shortFirst: "Mo", title: "February 2024", monthCode: "M02", days: 29),
    // ICU 72 ignores -u-fw-; calrender applies it.
    Row(
      locale: "en-US-u-fw-mon", calendar: "gregorian", first: "mon", minimalDays: 1, weekend: ["sat", "sun"],
      direction: "ltr", digits: "latn", shortFirst: "Mo", title: "February 2024", monthCode: "M02", days: 29),
  ]

  @Test(arguments: rows)
  func factsMatchTheTable(row: Row) throws {
    let (status, output, error) = TestSupport.calrender([
      "-f", "json", "--today", "none", "-l", row.locale, "2024-02-14",
    ])
    #expect(status == 0, "\(error)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let month = try #require((document["months"] as? [[String: Any]])?.first)
    let weekdays = try #require(document["weekdays"] as? [[String: Any]])
    #expect(document["locale"] as? String == row.locale)
    #expect(document["calendar"] as? String == row.calendar)
    #expect(document["firstWeekday"] as? String == row.first)
    #expect(document["minimalDaysInFirstWeek"] as? Int == row.minimalDays)
    #expect(document["weekend"] as? [String] == row.weekend)
    #expect(document["direction"] as? String == row.direction)
    #expect(document["numberingSystem"] as? String == row.digits)
    #expect(weekdays.first?["short"] as? String == row.shortFirst)
    #expect(month["title"] as? String == row.title)
    #expect(month["monthCode"] as? String == row.monthCode)
    #expect(month["daysInMonth"] as? Int == row.days)
  }
}
