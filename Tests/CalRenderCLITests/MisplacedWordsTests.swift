import CalRenderTestSupport
import Testing

/// Words a user puts where the command does not expect them get one line that says what to do, not
/// an error about something else ("unknown option '-r'", "invalid year 'yMMMEd'").
@Suite("Misplaced words")
struct MisplacedWordsTests {
  @Test(arguments: [
    (["-w", "holidays", "2024"], "unknown option '-w'"),
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

  /// Options before a subcommand are the subcommand's, as after it (issue 28, item 15).
  @Test(arguments: [
    (["-l", "ja-JP", "holidays", "2024"], ["holidays", "2024", "-l", "ja-JP"]),
    (["-l", "he-IL", "holidays", "2024", "-r", "IL"], ["holidays", "2024", "-r", "IL", "-l", "he-IL"]),
    (["--locale", "ko-KR", "pattern", "yMMMEd", "--today", "2024-02-14"], ["pattern", "yMMMEd", "--locale=ko-KR", "--today", "2024-02-14"]),
    (["--calendars", "locales"], ["locales", "--calendars"]),
  ])
  func optionsBeforeASubcommand(before: [String], after: [String]) {
    let (status, output, error) = TestSupport.calrender(before)
    #expect(status == 0 && error.isEmpty, "\(error)")
    #expect(!output.isEmpty && output == TestSupport.calrender(after).1)
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
