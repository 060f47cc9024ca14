import Testing

@testable import CalRenderCLI

/// The error line: one line, whatever it echoes.
@Suite("Error lines")
struct CommandErrorTests {
  @Test func longQuotedValuesAreCutShortOnesKept() {
    let short = CommandError.usage("unknown locale 'it's' and '" + String(repeating: "b", count: 100) + "'")
    #expect(short.line == "calrender: error: " + short.message)
    let long = CommandError.usage("invalid value '" + String(repeating: "c", count: 101) + "' for --x", hint: "'y'")
    #expect(
      long.line
        == "calrender: error: invalid value '" + String(repeating: "c", count: 60) + "… (101 characters)' for --x ('y')"
    )
    // Control characters in a cut value are still made visible.
    let hostile = CommandError.usage("bad '" + String(repeating: "\u{1B}", count: 200) + "'")
    #expect(!hostile.line.contains("\u{1B}") && hostile.line.contains("(200 characters)"))
  }
}
