import CalendarICU
import CalendarModel
import Testing

@testable import CalRenderCLI

@Suite("Units")
struct UnitTests {
  @Test(arguments: [
    ("Su", 2), ("일", 2), ("日", 2), ("ア", 2), ("ｱ", 1), ("é", 1), ("e\u{301}", 1), ("พฤ.", 3),
    ("\u{200E}", 0), ("أربعاء", 6), ("２", 2), ("각", 2), ("\u{1100}\u{1161}\u{11A8}", 2),
  ])
  func displayWidth(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

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

  @Test func localeResolution() throws {
    let resolver = LocaleResolver()
    #expect(try resolver.resolve("ko_KR").languageTag == "ko-KR")
    #expect(try resolver.resolve("de_DE.UTF-8").languageTag == "de-DE")
    #expect(try resolver.resolve("C").languageTag == "en-US-u-va-posix")
    #expect(try resolver.resolve("POSIX").icuIdentifier == "en_US_POSIX")
    #expect(try resolver.resolve("ko_XX").language == "ko")
    #expect(try resolver.resolve("ja_JP@calendar=japanese").keyword("calendar") == "japanese")
    #expect(try resolver.resolve("th-TH-u-nu-thai").keyword("numbers") == "thai")
    #expect(throws: ICUError.unknownLocale("xx_YY", suggestions: resolver.suggestions(for: "xx_YY"))) { try resolver.resolve("xx_YY") }
    // The quick data check agrees with ICU's list of available locales.
    let languages = Set(resolver.availableLocales.map { String($0.prefix { $0 != "_" }) })
    for language in languages { #expect(resolver.hasData(language: language), "\(language)") }
    for language in ["xx", "qq", "zz", "c", "root", ""] {
      #expect(!resolver.hasData(language: language), "\(language)")
    }
    #expect { try resolver.resolve("ko-") } throws: { ($0 as? ICUError)?.code == .unknownLocale }
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
