import CalRenderTestSupport
import Foundation
import Testing

/// Subdivisions through the command: `--holidays DE-BY`, the locale's CLDR subdivision key
/// (`de-DE-u-sd-deby`), `holidays --region GB-SCT`, and their errors.
@Suite("Holiday subdivisions through the command")
struct HolidaySubdivisionCommandTests {
  /// The holidays of 1 November 2024 (All Saints' Day: a holiday in Bavaria, not in Germany as a whole).
  static func allSaints(_ arguments: [String]) throws -> [[String: Any]] {
    let (status, output, error) = TestSupport.calrender(["-f", "json", "--today", "none"] + arguments + ["11", "2024"])
    #expect(status == 0, "\(error)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let months = try #require(document["months"] as? [[String: Any]])
    let weeks = try #require(months.first?["weeks"] as? [[String: Any]])
    let days = weeks.flatMap { ($0["days"] as? [[String: Any]]) ?? [] }
    let day = try #require(days.first { $0["date"] as? String == "2024-11-01" })
    return (day["holidays"] as? [[String: Any]]) ?? []
  }

  @Test func chosenByOptionAndByLocale() throws {
    for arguments in [["--holidays", "DE-BY"], ["--holidays", "de-by"], ["-l", "de-DE-u-sd-deby"], ["-l", "de_DE@sd=deby"]] {
      let holidays = try Self.allSaints(arguments)
      #expect(holidays.map { $0["id"] as? String } == ["allerheiligen"], "\(arguments)")
      #expect(holidays.first?["region"] as? String == "DE-BY", "\(arguments)")
    }
    // Germany as a whole, and a subdivision key of another country or without data: the country's.
    for arguments in [["-l", "de-DE"], ["--holidays", "DE"], ["-l", "de-DE-u-sd-atat9"], ["-l", "de-DE-u-sd-dezz"]] {
      #expect(try Self.allSaints(arguments).isEmpty, "\(arguments)")
    }
  }

  @Test func holidayListOfASubdivision() {
    let (status, output, error) = TestSupport.calrender(["holidays", "2024", "--region", "gb-sct", "--locale", "en-GB"])
    #expect(status == 0, "\(error)")
    #expect(output.contains("Tue, 2 Jan 2024   New Year Holiday\n"))
    #expect(output.contains("Mon, 2 Dec 2024   Saint Andrew's Day (substitute day)\n"))
    #expect(!output.contains("Easter Monday"))
    let england = TestSupport.calrender(["holidays", "2024", "--region", "GB-ENG", "--locale", "en-GB"])
    #expect(england.1.contains("Easter Monday"))
  }

  /// Spain's communities: chosen by the CLDR key (`ca-ES` alone is Spain, not Catalonia), their
  /// own covered years (2008–2026, the BOE's lists), and past them the national days and the
  /// community's own day only, with the note.
  @Test func spanishCommunities() throws {
    let (status, output, error) = TestSupport.calrender(["holidays", "2024", "--region", "ES-CT", "-l", "ca-ES"])
    #expect(status == 0 && error.isEmpty, "\(error)")
    #expect(output.contains("dc., 11 de set. 2024  Diada Nacional de Catalunya\n"), "\(output)")
    #expect(output.contains("dl., 1 d’abr. 2024    Dilluns de Pasqua\n"), "\(output)")
    #expect(!output.contains("Dijous Sant"))
    // The locale's key picks the community; its language alone does not.
    func septemberIDs(_ locale: String) throws -> [String] {
      let (status, output, error) = TestSupport.calrender(["-f", "json", "--today", "none", "-l", locale, "9", "2024"])
      #expect(status == 0, "\(error)")
      let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
      let months = try #require(document["months"] as? [[String: Any]])
      let weeks = try #require(months.first?["weeks"] as? [[String: Any]])
      return weeks.flatMap { ($0["days"] as? [[String: Any]]) ?? [] }.flatMap {
        (($0["holidays"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
      }
    }
    #expect(try septemberIDs("ca-ES-u-sd-esct") == ["diada"])
    #expect(try septemberIDs("ca-ES") == [])
    // 2028: no published list here. Andalusia keeps 28 February (its statute; a Monday that year)
    // and Good Friday, not the yearly Maundy Thursday; the list says the year is outside the data.
    let later = TestSupport.calrender(["holidays", "2028", "--region", "ES-AN", "-l", "es-ES"])
    #expect(later.0 == 0)
    #expect(later.1.contains("Día de Andalucía") && later.1.contains("Viernes Santo"), "\(later.1)")
    #expect(!later.1.contains("Jueves Santo"), "\(later.1)")
    #expect((later.1 + later.2).contains("ES-AN 2008–2026 (not 2028)"), "\(later.1 + later.2)")
    let listed = TestSupport.calrender(["holidays", "2026", "--region", "ES-AN", "-l", "es-ES"])
    #expect(listed.1.contains("Jueves Santo") && !(listed.1 + listed.2).contains("ES-AN 2008–2026"), "\(listed)")
  }

  @Test func badCodesAreUsageErrors() {
    let unknown = TestSupport.calrender(["--holidays", "DE-XX", "11", "2024"])
    #expect(unknown.0 == 64)
    #expect(unknown.2.hasPrefix("calrender: error: unknown holiday region 'DE-XX' (nearest: DE-BB, DE-BE,"))
    for value in ["DE-", "DE-ABCD", "D-BY", "DE-B_"] {
      let (status, _, error) = TestSupport.calrender(["--holidays", value, "11", "2024"])
      #expect(status == 64, "\(value)")
      #expect(error.hasPrefix("calrender: error: invalid value '\(value)' for --holidays"), "\(value): \(error)")
    }
    let list = TestSupport.calrender(["holidays", "2024", "--region", "GB-XYZ"])
    #expect(list.0 == 64 && list.2.contains("nearest: GB-ENG, GB-NIR, GB-SCT, GB-WLS"), "\(list.2)")
  }
}
