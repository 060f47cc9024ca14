import CalRenderTestSupport
import Foundation
import Testing

/// A view or list that reaches years outside a region's holiday data (its `covers` line) says so
/// in every format (issue 25, item 4): a line on stderr beside text, `holidayCoverageGaps` in JSON, a
/// note under the cards in SVG and HTML, a last line (text), `coverageGaps` (JSON) and
/// `X-CALRENDER-NOTE` (iCalendar) in `calrender holidays`; and nothing when every year is covered.
@Suite("Holiday coverage said")
struct HolidayCoverageNoteTests {
  /// TH's data covers 2000–2040 (its table of Buddhist holy days ends there).
  static let thailand2041 = "holiday data covers TH 2000–2040 (not 2041); days outside may be missing or wrong"

  @Test func textNotesOnStderrWithoutChangingTheExit() {
    let (status, output, error) = TestSupport.calrender(["--holidays", "TH", "--today", "none", "3", "2041"])
    #expect(status == 0)
    #expect(error == "calrender: note: " + Self.thailand2041 + "\n")
    #expect(!output.contains("holiday data"))
    // Covered: nothing said.
    let covered = TestSupport.calrender(["--holidays", "TH", "--today", "none", "3", "2040"])
    #expect(covered.0 == 0 && covered.2.isEmpty)
    // No holidays, nothing to say.
    let none = TestSupport.calrender(["--holidays", "none", "--today", "none", "3", "2041"])
    #expect(none.2.isEmpty)
  }

  /// A view across a boundary names only the years it shows outside, every region on one line.
  @Test func severalRegionsOnOneLine() {
    let (status, _, error) = TestSupport.calrender(["--holidays", "TH,KR,US", "--today", "none", "-3", "1", "2041"])
    #expect(status == 0)
    // -3 around January 2041: December 2040 … February 2041. US covers 1971–: not named.
    #expect(
      error == "calrender: note: holiday data covers TH 2000–2040 (not 2041), KR 1999–2040 (not 2041);"
        + " days outside may be missing or wrong\n")
    // A week strip from 30 December 2040: 2041 only.
    let week = TestSupport.calrender(["--holidays", "TH", "--today", "none", "--week-view", "2040-12-30"])
    #expect(week.2 == "calrender: note: " + Self.thailand2041 + "\n")
    // Before and after the covered years: both runs.
    let both = TestSupport.calrender(["--holidays", "VN", "--today", "none", "-n", "300", "1", "2005"])
    #expect(
      both.2 == "calrender: note: holiday data covers VN 2010–2026 (not 2005–2009, 2027–2029);"
        + " days outside may be missing or wrong\n")
  }

  @Test func jsonCarriesTheGaps() throws {
    let (status, output, error) = TestSupport.calrender(["-f", "json", "--holidays", "TH,US", "--today", "none", "3", "2041"])
    #expect(status == 0 && error.isEmpty, "\(error)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let gaps = try #require(document["holidayCoverageGaps"] as? [[String: Any]])
    #expect(gaps.count == 1)
    #expect(gaps.first?["region"] as? String == "TH")
    #expect(gaps.first?["coveredFrom"] as? Int == 2000 && gaps.first?["coveredTo"] as? Int == 2040)
    #expect(gaps.first?["from"] as? Int == 2041 && gaps.first?["to"] as? Int == 2041)
    // An open end is null: US covers 1971–.
    let early = TestSupport.calrender(["-f", "json", "--holidays", "US", "--today", "none", "3", "1960"])
    #expect(early.1.contains("{ \"region\": \"US\", \"coveredFrom\": 1971, \"coveredTo\": null, \"from\": 1960, \"to\": 1960 }"))
    // Covered: the field is absent (additive to calrender/1).
    let covered = TestSupport.calrender(["-f", "json", "--holidays", "TH", "--today", "none", "3", "2040"])
    #expect(!covered.1.contains("holidayCoverageGaps"))
  }

  @Test func svgAndHTMLShowANote() {
    let svg = TestSupport.calrender(["-f", "svg", "--holidays", "TH", "--today", "none", "3", "2041"])
    #expect(svg.0 == 0 && svg.2.isEmpty)
    #expect(svg.1.contains("<g class=\"note\" xml:lang=\"en\" direction=\"ltr\">\n<text x=\"16\" y=\""))
    // Broken into lines that fit the card: every word of the note is there, in order.
    let drawn = (svg.1.components(separatedBy: "<g class=\"note\"").dropFirst().first ?? "")
      .components(separatedBy: "</g>")[0]
    let words = drawn.components(separatedBy: "</text>").dropLast().map { $0.components(separatedBy: "\">").last ?? "" }
    #expect(words.joined(separator: " ") == Self.thailand2041)
    #expect(words.count > 1)
    let html = TestSupport.calrender(["-f", "html", "--holidays", "TH", "--today", "none", "3", "2041"])
    #expect(html.1.contains("<p class=\"note\" lang=\"en\" dir=\"ltr\">\(Self.thailand2041)</p>\n</div>\n"))
    for format in ["svg", "html"] {
      let covered = TestSupport.calrender(["-f", format, "--holidays", "TH", "--today", "none", "3", "2040"])
      #expect(!covered.1.contains("class=\"note\""), "\(format)")
    }
  }

  @Test func holidayListsSaySo() throws {
    let text = TestSupport.calrender(["holidays", "2041", "--region", "TH", "--locale", "en-US"])
    #expect(text.0 == 0 && text.2.isEmpty)
    #expect(text.1.hasSuffix("\nnote: " + Self.thailand2041 + "\n"))
    let json = TestSupport.calrender(["holidays", "2041", "--region", "TH", "--locale", "en-US", "-f", "json"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.1.utf8)) as? [String: Any])
    let gaps = try #require(document["coverageGaps"] as? [[String: Any]])
    #expect(gaps.map { $0["region"] as? String } == ["TH"])
    let ics = TestSupport.calrender(["holidays", "2041", "--region", "TH", "--locale", "en-US", "-f", "ics"])
    // TEXT-escaped (`\;`) and folded at 75 octets, as every line.
    #expect(ics.1.contains("\r\nX-WR-CALNAME:TH\r\nX-CALRENDER-NOTE:holiday data covers TH 2000–2040 (not 2041)\\; days"))
    let covered = TestSupport.calrender(["holidays", "2040", "--region", "TH", "--locale", "en-US"])
    #expect(!covered.1.contains("note:"))
    let coveredJSON = TestSupport.calrender(["holidays", "2040", "--region", "TH", "-f", "json"])
    #expect(!coveredJSON.1.contains("coverageGaps"))

    // Both documents against their schemas (the real jsonschema validator).
    let validator = TestSupport.packageRoot.appendingPathComponent("scripts/validate_json.py").path
    for (schema, field, output) in [
      ("calrender-holidays-1", "coverageGaps", json.1),
      ("calrender-1", "holidayCoverageGaps", TestSupport.calrender(["-f", "json", "--holidays", "TH,US", "-3", "1", "2041"]).1),
    ] {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-gaps-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      try output.write(to: folder.appendingPathComponent("0.json"), atomically: true, encoding: .utf8)
      // A gap with a year as a string is not the schema's.
      let broken = output.replacingOccurrences(of: "\"from\": 2041", with: "\"from\": \"2041\"")
      #expect(broken != output)
      try broken.write(to: folder.appendingPathComponent("1.json"), atomically: true, encoding: .utf8)
      let path = TestSupport.packageRoot.appendingPathComponent("schema/\(schema).schema.json").path
      let result = try TestSupport.run(TestSupport.python, [validator, path, folder.path])
      #expect(result.status != 0, "\(schema)")
      #expect(result.stdout.hasPrefix("1.json: \(field)/0/from: "), "\(result.stdout)")
      try FileManager.default.removeItem(at: folder.appendingPathComponent("1.json"))
      let valid = try TestSupport.run(TestSupport.python, [validator, path, folder.path])
      #expect(valid.status == 0, "\(schema): \(valid.stdout)\(valid.stderr)")
    }
  }
}
