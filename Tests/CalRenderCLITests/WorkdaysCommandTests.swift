import CalRenderTestSupport
import Foundation
import Testing

/// `calrender workdays` as the built binary prints it, and the make-up working days (调休, 補班)
/// marked in every format.
@Suite("Working days through the binary")
struct WorkdaysCommandTests {
  static let environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8"]

  static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let binary = try #require(TestSupport.binary(), "swift test builds calrender")
    let result = try TestSupport.run(binary, arguments, environment: environment)
    return (result.status, result.stdout, result.stderr)
  }

  @Test(arguments: [
    // February 2024 in China: 21 weekdays, less 12–16 February, plus Sundays 4 and 18 February worked.
    (["workdays", "2024-02-01..2024-02-29", "--region", "CN"], "18\n"),
    // Saturday 14 September worked, 15–17 off for 中秋.
    (["workdays", "2024-09-13", "+5", "--region", "CN"], "2024-09-23\n"),
    (["workdays", "2024-09-23", "-5", "-r", "cn"], "2024-09-13\n"),
    (["workdays", "2024-09-13", "5", "-r", "CN"], "2024-09-23\n"),
    (["workdays", "2024-09-15", "+0", "-r", "CN"], "2024-09-18\n"),
    (["workdays", "2024-09-14", "-r", "CN"], "working\n"),
    (["workdays", "2024-09-15", "-r", "CN"], "off\n"),
    (["workdays", "2024-02-17", "-r", "TW"], "working\n"),
    (["workdays", "2024-07-04", "-r", "US"], "off\n"),
    // The locale's region when --region is not given.
    (["workdays", "2024-02-04", "-l", "zh-CN"], "working\n"),
  ])
  func answers(arguments: [String], expected: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout == expected)
  }

  @Test(arguments: [
    (
      ["workdays", "x", "-r", "CN"],
      "calrender: error: invalid date 'x' (an ISO date such as 2024-09-13, or FROM..TO)\n"
    ),
    (
      ["workdays", "2024-02-01..2024-01-01", "-r", "CN"],
      "calrender: error: span '2024-02-01..2024-01-01' runs backwards (write it as 2024-01-01..2024-02-01)\n"
    ),
    (["workdays", "2024-02-01", "-r", "XX"], "calrender: error: unknown holiday region 'XX' (nearest: AX, CX, MX, SX, XK)\n"),
    (
      ["workdays", "2024-02-01", "+3x", "-r", "CN"],
      "calrender: error: invalid count '+3x' (+N or -N working days, e.g. +5)\n"
    ),
    (
      ["workdays", "2024-02-01", "+36501", "-r", "CN"],
      "calrender: error: 36501 working days is too far (at most 36500 either way, about 140 years)\n"
    ),
    (
      ["workdays", "1800-01-01..2100-01-01", "-r", "US"],
      "calrender: error: span 1800-01-01..2100-01-01 is too long (at most 200 years)\n"
    ),
    (
      ["workdays", "-r", "CN"],
      "calrender: error: workdays needs a span or a date (e.g. 2024-02-01..2024-02-29, or 2024-09-13 +5)\n"
    ),
    (
      ["workdays", "2024-02-01", "-l", "C"],
      "calrender: error: the locale names no region with holiday data (use --region, e.g. --region CN)\n"
    ),
    (
      ["workdays", "2024-02-01", "-r", "CN,TW"], "calrender: error: --region needs one region code (e.g. --region CN)\n"
    ),
  ])
  func badInputIsOneLineAndExit64(arguments: [String], expected: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == expected)
  }

  /// A span past the data's years says so on stderr; the answer and the status stay.
  @Test func yearsOutsideTheDataAreNoted() throws {
    let result = try Self.run(["workdays", "2027-01-01..2027-01-31", "-r", "CN"])
    #expect(result.status == 0)
    #expect(result.stdout == "20\n")
    #expect(
      result.stderr
        == "calrender: note: holiday data covers CN 2001–2026 (not 2027); days outside may be missing or wrong\n")
  }

  /// Sunday 4 February 2024 is worked in China: marked in text (`w`, no weekend colour), JSON (a
  /// holiday of kind `workday`), SVG and HTML (class `workday`, no weekend colour class).
  @Test func makeUpDaysAreMarkedInEveryFormat() throws {
    let base = ["-l", "en-US", "--holidays", "CN", "--today", "none", "2", "2024"]
    let text = try Self.run(base + ["--color=always"])
    #expect(text.status == 0, "\(text.stderr)")
    let lines = text.stdout.split(separator: "\n").map(String.init)
    // Sunday the 4th with its mark and without the weekend's colour; Saturday the 10th (春节) red.
    let week = try #require(lines.first { $0.contains("4w") })
    #expect(week.hasPrefix(" 4w  5"))
    #expect(week.hasSuffix("\u{1B}[31m10\u{1B}[39m"))
    let plain = try Self.run(base)
    #expect(plain.stdout.contains(" 4w"))
    #expect(plain.stdout.contains("18w"))

    let json = try Self.run(base + ["-f", "json"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let months = try #require(document["months"] as? [[String: Any]])
    let weeks = try #require(months.first?["weeks"] as? [[String: Any]])
    let days = weeks.flatMap { ($0["days"] as? [[String: Any]]) ?? [] }
    let fourth = try #require(days.first { ($0["date"] as? String) == "2024-02-04" })
    let holidays = try #require(fourth["holidays"] as? [[String: Any]])
    #expect(holidays.map { $0["kind"] as? String } == ["workday"])
    #expect(holidays.map { $0["id"] as? String } == ["buban"])
    #expect(fourth["workday"] as? Bool == true)
    // Only on such days: Monday the 5th, Saturday the 10th (春节) have none.
    #expect(days.filter { $0["workday"] != nil }.compactMap { $0["date"] as? String } == ["2024-02-04", "2024-02-18"])

    for format in ["svg", "html"] {
      let result = try Self.run(base + ["-f", format])
      #expect(result.status == 0, "\(result.stderr)")
      // The day's own element: SVG's `<g class=…>` and HTML's `<td class=…>` before its date.
      let marker = format == "svg" ? "data-date=\"2024-02-04\"" : "<time datetime=\"2024-02-04\""
      let line = try #require(result.stdout.split(separator: "\n").first { $0.contains(marker) })
      let before = try #require(line.range(of: marker)).lowerBound
      let opening = line[..<before].split(separator: "<").last.map(String.init) ?? ""
      #expect(opening.contains("workday"), "\(format): \(opening)")
      #expect(!opening.contains("red") && !opening.contains("weekend"), "\(format): \(opening)")
    }
  }

  /// `--holiday-categories public,optional`: Taiwan's 軍人節 (3 September, optional) in every format.
  @Test func categoriesAreShownInEveryFormat() throws {
    let base = [
      "-l", "en-US", "--holidays", "TW", "--holiday-categories", "public,optional", "--today", "none", "9", "2024",
    ]
    let agenda = try Self.run(base + ["--agenda"])
    #expect(agenda.status == 0, "\(agenda.stderr)")
    #expect(agenda.stdout.contains("Armed Forces Day (optional)"))
    // Not without the option: the public holidays alone by default.
    #expect(
      !(try Self.run(Array(base[0..<4]) + ["--today", "none", "9", "2024", "--agenda"])).stdout.contains("Armed Forces")
    )
    let json = try Self.run(base + ["-f", "json"])
    #expect(
      json.stdout.contains(
        "\"id\": \"armed-forces-day\", \"name\": \"Armed Forces Day\", \"kind\": \"public\", \"category\": \"optional\""
      ))
    for format in ["svg", "html"] {
      let result = try Self.run(base + ["-f", format])
      let marker = format == "svg" ? "data-date=\"2024-09-03\"" : "<time datetime=\"2024-09-03\""
      let line = try #require(result.stdout.split(separator: "\n").first { $0.contains(marker) })
      let before = try #require(line.range(of: marker)).lowerBound
      let opening = line[..<before].split(separator: "<").last.map(String.init) ?? ""
      #expect(opening.contains("holiday") && opening.contains("optional"), "\(format): \(opening)")
    }
    let list = try Self.run(["holidays", "2024", "-r", "TW", "-l", "en-US", "--holiday-categories", "optional"])
    #expect(list.stdout == "Wed, May 1, 2024  Labor Day (optional)\nTue, Sep 3, 2024  Armed Forces Day (optional)\n")
    let ics = try Self.run(["holidays", "2024", "-r", "TW", "--holiday-categories", "optional", "-f", "ics"])
    #expect(ics.stdout.contains("CATEGORIES:public,optional\r\n"))
    // Working days count the chosen lists.
    #expect(try Self.run(["workdays", "2024-09-03", "-r", "TW"]).stdout == "working\n")
    #expect(
      try Self.run(["workdays", "2024-09-03", "-r", "TW", "--holiday-categories", "public,optional"]).stdout == "off\n")
    let bad = try Self.run(base + ["--holiday-categories", "banks"])
    #expect(bad.status == 64)
    #expect(
      bad.stderr
        == "calrender: error: invalid value 'banks' for --holiday-categories (comma-separated: public, bank, optional, observance, school)\n"
    )
  }
}
