// calrender-bench: months per second for building grids and rendering text and JSON (locale facts
// cached), per calendar system, and the cold start of `calrender 2 2024`, each beside a reference
// measured in the same run: Python's calendar.TextCalendar.formatmonth, and a minimal C program
// making the same ICU calls (calrender-reference-c).
//
// Usage: swift build -c release && .build/release/calrender-bench [--quick]
import CalendarICU
import CalendarLayout
import CalendarModel
import CalendarRenderers
import Foundation

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The best of `rounds` timings of `body` (seconds per run of body).
func measure(rounds: Int = 5, _ body: () throws -> Void) rethrows -> Double {
  var best = Double.infinity
  for _ in 0..<rounds {
    let start = now()
    try body()
    best = min(best, now() - start)
  }
  return best
}

let quick = CommandLine.arguments.contains("--quick")
let monthCount = quick ? 1200 : 12000
let resolver = LocaleResolver()
let versions = ICUVersions.current()
let generator = CalendarDocument.Generator(version: "bench", icu: versions.icu, cldr: versions.cldr)
let text = TextRenderer(options: .init(displayWidth: { DisplayWidth.of($0) }))
let json = JSONRenderer()

struct Row {
  var label: String
  var build: Double
  var text: Double
  var json: Double
  /// Text per month when whole years are rendered (per-document work shared by 12 or 13 months).
  var textInYears: Double
}

func bench(locale id: String, system: CalendarSystem?) throws -> Row {
  let locale = try resolver.resolve(id)
  let calendar = try LocaleCalendar(locale: locale, options: CalendarOptions(calendar: system))
  let layout = DocumentLayout(localization: calendar, generator: generator)
  let first = try calendar.arithmetic.month(containing: JulianDay(isoYear: 1900, month: 1, day: 1))
  // The same distinct months for every pass: arithmetic is not cached between months.
  var documents: [CalendarDocument] = []
  let build = try measure {
    documents.removeAll(keepingCapacity: true)
    var span = first
    for _ in 0..<monthCount {
      documents.append(try layout.document(LayoutRequest(view: .month(span))))
      span = try calendar.arithmetic.month(after: span)
    }
  }
  var bytes = 0
  let textTime = measure {
    for document in documents { bytes &+= text.render(document).utf8.count }
  }
  let jsonTime = measure {
    for document in documents { bytes &+= json.render(document).utf8.count }
  }
  // Whole years covering about the same months.
  var years: [CalendarDocument] = []
  var yearMonths = 0
  var span = first
  while yearMonths < monthCount {
    let year = try layout.document(LayoutRequest(view: .year(of: span)))
    years.append(year)
    yearMonths += year.months.count
    span = try calendar.arithmetic.month(after: year.months[year.months.count - 1].span)
  }
  let yearText = measure {
    for document in years { bytes &+= text.render(document).utf8.count }
  }
  if bytes == 42 { print("") }  // keeps the work observable
  let n = Double(monthCount)
  return Row(
    label: "\(id) \(calendar.facts.calendar.identifier)", build: build / n, text: textTime / n, json: jsonTime / n,
    textInYears: yearText / Double(yearMonths))
}

func python(_ code: String) -> String? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", code]
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

func format(_ seconds: Double) -> String { String(format: "%7.2f µs", seconds * 1e6) }
func rate(_ seconds: Double) -> String { String(format: "%9.0f/s", 1 / seconds) }

print("calrender-bench — ICU \(versions.icu), CLDR \(versions.cldr), \(monthCount) distinct months per pass, best of 5")
print("")
let pythonMonth = python(
  """
  import calendar, time
  c = calendar.TextCalendar()
  months = [(1900 + i // 12, i % 12 + 1) for i in range(\(monthCount))]
  best = min((lambda s: (sum(len(c.formatmonth(y, m)) for y, m in months), time.perf_counter() - s)[1])(time.perf_counter()) for _ in range(5))
  print(best / len(months))
  """
).flatMap(Double.init)

print("Per month, after locale facts are cached (build = ICU arithmetic + headings + cells):")
print("locale/calendar                      build        text        json   build+text    months/s  text (years)")
var rows: [Row] = []
let cases: [(String, CalendarSystem?)] =
  [("en-US", nil), ("ko-KR", nil)] + CalendarSystem.allCases.filter { $0 != .gregorian }.map { ("en-US", $0) }
// --only ID: one case (for profilers).
let only = CommandLine.arguments.firstIndex(of: "--only").flatMap {
  $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil
}
for (id, system) in cases where only == nil || only == "\(id)/\(system?.identifier ?? "default")" {
  let row = try bench(locale: id, system: system)
  rows.append(row)
  print(
    row.label.padding(toLength: 32, withPad: " ", startingAt: 0), format(row.build), format(row.text), format(row.json),
    format(row.build + row.text), rate(row.build + row.text), format(row.textInYears))
}
if let pythonMonth {
  print("")
  print("Reference: Python calendar.TextCalendar.formatmonth", format(pythonMonth), rate(pythonMonth))
  for row in rows.prefix(2) {
    print(
      String(
        format: "  %@: text rendering %.1f× faster (%.1f× in year views), build+text %.1f× faster", row.label,
        pythonMonth / row.text, pythonMonth / row.textInYears, pythonMonth / (row.build + row.text)))
  }
}

// Cold start: whole processes, spawned one after another with posix_spawn (Foundation's Process
// adds tens of milliseconds of its own), stdout to /dev/null.
func spawnTime(_ path: String, _ arguments: [String], runs: Int) -> Double? {
  guard runs > 0, FileManager.default.isExecutableFile(atPath: path) else { return nil }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  defer { posix_spawn_file_actions_destroy(&actions) }
  let words: [String] = [path] + arguments
  let environment: [String] = ["LANG=en_US.UTF-8", "TZ=UTC"]
  let argv: [UnsafeMutablePointer<CChar>?] = words.map { (word: String) in strdup(word) } + [nil]
  let envp: [UnsafeMutablePointer<CChar>?] = environment.map { (entry: String) in strdup(entry) } + [nil]
  defer { (argv + envp).forEach { free($0) } }
  var samples: [Double] = []
  for _ in 0..<runs {
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return nil }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    samples.append(now() - start)
  }
  samples.sort()
  return samples[samples.count / 2]
}

let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
let runs = only != nil ? 0 : quick ? 20 : 100
print("")
print("Cold start, median of \(runs) runs (process spawn to exit):")
let ours = spawnTime(folder + "/calrender", ["--today", "none", "2", "2024"], runs: runs)
let reference = spawnTime(folder + "/calrender-reference-c", [], runs: runs)
let truePath = ["/usr/bin/true", "/bin/true"].first { FileManager.default.isExecutableFile(atPath: $0) }
let empty = truePath.flatMap { spawnTime($0, [], runs: runs) }
if let ours { print("  calrender 2 2024              ", String(format: "%6.2f ms", ours * 1e3)) }
if let reference { print("  C program, same ICU calls     ", String(format: "%6.2f ms", reference * 1e3)) }
if let empty { print("  /bin/true (spawn overhead)    ", String(format: "%6.2f ms", empty * 1e3)) }
if let ours, let reference { print(String(format: "  ratio calrender / C: %.2f×", ours / reference)) }
