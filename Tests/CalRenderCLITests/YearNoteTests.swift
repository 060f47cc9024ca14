import CalRenderTestSupport
import Testing

/// Issue 11, item 19: a Gregorian year typed for a calendar that counts years otherwise is shown as
/// asked (exit 0), with one line on stderr naming the year probably meant; Japanese eras: a year
/// spanning two eras has both headings, and years before Meiji count in Gregorian years.
@Suite("Years of other calendars")
struct YearNoteTests {
  @Test(arguments: [
    (["-l", "th-TH", "2", "2024"], "for 2024 CE write 2567, as in: calrender 2 2567"),
    (["-l", "fa-IR", "1", "2024"], "for 2024 CE write 1402, as in: calrender 1 1402"),
  ])
  func aGregorianYearGetsANote(arguments: [String], note: String) {
    // Without holidays: the year shown (1481 CE, 2645 CE) is outside TH's and IR's holiday data,
    // which a second note would say (HolidayCoverageNoteTests).
    let (status, output, error) = TestSupport.calrender(arguments + ["--today", "2024-02-14", "--holidays", "none"])
    #expect(status == 0)
    #expect(!output.isEmpty)
    #expect(error.hasPrefix("calrender: note: 2024 is a year of the ") && error.contains(note), "\(error)")
    #expect(error.split(separator: "\n").count == 1)
  }

  /// A Gregorian year before the span of a calendar (Hebrew year 2024 is in 1738 BCE) is refused
  /// with the year probably meant (issue 28, item 15), as the Persian and Hijri years get a note.
  @Test func aGregorianYearOutsideTheSpanGetsTheMeantYear() {
    let (status, output, error) = TestSupport.calrender([
      "-l", "en-US", "--calendar", "hebrew", "3", "2024", "--today", "2024-02-14",
    ])
    #expect(status == 64 && output.isEmpty)
    #expect(error.hasPrefix("calrender: error: hebrew year 2024 is outside the span"), "\(error)")
    #expect(error.contains("for 2024 CE write 5784, as in: calrender 3 5784"), "\(error)")
    #expect(error.split(separator: "\n").count == 1)
  }

  @Test(arguments: [["-l", "th-TH", "2", "2567"], ["-l", "en-US", "2", "2024"], ["-l", "fa-IR", "1", "1402"]])
  func aMeantYearGetsNone(arguments: [String]) {
    let (status, _, error) = TestSupport.calrender(arguments + ["--today", "2024-02-14"])
    #expect(status == 0 && error.isEmpty, "\(error)")
  }

  @Test func japaneseYearsSpanningErasAndBeforeMeiji() {
    let (_, json, _) = TestSupport.calrender(["-l", "ja-JP-u-ca-japanese", "-y", "2019", "-f", "json", "--today", "none"])
    #expect(json.contains("\"yearLabel\": \"平成31年\"") && json.contains("\"yearLabel\": \"令和元年\""))
    let (_, may1, _) = TestSupport.calrender(["-l", "ja-JP-u-ca-japanese", "5", "1", "--today", "none"])
    #expect(may1.hasPrefix("       1年5月\n"), "\(may1)")
    let (_, keio, _) = TestSupport.calrender(["-l", "ja-JP-u-ca-japanese", "5", "1868", "--today", "none"])
    #expect(keio.hasPrefix("     1868年5月\n"), "\(keio)")
  }
}
