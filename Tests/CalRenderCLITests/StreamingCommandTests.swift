import CalRender
import CalRenderTestSupport
import Testing

/// The command streams its output (a month, or a row of months, at a time): `-n 1200` through the
/// built binary is the library's whole document, byte for byte, in every format.
@Suite("calrender binary: streamed output")
struct StreamingCommandTests {
  @Test(arguments: ["text", "json", "svg", "html"])
  func theCommandStreamsTheSameBytes(format: String) throws {
    let binary = try #require(TestSupport.binary())
    let result = try TestSupport.run(binary, ["-f", format, "-n", "1200", "--today", "none", "-l", "ko-KR", "1", "1900"])
    #expect(result.status == 0, "\(result.stderr)")
    var request = CalendarRequest(locale: "ko-KR")
    request.today = .none
    request.view = .months(containing: JulianDay(isoYear: 1900, month: 1, day: 1), count: 1200, centered: false)
    let output: OutputFormat =
      switch format {
      case "json": .json
      case "svg": .svg
      case "html": .html
      default: .text(.init(color: false))
      }
    let whole = try CalendarRenderer(environment: ["TZ": "UTC"]).render(request, as: output)
    #expect(Array(result.stdout.utf8) == Array(whole.utf8))
  }
}
