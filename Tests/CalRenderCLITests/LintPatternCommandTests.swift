import CalRenderTestSupport
import Foundation
import PatternLint
import Testing

/// The pattern linter through the command: `lint-pattern` and `--title-pattern`.
@Suite("Pattern linter through the command")
struct LintPatternCommandTests {
  static func binary() throws -> URL { try #require(TestSupport.binary(), "calrender is built by swift test") }

  @Test func commandExitCodesAndJSON() throws {
    var (status, output, _) = TestSupport.calrender([
      "lint-pattern", "YYYY-MM-DD", "--today", "2024-12-01", "-l", "en-US",
    ])
    #expect(status == 65)
    #expect(output.contains("error[week-year]"))
    #expect(output.contains("  | ^^^^ yyyy\n"))
    #expect(output.contains("  |         ^^ dd\n"))
    (status, output, _) = TestSupport.calrender(["lint-pattern", "yyyy年M月", "-l", "ja-JP", "--today", "2024-12-01"])
    #expect(status == 0)
    // Carets under CJK text count two columns a character.
    (status, output, _) = TestSupport.calrender(["lint-pattern", "年YYYY", "-l", "ja-JP", "--today", "2024-12-01"])
    #expect(output.contains("  |   ^^^^ yyyy\n"))
    (status, output, _) = TestSupport.calrender(["lint-pattern", "YYYY-MM-DD", "-f", "json", "--today", "2024-12-01"])
    #expect(status == 65)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try output.write(to: folder.appendingPathComponent("0.json"), atomically: true, encoding: .utf8)
    let (_, clean, _) = TestSupport.calrender(["lint-pattern", "MMMM y", "-f", "json", "--today", "2024-12-01"])
    try clean.write(to: folder.appendingPathComponent("1.json"), atomically: true, encoding: .utf8)
    let schema = TestSupport.packageRoot.appendingPathComponent("schema/calrender-lint-1.schema.json").path
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/validate_json.py").path
    let result = try TestSupport.run(TestSupport.python, [script, schema, folder.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }

  @Test func titlePatternIsChecked() {
    var (status, _, error) = TestSupport.calrender(["--title-pattern", "YYYY MMMM", "--today", "none", "12", "2024"])
    #expect(status == 64)
    #expect(error.contains("week-year"))
    #expect(error.contains("--allow-week-year"))
    var output = ""
    (status, output, _) = TestSupport.calrender([
      "--title-pattern", "YYYY MMMM", "--allow-week-year", "--today", "none", "12", "2024",
    ])
    #expect(status == 0)
    #expect(output.hasPrefix("   2024 December\n"))
    (status, output, _) = TestSupport.calrender(["--title-pattern", "MMMM 'of' y", "--today", "none", "12", "2024"])
    #expect(output.hasPrefix("  December of 2024\n"))
    (status, _, error) = TestSupport.calrender([
      "--title-pattern", "hh MMMM", "--allow-week-year", "--today", "none", "12", "2024",
    ])
    #expect(status == 64)
    #expect(error.contains("hour-12-without-marker"))
  }

  @Test(arguments: ["lint-pattern", "--title-pattern"])
  func overlongPatternsAreAUsageError(command: String) throws {
    let pattern = String(repeating: "dM", count: 4_000)
    let arguments =
      command == "lint-pattern"
      ? ["lint-pattern", "--today", "2024-02-14", pattern] : ["--today", "none", command, pattern]
    // Under coreutils' `timeout`: a guard against a hang (a killed run exits 137, not 64).
    let result = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/timeout"), ["--signal=KILL", "120", try Self.binary().path] + arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("8000 characters"), "\(result.stderr)")
    #expect(result.stderr.contains("at most \(PatternLinter.maximumLength)"), "\(result.stderr)")
  }
}
