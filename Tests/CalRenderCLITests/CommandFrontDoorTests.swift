import CalRender
import CalRenderCLI
import CalRenderTestSupport
import Foundation
import Testing

/// The command goes through the library's front door: it imports `CalRender` (with `CalCompat` and
/// `Getopt`) and nothing behind it, and its subcommands print what the library's API answers.
@Suite("The command through the front door")
struct CommandFrontDoorTests {
  static let day = JulianDay(isoYear: 2024, month: 2, day: 14)

  /// The package's modules the command must not import: it goes through the front door.
  static let behindTheDoor = [
    "CalendarICU", "CICUShim", "CalendarEvents", "CICalShim", "CalendarLayout", "CalendarRenderers", "CalendarModel",
    "CalendarHolidays", "CalendarSky", "LocaleOverlays", "PatternLint",
  ]

  @Test func theCommandImportsOnlyTheLibrary() throws {
    let folder = TestSupport.packageRoot.appendingPathComponent("Sources/CalRenderCLI")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    #expect(files.count > 10)
    var imported: [String: Set<String>] = [:]
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
        imported[String(line.split(separator: " ").last!), default: []].insert(file)
      }
    }
    for module in Self.behindTheDoor {
      #expect(imported[module] == nil, "\(module) imported by \(imported[module]?.sorted() ?? [])")
    }
    #expect(imported["CalRender"] != nil)
  }

  @Test func thePackageGraphSaysSo() throws {
    let manifest = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let line = try #require(
      manifest.split(separator: "\n").first { $0.contains("name: \"CalRenderCLI\", dependencies:") })
    #expect(line.contains("dependencies: [\"CalRender\", \"CalCompat\", \"Getopt\"]"), "\(line)")
  }

  /// The subcommands print what the library answers.
  @Test func subcommandsPrintTheLibrarysAnswers() throws {
    let renderer = CalendarRenderer(environment: [:])
    let pattern = TestSupport.calrender(["pattern", "yMMMEd", "--locale", "ko-KR", "--today", "2024-02-14"])
    let answer = try renderer.pattern(forSkeleton: "yMMMEd", locale: "ko-KR", example: Self.day)
    #expect(pattern.0 == 0 && pattern.1 == "\(answer.pattern)\n\(answer.example)\n")
    let lint = TestSupport.calrender(["lint-pattern", "YYYY-MM-dd", "--locale", "en-US", "--today", "2024-12-01"])
    let report = try renderer.lint("YYYY-MM-dd", locale: "en-US", near: JulianDay(isoYear: 2024, month: 12, day: 1))
    #expect(lint.0 == 65 && lint.1 == report.text() && lint.2.isEmpty)
    let version = TestSupport.calrender(["--version"])
    let versions = LibraryVersions.current()
    #expect(
      version.1.contains("ICU \(versions.icu), CLDR \(versions.cldr)")
        && version.1.contains("libical \(versions.libical)"))
    let unknown = TestSupport.calrender(["pattern", "yMMMd", "--locale", "xx-YY"])
    #expect(unknown.0 == 64 && unknown.2.hasPrefix("calrender: error: ") && unknown.2.contains("see calrender locales"))
  }
}
