import CalRenderTestSupport
import Foundation
import Testing

/// Text on standard output is written in the locale's codeset (`LANG=ja_JP.eucJP`), through ICU's
/// converters, characters it lacks as `?`; JSON, SVG, HTML and `-o` files stay UTF-8 (issue 28
/// item 17), and so are `--compat cal`, `holidays` and the date `pick` prints. glibc's iconv, not
/// ICU, reads the bytes back.
@Suite("Locale codeset")
struct LocaleCodesetTests {
  /// The bytes the built binary writes to standard output under `environment`.
  static func output(_ arguments: [String], _ environment: [String: String]) throws -> Data {
    let binary = try #require(TestSupport.binary(), "calrender is built by swift test")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-codeset-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("out")
    let quoted = ([binary.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
    let result = try TestSupport.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \(quoted) > '\(file.path)'"],
      environment: environment.merging(["PATH": "/usr/bin:/bin", "TZ": "UTC"]) { a, _ in a })
    #expect(result.status == 0, "\(result.stderr)")
    return try Data(contentsOf: file)
  }

  /// `data` read as `codeset` by iconv, as UTF-8.
  static func iconv(_ data: Data, from codeset: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-iconv-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("in")
    try data.write(to: file)
    let result = try TestSupport.run(URL(fileURLWithPath: "/usr/bin/iconv"), ["-f", codeset, "-t", "UTF-8", file.path])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  static let month = ["--today", "2024-03-12", "2024-03-12"]

  @Test(arguments: [
    ("ja-JP", "ja_JP.eucJP", "EUC-JP"), ("ja-JP", "ja_JP.SJIS", "SHIFT_JIS"), ("de-DE", "de_DE.ISO-8859-1", "ISO-8859-1"),
    ("zh-CN", "zh_CN.GB18030", "GB18030"), ("ru-RU", "ru_RU.KOI8-R", "KOI8-R"),
  ])
  func textIsWrittenInTheLocalesCodeset(locale: String, lang: String, iconvName: String) throws {
    let utf8 = try Self.output(["-l", locale] + Self.month, ["LANG": "C.UTF-8"])
    let converted = try Self.output(["-l", locale] + Self.month, ["LANG": lang])
    #expect(converted != utf8, "\(lang): written as UTF-8")
    // KOI8-R has no NARROW NO-BREAK SPACE (ru's "2024 г."): '?', as for any character a codeset lacks.
    let expected = String(decoding: utf8, as: UTF8.self)
    #expect(
      try Self.iconv(converted, from: iconvName)
        == (iconvName == "KOI8-R" ? expected.replacingOccurrences(of: "\u{202F}", with: "?") : expected))
  }

  @Test func eucJPBytes() throws {
    // 年 is C7 AF in EUC-JP (E5 B9 B4 in UTF-8); LC_ALL before LC_CTYPE before LANG.
    let bytes = try Self.output(["-l", "ja-JP"] + Self.month, ["LANG": "en_US.UTF-8", "LC_CTYPE": "ja_JP.eucJP"])
    #expect(bytes.range(of: Data([0xC7, 0xAF])) != nil)
    #expect(bytes.range(of: Data([0xE5, 0xB9, 0xB4])) == nil)
    let overridden = try Self.output(["-l", "ja-JP"] + Self.month, ["LC_ALL": "ja_JP.UTF-8", "LC_CTYPE": "ja_JP.eucJP"])
    #expect(overridden.range(of: Data([0xE5, 0xB9, 0xB4])) != nil)
  }

  @Test func charactersTheCodesetLacksAreQuestionMarks() throws {
    // Hangul has no place in ISO-8859-1: "2024년 3월" → "2024? 3?".
    let bytes = try Self.output(["-l", "ko-KR"] + Self.month, ["LANG": "en_US.ISO-8859-1"])
    #expect(String(decoding: bytes, as: UTF8.self).contains("2024? 3?"))
    #expect(bytes.allSatisfy { $0 < 0x80 })
  }

  @Test(arguments: ["json", "svg", "html"])
  func documentsStayUTF8(format: String) throws {
    let bytes = try Self.output(["-l", "ja-JP", "-f", format] + Self.month, ["LANG": "ja_JP.eucJP"])
    #expect(String(validating: bytes, as: UTF8.self) != nil)
    #expect(bytes.range(of: Data([0xE5, 0xB9, 0xB4])) != nil)
  }

  @Test func filesStayUTF8() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-codeset-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    _ = try Self.output(["-l", "ja-JP", "-o", file.path] + Self.month, ["LANG": "ja_JP.eucJP"])
    #expect(try Data(contentsOf: file).range(of: Data([0xE5, 0xB9, 0xB4])) != nil)
  }

  @Test func unknownCodesetsWriteUTF8() throws {
    let bytes = try Self.output(["-l", "ja-JP"] + Self.month, ["LANG": "ja_JP.no-such-codeset"])
    #expect(bytes.range(of: Data([0xE5, 0xB9, 0xB4])) != nil)
  }

  /// `--compat cal` as cal writes it: the month in Japanese, EUC-JP bytes, under `LANG=ja_JP.eucJP`.
  @Test func compatCalIsWrittenInTheLocalesCodeset() throws {
    let arguments = ["--compat", "cal", "3", "2024"]
    let utf8 = try Self.output(arguments, ["LANG": "ja_JP.UTF-8"])
    let converted = try Self.output(arguments, ["LANG": "ja_JP.eucJP"])
    #expect(String(decoding: utf8, as: UTF8.self).contains("2024年3月"))
    #expect(converted != utf8)
    #expect(converted.range(of: Data([0xC7, 0xAF])) != nil)  // 年
    #expect(try Self.iconv(converted, from: "EUC-JP") == String(decoding: utf8, as: UTF8.self))
    // Hangul has no place in ISO-8859-1.
    let korean = try Self.output(arguments, ["LANG": "ko_KR.ISO-8859-1"])
    #expect(korean.allSatisfy { $0 < 0x80 })
    #expect(String(decoding: korean, as: UTF8.self).contains("?"))
  }

  /// `holidays` as text in the codeset; its JSON and iCalendar stay UTF-8, as do `-o` files.
  @Test func holidayListsAreWrittenInTheLocalesCodeset() throws {
    let arguments = ["holidays", "2024", "-l", "ja-JP", "--region", "JP"]
    let utf8 = try Self.output(arguments, ["LANG": "C.UTF-8"])
    let converted = try Self.output(arguments, ["LANG": "ja_JP.eucJP"])
    #expect(String(decoding: utf8, as: UTF8.self).contains("元日"))
    #expect(converted != utf8)
    #expect(try Self.iconv(converted, from: "EUC-JP") == String(decoding: utf8, as: UTF8.self))
    for format in ["json", "ics"] {
      let document = try Self.output(arguments + ["-f", format], ["LANG": "ja_JP.eucJP"])
      #expect(document == (try Self.output(arguments + ["-f", format], ["LANG": "C.UTF-8"])), "\(format)")
      #expect(String(validating: document, as: UTF8.self) != nil, "\(format)")
    }
  }

  /// The date `pick` prints by a skeleton, in the codeset (the picker runs in tmux).
  @Test func pickedDateIsWrittenInTheLocalesCodeset() throws {
    let pane = try TmuxPane(
      ["pick", "-l", "ja-JP", "--today", "2024-02-14", "--output", "yMMMEd"],
      script: "LC_ALL=ja_JP.eucJP; export LC_ALL; " + TmuxPane.defaultScript)
    try pane.waitFor("2024年2月14日")
    try pane.send("Enter")
    #expect(pane.result().status == 0)
    let bytes = try Data(contentsOf: pane.folder.appendingPathComponent("out"))
    #expect(try Self.iconv(bytes, from: "EUC-JP") == "2024年2月14日(水)\n")
  }
}
