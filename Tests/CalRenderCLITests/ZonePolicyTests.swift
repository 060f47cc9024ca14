import CalRenderTestSupport
import Foundation
import Testing

@testable import CalRenderCLI
import CalRender

/// Issue 11, item 10: "today" is in the system zone when `TZ` is unset (ICU's host-zone detection:
/// /etc/localtime), POSIX `TZ` strings are honoured or refused, and no unreadable `TZ` means UTC.
@Suite("time zone policy")
struct ZonePolicyTests {
  @Test(arguments: [
    ([:], "Asia/Seoul"), (["TZ": "Europe/Berlin"], "Europe/Berlin"),
    (["TZ": ":Europe/Berlin"], "Europe/Berlin"), (["TZ": ":/usr/share/zoneinfo/Asia/Tokyo"], "Asia/Tokyo"),
    (["TZ": "/usr/share/zoneinfo/America/New_York"], "America/New_York"), (["TZ": "JST-9"], "Etc/GMT-9"),
    (["TZ": "EST5"], "Etc/GMT+5"), (["TZ": "UTC0"], "Etc/GMT"), (["TZ": "<+03>-3"], "Etc/GMT-3"),
    (["TZ": "EST5EDT"], "EST5EDT"),
  ])
  func zones(environment: [String: String], expected: String) throws {
    let policy = ZonePolicy(environment: EnvironmentPolicy(environment), systemZone: { "Asia/Seoul" })
    #expect(try policy.zone(explicit: nil) == expected)
  }

  @Test func explicitZoneWins() throws {
    let policy = ZonePolicy(environment: EnvironmentPolicy(["TZ": "Europe/Berlin"]), systemZone: { "Asia/Seoul" })
    #expect(try policy.zone(explicit: "America/Chicago") == "America/Chicago")
  }

  @Test func anEmptyTZIsUTCAsInGlibc() throws {
    #expect(try ZonePolicy(environment: EnvironmentPolicy(["TZ": ""]), systemZone: { "Asia/Seoul" }).zone(explicit: nil) == nil)
  }

  @Test func anUnknownSystemZoneIsUTC() throws {
    #expect(try ZonePolicy(environment: EnvironmentPolicy([:]), systemZone: { nil }).zone(explicit: nil) == nil)
    #expect(try ZonePolicy(environment: EnvironmentPolicy([:]), systemZone: { "Etc/Unknown" }).zone(explicit: nil) == nil)
  }

  @Test(arguments: [
    "garbage", "CET-1CEST", "EST5EDT,M13.2.0,M11.1.0", "Mars/Olympus", ":/nonexistent/zone", ":/dev/stdin", ":/etc",
    ":EST5EDT,M3.2.0,M11.1.0",
  ])
  func unreadableTZIsAUsageError(tz: String) throws {
    let policy = ZonePolicy(environment: EnvironmentPolicy(["TZ": tz]), systemZone: { "Asia/Seoul" })
    #expect(throws: CalRenderError.self) { try policy.zone(explicit: nil) }
  }

  static func binary() throws -> URL { try #require(TestSupport.binary(), "calrender is built by swift test") }

  /// Today's date in `zone`, by Foundation (a second opinion; a run across midnight there may flake).
  static func today(in zone: String) throws -> String {
    let formatter = DateFormatter()
    formatter.timeZone = TimeZone(identifier: zone)
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: Date())
  }

  @Test(arguments: [
    ("JST-9", "Asia/Tokyo"), ("LINT-14", "Pacific/Kiritimati"), (":Asia/Seoul", "Asia/Seoul"),
    ("Pacific/Kiritimati", "Pacific/Kiritimati"),
  ])
  func todayFollowsTZ(tz: String, zone: String) throws {
    let result = try TestSupport.run(
      try Self.binary(), ["-f", "json"], environment: ["PATH": "/usr/bin:/bin", "TZ": tz])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\"today\": \"\(try Self.today(in: zone))\""))
  }

  @Test(arguments: ["garbage", "CET-1CEST", ":/dev/stdin"])
  func unreadableTZIsExit64WhenTheClockIsRead(tz: String) throws {
    let result = try TestSupport.run(try Self.binary(), [], environment: ["PATH": "/usr/bin:/bin", "TZ": tz])
    #expect(result.status == 64)
    #expect(result.stderr.contains("TZ"), "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    // Not read when nothing needs it.
    let named = try TestSupport.run(
      try Self.binary(), ["--today", "2024-02-14", "2", "2024"], environment: ["PATH": "/usr/bin:/bin", "TZ": tz])
    #expect(named.status == 0, "\(named.stderr)")
  }

  /// Issue 28, item 10: `TZ=:FIFO` (or `:/dev/stdin` on a terminal) never blocks: with `--today`
  /// no zone is needed and nothing of TZ is read (ICU's and libical's tzset see UTC0, the command's
  /// own copy is not looked at); when a zone is needed, a TZ that is not a regular file is exit 64.
  @Test(arguments: ["--today 2024-02-14 2 2024", "2 2024", "-f json"])
  func aFIFOInTZNeverBlocks(words: String) throws {
    let arguments = words.split(separator: " ").map(String.init)
    let status: Int32 = arguments.first == "--today" ? 0 : 64
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-tz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let fifo = folder.appendingPathComponent("zone").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let stderrPath = folder.appendingPathComponent("stderr").path
    let child = try SpawnedProcess(
      try Self.binary().path, arguments, environment: ["PATH": "/usr/bin:/bin", "TZ": ":" + fifo],
      stderrPath: stderrPath)
    let exit = child.wait(timeout: 20)
    #expect(exit != nil, "blocked on TZ's FIFO")
    #expect(exit == nil || exit == status)
    let stderr = try String(contentsOfFile: stderrPath, encoding: .utf8)
    if status == 64 {
      #expect(stderr.contains("not a regular file") && stderr.filter { $0 == "\n" }.count == 1, "\(stderr)")
    }
  }

  /// `TZ=:/etc/localtime` (a link into zoneinfo) is the zone it leads to; a POSIX rule with
  /// daylight time sets today as glibc's `date` does.
  @Test(arguments: [":/etc/localtime", "CET-1CEST,M3.5.0,M10.5.0/3", "<+0330>-3:30", "NZST-12NZDT,M9.5.0,M4.1.0/3"])
  func todayFollowsAFileOrARule(tz: String) throws {
    let result = try TestSupport.run(try Self.binary(), ["-f", "json"], environment: ["PATH": "/usr/bin:/bin", "TZ": tz])
    #expect(result.status == 0, "\(result.stderr)")
    let date = try TestSupport.run(URL(fileURLWithPath: "/bin/date"), ["+%Y-%m-%d"], environment: ["TZ": tz])
    #expect(result.stdout.contains("\"today\": \"\(date.stdout.trimmingCharacters(in: .whitespacesAndNewlines))\""))
  }
}
