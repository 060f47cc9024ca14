import CalRenderTestSupport
import CalRender
import CalendarRenderers
import Foundation
import Testing

@testable import CalRenderCLI

/// The parts of `calrender pick` that need no terminal: key decoding, the screen's text helpers,
/// the output formats, the errors before the terminal is touched.
@Suite("calrender pick without a terminal")
struct PickCommandTests {
  @Test func decodesKeys() {
    let bytes = Array(
      "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}OA\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[5~\u{1B}[6~\r q\u{3}\u{1A}é"
        .utf8)
    let (keys, rest) = KeyDecoder.decode(bytes)
    #expect(
      keys == [
        .up, .down, .right, .left, .up, .home, .end, .home, .end, .pageUp, .pageDown, .enter, .character(" "),
        .character("q"), .interrupt, .suspend, .character("é"),
      ])
    #expect(rest.isEmpty)
    #expect(
      KeyDecoder.decode(Array("\u{1B}[<0;12;5M\u{1B}[<0;12;5m".utf8)).keys == [
        .mouse(button: 0, column: 11, row: 4, pressed: true), .mouse(button: 0, column: 11, row: 4, pressed: false),
      ])
    // A sequence cut off by the end of a read is kept for the next one (or read as a lone Esc).
    #expect(KeyDecoder.decode([0x1B]).rest == [0x1B])
    #expect(KeyDecoder.decode(Array("j\u{1B}[".utf8)) == ([.character("j")], Array("\u{1B}[".utf8)))
    #expect(KeyDecoder.decode([0xC3]).rest == [0xC3])
  }

  @Test func sanitizesInputText() {
    #expect(PickScreen.sanitized("a\u{1B}[31mb\u{9B}c\u{202E}d\u{2067}e\u{7}") == "a�[31mb�c�d�e�")
    #expect(PickScreen.sanitized("설날 🎉") == "설날 🎉")
  }

  @Test func truncatesByDisplayWidth() {
    #expect(PickScreen.truncated("2024년 2월 14일", to: 8) == "2024년 …")
    #expect(PickScreen.truncated("2024년 2월 14일", to: 7) == "2024년…")
    #expect(PickScreen.truncated("short", to: 8) == "short")
    #expect(PickScreen.stripped("\u{1B}[7m14\u{1B}[27m") == "14")
  }

  @Test func keyHelpFitsTheWidth() {
    let korean = KeyHelp(PickerFieldNames(year: "년", month: "월", week: "주", day: "일", today: "오늘"), range: false)
    #expect(
      PickScreen.stripped(korean.line(width: 79))
        == "←→↑↓ day 일/week 주 <> month 월 [] year 년 t today 오늘 w strip ⏎ pick q quit")
    #expect(PickScreen.stripped(korean.line(width: 60)) == "←→↑↓ 일/주 <> 월 [] 년 t 오늘 w strip ⏎ pick q quit")
    #expect(PickScreen.stripped(korean.line(width: 20)) == "←→↑↓ 일/주 <> 월 []…")
    // Words from the locale are input to the screen too.
    let hostile = KeyHelp(
      PickerFieldNames(year: nil, month: "M\u{1B}[2J", week: nil, day: nil, today: nil), range: true)
    #expect(PickScreen.stripped(hostile.line(width: 200)).contains("<> month M�[2J"))
    #expect(PickScreen.stripped(hostile.line(width: 200)).hasSuffix("⏎ start/end q quit"))
  }

  /// Hebrew key help as a bidi terminal shows it (ICU's ubidi): every key still stands left of its
  /// words (day, then week, as the arrows), each word reads from the right, brackets are not
  /// mirrored. Without the marks the short
  /// form "יום/שבוע <> חודש [] שנה t היום" was one right-to-left run, shown backwards.
  @Test(arguments: [79, 60])
  func keyHelpKeepsRightToLeftWordsBesideTheirKeys(width: Int) throws {
    let hebrew = KeyHelp(
      PickerFieldNames(year: "שנה", month: "חודש", week: "שבוע", day: "יום", today: "היום"), range: false,
      rightToLeft: true)
    let line = PickScreen.stripped(hebrew.line(width: width))
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/bidi_visual.py").path
    let shown = try TestSupport.run(TestSupport.python, [script], stdin: line)
    #expect(shown.status == 0, "\(shown.stderr)")
    let hebrewLetters = Character("א")...Character("ת")
    // "day/week": each word in its place, read from the right.
    let expected = line.replacingOccurrences(of: "\u{200E}", with: "").split(separator: " ").map { item in
      item.split(separator: "/").map { word in
        word.contains { hebrewLetters.contains($0) } ? String(word.reversed()) : String(word)
      }.joined(separator: "/")
    }
    #expect(shown.stdout.split(whereSeparator: \.isWhitespace).map(String.init) == expected, "\(shown.stdout)")
    #expect(expected.contains("<>") && expected.contains("[]"))
  }

  /// The text renderer's picker style, without colour: the focus reversed, today underlined, days
  /// outside the enabled days faint, nothing else (no weekend colour, no band background).
  @Test func textRendererPickerStyle() throws {
    var request = CalendarRequest(locale: "en-US", view: .month(containing: JulianDay(isoYear: 2024, month: 2, day: 1)))
    request.today = .date(JulianDay(isoYear: 2024, month: 2, day: 14))
    request.focus = JulianDay(isoYear: 2024, month: 2, day: 15)
    let document = try CalendarRenderer().document(request)
    var options = TextRenderer.Options(displayWidth: { CalendarRenderer.displayWidth(of: $0) })
    options.picker = true
    options.enabledDays = JulianDay(isoYear: 2024, month: 2, day: 12)...JulianDay(isoYear: 2024, month: 2, day: 15)
    let lines = TextRenderer(options: options).render(document).split(separator: "\n").map(String.init)
    #expect(
      lines[4]
        == "\u{1B}[2m11\u{1B}[22m 12 13 \u{1B}[4m14\u{1B}[24m \u{1B}[7m15\u{1B}[27m \u{1B}[2m16\u{1B}[22m \u{1B}[2m17\u{1B}[22m"
    )
    #expect(lines[1] == "Su Mo Tu We Th Fr Sa")
    // The same document for other output: today reversed, the focus underlined, as before.
    let plain = TextRenderer(options: .init(color: true, displayWidth: { CalendarRenderer.displayWidth(of: $0) }))
    #expect(plain.render(document).contains("\u{1B}[7m14\u{1B}[27m \u{1B}[4m15\u{1B}[24m"))
  }

  @Test func tooSmallTerminalSaysSo() {
    let screen = PickScreen(
      grid: ["   February 2024", "Su Mo Tu We Th Fr Sa"], positions: [], status: ["x"],
      help: KeyHelp(PickerFieldNames(year: nil, month: nil, week: nil, day: nil, today: nil), range: false), rows: 4,
      columns: 40)
    #expect(!screen.fits)
    #expect(screen.render().contains("Terminal too small"))
    #expect(screen.day(atRow: 2, column: 3) == nil)
  }

  @Test func errorsBeforeTheTerminal() {
    let cases: [([String], String)] = [
      (["pick", "--min", "2024-02-10", "--max", "2024-02-01"], "--min 2024-02-10 is after --max 2024-02-01"),
      (["pick", "--output", "yMMM-d"], "invalid value 'yMMM-d' for --output"),
      (["pick", "2024-02-30"], "invalid date '2024-02-30'"),
      (["pick", "-l", "xx-nonsense-zz"], "calrender: error:"),
      (["pick", "--select", "2024-02-01"], "unknown option '--select'"),
    ]
    for (arguments, message) in cases {
      let (status, output, error) = TestSupport.calrender(arguments)
      #expect(status == 64, "\(arguments)")
      #expect(output.isEmpty)
      #expect(error.contains(message) && error.filter { $0 == "\n" }.count == 1, "\(error)")
    }
  }

  /// Without a controlling terminal (a new session, as under cron or a CI runner): one line, 64.
  @Test func noTerminalIsAUsageError() throws {
    let binary = try #require(TestSupport.binary())
    let result = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/setsid"), ["--wait", binary.path, "pick", "-l", "ko-KR", "--today", "2024-02-14"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "calrender: error: no terminal to draw on (calrender pick needs /dev/tty)\n")
  }

  @Test func helpSaysHowToCancel() {
    let (status, output, _) = TestSupport.calrender(["pick", "--help"])
    #expect(status == 0)
    #expect(output.contains("1 cancelled (Esc, q or Ctrl-C; nothing is printed)"))
    #expect(TestSupport.calrender(["--help"]).1.contains("calrender pick [DATE]"))
  }
}
