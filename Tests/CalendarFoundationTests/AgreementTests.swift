import CalRenderTestSupport
import Foundation
import Testing

/// The Foundation provider against the ICU provider over every locale both know.
@Suite("Foundation and ICU providers agree")
struct AgreementTests {
  @Test func dumpDifferences() throws {
    let measured = ProviderAgreement.measure()
    var text = "locales \(measured.locales.count) unopened \(measured.unopened.count)\n"
    for (locale, reason) in measured.unopened { text += "UNOPENED \(locale): \(reason)\n" }
    for field in ProviderAgreement.fields {
      let diffs = measured.differences[field.name] ?? []
      text += "== \(field.name) \(diffs.count)\n"
      for d in diffs { text += "\(d.locale)\n  I: \(d.icu)\n  F: \(d.foundation)\n" }
    }
    try text.write(toFile: "/tmp/agreement-dump.txt", atomically: true, encoding: .utf8)
  }
}
