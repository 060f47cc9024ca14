import CalRenderTestSupport
import Foundation
import Testing

/// Issue 11, items 8 and 9: bad locale keywords are usage errors from `--locale` and a silent
/// fallback from the environment; glibc `@modifier`s choose the script.
@Suite("locale from the environment")
struct LocaleEnvironmentTests {
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> TestSupport.Result {
    let binary = try #require(TestSupport.binary(), "calrender is built by swift test")
    return try TestSupport.run(
      binary, ["--today", "none"] + arguments,
      environment: ["PATH": "/usr/bin:/bin", "TZ": "UTC"].merging(environment) { $1 })
  }

  @Test(arguments: ["en-US-u-nu-zzzz", "en_US@numbers=zzzz", "en-US-u-ca-zzzz", "en_US@calendar=foo"])
  func badKeywordsInLocaleAreUsageErrors(locale: String) throws {
    let result = try Self.run(["--locale", locale, "2", "2024"])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(!result.stderr.contains("internal error"))
    #expect(result.stderr.contains("zzzz") || result.stderr.contains("foo"), "\(result.stderr)")
  }

  @Test(arguments: ["en_US@numbers=zzzz", "en_US.UTF-8@calendar=foo", "en-US-u-nu-zzzz"])
  func badKeywordsFromTheEnvironmentFallBackSilently(locale: String) throws {
    for variable in ["LANG", "LC_TIME", "LC_ALL"] {
      let result = try Self.run(["2", "2024"], environment: [variable: locale])
      #expect(result.status == 0, "\(variable)=\(locale): \(result.stderr)")
      #expect(result.stderr.isEmpty)
      #expect(result.stdout.contains("February 2024"))
    }
  }

  @Test(arguments: [
    ("sr_RS.UTF-8@latin", "februar 2024"), ("sr_RS.UTF-8", "фебруар 2024"), ("uz_UZ.UTF-8@cyrillic", "феврал"),
    ("uz_UZ.UTF-8", "fevral"), ("sd_IN.UTF-8@devanagari", "फरवरी"), ("ca_ES.UTF-8@valencia", "febrer de 2024"),
    ("de_DE.UTF-8@euro", "Februar 2024"),
  ])
  func glibcModifiersChooseTheScript(locale: String, title: String) throws {
    let result = try Self.run(["2", "2024"], environment: ["LANG": locale])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").first?.contains(title) == true, "\(locale): \(result.stdout)")
  }

  /// ICU 72 has no Belarusian in Latin script: an unknown locale (from the environment the POSIX
  /// fallback, in Latin script), never the Cyrillic of ICU's default-locale fallback.
  @Test func beLatinIsNotCyrillic() throws {
    let result = try Self.run(["2", "2024"], environment: ["LANG": "be_BY.UTF-8@latin"])
    #expect(result.status == 0)
    #expect(!result.stdout.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }, "\(result.stdout)")
    let explicit = try Self.run(["--locale", "be-Latn-BY", "2", "2024"])
    #expect(explicit.status == 64)
    #expect(explicit.stderr.contains("no data for the script 'Latn'"), "\(explicit.stderr)")
  }
}
