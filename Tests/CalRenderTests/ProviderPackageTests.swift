import CalRenderTestSupport
import Foundation
import Testing

/// `Examples/Providers` is an adopter's package that depends on calrender by path and renders a
/// ko-KR, an ar-SA and a he-IL (Hebrew calendar) month through the default provider: built with
/// calrender's default traits off and the Foundation trait on, it compiles neither C shim, links no
/// libicu 72 and no libical, answers through Foundation and refuses iCalendar input in one line; built
/// with the default traits as a dependency by version, it builds without unsafe flags and answers
/// through ICU, byte for byte as the command does.
@Suite("Provider packages", .serialized)
struct ProviderPackageTests {
  static let example = TestSupport.packageRoot.appendingPathComponent("Examples/Providers")
  static let months = [
    ["-l", "ko-KR", "2024-02-14"], ["-l", "ar-SA", "2024-03-14"], ["-l", "he-IL", "--calendar", "hebrew", "2024-03-14"],
  ]

  /// Builds the example with the Foundation trait alone (its manifest's default) in a scratch folder
  /// of its own, and runs it: its output and what its binary links.
  func buildAndRunWithFoundation() throws -> (output: String, links: String) {
    let scratch = TestSupport.packageRoot.appendingPathComponent(".build/provider-example-foundation")
    var environment = ProcessInfo.processInfo.environment
    environment["CALRENDER_EXAMPLE_TRAITS"] = "foundation"
    let env = URL(fileURLWithPath: "/usr/bin/env")
    let arguments = ["swift", "build", "--package-path", Self.example.path, "--scratch-path", scratch.path]
    // A kept scratch folder may hold the shims' objects of an earlier build: the check below is of this one.
    for shim in ["CICUShim.build", "CICalShim.build"] {
      try? FileManager.default.removeItem(at: scratch.appendingPathComponent("debug/" + shim))
    }
    var build = try TestSupport.run(env, arguments, environment: environment)
    if build.status != 0 {
      // A kept scratch folder does not see files added to calrender since (as ExamplesPackageTests).
      let first = build.stdout + build.stderr
      try? FileManager.default.removeItem(at: scratch)
      build = try TestSupport.run(env, arguments, environment: environment)
      try #require(build.status == 0, "first build:\n\(first)\nsecond build:\n\(build.stdout)\(build.stderr)")
    }
    let binary = scratch.appendingPathComponent("debug/provider-calendars")
    let run = try TestSupport.run(binary, [], environment: ["TZ": "UTC"])
    try #require(run.status == 0, "\(run.stderr)")
    let ldd = try TestSupport.run(URL(fileURLWithPath: "/usr/bin/ldd"), [binary.path])
    return (run.stdout, ldd.stdout)
  }

  @Test func withoutDefaultTraitsItAnswersThroughFoundation() throws {
    let (output, links) = try buildAndRunWithFoundation()
    #expect(!links.contains("libicu"), "\(links)")
    #expect(!links.contains("libical"), "\(links)")
    #expect(links.contains("lib_FoundationICU"), "\(links)")
    // Neither shim was compiled: the build needs neither ICU's nor libical's headers.
    let built = TestSupport.packageRoot.appendingPathComponent(".build/provider-example-foundation/debug")
    for shim in ["CICUShim.build", "CICalShim.build"] {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: built.appendingPathComponent(shim).path)) ?? []
      #expect(!files.contains { $0.hasSuffix(".o") }, "\(shim): \(files)")
    }
    let parts = output.components(separatedBy: "--\n")
    try #require(parts.count == 4, "\(output)")
    #expect(parts[0] == "foundation\nics: 'lunch.ics': iCalendar input is not available: calrender was built without its Libical trait\n     2024년 2월\n일 월 화 수 목 금 토\n             1  2  3\n 4  5  6  7  8  9 10\n11 12 13 14 15 16 17\n18 19 20 21 22 23 24\n25 26 27 28 29\n")
    // Ramadan 1445 began on 11 March 2024 (Umm al-Qura), in Arabic-Indic digits, right to left.
    #expect(parts[1].contains("رمضان") && parts[1].contains("١٤٤٥") && parts[1].contains("١٥ \u{200E}    ١٤\n"), "\(parts[1])")
    // 14 March 2024 is 4 Adar II 5784.
    #expect(parts[2].contains("אדר ב׳ 5784") && parts[2].contains("\u{200E} 6 \u{200E} 5 \u{200E} 4 \u{200E} 3 \u{200E} 2 \u{200E} 1 \u{200E}\n"), "\(parts[2])")
    // The Foundation conversions (issue 24): a day for a Date in a zone, a request from a Locale and
    // a TimeZone, a day's first instant across a change to summer time, DateComponents (proleptic
    // without a calendar, Feb 30 refused with one), Calendar.Identifier both ways, an event over a
    // DateInterval, and an error an app's alert can show (localizedDescription, no command words).
    #expect(
      parts[3] == """
        day: 2024-02-14 2024-02-13
        title: 2024년 2월 ko-KR Asia/Seoul
        start: 1710046800 1710129600
        components: 1500-03-01 nil 2024-02-29
        systems: islamic-umalqura nil true
        event: timed(Range(1707879600..<1707883200))
        error: unknown locale 'xx-YY'

        """, "\(parts[3])")
  }

  /// The same package with calrender's default traits, depended on by version as most adopters
  /// would (a copy of this working tree's tracked files as a repository tagged 1.0.0): SwiftPM
  /// refuses unsafe build flags from such a dependency, and Package.swift passes none when it is
  /// checked out as one; the build answers through ICU, byte for byte as the command does. (One
  /// build for both checks: each build of calrender from scratch is minutes of CI.)
  @Test func byVersionWithTheDefaultTraitsItAnswersThroughICUAsTheCommandDoes() throws {
    let env = URL(fileURLWithPath: "/usr/bin/env")
    let root = TestSupport.packageRoot
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-pinned-\(getpid())")
    try? FileManager.default.removeItem(at: work)
    defer { try? FileManager.default.removeItem(at: work) }
    // The working tree's tracked files as a repository of their own, tagged 1.0.0.
    let source = work.appendingPathComponent("calrender")
    let listed = try TestSupport.run(env, ["git", "-C", root.path, "ls-files", "-z"])
    try #require(listed.status == 0, "\(listed.stderr)")
    for path in listed.stdout.split(separator: "\0").map(String.init) {
      let from = root.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: from.path) else { continue }
      let to = source.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: from, to: to)
    }
    let git = ["git", "-C", source.path, "-c", "user.name=calrender", "-c", "user.email=tests@calrender.invalid"]
    for step in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "pinned"], ["tag", "1.0.0"]] {
      let done = try TestSupport.run(env, git + step)
      try #require(done.status == 0, "git \(step): \(done.stderr)")
    }
    // The example package, its path dependency made a version one.
    let app = work.appendingPathComponent("app")
    let main = "Sources/provider-calendars/main.swift"
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent(main).deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.example.appendingPathComponent(main), to: app.appendingPathComponent(main))
    let manifest = try String(contentsOf: Self.example.appendingPathComponent("Package.swift"), encoding: .utf8)
    let byPath = #".package(name: "calrender", path: "../..", traits: traits)"#
    try #require(manifest.contains(byPath), "Examples/Providers/Package.swift no longer names its dependency so")
    try manifest.replacingOccurrences(
      of: byPath, with: ".package(url: \"\(source.absoluteString)\", from: \"1.0.0\", traits: traits)"
    ).write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    var environment = ProcessInfo.processInfo.environment
    environment["CALRENDER_EXAMPLE_TRAITS"] = "default"
    let build = try TestSupport.run(env, ["swift", "build", "--package-path", app.path], environment: environment)
    try #require(build.status == 0, "\(build.stdout)\(build.stderr)")
    #expect(!(build.stdout + build.stderr).contains("unsafe build flags"))
    let binary = app.appendingPathComponent(".build/debug/provider-calendars")
    let run = try TestSupport.run(binary, [], environment: ["TZ": "UTC"])
    try #require(run.status == 0, "\(run.stderr)")
    let links = try TestSupport.run(URL(fileURLWithPath: "/usr/bin/ldd"), [binary.path]).stdout
    #expect(links.contains("libicui18n.so.72"), "\(links)")
    let command = try #require(TestSupport.binary())
    var expected = "icu\nics: read\n"
    for month in Self.months {
      let month = try TestSupport.run(command, month + ["--today", "none", "--holidays", "none"])
      try #require(month.status == 0, "\(month.stderr)")
      expected += month.stdout + "--\n"
    }
    #expect(run.stdout == expected)
  }
}
