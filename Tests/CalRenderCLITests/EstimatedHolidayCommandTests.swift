import CalRenderTestSupport
import Foundation
import Testing

/// A holiday reckoned ahead of the day its region announces (an Islamic day fixed by sighting the
/// moon, computed with the Umm al-Qura calendar) is marked as estimated in every format (issue 25,
/// item 1): its name says so, JSON says `"estimated": true`, SVG and HTML give the day the class
/// `estimated`, text gets a note on stderr, and `calrender holidays` marks it in text, JSON and
/// iCalendar. Days the region announced are not marked.
@Suite("Estimated holidays said")
struct EstimatedHolidayCommandTests {
  static let note = "calrender: note: holidays marked estimated (EG) are reckoned ahead of the day the region announces"
    + " and may move by a day\n"

  /// Egypt's Islamic New Year of 2020 (1 Muharram 1442 by Umm al-Qura: Thursday 20 August), inside
  /// the years its data covers; its Eids of 2019–2025 are Dar al-Ifta's announced days.
  @Test func textNotesOnStderr() {
    let (status, output, error) = TestSupport.calrender(["--holidays", "EG", "--today", "none", "8", "2020"])
    #expect(status == 0)
    #expect(error == Self.note, "\(error)")
    #expect(!output.contains("estimated"))
    // The agenda names it so.
    let agenda = TestSupport.calrender(["-l", "en-US", "--holidays", "EG", "--today", "none", "--agenda", "8", "2020"])
    #expect(agenda.1.contains("Islamic New Year (estimated)"), "\(agenda.1)")
    #expect(!agenda.1.contains("Eid al-Adha (estimated)"), "\(agenda.1)")
    // Eid al-Fitr of 24 May 2020 as Dar al-Ifta announced it: not an estimate.
    let may = TestSupport.calrender(["--holidays", "EG", "--today", "none", "5", "2020"])
    #expect(may.0 == 0 && may.2.isEmpty, "\(may.2)")
    // A month without one: nothing said.
    let january = TestSupport.calrender(["--holidays", "EG", "--today", "none", "1", "2020"])
    #expect(january.0 == 0 && january.2.isEmpty, "\(january.2)")
    // Days the UAE's Cabinet announced (2017–2026) are not estimates; later ones are.
    let announced = TestSupport.calrender(["--holidays", "AE", "--today", "none", "5", "2020"])
    #expect(announced.2.isEmpty, "\(announced.2)")
    // 1 Shawwal 1451 is 4 February 2030.
    let later = TestSupport.calrender(["--holidays", "AE", "--today", "none", "2", "2030"])
    #expect(later.2.contains("holidays marked estimated (AE)"), "\(later.2)")
  }

  @Test func jsonSVGAndHTMLMarkTheDay() throws {
    let (status, output, error) = TestSupport.calrender(["-l", "ar-EG", "-f", "json", "--today", "none", "8", "2020"])
    #expect(status == 0 && error.isEmpty, "\(error)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let days = (document["months"] as? [[String: Any]] ?? []).flatMap { ($0["weeks"] as? [[String: Any]] ?? []) }
      .flatMap { ($0["days"] as? [[String: Any]] ?? []) }
    let newYear = try #require(days.first { $0["date"] as? String == "2020-08-20" })
    let holiday = try #require((newYear["holidays"] as? [[String: Any]])?.first)
    #expect(holiday["estimated"] as? Bool == true)
    #expect(holiday["name"] as? String == "رأس السنة الهجرية (تقديري)")
    // Eid al-Adha of 1 August 2020, as Dar al-Ifta announced it: not marked.
    let eid = try #require(days.first { $0["date"] as? String == "2020-08-01" })
    let adha = try #require((eid["holidays"] as? [[String: Any]])?.first)
    #expect(adha["estimated"] == nil && adha["name"] as? String == "عيد الأضحى المبارك")
    // Coptic Easter's Spring Festival (Sham el-Nessim, 20 April) is a computus: not estimated.
    let april = TestSupport.calrender(["-l", "ar-EG", "-f", "json", "--today", "none", "4", "2020"])
    #expect(april.1.contains("\"sham-el-nessim\"") && !april.1.contains("\"estimated\""))
    let svg = TestSupport.calrender(["-l", "ar-EG", "-f", "svg", "--today", "none", "8", "2020"])
    #expect(svg.1.contains(" holiday red estimated\"") || svg.1.contains(" estimated\""), "no estimated class")
    #expect(svg.1.contains("(تقديري)"))
    let html = TestSupport.calrender(["-l", "ar-EG", "-f", "html", "--today", "none", "8", "2020"])
    #expect(html.1.contains(" holiday estimated"), "no estimated class")
  }

  @Test func holidayListsMarkIt() {
    let text = TestSupport.calrender(["holidays", "2020", "-l", "en-US", "--region", "EG"])
    #expect(text.0 == 0)
    #expect(text.1.contains("Islamic New Year (estimated)"))
    #expect(text.1.contains("Eid al-Fitr\n") && !text.1.contains("Eid al-Fitr (estimated)"))
    #expect(text.1.hasSuffix(
      "note: holidays marked estimated (EG) are reckoned ahead of the day the region announces and may move by a day\n"))
    let json = TestSupport.calrender(["holidays", "2020", "-l", "en-US", "--region", "EG", "-f", "json"])
    #expect(json.1.contains("\"name\": \"Islamic New Year (estimated)\", \"kind\": \"public\", \"category\": \"public\", \"estimated\": true"), "\(json.1)")
    let ics = TestSupport.calrender(["holidays", "2020", "-l", "en-US", "--region", "EG", "-f", "ics"])
    #expect(ics.1.contains("SUMMARY:Islamic New Year (estimated)\r\n"))
    #expect(ics.1.contains("X-CALRENDER-ESTIMATED:TRUE\r\nEND:VEVENT"))
    // Korea announces nothing by sighting: no mark, no note.
    let korea = TestSupport.calrender(["holidays", "2020", "--region", "KR"])
    #expect(!korea.1.contains("estimated") && !korea.1.contains("note:"))
  }
}
