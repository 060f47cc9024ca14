import CalRenderTestSupport
import Foundation
import Testing

/// The completion scripts in the real shells (Debian's bash with bash-completion, zsh, fish): each
/// is asked what completes a partial command line, as if Tab were pressed at its end, with the built
/// binary first in PATH (the scripts ask it for ICU's locales and zones).
@Suite("Shell completions")
struct ShellCompletionTests {
  enum Shell: String, CaseIterable, Sendable { case bash, zsh, fish }

  struct Case: Sendable, CustomTestStringConvertible {
    var line: String
    var expected: [String]
    /// File names are compared by their last component (zsh offers them relative to the prefix).
    var files = false
    var testDescription: String { line }
  }

  static let cases: [Case] = [
    Case(line: "calrender --cal", expected: ["--calendar"]),
    Case(line: "calrender --calendar isl", expected: ["islamic", "islamic-civil", "islamic-tbla", "islamic-umalqura"]),
    Case(line: "calrender --locale ko_", expected: ["ko_KP", "ko_KR"]),
    Case(line: "calrender -l ko-", expected: ["ko-KP", "ko-KR"]),
    Case(line: "calrender --time-zone Asia/Seo", expected: ["Asia/Seoul"]),
    Case(line: "calrender --format s", expected: ["svg"]),
    Case(line: "calrender --color=al", expected: ["always"]),
    Case(line: "calrender --week-numbers=i", expected: ["iso"]),
    Case(line: "calrender lo", expected: ["locales"]),
    Case(line: "calrender lint-pattern --int", expected: ["--intent"]),
    Case(line: "calrender lint-pattern -l ko_K", expected: ["ko_KP", "ko_KR"]),
    Case(line: "calrender --compat cal --ref", expected: ["--reform"]),
    Case(line: "calrender --compat cal --reform g", expected: ["gregorian"]),
    Case(line: "calrender --compat cal --locale ko_K", expected: ["ko_KP", "ko_KR"]),
    Case(line: "calrender completions --values t", expected: ["time-zones"]),
    Case(line: "calrender --events Tests/CalRenderCLITests/Fixtures/real", expected: ["real-world.ics"], files: true),
    Case(line: "calrender -o Package.sw", expected: ["Package.swift"], files: true),
    // pick and holidays complete their own options (issue 28, item 14).
    Case(line: "calrender pi", expected: ["pick"]),
    Case(line: "calrender pick --ra", expected: ["--range"]),
    Case(line: "calrender pick --output j", expected: ["json"]),
    Case(line: "calrender pick --calendar per", expected: ["persian"]),
    Case(line: "calrender holidays --region CH-Z", expected: ["CH-ZG", "CH-ZH"]),
    Case(line: "calrender holidays -r DE-B", expected: ["DE-BB", "DE-BE", "DE-BW", "DE-BY"]),
    Case(line: "calrender holidays --f", expected: ["--format"]),
  ]

  static let harness = TestSupport.packageRoot.appendingPathComponent("Tests/CalRenderCLITests/Fixtures/completion")

  /// What the shell offers for `line`, one word each, normalized: fish's descriptions (after a tab)
  /// dropped, and an attached option name (`--color=`) taken off the value.
  static func complete(_ shell: Shell, _ line: String) throws -> [String] {
    let binary = try #require(TestSupport.binary(), "calrender is built by swift test")
    let environment = [
      "PATH": binary.deletingLastPathComponent().path + ":/usr/bin:/bin", "HOME": NSTemporaryDirectory(),
      "LANG": "C.UTF-8", "TERM": "dumb",
    ]
    let root = TestSupport.packageRoot
    let result: TestSupport.Result
    switch shell {
    case .bash:
      // COMP_WORDS as bash splits them: at spaces, and around '=' (COMP_WORDBREAKS).
      var words: [String] = []
      for word in line.split(separator: " ", omittingEmptySubsequences: false) {
        if let equals = word.firstIndex(of: "=") {
          words += [String(word[..<equals]), "=", String(word[word.index(after: equals)...])]
        } else {
          words.append(String(word))
        }
      }
      result = try runIn(
        root, "/bin/bash",
        [
          harness.appendingPathComponent("bash-complete.sh").path,
          root.appendingPathComponent(
            "completions/calrender.bash"
          ).path, line,
        ] + words, environment)
    case .zsh:
      result = try runIn(
        root, "/usr/bin/zsh",
        [
          "-f", harness.appendingPathComponent("zsh-complete.zsh").path,
          root.appendingPathComponent("completions").path, line,
        ],
        environment)
    case .fish:
      let script = root.appendingPathComponent("completions/calrender.fish").path
      result = try runIn(
        root, "/usr/bin/fish", ["--no-config", "-c", "source \(script); complete -C \(fishQuote(line))"], environment)
    }
    #expect(result.status == 0, "\(shell) failed: \(result.stderr)")
    let last = line.split(separator: " ", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    return result.stdout.split(separator: "\n").map { raw in
      var word = String(raw.split(separator: "\t", maxSplits: 1).first ?? "")
      if last.hasPrefix("--"), last.contains("="), word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
        word = String(word[word.index(after: equals)...])
      }
      return word
    }
  }

  static func runIn(_ directory: URL, _ program: String, _ arguments: [String], _ environment: [String: String])
    throws -> TestSupport.Result
  {
    try #require(
      FileManager.default.isExecutableFile(atPath: program),
      "\(program) is missing: apt-get install zsh fish bash-completion")
    // File names complete relative to the package root.
    return try TestSupport.run(
      URL(fileURLWithPath: program), arguments, environment: environment, directory: directory)
  }

  static func fishQuote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
  }

  @Test(arguments: Shell.allCases, cases)
  func completes(shell: Shell, testCase: Case) throws {
    #expect(
      FileManager.default.fileExists(atPath: "/usr/share/bash-completion/bash_completion"),
      "apt-get install bash-completion")
    var offered = try Self.complete(shell, testCase.line)
    if testCase.files { offered = offered.map { String($0.split(separator: "/").last ?? "") } }
    #expect(Set(offered) == Set(testCase.expected), "\(shell): \(testCase.line) → \(offered)")
  }
}
