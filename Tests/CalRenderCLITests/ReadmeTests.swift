import CalRenderTestSupport
import Foundation
import Testing

/// The README is the front page (issue 28 item 18): short, its test command the one CI runs, and
/// every page of the reference it moved to docs/ reachable from it, every link resolving.
@Suite("README and docs")
struct ReadmeTests {
  static let root = TestSupport.packageRoot

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The relative targets of the Markdown links and images of `text` (anchors and URLs left out).
  static func links(_ text: String) -> [String] {
    text.matches(of: #/\]\(([^)\s]+)\)/#).compactMap { match in
      let target = String(match.output.1)
      if target.hasPrefix("http") || target.hasPrefix("#") || target.hasPrefix("mailto:") { return nil }
      return String(target.prefix { $0 != "#" })
    }
  }

  @Test func readmeIsAFrontPage() throws {
    let readme = try Self.read("README.md")
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(lines <= 250, "README.md has \(lines) lines")
    for heading in ["## Set-up", "## Everyday commands", "## The library", "## Documentation"] {
      #expect(readme.contains(heading + " ") || readme.contains(heading + "\n"), "\(heading)")
    }
  }

  /// `.ci/run` runs exactly the README's test command (its comment says so; this holds it to it).
  @Test func testCommandIsCIs() throws {
    let readme = try Self.read("README.md"), ci = try Self.read(".ci/run")
    let command = try #require(ci.split(separator: "\n").last { $0.hasPrefix("apt-get update && ") })
    let block = try #require(readme.components(separatedBy: "Run the tests").dropFirst().first)
    let code = try #require(block.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "\n```").first)
    #expect(code == String(command))
  }

  @Test func everyLinkResolves() throws {
    let docs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") }
    for page in ["README.md"] + docs.map({ "docs/" + $0 }) {
      let folder = (page as NSString).deletingLastPathComponent
      for target in Self.links(try Self.read(page)) {
        let path = folder.isEmpty ? target : folder + "/" + target
        #expect(
          FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(page) → \(target)")
      }
    }
  }

  /// Every page of docs/ is linked from the README or from the docs index it links.
  @Test func everyPageIsReachable() throws {
    let readme = try Self.read("README.md"), index = try Self.read("docs/README.md")
    #expect(readme.contains("](docs/README.md)"))
    let linked = Set(Self.links(readme).map { $0.replacingOccurrences(of: "docs/", with: "") } + Self.links(index))
    let pages = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") && $0 != "README.md" }
    for page in pages { #expect(linked.contains(page), "docs/\(page) is linked from neither README") }
  }

  /// The manual page names the docs pages it points to, and they exist.
  @Test func manualPointsAtTheDocs() throws {
    let manual = TestSupport.calrender(["manual"]).1.replacingOccurrences(of: "\\-", with: "-")
    let see = try #require(manual.components(separatedBy: ".SH \"SEE ALSO\"").last ?? manual.components(separatedBy: ".SH SEE ALSO").last)
    for page in ["output.md", "events.md", "status-bars.md", "pick.md", "compat-cal.md", "library.md"] {
      #expect(see.contains(page), "\(page)")
      #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("docs/" + page).path))
    }
  }
}
