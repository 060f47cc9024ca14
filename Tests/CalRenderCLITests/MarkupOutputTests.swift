import CalRenderTestSupport
import Foundation
import Testing

/// `--format pango` (the text grid as Pango markup) and `--format waybar` (a Waybar custom module's
/// JSON) for status bars and launchers (issue 28 item 20): cell states as `<span>` attributes,
/// every text escaped — Pango itself (pango-view, pango1.0-tools) must parse and draw it.
@Suite("Markup output")
struct MarkupOutputTests {
  static let pangoView = URL(fileURLWithPath: "/usr/bin/pango-view")

  /// Whether Pango parses `markup` (pango-view fails on markup it cannot read), drawn into a PNG.
  static func drawsWithPango(_ markup: String) throws -> Bool {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-pango-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.txt"), png = folder.appendingPathComponent("out.png")
    try markup.write(to: input, atomically: true, encoding: .utf8)
    let result = try TestSupport.run(
      pangoView, ["-q", "--markup", "--font=monospace 12", "--output=\(png.path)", input.path],
      environment: ["PATH": "/usr/bin:/bin", "HOME": "/root"])
    let size = (try? FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int) ?? 0
    return result.status == 0 && size > 1000
  }

  @Test func cellStatesAreSpanAttributes() throws {
    let (status, markup, error) = TestSupport.calrender([
      "-f", "pango", "-l", "en-US", "--holidays", "US", "--today", "2024-02-14", "--select", "2024-02-06..2024-02-08",
      "--adjacent", "2024-02-01",
    ])
    #expect(status == 0, "\(error)")
    #expect(markup.hasPrefix("<tt>") && markup.hasSuffix("</tt>\n"))
    #expect(markup.contains("<span weight=\"bold\" underline=\"single\">14</span>"))  // today
    #expect(markup.contains("<span foreground=\"#cc0000\">19</span>"))  // Presidents' Day
    #expect(markup.contains("<span foreground=\"#06989a\">Sa</span>"))  // en-US weekend headers
    #expect(markup.contains("[ <span background=\"#888a85\" bgalpha=\"45%\">6</span>"))  // selection
    #expect(markup.contains("<span alpha=\"50%\">28</span>"))  // January 28, adjacent
    #expect(!markup.contains("\u{1B}"))
    #expect(try Self.drawsWithPango(markup))
  }

  /// Text from input (a title pattern's literal, an event title) cannot open a tag or an entity.
  @Test(arguments: ["pango", "waybar"])
  func everyTextIsEscaped(format: String) throws {
    let events = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-markup-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: events) }
    try #"[{"title":"<b>R&D</b> \"x\" 'y'","start":"2024-02-14"}]"#.write(to: events, atomically: true, encoding: .utf8)
    let (status, output, error) = TestSupport.calrender([
      "-f", format, "-l", "en-US", "--today", "2024-02-14", "--events", events.path, "--agenda", "--title-pattern",
      "'<i>&amp; <' MMMM y", "--secondary", "hebrew", "-w", "2024-02-14",
    ])
    #expect(status == 0, "\(error)")
    let markup: String
    if format == "waybar" {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
      markup = try #require(object["tooltip"] as? String)
    } else {
      markup = output
    }
    #expect(markup.contains("&lt;i&gt;&amp;amp; &lt; February 2024"))
    #expect(markup.contains("&lt;b&gt;R&amp;D&lt;/b&gt; &quot;x&quot; &#39;y&#39;"))
    #expect(try Self.drawsWithPango(markup))
  }

  @Test func waybarModule() throws {
    // Saturday 17 February 2024, with an event.
    let events = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-waybar-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: events) }
    try #"[{"title":"Party","start":"2024-02-17"}]"#.write(to: events, atomically: true, encoding: .utf8)
    let arguments = ["-l", "de-DE", "--today", "2024-02-17", "-3", "2024-02-17"]
    let (status, line, error) = TestSupport.calrender(["-f", "waybar", "--events", events.path] + arguments)
    #expect(status == 0, "\(error)")
    #expect(line.hasSuffix("}\n") && line.dropLast().allSatisfy { $0 != "\n" }, "one line")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["text", "tooltip", "class"])
    #expect(object["text"] as? String == "Samstag, 17. Februar 2024")
    #expect(object["class"] as? [String] == ["weekend", "events"])
    let (_, pango, _) = TestSupport.calrender(["-f", "pango", "--events", events.path] + arguments)
    #expect(object["tooltip"] as? String == String(pango.dropLast()))
    // A holiday, a weekday: Tag der Deutschen Einheit; without today the title.
    let (_, holiday, _) = TestSupport.calrender(["-f", "waybar", "-l", "de-DE", "--today", "2024-10-03", "2024-10-03"])
    #expect(holiday.contains("\"class\": [\"holiday\"]"))
    let (_, none, _) = TestSupport.calrender(["-f", "waybar", "-l", "de-DE", "--today", "none", "2024-10-03"])
    #expect(none.hasPrefix("{\"text\": \"Oktober 2024\","))
    #expect(none.contains("\"class\": []"))
  }

  /// `--sky`: the marks after the day numbers (`+` a term, `o` the new moon, `O` the full moon …) and
  /// the agenda's lines of the sky, in the markup and in Waybar's tooltip exactly as in the text
  /// grid — the markup with its tags taken out and its entities read is the text output.
  @Test(arguments: ["pango", "waybar"])
  func skyMarksAsInTheTextGrid(format: String) throws {
    let arguments = [
      "-l", "ko-KR", "--secondary", "dangi", "--sky", "terms,phases", "--agenda", "--today", "2024-02-10", "2", "2024",
    ]
    let environment = ["TZ": "Asia/Seoul"]
    let (textStatus, text, textError) = TestSupport.calrender(arguments, environment: environment)
    #expect(textStatus == 0, "\(textError)")
    #expect(text.contains(" 4+ ") && text.contains(" 10o") && text.contains(" 19+") && text.contains(" 24O"))
    let (status, output, error) = TestSupport.calrender(["-f", format] + arguments, environment: environment)
    #expect(status == 0, "\(error)")
    var markup = output
    if format == "waybar" {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
      markup = try #require(object["tooltip"] as? String) + "\n"
    }
    // Today's (the new moon's) number in its span, its mark right after it.
    #expect(markup.contains("<span weight=\"bold\" underline=\"single\" foreground=\"#cc0000\">10</span>o\n"))
    let stripped = markup.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
    #expect(stripped == text)
    #expect(try Self.drawsWithPango(markup))
  }
}
