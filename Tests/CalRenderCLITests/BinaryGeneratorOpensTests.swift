import CalRenderTestSupport
import Foundation
import Testing

/// One pattern generator per (locale, calendar), counted in the built binary: ltrace counts its
/// calls of `udatpg_open`, the costliest object a locale's calendar opens.
@Suite("Pattern generator opens of the binary")
struct BinaryGeneratorOpensTests {
  /// Command lines and how many times the binary calls `udatpg_open`, counted by ltrace.
  static let cases: [(arguments: [String], opens: Int)] = [
    // The display calendar and the secondary calendar are both ko_KR@calendar=dangi: one generator
    // (for `y` and `Md`), not one each.
    (["-l", "ko-KR", "--calendar", "dangi", "--secondary", "dangi", "--today", "none", "2", "2024"], 1),
    // Gregorian zh_CN reads its skeletons from the data; the Chinese calendar needs the generator for `Md`.
    (["-l", "zh-CN", "--secondary", "chinese", "--today", "none", "-y", "2024"], 1),
    // The title pattern's linter asks for `yMMMM`, which the data lists: no generator at all.
    (["-l", "en-US", "--title-pattern", "MMMM y", "--today", "2024-02-14", "2", "2024"], 0),
    (["lint-pattern", "YYYY-MM-dd", "-l", "en-US", "--today", "2024-12-01"], 0),
    (["-l", "ko-KR", "--today", "none", "2", "2024"], 0),
  ]

  @Test(arguments: cases)
  func generatorOpensOfTheBinary(_ arguments: [String], _ opens: Int) throws {
    let ltrace = URL(fileURLWithPath: "/usr/bin/ltrace")
    try #require(FileManager.default.isExecutableFile(atPath: ltrace.path), "ltrace is missing: apt-get install ltrace")
    let binary = try #require(TestSupport.binary())
    // -c: a summary table on stderr, one row per traced call (`udatpg_open_72`: ICU renames its symbols).
    let result = try TestSupport.run(
      ltrace, ["-c", "-e", "udatpg_open*", binary.path] + arguments, environment: ["LANG": "C", "TZ": "UTC"])
    #expect(result.status == 0 || result.status == 65, "\(result.stderr)")
    #expect(result.stderr.contains("total"), "no ltrace summary: \(result.stderr)")
    let row = result.stderr.split(separator: "\n").first { $0.contains("udatpg_open") }
    let calls = row.flatMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first }
    #expect(calls.flatMap { Int($0) } ?? 0 == opens, "\(arguments): \(result.stderr)")
  }
}
