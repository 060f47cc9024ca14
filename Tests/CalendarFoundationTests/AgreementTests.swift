import CalRenderTestSupport
import CalendarICU
import Foundation
import Testing

/// The Foundation provider against the ICU provider over every locale both know, field by field,
/// with the committed report (docs/foundation-agreement.md) of where and why they differ.
/// `CALRENDER_RECORD=1` rewrites the report; recording fails the test.
@Suite("Foundation and ICU providers agree")
struct AgreementTests {
  /// The fields below 95%, and why (the report's *CLDR 42 → 46* and *Not CLDR* columns count them).
  static let belowByCLDR: [String: String] = [
    "weekdays.abbreviated":
      "Foundation's ICU's own abbreviated weekdays (Arabic, Portuguese outside Brazil, Russian, Catalan: CLDR 46 has ICU's), and CLDR revisions",
    "weekdays.short": "Foundation's ICU's own short weekdays (Arabic, Russian, Catalan), and CLDR 46's revision of the width",
    "monthNames": "CLDR revised month names (Akan, Amharic, Kurdish, Yoruba, …)",
    "titles": "CLDR revised month names and title patterns; Foundation's digits in bn and mr",
  ]

  /// One measurement for every test of the suite (it opens some 1 600 calendars).
  static let measured = ProviderAgreement.measure()

  @Test(arguments: ProviderAgreement.fields.map(\.name))
  func fieldAgreesInAtLeast95Percent(field: String) {
    let agreement = Self.measured.agreement(field)
    if let reason = Self.belowByCLDR[field] {
      withKnownIssue(Comment(rawValue: reason)) {
        #expect(agreement >= 0.95, "\(field): \(agreement)")
      }
    } else {
      #expect(agreement >= 0.95, "\(field): \(agreement)")
    }
  }

  /// Babel's CLDR 42 and 46 answered: without them no kind's claim is checked.
  @Test func cldrReleasesWereRead() {
    #expect(Self.measured.oracleRan, "scripts/cldr_oracle.py with \(ProviderAgreement.babel) (.ci/run installs them)")
  }

  /// A kind explains only differences CLDR does not contradict (`DifferenceKind.explains`), so a
  /// kind that calls a difference a CLDR revision where CLDR 46 has ICU's answer leaves it here.
  @Test func everyDifferenceIsExplained() {
    let unexplained = Self.measured.unexplained
    #expect(unexplained.isEmpty, "\(unexplained.map { "\($0.field) \($0.difference.locale)" })")
    // A kind that explains nothing is stale.
    let used = Set(Self.measured.explained.keys)
    #expect(Set(DifferenceKind.all.map(\.id)).subtracting(used).isEmpty)
  }

  @Test func everySharedLocaleOpensInBoth() {
    #expect(Self.measured.locales.count > 700)
    #expect(Self.measured.unopened.isEmpty, "\(Self.measured.unopened.map { $0.locale })")
  }

  @Test func reportMatchesWhatWasMeasured() throws {
    let file = TestSupport.packageRoot.appendingPathComponent("docs/foundation-agreement.md")
    let expected = Self.measured.report()
    let committed = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    if ProcessInfo.processInfo.environment["CALRENDER_RECORD"] == "1" && committed != expected {
      try expected.write(to: file, atomically: true, encoding: .utf8)
      Issue.record("recorded \(file.lastPathComponent): read it, then run again without CALRENDER_RECORD")
      return
    }
    #expect(committed == expected, "docs/foundation-agreement.md differs: CALRENDER_RECORD=1 rewrites it")
  }
}
