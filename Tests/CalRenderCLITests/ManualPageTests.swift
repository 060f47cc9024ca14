import CalRenderTestSupport
import Foundation
import Testing

/// What calrender(1) says of the picker and of ICU's Umm al-Qura, against the docs and the code
/// (issue 28, item 14).
@Suite("Manual page")
struct ManualPageTests {
  @Test func documentsThePicker() {
    let (status, manual, _) = TestSupport.calrender(["manual"])
    #expect(status == 0)
    let section = manual.components(separatedBy: ".SH PICK\n").last?.components(separatedBy: "\n.SH ").first ?? ""
    #expect(manual.contains(".SH PICK\n") && !section.isEmpty)
    for word in ["\\-\\-range", "\\-\\-min", "\\-\\-max", "\\-\\-output", "\\-\\-week\\-view", "PgUp", "Home End", "/dev/tty"] {
      #expect(section.contains(word), "\(word)")
    }
    #expect(section.contains("Cancelling exits 1 with nothing printed"))
    #expect(manual.contains(".B 1\n") || manual.contains("\\fB1\\fR\ncalrender pick was cancelled"))
  }

  /// ICU 72 reckons Umm al-Qura outside its table by the islamic-civil rules, as docs/benchmark.md and
  /// the code (the tabular calendar from 1 Muharram 1601 AH) say.
  @Test func ummAlQuraBugAgreesWithTheReadmeAndTheCode() throws {
    let manual = TestSupport.calrender(["manual"]).1
    let bugs = manual.components(separatedBy: ".SH BUGS\n").last ?? ""
    // The bullet's lines, filled by roff: from its first to the next bullet.
    let bullet = try #require(bugs.components(separatedBy: ".IP").first { $0.contains("Umm al\\-Qura table") })
    let line = bullet.replacingOccurrences(of: "\n", with: " ")
    #expect(line.contains("islamic\\-civil rules") && line.contains("1601 AH") && !line.contains("falls back to an astronomical"))
    // The fast paths are listed with the benchmark's figures (docs/benchmark.md, moved from the README).
    let readme = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/benchmark.md"), encoding: .utf8)
    #expect(readme.contains("al-Qura after 1600 AH reckoned by ICU's islamic-civil calendar"))
    let code = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("Sources/CalendarICU/ICUCalendarArithmetic.swift"),
      encoding: .utf8)
    #expect(code.contains("static let tabularUmmAlQuraFirstYear = 1601"))
  }
}
