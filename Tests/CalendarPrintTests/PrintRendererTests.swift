import CalRender
import CalRenderTestSupport
import CalendarPrint
import Foundation
import Testing

/// PDF and PNG read back as a person's tools read them: poppler's pdfinfo (pages, paper), pdffonts
/// (every font embedded), pdftotext (every day, the title and holiday names, in the locale's script
/// and logical order) and pdftoppm (every page renders), with the layout's own measurements (no text
/// outside its cell). Real Cairo, Pango and fonts: nothing is stubbed.
@Suite struct PrintRendererTests {
  let renderer = CalendarRenderer(environment: ["TZ": "UTC", "LANG": "C"])

  /// The PDF (or PNG) of `request`, written to a temporary file.
  func print(_ request: CalendarRequest, as format: OutputFormat) throws -> (bytes: [UInt8], file: URL) {
    let sink = CollectingBytes()
    try renderer.render(request, as: format, to: sink)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-print-\(UUID().uuidString)")
    try Data(sink.bytes).write(to: file)
    return (sink.bytes, file)
  }

  static func request(
    _ locale: String, calendar: CalendarSystem? = nil, secondary: CalendarSystem? = nil, _ view: CalendarRequest.View
  ) -> CalendarRequest {
    var request = CalendarRequest(locale: locale, calendar: calendar, view: view)
    request.secondary = secondary
    request.today = .none
    return request
  }

  static func poppler(_ tool: String, _ arguments: [String]) throws -> String {
    let result = try TestSupport.run(URL(fileURLWithPath: "/usr/bin/\(tool)"), arguments)
    #expect(result.status == 0, "\(tool) \(arguments.joined(separator: " ")): \(result.stderr)")
    return result.stdout
  }

  static func info(_ file: URL) throws -> [String: String] {
    var fields: [String: String] = [:]
    for line in try poppler("pdfinfo", [file.path]).split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return fields
  }

  /// pdfinfo's page size in whole points ("595.276 x 841.89 pts (A4)" → 595 x 842).
  static func pageSize(_ file: URL) throws -> String {
    let field = try #require(try info(file)["Page size"])
    let numbers = field.split(separator: " ").compactMap { Double($0) }.map { Int($0.rounded()) }
    return numbers.map(String.init).joined(separator: " x ")
  }

  @Test(arguments: [("de-DE", "595 x 842"), ("ko-KR", "595 x 842"), ("en-US", "612 x 792"), ("es-MX", "612 x 792")])
  func thePaperIsTheLocales(locale: String, size: String) throws {
    let (_, file) = try print(Self.request(locale, .monthOfYear(year: 2025, month: MonthCode(number: 3))), as: .pdf())
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try Self.info(file)["Pages"] == "1")
    #expect(try Self.pageSize(file) == size, "\(locale)")
  }

  @Test func paperAndLandscapeAsAsked() throws {
    let march = Self.request("en-US", .monthOfYear(year: 2025, month: MonthCode(number: 3)))
    var (_, file) = try print(march, as: .pdf(.init(paper: .a5, landscape: true)))
    #expect(try Self.pageSize(file) == "595 x 420")
    try? FileManager.default.removeItem(at: file)
    (_, file) = try print(march, as: .pdf(.init(paper: PaperSize(name: "100x150mm"))))
    #expect(try Self.pageSize(file) == "283 x 425")
    try? FileManager.default.removeItem(at: file)
    (_, file) = try print(march, as: .pdf(.init(paper: .legal, landscape: true)))
    #expect(try Self.pageSize(file) == "1008 x 612")
    try? FileManager.default.removeItem(at: file)
  }

  /// The Done-when command: ko-KR, lunar dates, 2025 — 13 A4 pages, fonts embedded, outline and links.
  @Test func koreanWallCalendar() throws {
    let request = Self.request("ko-KR", secondary: .dangi, .yearNumber(2025))
    let (_, file) = try print(request, as: .pdf())
    defer { try? FileManager.default.removeItem(at: file) }
    let info = try Self.info(file)
    #expect(info["Pages"] == "13")
    #expect(try Self.pageSize(file) == "595 x 842")
    #expect(info["Title"] == "2025년")
    let fonts = try Self.poppler("pdffonts", [file.path]).split(separator: "\n").dropFirst(2)
    #expect(!fonts.isEmpty)
    for font in fonts {
      let columns = font.split(separator: " ", omittingEmptySubsequences: true)
      // name, type…, encoding, emb, sub, uni, object, generation: emb is the 5th from the end.
      #expect(columns[columns.count - 5] == "yes", "not embedded: \(font)")
    }
    // A destination a month page, pages 2 to 13, for the cover's links and the outline.
    let destinations = try Self.poppler("pdfinfo", ["-dests", file.path])
    for month in 1...12 { #expect(destinations.contains("\"month-\(month)\""), "no destination month-\(month)") }
    let document = try renderer.document(request)
    let january = try Self.poppler("pdftotext", ["-f", "2", "-l", "2", file.path, "-"])
    #expect(january.contains("2025년 1월"))
    #expect(january.contains("설날"))
    for day in document.months[0].weeks.flatMap(\.days) where day.inMonth {
      #expect(january.contains(day.label), "day \(day.label) missing")
      if let secondary = day.secondary { #expect(january.contains(secondary.label), "lunar \(secondary.label) missing") }
    }
    let pngs = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-ppm-\(UUID().uuidString)")
    _ = try Self.poppler("pdftoppm", ["-r", "12", "-png", file.path, pngs.path])
    let made = try FileManager.default.contentsOfDirectory(atPath: pngs.deletingLastPathComponent().path)
      .filter { $0.hasPrefix(pngs.lastPathComponent) }
    #expect(made.count == 13)
    for name in made { try? FileManager.default.removeItem(at: pngs.deletingLastPathComponent().appendingPathComponent(name)) }
  }

  /// Shaped and in logical order: the month's title, every day number, each holiday's name and an
  /// event's title in the locale's script are in pdftotext's text as the document has them.
  @Test(arguments: [
    ("ar-SA", nil, nil, 1446, 10, "اجتماع"),
    ("he-IL", "hebrew", "gregorian", 5786, 1, "פגישה"),
    ("th-TH", nil, nil, 2568, 4, "ประชุม"),
    ("hi-IN", nil, nil, 2025, 1, "बैठक"),
    ("ko-KR", nil, "dangi", 2025, 1, "회의"),
    ("fa-IR", nil, nil, 1404, 1, "جلسه"),
  ] as [(String, String?, String?, Int, Int, String)])
  func scriptsReadBackInLogicalOrder(
    locale: String, calendar: String?, secondary: String?, year: Int, month: Int, event: String
  ) throws {
    var request = Self.request(
      locale, calendar: calendar.flatMap { CalendarSystem(identifier: $0) },
      secondary: secondary.flatMap { CalendarSystem(identifier: $0) }, .monthOfYear(year: year, month: MonthCode(number: month)))
    let document = try renderer.document(request)
    let grid = try #require(document.months.first)
    let tenth = try #require(grid.weeks.flatMap(\.days).first { $0.inMonth && $0.day == 10 })
    request.events = try Events(
      text: "[{\"title\": \"\(event)\", \"start\": \"\(tenth.date.isoString)\", \"allDay\": true}]", name: "events.json")
    let (_, file) = try print(request, as: .pdf())
    defer { try? FileManager.default.removeItem(at: file) }
    let text = try Self.poppler("pdftotext", [file.path, "-"])
    // pdftotext marks right-to-left runs with embedding controls, and splits a word where a glyph's
    // advance leaves a gap it reads as a space ("गुरु वार"): compare the letters in order, without
    // either, and the day numbers as words.
    let controls = text.unicodeScalars.filter { !(0x202A...0x202E).contains($0.value) }
    let words = Set(String(String.UnicodeScalarView(controls)).split { $0.isWhitespace }.map(String.init))
    let letters = String(String.UnicodeScalarView(controls.filter { !$0.properties.isWhitespace }))
    #expect(letters.contains(Self.popplerOrder(Self.squeezed(grid.headings.title))), "\(locale): title \(grid.headings.title)")
    #expect(letters.contains(Self.popplerOrder(Self.squeezed(event))), "\(locale): event \(event)")
    for day in grid.weeks.flatMap(\.days) where day.inMonth {
      #expect(words.contains(day.label), "\(locale): day \(day.label)")
    }
    // Each holiday's name read back from its own cell (a name wrapped over lines is read line by line
    // across the row otherwise): whole when it was drawn whole, else the part before the ellipsis.
    let printed = try PrintRenderer(options: .init(medium: .pdf, pageWidth: 595.276, pageHeight: 841.89))
      .render(try renderer.document(request))
    try Data(printed.bytes).write(to: file)
    let names = Set(grid.weeks.flatMap(\.days).flatMap(\.holidays).map(\.name))
    for placed in printed.texts where names.contains(placed.text) {
      let box = placed.bounds
      let crop = try Self.poppler(
        "pdftotext", ["-x", "\(Int(box.x))", "-y", "\(Int(box.y))", "-W", "\(Int(box.width))", "-H", "\(Int(box.height))", file.path, "-"])
      let read = Self.squeezed(String(String.UnicodeScalarView(crop.unicodeScalars.filter { !(0x202A...0x202E).contains($0.value) })))
      let name = Self.popplerOrder(Self.squeezed(placed.text))
      if placed.whole {
        #expect(read.contains(name), "\(locale): holiday \(placed.text) read as \(read)")
      } else {
        // Cut at its logical end: its beginning is there.
        #expect(read.contains(String(name.prefix(4))), "\(locale): cut holiday \(placed.text) read as \(read)")
      }
    }
    if locale != "hi-IN" {  // calrender has no holiday data for India
      #expect(grid.weeks.flatMap(\.days).contains { !$0.holidays.isEmpty }, "\(locale): the month shown has no holiday")
    }
  }

  static func squeezed(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isWhitespace }))
  }

  /// What poppler 22.12 reads for text in logical order: Cairo marks the lam-alef ligature's glyph
  /// with `/ActualText <FEFF 0644 0627>` (لا, logical order, as it should), and pdftotext reverses
  /// that pair with the right-to-left run it is in (ال). The glyph drawn is right; the reading is not.
  static func popplerOrder(_ text: String) -> String { text.replacingOccurrences(of: "لا", with: "ال") }

  /// From the layout's own measurements (Pango's ink extents, before clipping): no text leaves the box
  /// it was given, on small paper with long names and many events.
  @Test(arguments: ["de-DE", "ko-KR", "ar-SA", "th-TH", "hi-IN", "he-IL", "en-US"])
  func noTextLeavesItsCell(locale: String) throws {
    var request = Self.request(locale, secondary: locale == "he-IL" ? .hebrew : .chinese, .month(containing: JulianDay(isoYear: 2024, month: 2, day: 1)))
    request.events = try Events(text: Self.crowdedEvents, name: "events.json")
    let february = JulianDay(isoYear: 2024, month: 2, day: 1)
    for view in [CalendarRequest.View.month(containing: february), .year(containing: february), .week(containing: february.advanced(by: 5))] {
      request.view = view
      let document = try renderer.document(request)
      for paper in [PaperSize.a5, .a4, .a4.landscape] {
        let printed = try PrintRenderer(
          options: .init(medium: .pdf, pageWidth: paper.widthMillimeters * 72 / 25.4, pageHeight: paper.heightMillimeters * 72 / 25.4)
        ).render(document)
        #expect(printed.texts.count > 20)
        if document.view == .month { #expect(printed.texts.contains { !$0.whole }, "nothing was cut: the test's titles are not long enough") }
        for placed in printed.texts where placed.ink.width > 0 {
          #expect(placed.bounds.contains(placed.ink), "\(locale) \(document.view): '\(placed.text)' \(placed.ink) outside \(placed.bounds)")
        }
      }
    }
  }

  static let crowdedEvents = """
    [ { "title": "Quarterly planning meeting with the whole regional team", "start": "2024-02-06", "end": "2024-02-06", "allDay": true },
      { "title": "회의 — 아주 긴 제목이 셀을 넘어가지 않아야 합니다", "start": "2024-02-06T09:00:00Z" },
      { "title": "اجتماع طويل جدا لا يجب أن يخرج من الخلية", "start": "2024-02-06T10:00:00Z" },
      { "title": "ประชุมยาวมากที่ไม่ควรล้นออกจากช่อง", "start": "2024-02-06T11:00:00Z" },
      { "title": "बहुत लंबी बैठक जो खाने से बाहर नहीं जानी चाहिए", "start": "2024-02-06T12:00:00Z" },
      { "title": "A", "start": "2024-02-06T13:00:00Z" }, { "title": "B", "start": "2024-02-06T14:00:00Z" },
      { "title": "C", "start": "2024-02-06T15:00:00Z" }, { "title": "D", "start": "2024-02-06T16:00:00Z" },
      { "title": "E", "start": "2024-02-06T17:00:00Z" }, { "title": "F", "start": "2024-02-06T18:00:00Z" } ]
    """

  /// Many threads printing at once, from the process's first use of Cairo and Pango (the shim
  /// serializes them: in parallel they crashed): every PDF and PNG is the one a lone render makes.
  @Test func printsFromManyThreadsAreTheSerialOnes() throws {
    let requests = ["ko-KR", "ar-SA", "th-TH", "hi-IN", "he-IL", "de-DE", "ja-JP", "en-US"].map {
      Self.request($0, secondary: $0 == "ko-KR" ? .dangi : nil, .months(containing: JulianDay(isoYear: 2025, month: 1, day: 1), count: 2))
    }
    let formats: [OutputFormat] = [.pdf(), .png(.init(pixelSize: .init(width: 400, height: 300)))]
    let renderer = self.renderer
    @Sendable func bytes(_ index: Int) -> [UInt8]? {
      let sink = CollectingBytes()
      do { try renderer.render(requests[index / 2], as: formats[index % 2], to: sink) } catch { return nil }
      return sink.bytes
    }
    final class Results: @unchecked Sendable {
      let lock = NSLock()
      var bytes: [[UInt8]?]
      init(_ count: Int) { bytes = Array(repeating: nil, count: count) }
    }
    // In parallel first: the first use of Cairo, Pango and fontconfig in the process among them.
    let count = requests.count * 2
    let parallel = Results(count)
    DispatchQueue.concurrentPerform(iterations: count * 2) { index in
      let made = bytes(index % count)
      parallel.lock.withLock { parallel.bytes[index % count] = made }
    }
    let serial = (0..<count).map(bytes)
    for index in serial.indices {
      #expect(serial[index] != nil)
      #expect(parallel.bytes[index] == serial[index], "\(index): differs from the serial render")
    }
  }

  /// The document's language is in the catalog (`/Lang`), read by PyPI pypdf's own parser
  /// (strict: the incremental update's xref and trailer must be right) and by poppler, which still
  /// finds every page.
  @Test(arguments: [("ko-KR", "ko-KR"), ("he-IL-u-ca-hebrew", "he-IL"), ("ar-SA", "ar-SA"), ("en-US", "en-US")])
  func theLanguageIsInTheCatalog(locale: String, language: String) throws {
    let (bytes, file) = try print(
      Self.request(locale, .months(containing: JulianDay(isoYear: 2025, month: 1, day: 1), count: 2)), as: .pdf())
    defer { try? FileManager.default.removeItem(at: file) }
    let script = "import sys, pypdf; r = pypdf.PdfReader(sys.argv[1], strict=True); print(r.trailer['/Root']['/Lang'], len(r.pages), r.metadata.title)"
    let read = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, file.path],
      environment: ["PATH": "/root/.pyenv/shims:/usr/local/bin:/usr/bin:/bin", "HOME": "/root"])
    #expect(read.status == 0, "\(read.stderr) (pip install pypdf)")
    #expect(read.stdout.hasPrefix("\(language) 3 "), "\(read.stdout)")
    #expect(try Self.info(file)["Pages"] == "3")
    // Cairo's bytes come first, unchanged: one revision appended.
    #expect(String(decoding: bytes, as: UTF8.self).components(separatedBy: "%%EOF").count == 3)
  }

  @Test func theSameRequestGivesTheSameBytes() throws {
    let request = Self.request("ko-KR", secondary: .dangi, .months(containing: JulianDay(isoYear: 2025, month: 1, day: 1), count: 3))
    let (first, a) = try print(request, as: .pdf())
    let (second, b) = try print(request, as: .pdf())
    try? FileManager.default.removeItem(at: a)
    try? FileManager.default.removeItem(at: b)
    #expect(first == second)
    let text = String(decoding: first, as: UTF8.self)
    #expect(!text.contains("/CreationDate"))
    let (dated, c) = try print(request, as: .pdf(.init(creationDate: 1_735_689_600)))
    defer { try? FileManager.default.removeItem(at: c) }
    // Cairo 1.16 writes the date without PDF's optional "D:" prefix; poppler reads it as the date.
    #expect(String(decoding: dated, as: UTF8.self).contains("/CreationDate (20250101000000Z)"))
    #expect(try Self.info(c)["CreationDate"]?.hasPrefix("Wed Jan  1 00:00:00 2025") == true)
    #expect(try Self.info(c)["Pages"] == "4")
    let (png1, d) = try print(request, as: .png(.init(pixelSize: .init(width: 800, height: 480))))
    let (png2, e) = try print(request, as: .png(.init(pixelSize: .init(width: 800, height: 480))))
    try? FileManager.default.removeItem(at: d)
    try? FileManager.default.removeItem(at: e)
    #expect(png1 == png2)
  }

  /// PNG: the size asked (`--size`), or the page at `--scale` pixels a point; the eink theme draws
  /// no antialiased greys.
  @Test func pngIsTheSizeAsked() throws {
    func size(_ bytes: [UInt8]) -> (Int, Int) {
      func big(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
      return (big(16), big(20))
    }
    let request = Self.request("ja-JP", .monthOfYear(year: 2025, month: MonthCode(number: 5)))
    let (panel, a) = try print(request, as: .png(.init(theme: .eink, pixelSize: .init(width: 800, height: 480))))
    defer { try? FileManager.default.removeItem(at: a) }
    #expect(Array(panel.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(size(panel) == (800, 480))
    let (scaled, b) = try print(request, as: .png(.init(paper: .a5, scale: 2)))
    defer { try? FileManager.default.removeItem(at: b) }
    #expect(size(scaled) == (839, 1191))  // 419.53 × 595.28 points
    let colors = try TestSupport.run(TestSupport.python, ["-c", Self.pngReader, a.path])
    #expect(colors.status == 0, "\(colors.stderr)")
    let found = Set(colors.stdout.split(separator: "\n").map(String.init))
    #expect(found.isSubset(of: ["ffffff", "000000", "ff0000", "0000ff"]), "colours beyond the panel's: \(found.sorted().prefix(8))")
  }

  /// Reads an 8-bit RGB or RGBA PNG (Cairo's) with zlib and PNG's row filters by hand, so the
  /// tests need no imaging library: with `x,y` arguments after the file, the colour of each of
  /// those pixels; without, the image's distinct colours; one hex a line.
  static let pngReader = """
    import sys, zlib, struct
    data = open(sys.argv[1], 'rb').read()
    pos, idat, w, h, ct = 8, b'', 0, 0, 0
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8]); body = data[pos + 8:pos + 8 + n]; pos += 12 + n
        if kind == b'IHDR': w, h, depth, ct = struct.unpack('>IIBB', body[:10])
        if kind == b'IDAT': idat += body
    bpp = 4 if ct == 6 else 3
    raw, stride, prev, rows, i = zlib.decompress(idat), w * bpp, bytearray(w * bpp), [], 0
    for y in range(h):
        f = raw[i]; row = bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
        for x in range(stride):
            a = row[x - bpp] if x >= bpp else 0; b = prev[x]; c = prev[x - bpp] if x >= bpp else 0
            if f == 1: row[x] = (row[x] + a) & 255
            elif f == 2: row[x] = (row[x] + b) & 255
            elif f == 3: row[x] = (row[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[x] = (row[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(row)); prev = row
    if len(sys.argv) > 2:
        for point in sys.argv[2:]:
            x, y = map(int, point.split(','))
            print(rows[y][x * bpp:x * bpp + 3].hex())
    else:
        colours = {row[x:x + 3].hex() for row in rows for x in range(0, stride, bpp)}
        print('\\n'.join(sorted(colours)))
    """

  @Test func stringsRefuseBinaryFormats() throws {
    let request = Self.request("en-US", .month(containing: nil))
    for format in [OutputFormat.pdf(), .png()] {
      #expect(throws: CalRenderError.self) { try renderer.render(request, as: format) }
      let document = try renderer.document(request)
      #expect(throws: CalRenderError.self) { try renderer.render(document, as: format) }
    }
  }

  /// The command: a PDF written with -o, and a text start that never maps Cairo.
  @Test func theCommandWritesPDFAndTextNeverLoadsCairo() throws {
    let binary = try #require(TestSupport.binary())
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-wall-\(UUID().uuidString).pdf")
    defer { try? FileManager.default.removeItem(at: file) }
    let made = try TestSupport.run(binary, ["-l", "ko-KR", "--secondary", "dangi", "-f", "pdf", "-o", file.path, "-y", "2025"])
    #expect(made.status == 0, "\(made.stderr)")
    #expect(try Self.info(file)["Pages"] == "13")
    let text = try TestSupport.run(
      binary, ["-l", "ko-KR", "2", "2025"], environment: ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LD_DEBUG": "libs"])
    #expect(text.status == 0)
    #expect(!text.stderr.contains("libcairo"), "a text start loaded Cairo")
    #expect(!text.stderr.contains("libpango"), "a text start loaded Pango")
    let bad = try TestSupport.run(binary, ["-f", "pdf", "--paper", "b5", "-o", file.path])
    #expect(bad.status == 64)
    #expect(bad.stderr.split(separator: "\n").count == 1)
  }
}

/// A sink that keeps the bytes (the library's own collecting sink is the package's).
final class CollectingBytes: ByteSink {
  var bytes: [UInt8] = []
  func write(_ bytes: UnsafeRawBufferPointer) { self.bytes.append(contentsOf: bytes) }
}
