import CalRenderTestSupport
import Foundation
import Testing

/// SVG output: well-formed XML that a real SVG engine (librsvg's rsvg-convert) renders.
@Suite("SVG")
struct SVGTests {
  static let cases: [[String]] = [
    ["-l", "en-US", "2024-02-14"],
    ["-l", "ko-KR", "-w", "--select", "2024-02-19..2024-02-22", "2024-02-14"],
    ["-l", "ja-JP", "-y", "2024"],
    ["-l", "zh-TW", "--theme", "dark", "2024-02-14"],
    ["-l", "ar-SA", "--select", "2024-02-15..2024-02-19", "2024-02-14"],
    ["-l", "he-IL", "--calendar", "hebrew", "-y", "5784"],
    ["-l", "fa-IR", "--fixed-weeks", "--adjacent", "2024-02-14"],
    ["-l", "th-TH", "-3", "2024-02-14"],
    ["-l", "hi-IN", "--week-view", "2024-02-14"],
  ]

  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func parsesAsXMLAndRendersWithRsvg() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rsvg = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
    try #require(FileManager.default.isExecutableFile(atPath: rsvg.path), "librsvg2-bin is installed by .ci/run")
    for (index, arguments) in Self.cases.enumerated() {
      let (status, svg, error) = TestSupport.calrender(["-f", "svg", "--today", "2024-02-14"] + arguments)
      #expect(status == 0, "\(arguments): \(error)")
      let file = folder.appendingPathComponent("\(index).svg")
      try svg.write(to: file, atomically: true, encoding: .utf8)
      let png = folder.appendingPathComponent("\(index).png")
      let result = try TestSupport.run(rsvg, [file.path, "-o", png.path])
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      let size = (try FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int) ?? 0
      #expect(size > 2000, "\(arguments): an empty picture")
    }
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/check_svg.py").path
    let result = try TestSupport.run(TestSupport.python, [script, folder.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("\(Self.cases.count) ok"))
  }

  /// Text from input cannot break the SVG: a title pattern with markup, quotes and `]]>`.
  @Test func inputTextIsEscaped() throws {
    let (status, svg, _) = TestSupport.calrender([
      "-f", "svg", "--today", "none", "--title-pattern", "MMMM '<b>&\"x\"</b> ]]> <!--' y", "2", "2024",
    ])
    #expect(status == 0)
    #expect(svg.contains("February &lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt; ]]&gt; &lt;!-- 2024"))
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try svg.write(to: folder.appendingPathComponent("0.svg"), atomically: true, encoding: .utf8)
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/check_svg.py").path
    #expect(try TestSupport.run(TestSupport.python, [script, folder.path]).status == 0)
  }

  @Test func rightToLeftPutsTheFirstWeekdayAtTheRight() throws {
    let (_, svg, _) = TestSupport.calrender(["-f", "svg", "-l", "ar-SA", "--today", "none", "2024-02-11"])
    // 2024-02-11 (Sunday, the first weekday in ar-SA) is in the rightmost column; Saturday the 17th leftmost.
    func x(_ date: String) throws -> Int {
      let marker = "data-date=\"\(date)\""
      let range = try #require(svg.range(of: marker))
      let rest = svg[range.upperBound...]
      let translate = try #require(rest.range(of: "translate("))
      return Int(rest[translate.upperBound...].prefix { $0.isNumber }) ?? -1
    }
    #expect(try x("2024-02-11") > x("2024-02-17"))
    #expect(svg.contains("direction=\"rtl\""))
    #expect(svg.contains("xml:lang=\"ar-SA\""))
    #expect(svg.contains("Noto Sans Arabic"))
    #expect(svg.contains("aria-label=\"الأحد، ١ شعبان ١٤٤٥ هـ\""))
  }
}
