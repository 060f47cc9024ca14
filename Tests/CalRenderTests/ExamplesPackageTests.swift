import CalRenderTestSupport
import Foundation
import Testing

/// `Examples/` is a package of its own that depends on calrender by path and imports only
/// `CalRender`: building it proves the product's public API is enough, running it that it is right.
@Suite("Examples package")
struct ExamplesPackageTests {
  @Test func buildsAndRunsWithOneImport() throws {
    let examples = TestSupport.packageRoot.appendingPathComponent("Examples")
    let source = try String(
      contentsOf: examples.appendingPathComponent("Sources/calendar-examples/main.swift"), encoding: .utf8)
    let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") }
    #expect(imports == ["import CalRender"])
    // Inside this checkout's .build: another checkout's test run must not share it.
    let scratch = TestSupport.packageRoot.appendingPathComponent(".build/examples")
    let swift = URL(fileURLWithPath: "/usr/bin/env")
    var environment = ProcessInfo.processInfo.environment
    environment["TZ"] = "UTC"
    let arguments = ["swift", "build", "--package-path", examples.path, "--scratch-path", scratch.path]
    var build = try TestSupport.run(swift, arguments, environment: environment)
    if build.status != 0 {
      // A scratch folder kept from an earlier build does not see source files added to calrender
      // since (SwiftPM keeps the path dependency's file list): the check is a build from an empty
      // folder; both failing is a real failure, reported whole.
      let first = build.stdout + build.stderr
      try? FileManager.default.removeItem(at: scratch)
      build = try TestSupport.run(swift, arguments, environment: environment)
      try #require(build.status == 0, "first build:\n\(first)\nsecond build:\n\(build.stdout)\(build.stderr)")
    }
    let run = try TestSupport.run(
      scratch.appendingPathComponent("debug/calendar-examples"), [], environment: ["TZ": "UTC"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("     2024년 2월\n일 월 화 수 목 금 토\n             1  2  3\n"))
    #expect(run.stdout.contains("JSON: ") && run.stdout.contains("; 2024년 2월\n"))
    #expect(run.stdout.contains("SVG: ok "))
    // The week strip carries the event mark, the lunar dates and the agenda.
    #expect(run.stdout.contains("11  12  13  14* 15  16  17\n 2   3   4   5   6   7   8\n"))
    #expect(run.stdout.contains("2024년 2월 14일 (수) 오후 12:00~1:00  점심 약속"))
    #expect(run.stdout.contains("rtl islamic-umalqura شعبان ١٤٤٥ هـ"))
    // The picker's state: 30 Adar I 5784 to 1 Nisan, through Adar II, the left arrow in RTL.
    #expect(run.stdout.contains("picked: 2024-03-10 2024-04-09 30 באדר א׳ – 1 בניסן 5784\n"))
    try appRuns(scratch.appendingPathComponent("debug/calendar-app"))
  }

  /// `calendar-app` (built by the same build: it shares the scratch folder) is an app's use end to
  /// end, with Foundation types: what it prints is checked line by line here.
  func appRuns(_ app: URL) throws {
    let run = try TestSupport.run(app, [], environment: ["TZ": "UTC"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    // The month of 2024-02-14 09:00 in Seoul, in Korean, Sunday first.
    #expect(lines.first == "title: 2024년 2월 일 월 화 수 목 금 토 ltr")
    // The .ics trip (9–12 inclusive) and the lunch merged; 설날 and its days off red; the lunar
    // date's month on its first day; today; the selection's roles.
    #expect(lines.contains { $0.hasPrefix("day: 2024-02-09 9 금요일 2024년 2월 9일 금요일") && $0.contains("설 연휴 여행") && $0.contains("red start") })
    #expect(lines.contains { $0.hasPrefix("day: 2024-02-10 10 토요일") && $0.contains("[\"설날\"]") && $0.contains("red middle") && $0.hasSuffix(" 1월") })
    #expect(lines.contains { $0.hasPrefix("day: 2024-02-14 14 수요일") && $0.contains("today") && $0.contains("점심 약속") })
    #expect(lines.contains { $0.hasPrefix("json: ") && $0.hasSuffix("decodes equal: true") })
    #expect(lines.contains("request json decodes equal: true"))
    // Errors an alert shows: no command words (no "calrender", no option).
    let errors = lines.filter { $0.hasPrefix("error: ") }
    #expect(errors.count == 2)
    for error in errors {
      #expect(!error.contains("calrender") && !error.contains("--") && error != "error: none", "\(error)")
    }
    #expect(errors.first?.contains("xx-YY") == true)
    #expect(errors.last?.contains("Asia/Atlantis") == true)
    // Every line the host thread wrote to stderr arrived, while the 100 renders ran.
    let summary = try #require(lines.first { $0.hasPrefix("renders: ") })
    #expect(summary.hasPrefix("renders: 100 while the host wrote "))
    let written = Int(summary.split(separator: " ")[6]) ?? -1
    let arrived = run.stderr.split(separator: "\n").filter { $0.hasPrefix("host line ") }
    #expect(written > 0 && arrived.count == written, "\(arrived.count) of \(written) lines")
    #expect(arrived.enumerated().allSatisfy { $0.element == "host line \($0.offset)" })
  }

  /// The DocC article "Build a month view in SwiftUI": each code block but the SwiftUI view (which
  /// needs an Apple platform) is in `calendar-app`'s `MonthViewModel.swift` as written, so the
  /// build above compiles what the article shows and the run above checks it.
  @Test func theSwiftUIArticlesCodeIsCompiled() throws {
    let root = TestSupport.packageRoot
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/CalRender/CalRender.docc/BuildingAMonthView.md"), encoding: .utf8)
    let model = try String(
      contentsOf: root.appendingPathComponent("Examples/Sources/calendar-app/MonthViewModel.swift"), encoding: .utf8)
    var blocks: [String] = []
    var current: [Substring]? = nil
    for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```swift" { current = [] } else if line == "```", let block = current {
        blocks.append(block.joined(separator: "\n"))
        current = nil
      } else { current?.append(line) }
    }
    let compiled = blocks.filter { !$0.contains("import SwiftUI") }
    #expect(blocks.count - compiled.count == 1, "one block is the SwiftUI view")
    #expect(compiled.count >= 5)
    for block in compiled {
      #expect(model.contains(block), "not in MonthViewModel.swift as written:\n\(block)")
    }
  }
}
