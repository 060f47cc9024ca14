import CalRenderTestSupport
import Foundation
import Testing

/// A package that depends on calrender by version — the way most adopters would — builds and
/// renders: SwiftPM refuses unsafe build flags from such a dependency, and Package.swift passes
/// none when it is checked out as one.
@Suite("Version-pinned dependency")
struct VersionPinnedDependencyTests {
  @Test func buildsWithoutUnsafeFlags() throws {
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
    // An adopter: one import, the library product, a version.
    let app = work.appendingPathComponent("app")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Sources/app"), withIntermediateDirectories: true)
    try """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "app",
        dependencies: [.package(url: "\(source.absoluteString)", from: "1.0.0")],
        targets: [.executableTarget(name: "app", dependencies: [.product(name: "CalRender", package: "calrender")])]
      )

      """.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try """
      import CalRender

      var request = CalendarRequest(locale: "ko-KR")
      request.view = .month(containing: JulianDay(isoYear: 2024, month: 2, day: 14))
      request.today = .none
      print(try CalendarRenderer().render(request, as: .text), terminator: "")

      """.write(to: app.appendingPathComponent("Sources/app/main.swift"), atomically: true, encoding: .utf8)
    let build = try TestSupport.run(
      env, ["swift", "build", "--package-path", app.path], environment: ProcessInfo.processInfo.environment)
    try #require(build.status == 0, "\(build.stdout)\(build.stderr)")
    #expect(!(build.stdout + build.stderr).contains("unsafe build flags"))
    let run = try TestSupport.run(app.appendingPathComponent(".build/debug/app"), [], environment: ["TZ": "UTC"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("     2024년 2월\n일 월 화 수 목 금 토\n             1  2  3\n"), "\(run.stdout)")
  }
}
