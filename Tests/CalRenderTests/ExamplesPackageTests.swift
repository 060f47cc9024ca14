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
  }
}
