import Testing

@testable import CalRenderCLI

@Suite("Units")
struct UnitTests {
  @Test func parserReadsLongShortBundledAndAttachedForms() throws {
    let parser = OptionParser(table: CommandOptions.table, initial: ParsedOptions())
    let options = try parser.parse(["-3m", "--locale=ko-KR", "-n5", "--calendar", "gregory", "2", "--color", "2024"])
    #expect(options.firstWeekday == .mon)
    #expect(options.locale == "ko-KR")
    #expect(options.monthCount == .count(5))
    #expect(options.calendar == .gregorian)
    #expect(options.color == .auto)
    #expect(options.positionals == ["2", "2024"])
    let last = try parser.parse(["-m", "-s"])
    #expect(last.firstWeekday == .sun)
    let dashdash = try parser.parse(["--", "-5"])
    #expect(dashdash.positionals == ["-5"])
    #expect(throws: CommandError.self) { try parser.parse(["--colour"]) }
    #expect(throws: CommandError.self) { try parser.parse(["--help=yes"]) }
    #expect(throws: CommandError.self) { try parser.parse(["-n", "0"]) }
    #expect(throws: CommandError.self) { try parser.parse(["-q"]) }
    do {
      _ = try parser.parse(["--calender", "hebrew"])
    } catch {
      #expect(error.hint == "did you mean --calendar?")
    }
  }

  @Test func helpListsEveryOptionOfTheTable() {
    let help = OptionParser(table: CommandOptions.table, initial: ParsedOptions()).help()
    for spec in CommandOptions.table { #expect(help.contains("--" + spec.long)) }
  }
}

@Suite("Colour")
struct ColorTests {
  func run(_ arguments: [String], terminal: Bool, environment: [String: String] = [:]) -> String {
    let io = CapturedIO(outputIsTerminal: terminal)
    _ = Calrender(io: io, environment: environment).run(
      ["--today", "2024-02-14", "-l", "ko-KR", "2", "2024"] + arguments)
    return io.output
  }

  @Test func autoByDefaultOnATerminal() {
    let colored = run([], terminal: true)
    #expect(colored.contains("\u{1B}[7m14\u{1B}[27m"))
    // ko: Sunday red, Saturday blue.
    #expect(colored.contains("\u{1B}[31m4\u{1B}[39m"))
    #expect(colored.contains("\u{1B}[34m3\u{1B}[39m"))
    #expect(!run([], terminal: false).contains("\u{1B}["))
    #expect(!run([], terminal: true, environment: ["NO_COLOR": "1"]).contains("\u{1B}["))
    #expect(!run(["--color=never"], terminal: true).contains("\u{1B}["))
    #expect(run(["--color=always"], terminal: false).contains("\u{1B}[7m"))
    #expect(run(["--color"], terminal: true).contains("\u{1B}[7m"))
  }
}
