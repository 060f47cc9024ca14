import CalRenderTestSupport
import CalendarICU
import Foundation
import Testing

/// For every locale ICU lists, the JSON facts match what ICU itself says (scripts/icu_oracle.py
/// recomputes them through PyICU and ICU's C API, sharing no code with calrender).
@Suite("ICU oracle")
struct ICUOracleTests {
  /// The non-Gregorian calendars, through locales that use them.
  static let calendarLocales = [
    "en_US@calendar=hebrew", "he_IL@calendar=hebrew", "zh_CN@calendar=chinese", "ko_KR@calendar=dangi",
    "am_ET@calendar=ethiopic", "ar_EG@calendar=coptic", "hi_IN@calendar=indian", "ja_JP@calendar=japanese",
    "zh_TW@calendar=roc", "ar_SA@calendar=islamic", "ar_SA@calendar=islamic-civil", "ar_SA@calendar=islamic-tbla",
    "ar_SA", "fa_IR", "th_TH", "en_GB@calendar=iso8601", "de_DE@calendar=buddhist", "fa_AF", "ps_AF",
  ]

  @Test func everyLocaleMatchesICU() throws {
    let locales = LocaleResolver().availableLocales + Self.calendarLocales
    // 2023-04-01 is in the Chinese and Korean leap month 2; 2024-02-14 in Hebrew Adar I.
    let dates = ["2024-02-14", "2023-04-01"]
    var cases: [String] = []
    for id in locales {
      for date in dates {
        let (status, output, error) = TestSupport.calrender(["-f", "json", "--today", "none", "-l", id, date])
        #expect(status == 0, "\(id): \(error)")
        guard status == 0 else { continue }
        cases.append("{\"id\": \"\(id)\", \"date\": \"\(date)\", \"doc\": \(output)}")
      }
    }
    #expect(cases.count > 1500)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calrender-oracle-\(UUID().uuidString).json")
    try ("[" + cases.joined(separator: ",\n") + "]").write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/icu_oracle.py").path
    let result = try TestSupport.run(TestSupport.python, [script, file.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains(" 0 differences"))
  }
}
