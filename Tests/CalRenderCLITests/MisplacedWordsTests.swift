import CalRenderTestSupport
import Testing

/// Words a user puts where the command does not expect them get one line that says what to do, not
/// an error about something else ("unknown option '-r'", "invalid year 'yMMMEd'").
@Suite("Misplaced words")
struct MisplacedWordsTests {
  @Test(arguments: [
    (["-l", "he-IL", "holidays", "2024", "-r", "IL"], "'holidays' is a subcommand and comes first"),
    (["--locale", "ko-KR", "pattern", "yMMMEd"], "'pattern' is a subcommand and comes first"),
    (["--today", "none", "locales"], "'locales' is a subcommand and comes first"),
    (["--compat", "ncal", "2", "2024"], "--compat takes one mode, cal"),
    (["--compat=bsd", "2", "2024"], "--compat takes one mode, cal"),
    (["holidays", "-r", "KR", "2024-01-31..2024-01-01"], "span '2024-01-31..2024-01-01' runs backwards"),
  ])
  func oneLineThatSaysWhatToDo(arguments: [String], message: String) {
    let (status, output, error) = TestSupport.calrender(arguments)
    #expect(status == 64)
    #expect(output.isEmpty)
    #expect(error.hasPrefix("calrender: error: \(message) ("), "\(error)")
    #expect(error.split(separator: "\n").count == 1, "\(error)")
  }

  /// An events file named like a subcommand is still a file, and a month is still a month.
  @Test func optionValuesAreNotSubcommands() {
    let (status, _, error) = TestSupport.calrender(["--today", "none", "--events", "holidays", "2", "2024"])
    #expect(status == 66, "\(error)")
    #expect(TestSupport.calrender(["-l", "ko-KR", "--today", "none", "2", "2024"]).0 == 0)
  }

  @Test func helpListsEverySubcommand() {
    let (status, output, _) = TestSupport.calrender(["--help"])
    #expect(status == 0)
    for word in ["pick", "--compat cal", "lint-pattern", "pattern", "locales", "holidays"] {
      #expect(output.contains("  calrender \(word) "), "\(word)")
    }
  }
}
