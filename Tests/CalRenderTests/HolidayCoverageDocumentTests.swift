import CalRender
import CalRenderTestSupport
import Testing

/// The document carries the years its view reaches outside its holiday regions' data
/// (`CalendarDocument.holidayCoverageGaps`), and so does a holiday list (issue 25, item 4).
@Suite("Holiday coverage in the library")
struct HolidayCoverageDocumentTests {
  static func request(_ view: CalendarRequest.View, regions: [String]) -> CalendarRequest {
    var request = CalendarRequest(locale: "en-US", view: view)
    request.holidays = .regions(regions)
    request.today = .none
    return request
  }

  @Test func documentCarriesTheGaps() throws {
    let renderer = CalendarRenderer(environment: ["TZ": "UTC"])
    let january2041 = JulianDay(isoYear: 2041, month: 1, day: 15)
    // TH covers 2000–2040, KR 1999–2040, US 1971– (an open end).
    let document = try renderer.document(Self.request(.month(containing: january2041), regions: ["TH", "KR", "US"]))
    #expect(
      document.holidayCoverageGaps == [
        HolidayCoverageGap(region: "TH", coveredYears: 2000...2040, years: 2041...2041),
        HolidayCoverageGap(region: "KR", coveredYears: 1999...2040, years: 2041...2041),
      ])
    // The months' own days decide, not the adjacent days a grid shows: December 2040's last week
    // reaches into January 2041.
    let december2040 = JulianDay(isoYear: 2040, month: 12, day: 15)
    #expect(try renderer.document(Self.request(.month(containing: december2040), regions: ["TH"])).holidayCoverageGaps.isEmpty)
    // A year view of 1960: US before its first covered year.
    let year = try renderer.document(Self.request(.yearNumber(1960), regions: ["US"]))
    #expect(year.holidayCoverageGaps == [HolidayCoverageGap(region: "US", coveredYears: 1971...Int.max, years: 1960...1960)])
    #expect(year.holidayCoverageGaps.first?.coveredDescription == "1971–")
    // No holidays: no gaps.
    var none = Self.request(.month(containing: january2041), regions: [])
    none.holidays = .none
    #expect(try renderer.document(none).holidayCoverageGaps.isEmpty)
  }

  /// Streamed output returns the frame's gaps, for the command's note beside text.
  @Test func streamedRenderReturnsTheGaps() throws {
    final class Discard: ByteSink {
      var count = 0
      func write(_ bytes: UnsafeRawBufferPointer) throws { count += bytes.count }
    }
    let renderer = CalendarRenderer(environment: ["TZ": "UTC"])
    let request = Self.request(.months(containing: JulianDay(isoYear: 2040, month: 12, day: 1), count: 3), regions: ["TH"])
    let sink = Discard()
    let notes = try renderer.render(request, as: .text(.init(color: false)), to: sink)
    let gaps = notes.coverageGaps
    #expect(notes.estimatedHolidayRegions.isEmpty)
    #expect(sink.count > 0)
    #expect(gaps == [HolidayCoverageGap(region: "TH", coveredYears: 2000...2040, years: 2041...2041)])
    #expect(gaps == (try renderer.document(request).holidayCoverageGaps))
  }

  /// Streamed and whole renders name the regions whose estimated days they show (Egypt's Islamic
  /// New Year of 20 August 2020, an Umm al-Qura estimate), and only those (its Eid al-Fitr of 24 May
  /// 2020, as Dar al-Ifta announced it, is not one).
  @Test func renderNamesEstimatedRegions() throws {
    final class Discard: ByteSink {
      func write(_ bytes: UnsafeRawBufferPointer) throws {}
    }
    let renderer = CalendarRenderer(environment: ["TZ": "UTC"])
    let august = Self.request(.month(containing: JulianDay(isoYear: 2020, month: 8, day: 1)), regions: ["EG", "KR"])
    for format: OutputFormat in [.text(.init(color: false)), .json, .svg, .waybar] {
      let notes = try renderer.render(august, as: format, to: Discard())
      #expect(notes.estimatedHolidayRegions == ["EG"], "\(format)")
      #expect(notes.lines == [
        "holidays marked estimated (EG) are reckoned ahead of the day the region announces and may move by a day"
      ])
    }
    for month in [1, 5] {
      let quiet = Self.request(.month(containing: JulianDay(isoYear: 2020, month: month, day: 1)), regions: ["EG"])
      #expect(try renderer.render(quiet, as: .text(.init(color: false)), to: Discard()).lines.isEmpty, "\(month)")
    }
  }

  @Test func holidayListCarriesTheGaps() throws {
    let renderer = CalendarRenderer(environment: ["TZ": "UTC"])
    let list = try renderer.holidayList(
      Self.request(.month(containing: nil), regions: ["VN"]), from: JulianDay(isoYear: 2008, month: 6, day: 1),
      to: JulianDay(isoYear: 2030, month: 1, day: 1))
    #expect(
      list.coverageGaps == [
        HolidayCoverageGap(region: "VN", coveredYears: 2010...2026, years: 2008...2009),
        HolidayCoverageGap(region: "VN", coveredYears: 2010...2026, years: 2027...2030),
      ])
    #expect(
      HolidayCoverageGap.note(list.coverageGaps)
        == "holiday data covers VN 2010–2026 (not 2008–2009, 2027–2030); days outside may be missing or wrong")
  }
}
