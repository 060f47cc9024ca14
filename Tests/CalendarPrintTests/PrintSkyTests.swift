import CalRender
import CalRenderTestSupport
import CalendarPrint
import Foundation
import Testing

/// `--sky` on paper (issue 27): the solar terms' names under their days and the moon's principal
/// phases drawn beside the day's number, read back with poppler and from the PNG's pixels, and
/// never outside the day's cell.
@Suite struct PrintSkyTests {
  let renderer = CalendarRenderer(environment: ["TZ": "Asia/Seoul", "LANG": "C"])

  /// February 2024 in ko-KR with the lunar dates, the terms and the phases (the Done-when).
  static func february(_ view: CalendarRequest.View = .monthOfYear(year: 2024, month: MonthCode(number: 2)))
    -> CalendarRequest
  {
    var request = PrintRendererTests.request("ko-KR", secondary: .dangi, view)
    request.sky = [.terms, .phases]
    request.timeZone = "Asia/Seoul"
    return request
  }

  static let a4 = PrintRenderer.Options(medium: .pdf, pageWidth: 595.276, pageHeight: 841.89)

  /// The cell of the day numbered `label` on `page`: the bounds its number was drawn in.
  static func cell(_ label: String, in printed: PrintedDocument, page: Int = 1) throws -> PrintBox {
    let numbers = printed.texts.filter { $0.page == page && $0.text == label }
    try #require(numbers.count == 1, "day \(label) drawn \(numbers.count) times")
    return numbers[0].bounds
  }

  @Test func termsUnderTheirDaysAndPhasesBesideTheirNumbers() throws {
    let document = try renderer.document(Self.february())
    let printed = try PrintRenderer(options: Self.a4).render(document)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-sky-\(UUID().uuidString).pdf")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(printed.bytes).write(to: file)
    // The terms' names in the PDF's text, each read back from its own day's cell.
    let text = try PrintRendererTests.poppler("pdftotext", [file.path, "-"])
    for (name, day) in [("입춘", "4"), ("우수", "19")] {
      #expect(text.contains(name), "\(name) not in the PDF's text")
      let placed = try #require(printed.texts.first { $0.text == name })
      #expect(placed.bounds == (try Self.cell(day, in: printed)), "\(name) not in the cell of the \(day)th")
      let box = placed.bounds
      let crop = try PrintRendererTests.poppler(
        "pdftotext",
        [
          "-x", "\(Int(box.x))", "-y", "\(Int(box.y))", "-W", "\(Int(box.width))", "-H", "\(Int(box.height))",
          file.path, "-",
        ])
      #expect(crop.contains(name), "\(name) read from its cell as \(crop)")
    }
    // A disc for every phase the document has, in its day's cell: the new moon on the 10th and the
    // full moon on the 24th among them (Seoul time).
    var expected: [String: String] = [:]
    for day in document.months[0].weeks.flatMap(\.days) where day.inMonth {
      for event in day.sky where event.isMoonPhase { expected[day.date.isoString] = event.kind.key }
    }
    #expect(expected["2024-02-10"] == "newMoon")
    #expect(expected["2024-02-24"] == "fullMoon")
    #expect(expected.count == 4)
    let drawn = Dictionary(uniqueKeysWithValues: printed.marks.map { ($0.date, DaySky.Kind.moonPhase($0.phase).key) })
    #expect(drawn == expected)
    for mark in printed.marks {
      let day = String(Int(mark.date.suffix(2)) ?? 0)
      #expect(mark.bounds == (try Self.cell(day, in: printed)), "\(mark.date)'s disc not in its cell")
      #expect(mark.bounds.contains(mark.disc))
    }
  }

  /// A holiday on a term's day: both names in the day's cell, whole (어린이날 on 입하, 2024-05-05).
  @Test func aHolidayOnATermShowsBoth() throws {
    var request = PrintRendererTests.request("ko-KR", .monthOfYear(year: 2024, month: MonthCode(number: 5)))
    request.sky = [.terms]
    request.timeZone = "Asia/Seoul"
    let printed = try PrintRenderer(options: Self.a4).render(try renderer.document(request))
    let fifth = try Self.cell("5", in: printed)
    for name in ["어린이날", "입하"] {
      let placed = try #require(printed.texts.first { $0.text == name }, "\(name) not drawn")
      #expect(placed.bounds == fifth && placed.whole && fifth.contains(placed.ink), "\(name): \(placed)")
    }
  }

  /// The PNG's pixels where the layout says it drew the discs: the new moon's centre in the sky's
  /// colour, the full moon's a ring (its centre the page's white, its edge coloured), and nothing
  /// at the same place in a day without a phase.
  @Test func thePhasesArePainted() throws {
    let document = try renderer.document(Self.february())
    let printed = try PrintRenderer(options: .init(medium: .png, pageWidth: 595.276, pageHeight: 841.89)).render(
      document)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-sky-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(printed.bytes).write(to: file)
    let new = try #require(printed.marks.first { $0.date == "2024-02-10" }).disc
    let full = try #require(printed.marks.first { $0.date == "2024-02-24" }).disc
    // The 11th has no phase: the place its disc would take, from its cell's corner, is blank.
    let tenth = try Self.cell("10", in: printed), eleventh = try Self.cell("11", in: printed)
    let blank = PrintBox(
      x: new.x - tenth.x + eleventh.x, y: new.y - tenth.y + eleventh.y, width: new.width, height: new.height)
    var points: [(Int, Int)] = [(Int(new.x + new.width / 2), Int(new.y + new.height / 2))]
    points.append((Int(full.x + full.width / 2), Int(full.y + full.height / 2)))
    points.append((Int(full.x + 0.5), Int(full.y + full.height / 2)))  // on the ring's stroke
    for x in Int(blank.x.rounded(.up))..<Int(blank.maxX) {
      for y in Int(blank.y.rounded(.up))..<Int(blank.maxY) { points.append((x, y)) }
    }
    let result = try TestSupport.run(
      TestSupport.python, ["-c", PrintRendererTests.pngReader, file.path] + points.map { "\($0.0),\($0.1)" })
    #expect(result.status == 0, "\(result.stderr)")
    let pixels = result.stdout.split(separator: "\n").map(String.init)
    try #require(pixels.count == points.count)
    #expect(pixels[0] == "4c6a8a", "the new moon's centre is \(pixels[0])")
    #expect(pixels[1] == "ffffff", "the full moon's centre is \(pixels[1])")
    #expect(pixels[2] != "ffffff", "the full moon's ring is not drawn")
    #expect(pixels.dropFirst(3).allSatisfy { $0 == "ffffff" }, "the 11th has ink where a disc would be")
  }

  /// No text and no disc leaves its cell or band: month, week and year pages, small and large
  /// paper, left-to-right and right-to-left, with the crowded events of the layout test.
  @Test(arguments: ["ko-KR", "ja-JP", "ar-SA", "de-DE"])
  func nothingLeavesItsCell(locale: String) throws {
    let february = JulianDay(isoYear: 2024, month: 2, day: 1)
    var request = PrintRendererTests.request(locale, secondary: .chinese, .month(containing: february))
    request.sky = [.terms, .phases]
    request.timeZone = "Asia/Seoul"
    request.events = try Events(text: PrintRendererTests.crowdedEvents, name: "events.json")
    for view in [
      CalendarRequest.View.month(containing: february), .year(containing: february),
      .week(containing: february.advanced(by: 9)),
    ] {
      request.view = view
      let document = try renderer.document(request)
      for paper in [PaperSize.a5, .a4, .a4.landscape] {
        let printed = try PrintRenderer(
          options: .init(
            medium: .pdf, pageWidth: paper.widthMillimeters * 72 / 25.4, pageHeight: paper.heightMillimeters * 72 / 25.4
          )
        ).render(document)
        // The week of 2024-02-10 has its new moon; the month and the year's pages all four phases.
        #expect(printed.marks.count >= (document.view == .week ? 1 : 4), "\(locale) \(document.view) \(paper)")
        // The year's cover marks the phases in its small cards too (February's four among them).
        if document.view == .year { #expect(printed.marks.filter { $0.page == 1 }.count >= 40) }
        for mark in printed.marks {
          #expect(mark.bounds.contains(mark.disc), "\(locale) \(document.view): \(mark.date)'s disc outside its cell")
          // Clear of the texts of its cell: the number, the second date, the names.
          for placed in printed.texts
          where placed.page == mark.page && placed.ink.width > 0 && mark.bounds.contains(placed.ink) {
            #expect(
              !Self.overlap(placed.ink, mark.disc),
              "\(locale) \(document.view): \(mark.date)'s disc over '\(placed.text)'")
          }
        }
        for placed in printed.texts where placed.ink.width > 0 {
          #expect(
            placed.bounds.contains(placed.ink),
            "\(locale) \(document.view): '\(placed.text)' \(placed.ink) outside \(placed.bounds)")
        }
      }
    }
  }

  static func overlap(_ a: PrintBox, _ b: PrintBox) -> Bool {
    a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
  }

  /// The Done-when command, run as a user runs it: the terms' names in pdftotext's output.
  @Test func theCommandPrintsTheSky() throws {
    let binary = try #require(TestSupport.binary())
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-sky-\(UUID().uuidString).pdf")
    defer { try? FileManager.default.removeItem(at: file) }
    let made = try TestSupport.run(
      binary,
      ["-l", "ko-KR", "--secondary", "dangi", "--sky", "terms,phases", "2", "2024", "-f", "pdf", "-o", file.path],
      environment: ["PATH": "/usr/bin:/bin", "TZ": "Asia/Seoul"])
    #expect(made.status == 0, "\(made.stderr)")
    let text = try PrintRendererTests.poppler("pdftotext", [file.path, "-"])
    #expect(text.contains("입춘"))
    #expect(text.contains("우수"))
  }
}
