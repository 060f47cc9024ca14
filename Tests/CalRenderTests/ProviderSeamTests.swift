import CalRender
import CalRenderTestSupport
import Testing

/// The front door over a provider that is not ICU: every locale fact of a request — resolution,
/// words, zones, today, versions — comes from the provider it was given (the command's words read
/// in its month names: CalendarWordsTests).
@Suite("Provider seam")
struct ProviderSeamTests {
  let renderer = CalendarRenderer(provider: FixtureProvider(), environment: [:])

  @Test func aRequestTakesEveryFactFromItsProvider() throws {
    var request = CalendarRequest(locale: "ar-EG")
    request.view = .month(containing: JulianDay(isoYear: 2024, month: 2, day: 14))
    request.today = .none
    let text = try renderer.render(request, as: .text)
    #expect(text.contains("فبراير ٢٠٢٤"), "\(text)")
    #expect(text.contains("١٤"))
    let json = try renderer.render(request, as: .json)
    #expect(json.contains("\"cldr\": \"0\""), "\(json.prefix(300))")
    #expect(json.contains("\"direction\": \"rtl\""))
  }

  @Test func todayAndZonesAreTheProviders() throws {
    var request = CalendarRequest(locale: "en-US")
    request.timeZone = "Asia/Seoul"
    // The fixture's clock says 2024-02-14 whatever the zone.
    #expect(try renderer.document(request).today == JulianDay(isoYear: 2024, month: 2, day: 14))
    request.timeZone = "Europe/Berlin"
    #expect(throws: CalRenderError.self) { try renderer.document(request) }
  }

  @Test func itsErrorsAreCalRenderErrors() throws {
    do {
      _ = try renderer.document(CalendarRequest(locale: "ko-KR"))
      Issue.record("the fixture has no ko-KR")
    } catch let error as CalRenderError {
      #expect(error.code == .usage)
      #expect(error.hint?.contains("ar-EG, en-US") == true, "\(error)")
    }
    do {
      _ = try renderer.document(CalendarRequest(locale: "en-US", calendar: .hebrew))
      Issue.record("the fixture has only the Gregorian calendar")
    } catch let error as CalRenderError {
      #expect(error.code == .usage && error.hint == nil, "\(error)")
    }
  }

  @Test func catalogAndVersionsAreTheProviders() throws {
    let catalog = LocaleCatalog(provider: FixtureProvider())
    #expect(catalog.identifiers == ["ar_EG", "en_US"])
    #expect(try catalog.timeZoneIdentifiers() == ["America/New_York", "Asia/Seoul", "UTC"])
    let versions = LibraryVersions.current(provider: FixtureProvider())
    #expect(versions.provider == "fixture" && versions.cldr == "0")
    #expect(LibraryVersions.current().provider == "icu")
  }
}
