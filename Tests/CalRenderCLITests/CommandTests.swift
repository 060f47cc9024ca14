import CalRenderTestSupport
import Foundation
import Testing

/// End-to-end: the built binary, its stdout, stderr and exit code.
@Suite("calrender binary")
struct CommandTests {
  func run(_ arguments: [String], environment: [String: String]? = nil) throws -> TestSupport.Result {
    let binary = try #require(TestSupport.binary(), "calrender is built by swift test")
    return try TestSupport.run(binary, arguments, environment: environment)
  }

  @Test func germanSeptember2024StartsOnMondayWithSixBlanks() throws {
    let result = try run(["--locale", "de_DE", "--today", "none", "9", "2024"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].contains("September 2024"))
    #expect(lines[1].hasPrefix("Mo."))
    // Six blank cells of width 3 and their separators, then 1 under Sunday.
    #expect(lines[2] == String(repeating: " ", count: 6 * 4 + 2) + "1")
  }

  @Test func koreanDecember2024Title() throws {
    let result = try run(["--locale", "ko_KR", "--today", "none", "12", "2024"])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) == "2024년 12월")
    #expect(result.stderr.isEmpty)
  }

  @Test(arguments: [
    (["--locale", "xx_YY"], "unknown locale 'xx_YY'"),
    (["13", "2024"], "has no month 13"),
    (["--bogus"], "unknown option '--bogus'"),
    (["-y", "-n", "3"], "cannot be combined"),
    (["--calendar", "mayan"], "invalid value 'mayan' for --calendar"),
    (["2", "0"], "outside the span"),
    (["--today", "2024-02-30"], "invalid date"),
    (["--weekday-width"], "needs a value"),
    (["--calendar", "hebrew", "5L", "5785"], "has no month 5L"),
    (["--time-zone", "Mars/Base", "2", "2024"], "unknown time zone"),
    (["--reform", "1752", "--calendar", "buddhist", "2", "2567"], "applies to the gregorian calendar only"),
  ])
  func usageErrorsExit64WithOneLine(arguments: [String], message: String) throws {
    let result = try run(["--today", "2024-02-14"] + arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("calrender: error: "))
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test func unknownLocaleHasAHint() throws {
    let named = try run(["--locale", "korean"])
    #expect(named.stderr.contains("(nearest: ko, ko_KP, ko_KR; see calrender locales)"), "\(named.stderr)")
    // Near nothing: no unrelated suggestions, the list instead.
    let unknown = try run(["--locale", "xx_YY"])
    #expect(unknown.stderr.contains("(see calrender locales)"), "\(unknown.stderr)")
  }

  /// A 100 KB argument is echoed cut to a line's worth, with its length (it filled the terminal),
  /// and looked for no suggestions (quadratic edit distances: 4 s). Under coreutils' `timeout` as a
  /// hang guard, not a timing.
  @Test(arguments: ["--locale", "--calendar"])
  func hugeArgumentsAreEchoedCut(option: String) throws {
    let value = String(repeating: "a", count: 100_000)
    let binary = try #require(TestSupport.binary())
    let result = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/timeout"), ["--signal=KILL", "120", binary.path, option, value, "2", "2024"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasSuffix("\n") && result.stderr.dropLast().split(separator: "\n").count == 1)
    #expect(
      result.stderr.contains("'" + String(repeating: "a", count: 60) + "… (100000 characters)'"),
      "\(result.stderr.prefix(300))")
    #expect(result.stderr.utf8.count < 500)
  }

  @Test func unknownLocaleFromTheEnvironmentFallsBackSilently() throws {
    let result = try run(["--today", "none", "2", "2024"], environment: ["LANG": "xx_YY.UTF-8", "TZ": "UTC"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("February 2024"))
  }

  @Test func localeComesFromLCAllThenLCTimeThenLang() throws {
    let env = ["LC_ALL": "", "LC_TIME": "ja_JP.UTF-8", "LANG": "ko_KR.UTF-8", "TZ": "UTC"]
    let result = try run(["--today", "none", "2", "2024"], environment: env)
    #expect(result.stdout.contains("2024年2月"))
  }

  @Test func outputFileIsWrittenWholeOrNotAtAll() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("cal.json")
    let ok = try run(["-f", "json", "-o", target.path, "--today", "none", "2", "2024"])
    #expect(ok.status == 0 && ok.stdout.isEmpty)
    #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("{\n  \"schema\": \"calrender/1\""))
    let missing = folder.appendingPathComponent("no/such/folder/cal.txt")
    let failed = try run(["-o", missing.path, "--today", "none", "2", "2024"])
    #expect(failed.status == 73)
    #expect(failed.stderr.hasPrefix("calrender: error: cannot create"))
    // A usage error creates no file.
    let bad = folder.appendingPathComponent("bad.txt")
    #expect(try run(["-o", bad.path, "13", "2024"]).status == 64)
    #expect(!FileManager.default.fileExists(atPath: bad.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["cal.json"])
  }

  @Test func colorOnlyWhenAskedOrOnATerminal() throws {
    let plain = try run(["--today", "2024-02-14", "2", "2024"])
    #expect(!plain.stdout.contains("\u{1B}["))
    let colored = try run(["--color=always", "--today", "2024-02-14", "2", "2024"])
    #expect(colored.stdout.contains("\u{1B}[7m14\u{1B}[27m"))
    let never = try run(["--color=never", "--today", "2024-02-14", "2", "2024"])
    #expect(!never.stdout.contains("\u{1B}["))
  }

  @Test func outputIsDeterministic() throws {
    let arguments = ["-y", "-l", "ar-SA", "-f", "json", "--today", "2024-02-14", "1445"]
    let first = try run(arguments)
    let second = try run(arguments)
    #expect(first.status == 0)
    #expect(first.stdout == second.stdout)
  }

  @Test func helpIsGeneratedFromTheOptionTable() throws {
    let result = try run(["--help"])
    #expect(result.status == 0)
    for option in [
      "--locale", "--calendar", "--first-weekday", "--weekday-width", "--title-skeleton", "--reform", "--today",
      "--color",
    ] {
      #expect(result.stdout.contains(option))
    }
    let version = try run(["--version"])
    #expect(version.stdout.contains("ICU 72"))
    #expect(version.stdout.contains("CLDR 42"))
    #expect(version.stdout.hasPrefix("calrender 0.1.0 ("))
    // Debian 12's libical-dev is 3.0.16.
    #expect(version.stdout.contains("libical 3.0."))
  }

  @Test func patternSubcommand() throws {
    let result = try run(["pattern", "yMMMM", "--locale", "ko-KR"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("y년 MMMM\n"))
  }

  @Test func firstWeekdayOverrides() throws {
    // The fw keyword, which ICU 72 ignores, then -s/-m (the last wins).
    let fw = try run(["-l", "en-US-u-fw-mon", "-f", "json", "--today", "none", "2", "2024"])
    #expect(fw.stdout.contains("\"firstWeekday\": \"mon\""))
    let last = try run(["-l", "en-US", "-m", "-s", "-f", "json", "--today", "none", "2", "2024"])
    #expect(last.stdout.contains("\"firstWeekday\": \"sun\""))
    let explicit = try run(["-l", "en-US", "--first-weekday", "wed", "-f", "json", "--today", "none", "2", "2024"])
    #expect(explicit.stdout.contains("\"firstWeekday\": \"wed\""))
  }
}

/// The views of issue 4 through the built binary, in every format, against the golden files.
@Suite("calrender binary: views")
struct CommandViewTests {
  @Test(arguments: GoldenTests.viewCases.map(\.0))
  func binaryMatchesGolden(name: String) throws {
    let binary = try #require(TestSupport.binary(), "calrender is built by swift test")
    let arguments = GoldenTests.viewCases.first { $0.0 == name }!.1
    let result = try TestSupport.run(binary, ["--today", "2024-02-14"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let suffix =
      name.hasSuffix("-json") ? ".json" : name.hasSuffix("-svg") ? ".svg" : name.hasSuffix("-html") ? ".html" : ".txt"
    let expected = try String(contentsOf: GoldenTests.folder.appendingPathComponent(name + suffix), encoding: .utf8)
    #expect(result.stdout == expected)
  }
}
