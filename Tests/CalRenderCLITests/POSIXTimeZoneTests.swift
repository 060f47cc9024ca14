import CalRenderTestSupport
import Foundation
import Testing

import CalRender

/// Issue 28, item 10: POSIX `TZ` rules with daylight saving time, against glibc itself (Python's
/// `time.localtime` after `tzset`, which is glibc's localtime_r with that TZ), at every transition
/// of 1971–2400 (a second before, at, a second after) and at instants spread over the years.
@Suite("POSIX TZ rules")
struct POSIXTimeZoneTests {
  static let rules = [
    "EST5EDT,M3.2.0/2,M11.1.0/2", "CET-1CEST,M3.5.0,M10.5.0/3", "<+0330>-3:30", "IST-5:30",
    "AEST-10AEDT,M10.1.0,M4.1.0/3", "NZST-12NZDT-13:45,M9.5.0,M4.1.0/3", "<-03>3<-02>,M3.5.0/-2,M10.5.0/-1",
    "XXX3YYY,J60/-1,300/26", "ABC-5:30:15DEF,0/0,365/23:59:59", "WGT3WGST,J1/0,J365/25", "AAA+2BBB+1:30,59,J59",
    "PST8PDT,M4.1.0,M10.5.0", "<+14>-14<+13>,M1.5.6/167,M12.5.6/-167",
  ]

  /// glibc's offsets (seconds east of UTC) at `instants` with `TZ=tz`.
  static func glibc(_ tz: String, _ instants: [Int64]) throws -> [Int] {
    let script = """
      import sys, time
      time.tzset()
      print("\\n".join(str(time.localtime(int(t)).tm_gmtoff) for t in sys.stdin.read().split()))
      """
    let result = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script], environment: ["TZ": tz],
      stdin: instants.map(String.init).joined(separator: "\n"))
    try #require(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").compactMap { Int($0) }
  }

  @Test(arguments: rules)
  func agreesWithGlibc(tz: String) throws {
    let zone = try #require(POSIXTimeZone(tz))
    var instants: [Int64] = []
    for year in 1971...2400 {
      if let daylight = zone.daylight {
        for (transition, offset) in [(daylight.start, zone.standardOffset), (daylight.end, daylight.offset)] {
          let at = POSIXTimeZone.instant(of: transition, in: year, offset: offset)
          instants += [at - 1, at, at + 1]
        }
      }
      // New Year in UTC (where the year of the rules changes) and 37 instants through the year.
      let january1 = Int64(JulianDay(isoYear: year, month: 1, day: 1).value - 2_440_588) * 86_400
      instants += [january1 - 1, january1] + (0..<37).map { january1 + Int64($0) * 853_777 }
    }
    let expected = try Self.glibc(tz, instants)
    try #require(expected.count == instants.count)
    var mismatches: [String] = []
    for (instant, offset) in zip(instants, expected) where try zone.offset(at: instant) != offset {
      mismatches.append("\(instant): \(try zone.offset(at: instant)) against glibc's \(offset)")
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) of \(instants.count): \(mismatches.prefix(5))")
  }

  @Test(arguments: [
    "", "EST", "EST5EDT,M3.2.0", "CET-1CEST", "EST5EDT,M13.2.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0",
    "EST5EDT,M3.2.7,M11.1.0", "EST5EDT,J0,J100", "EST5EDT,366,100", "EST25", "<AB>5", "<+03", "EST5:60",
    "EST5EDT,M3.2.0/168,M11.1.0", "EST5EDT,M3.2.0,M11.1.0,", "EST5 ",
  ])
  func notARule(tz: String) {
    #expect(POSIXTimeZone(tz) == nil)
  }

  @Test func readsTheFields() throws {
    let zone = try #require(POSIXTimeZone("CET-1CEST,M3.5.0,M10.5.0/3"))
    #expect(zone.standardOffset == 3600)
    #expect(zone.daylight?.offset == 7200)
    #expect(zone.daylight?.start == .init(day: .weekday(month: 3, week: 5, weekday: 0), time: 7200))
    #expect(zone.daylight?.end == .init(day: .weekday(month: 10, week: 5, weekday: 0), time: 10_800))
    #expect(try #require(POSIXTimeZone("<+0330>-3:30")).standardOffset == 12_600)
  }
}
