// calrender-bench: what calrender costs, each figure beside a reference measured in the same run.
//
// - Per month in one process, for each calendar system: building the document (ICU arithmetic,
//   headings, cells; with the accessible labels SVG and HTML need) and rendering it as text, JSON,
//   SVG and HTML; beside Debian's /usr/bin/python3 `calendar.TextCalendar.formatmonth` and
//   `HTMLCalendar.formatmonth` over the same Gregorian months.
// - Cold start of the `calrender` binary beside this folder against Benchmarks/reference.c, a
//   minimal C program making the same ICU calls, compiled here with `cc -O2` (no Swift runtime):
//   interleaved pairs (A B A B …), the median of the per-pair ratios.
// - Peak memory of whole years and `-n 1200` in each format, and events input.
// - The command's cost per month (`-n 1200`, CPU time) against the library's for the same request
//   in this process (`--command [ROUNDS]`: only those rows).
// - A service's cost: one month a request through the front door, and two threads (`--service`).
// - Printing: a 13-page PDF wall calendar beside rem2pdf and rsvg-convert (`--only print`: that alone).
//
// Usage: swift build -c release --static-swift-stdlib --disable-local-rpath && .build/release/calrender-bench [--quick]
import CalRender
import CalendarICU
import CalendarFoundation
import CalendarLayout
import CalendarRenderers
import Foundation

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The best of `rounds` timings of `body`, in seconds per run.
func measure(rounds: Int, _ body: () throws -> Void) rethrows -> Double {
  var best = Double.infinity
  for _ in 0..<rounds {
    let start = now()
    try body()
    best = min(best, now() - start)
  }
  return best
}

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
let monthCount = quick ? 240 : 2400
let rounds = quick ? 7 : 9
let versions = ICUVersions.current()
let generator = CalendarDocument.Generator(version: CalendarRenderer.version, provider: "icu", icu: versions.icu, cldr: versions.cldr)
let renderer = CalendarRenderer(environment: [:])
let foundationRenderer = CalendarRenderer(provider: FoundationCalendarProvider(), environment: [:])
let folder = URL(fileURLWithPath: arguments[0]).deletingLastPathComponent().path
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

func µs(_ seconds: Double) -> String { String(format: "%7.2f", seconds * 1e6) }

// `--loop STAGE LOCALE N`: only one per-month loop, N Gregorian months from 1900-01, nothing
// printed — for `valgrind --tool=callgrind`, whose count at N minus its count at 0 is N months'
// instructions (deterministic, unlike timings on a shared machine). The months are those of the
// per-month figures, 1900-01 to 1919-12 again and again (what a year costs once — its title and
// year pieces, its holidays — is kept, as in the best of their rounds). STAGE: build (the
// document), holidays (with the locale region's holidays), text or json (build, then the format),
// labels (build with the accessible full dates), svg or html (labels, then the format).
// STAGE service: N one-month requests through the front door (`render(request, as: .text)`, a
// warm renderer, as `--service` times them), to count what a request costs and which shared
// objects (locks, reference counts) it touches.
// STAGE service2: the same on two threads sharing the renderer (N requests each), for a sampling
// profiler (`perf record`) to show what sharing costs. LOCALE may be a list: `en-US,ko-KR`.
if let index = arguments.firstIndex(of: "--loop"), index + 3 < arguments.count,
  ["service", "service2"].contains(arguments[index + 1]), let count = Int(arguments[index + 3])
{
  let locales = arguments[index + 2].split(separator: ",").map(String.init)
  func monthRequests() -> [CalendarRequest] {
    (0..<240 * locales.count).map { index -> CalendarRequest in
      let month = index / locales.count
      let day = JulianDay(isoYear: 1900 + month / 12, month: month % 12 + 1, day: 1)
      var request = CalendarRequest(locale: locales[index % locales.count], view: .month(containing: day))
      request.today = CalendarRequest.Today.none
      return request
    }
  }
  // Each thread its own requests, as in `--service`.
  let mine = [monthRequests(), monthRequests()]
  for request in mine[0] { _ = try renderer.render(request, as: .text) }  // warm, as a service that has run
  let threads = arguments[index + 1] == "service2" ? 2 : 1
  DispatchQueue.concurrentPerform(iterations: threads) { thread in
    var bytes = 0
    let requests = mine[thread]
    for index in 0..<count { bytes &+= (try? renderer.render(requests[index % requests.count], as: .text))?.utf8.count ?? 0 }
    if bytes == 42 { print("") }
  }
  exit(0)
}
if let index = arguments.firstIndex(of: "--loop"), index + 3 < arguments.count, let count = Int(arguments[index + 3]) {
  let stage = arguments[index + 1], resolved = try LocaleResolver().resolve(arguments[index + 2])
  let calendar = try LocaleCalendar(locale: resolved, options: CalendarOptions())
  var layout = DocumentLayout(localization: calendar, generator: generator)
  if stage == "holidays" {
    layout.holidays = try renderer.holidaySource(.ofLocale, locale: CalendarLocale(resolved), languageTag: calendar.facts.languageTag)
  }
  let first = try calendar.monthArithmetic.month(containing: JulianDay(isoYear: 1900, month: 1, day: 1))
  var span = first
  var bytes = 0
  // The stage read once, not each month: its string comparisons would be counted as a month's.
  let labelled = stage == "svg" || stage == "html" || stage == "labels"
  let format: OutputFormat? = ["svg": .svg, "html": .html, "text": .text, "json": .json][stage]
  for index in 0..<count {
    if index % 240 == 0 { span = first }
    var layoutRequest = LayoutRequest(view: .month(span))
    layoutRequest.accessibleLabels = labelled
    let document = try layout.document(layoutRequest)
    if let format { bytes &+= (try? renderer.render(document, as: format))?.utf8.count ?? 0 }
    span = try calendar.monthArithmetic.month(after: span)
  }
  exit(bytes == 42 ? 1 : 0)
}

// MARK: - The command against the library

/// CPU time (user + system) of this process so far, in seconds.
func processCPU() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The CPU time (user + system, from wait4's rusage) of one run of `path` to exit, output to
/// /dev/null; nil when it fails.
func spawnCPU(_ path: String, _ words: [String], environment: [String]) -> Double? {
  guard let run = spawn(path, words, environment: environment), run.succeeded else { return nil }
  return run.cpuSeconds
}

/// Takes the bytes and forgets them (standard output to /dev/null, in process).
final class DiscardingSink: ByteSink {
  var count = 0
  func write(_ bytes: UnsafeRawBufferPointer) { count &+= bytes.count }
}

/// Per month, what `calrender -n 1200` costs against what the library it calls costs for the same
/// document in this process (build + render, streamed into a sink that discards): CPU time of
/// 1,200 months minus that of one, over 1,199, so start-up and the first month's one-time work
/// fall out. Rounds interleave the four runs (command 1200, command 1, library 1200, library 1);
/// the figures are the medians of the rounds' per-month costs, the ratio the median of the rounds'
/// ratios (issue 28 item 5: within 1.5× in every format).
func commandAgainstLibrary(binary: String, rounds: Int) throws {
  print("")
  print("The command against the library, per month: calrender -l en-US -n 1200 (CPU time, minus -n 1, / 1199)")
  print("against build + render of the same request in this process (library: a renderer that has rendered")
  print("it before; fresh: a new renderer each run); \(rounds) interleaved rounds, medians:")
  print("format   command µs   library µs   ratio      fresh µs    ratio")
  let environment = ["LANG=en_US.UTF-8", "TZ=UTC"]
  for (name, format) in [("text", OutputFormat.text), ("json", .json), ("svg", .svg), ("html", .html)] {
    func words(_ count: Int) -> [String] { ["-l", "en-US", "--today", "none", "-f", name, "-n", "\(count)", "1", "1900"] }
    /// Through `renderer`, or a renderer of its own (nothing kept from an earlier run: no ICU
    /// object opened, no holiday year computed, as in a process that starts).
    func library(_ count: Int, fresh: Bool = false) throws -> Double {
      var request = CalendarRequest(locale: "en-US")
      request.today = CalendarRequest.Today.none
      request.view = .months(containing: JulianDay(isoYear: 1900, month: 1, day: 1), count: count)
      let sink = DiscardingSink()
      let start = processCPU()
      try (fresh ? CalendarRenderer(environment: [:]) : renderer).render(request, as: format, to: sink)
      return processCPU() - start
    }
    _ = try library(1200)  // the renderer's caches warm, as the command's are after its first month
    var commands: [Double] = [], libraries: [Double] = [], fresh: [Double] = [], ratios: [Double] = []
    var freshRatios: [Double] = []
    for _ in 0..<rounds {
      guard let long = spawnCPU(binary, words(1200), environment: environment),
        let short = spawnCPU(binary, words(1), environment: environment)
      else { break }
      let command = (long - short) / 1199
      let ours = (try library(1200) - library(1)) / 1199
      let cold = (try library(1200, fresh: true) - library(1, fresh: true)) / 1199
      commands.append(command)
      libraries.append(ours)
      fresh.append(cold)
      ratios.append(command / ours)
      freshRatios.append(command / cold)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    guard !ratios.isEmpty else { continue }
    print(
      name.padding(toLength: 8, withPad: " ", startingAt: 0),
      String(
        format: "%8.2f     %8.2f     %5.2f×     %8.2f     %5.2f×", median(commands) * 1e6, median(libraries) * 1e6,
        median(ratios), median(fresh) * 1e6, median(freshRatios)))
  }
}

// `--service`: only the service rows (one month a request; two threads).
if arguments.contains("--service") {
  try serviceCost(rounds: quick ? 5 : 9, months: 240)
  exit(0)
}

// `--command ROUNDS`: only the command-against-library rows.
if let index = arguments.firstIndex(of: "--command") {
  let rounds = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? 11 : 11
  try commandAgainstLibrary(binary: folder + "/calrender", rounds: rounds)
  exit(0)
}

print("calrender-bench — ICU \(versions.icu), CLDR \(versions.cldr), \(quick ? "--quick" : "full") run, \(Date())")
print("")

// MARK: - Per month

struct Row {
  var label: String
  var build: Double
  /// Building with the locale's region's holidays (nil: no holiday data for it).
  var buildHolidays: Double?
  /// Building with `--sky terms,phases` in Asia/Seoul (the years' events computed once, then kept).
  var buildSky: Double = 0
  var buildLabelled: Double
  var text: Double
  var json: Double
  var svg: Double
  var html: Double

  /// Each figure the smaller of the two rows'.
  func best(_ other: Row) -> Row {
    Row(
      label: label, build: min(build, other.build),
      buildHolidays: buildHolidays.map { mine in other.buildHolidays.map { min(mine, $0) } ?? mine },
      buildSky: min(buildSky, other.buildSky),
      buildLabelled: min(buildLabelled, other.buildLabelled), text: min(text, other.text), json: min(json, other.json),
      svg: min(svg, other.svg), html: min(html, other.html))
  }
}

func bench(_ id: String, _ system: CalendarSystem?) throws -> Row {
  let calendar = try LocaleCalendar(locale: try LocaleResolver().resolve(id), options: CalendarOptions(calendar: system))
  let resolved = try LocaleResolver().resolve(id)
  let holidays = try renderer.holidaySource(.ofLocale, locale: CalendarLocale(resolved), languageTag: calendar.facts.languageTag)
  return try bench(calendar, holidays: holidays, label: "\(id) \(calendar.facts.calendar.identifier)")
}

/// The same figures for a calendar of the Foundation provider (its holidays through the same engine,
/// reckoned by its arithmetic).
func benchFoundation(_ id: String, _ system: CalendarSystem?) throws -> Row {
  let provider = FoundationCalendarProvider()
  let locale = try provider.locale(id)
  let calendar = try provider.makeCalendar(locale, CalendarOptions(calendar: system))
  let holidays = try foundationRenderer.holidaySource(
    .ofLocale, locale: locale, languageTag: calendar.calendarFacts.languageTag)
  return try bench(calendar, holidays: holidays, label: "\(id) \(calendar.calendarFacts.calendar.identifier) (F)")
}

func bench(_ calendar: any CalendarLocalization, holidays: (any HolidaySource)?, label: String) throws -> Row {
  let layout = DocumentLayout(localization: calendar, generator: generator)
  let first = try calendar.monthArithmetic.month(containing: JulianDay(isoYear: 1900, month: 1, day: 1))
  var spans = [first]
  while spans.count < monthCount { spans.append(try calendar.monthArithmetic.month(after: spans[spans.count - 1])) }
  // The same distinct months every pass; the arithmetic is part of the build (not cached by month).
  var documents: [CalendarDocument] = []
  var labelled: [CalendarDocument] = []
  let build = try measure(rounds: rounds) {
    documents.removeAll(keepingCapacity: true)
    var span = first
    for _ in 0..<monthCount {
      documents.append(try layout.document(LayoutRequest(view: .month(span))))
      span = try calendar.monthArithmetic.month(after: span)
    }
  }
  var buildHolidays: Double?
  if let holidays {
    var withHolidays = layout
    withHolidays.holidays = holidays
    _ = try withHolidays.document(LayoutRequest(view: .month(first)))  // the first year computed once
    buildHolidays = try measure(rounds: rounds) {
      for span in spans { _ = try withHolidays.document(LayoutRequest(view: .month(span))) }
    }
  }
  // The sky (`--sky terms,phases`) in Seoul: the years computed once (as by a renderer kept
  // between requests), then each month looks up its span's events and puts them on its days.
  var withSky = layout
  withSky.sky = SkyMarks(
    phases: true, terms: true, seasons: false, zone: try renderer.provider.timeZone("Asia/Seoul"),
    zoneKey: "Asia/Seoul", names: .english, years: SkyYears())
  for span in spans { _ = try withSky.document(LayoutRequest(view: .month(span))) }
  let buildSky = try measure(rounds: rounds) {
    for span in spans { _ = try withSky.document(LayoutRequest(view: .month(span))) }
  }
  let buildLabelled = try measure(rounds: rounds) {
    labelled.removeAll(keepingCapacity: true)
    for span in spans {
      var request = LayoutRequest(view: .month(span))
      request.accessibleLabels = true
      labelled.append(try layout.document(request))
    }
  }
  var bytes = 0
  func time(_ format: OutputFormat, _ documents: [CalendarDocument]) -> Double {
    measure(rounds: rounds) { for document in documents { bytes &+= (try? renderer.render(document, as: format))?.utf8.count ?? 0 } }
  }
  let row = Row(
    label: label, build: build, buildHolidays: buildHolidays, buildSky: buildSky,
    buildLabelled: buildLabelled,
    text: time(.text, documents), json: time(.json, documents), svg: time(.svg, labelled), html: time(.html, labelled))
  if bytes == 42 { print("") }  // keeps the work observable
  let n = Double(monthCount)
  return Row(
    label: row.label, build: row.build / n, buildHolidays: row.buildHolidays.map { $0 / n }, buildSky: row.buildSky / n,
    buildLabelled: row.buildLabelled / n, text: row.text / n,
    json: row.json / n, svg: row.svg / n, html: row.html / n)
}

/// Debian's Python (not a pyenv shim): the calendar module's month per call, same months.
func python(_ function: String) -> Double? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
  process.arguments = [
    "-c",
    """
    import calendar, time
    c = calendar.\(function)()
    months = [(1900 + i // 12, i % 12 + 1) for i in range(\(monthCount))]
    def run():
        s = time.perf_counter()
        n = sum(len(c.formatmonth(y, m)) for y, m in months)
        return time.perf_counter() - s
    print(min(run() for _ in range(\(rounds))) / len(months))
    """,
  ]
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
}

print("Per month, µs (build: ICU arithmetic + headings + cells; +labels: with the accessible full dates")
print("SVG and HTML carry; text/json/svg/html: rendering alone; totals: build + rendering; (F): through")
print("the Foundation provider, every other row the ICU provider):")
print(
  "locale calendar                build +labels   text   json    svg   html | b+text b+json b+svg b+html")
let only = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
let cases: [(String, CalendarSystem?)] =
  [("en-US", nil), ("ko-KR", nil)] + CalendarSystem.allCases.filter { $0 != .gregorian }.map { ("en-US", $0) }
// Every case measured in several passes over all of them, each figure the best of its passes':
// a shared machine's slow spells (everything at half speed for a second or so) outlast one case's
// rounds, and passes spread each case's rounds over the run.
let passes = 5
let selected = cases.filter { only == nil || only == "\($0.0)/\($0.1?.identifier ?? "default")" }
var rows: [Row] = []
for pass in 0..<passes {
  for (index, (id, system)) in selected.enumerated() {
    let r = try bench(id, system)
    if pass == 0 { rows.append(r) } else { rows[index] = rows[index].best(r) }
  }
}
// The Foundation provider's figures beside the ICU provider's (not with --only).
let foundationCases: [(String, CalendarSystem?)] = [("en-US", nil), ("ko-KR", nil), ("ar-SA", nil), ("he-IL", .hebrew)]
if only == nil {
  var foundationRows: [Row] = []
  for pass in 0..<passes {
    for (index, (id, system)) in foundationCases.enumerated() {
      let r = try benchFoundation(id, system)
      if pass == 0 { foundationRows.append(r) } else { foundationRows[index] = foundationRows[index].best(r) }
    }
  }
  rows += foundationRows
}
for r in rows {
  print(
    r.label.padding(toLength: 28, withPad: " ", startingAt: 0), µs(r.build), µs(r.buildLabelled), µs(r.text),
    µs(r.json), µs(r.svg), µs(r.html), "|", µs(r.build + r.text), µs(r.build + r.json),
    µs(r.buildLabelled + r.svg), µs(r.buildLabelled + r.html))
}
print("")
print("Holidays of the locale's region on every month (the region's years computed once, then kept):")
for r in rows {
  guard let with = r.buildHolidays else { continue }
  print(
    "  " + r.label.padding(toLength: 26, withPad: " ", startingAt: 0),
    "build \(µs(r.build)) µs, with holidays \(µs(with)) µs:", String(format: "%+.1f%%", (with / r.build - 1) * 100))
}
print("")
print("The sky (--sky terms,phases, Asia/Seoul) on every month (its years computed once, then kept; at most +2 µs):")
for r in rows {
  print(
    "  " + r.label.padding(toLength: 26, withPad: " ", startingAt: 0),
    "build \(µs(r.build)) µs, with the sky \(µs(r.buildSky)) µs:", String(format: "%+.2f µs", (r.buildSky - r.build) * 1e6))
}
/// Python's figure the best of as many runs as calrender's passes, like calrender's.
func bestPython(_ function: String) -> Double? {
  (0..<passes).compactMap { _ in python(function) }.min()
}
if only == nil, let textMonth = bestPython("TextCalendar"), let htmlMonth = bestPython("HTMLCalendar") {
  print("")
  print("Reference, Debian /usr/bin/python3 calendar module, same Gregorian months:")
  print("  TextCalendar.formatmonth \(µs(textMonth)) µs   HTMLCalendar.formatmonth \(µs(htmlMonth)) µs")
  for r in rows.prefix(2) {
    print(
      String(
        format: "  %@: build+text %.1f× Python's text; build+HTML (with labels) %.2f× Python's HTML",
        r.label, textMonth / (r.build + r.text), htmlMonth / (r.buildLabelled + r.html)))
  }
}

// MARK: - Cold start

/// One process run to exit: wall time, peak resident memory (KiB), CPU time (user + system) and
/// whether it exited 0.
func spawn(_ path: String, _ words: [String], environment: [String])
  -> (seconds: Double, maxRSS: Int, cpuSeconds: Double, succeeded: Bool)?
{
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  defer { posix_spawn_file_actions_destroy(&actions) }
  let argv: [UnsafeMutablePointer<CChar>?] = ([path] + words).map { strdup($0) } + [nil]
  let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
  defer { (argv + envp).forEach { free($0) } }
  var pid: pid_t = 0
  let start = now()
  guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return nil }
  var status: Int32 = 0
  var usage = rusage()
  wait4(pid, &status, 0, &usage)
  let wall = now() - start
  func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
  return (wall, usage.ru_maxrss, seconds(usage.ru_utime) + seconds(usage.ru_stime), status == 0)
}

/// The peak resident memory (KiB) of one run, as `/usr/bin/time -f %M` reports it; nil without it.
func peakKiB(_ path: String, _ words: [String], environment: [String]) -> Int? {
  let time = "/usr/bin/time", report = NSTemporaryDirectory() + "calrender-bench-peak-\(getpid())"
  guard FileManager.default.isExecutableFile(atPath: time),
    spawn(time, ["-f", "%M", "-o", report, path] + words, environment: environment) != nil
  else { return nil }
  defer { unlink(report) }
  return (try? String(contentsOfFile: report, encoding: .utf8)).flatMap {
    Int($0.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "")
  }
}

/// Compiles the C reference with the system C compiler.
func buildReference() -> String? {
  let output = NSTemporaryDirectory() + "calrender-reference-c"
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "cc", "-O2", packageRoot + "/Benchmarks/reference.c", "-o", output, "-licui18n", "-licuuc", "-licudata",
  ]
  do { try process.run() } catch { return nil }
  process.waitUntilExit()
  return process.terminationStatus == 0 ? output : nil
}

let pairs = quick ? 100 : 300
let ours = folder + "/calrender"
if only == nil, FileManager.default.isExecutableFile(atPath: ours), let reference = buildReference() {
  print("")
  // (case, LANG, calrender's arguments, the C program's). ar-SA's 2024 is a year of the Umm
  // al-Qura calendar far outside ICU's table; 1446 is one inside it, as this year's months are.
  let coldCases: [(String, String, [String], [String])] = [
    ("en-US  calrender 2 2024", "en_US.UTF-8", ["--today", "none", "2", "2024"], []),
    ("ko-KR  calrender 2 2024", "ko_KR.UTF-8", ["--today", "none", "2", "2024"], []),
    ("ar-SA  calrender 2 2024", "ar_SA.UTF-8", ["--today", "none", "2", "2024"], []),
    ("en-US  calrender -f svg 2 2024", "en_US.UTF-8", ["--today", "none", "-f", "svg", "2", "2024"], []),
    ("ar-SA  calrender 2 1446", "ar_SA.UTF-8", ["--today", "none", "2", "1446"], ["2", "1446"]),
  ]
  // Twice: the binaries as the build left them in the page cache, then read back from disk. A file
  // the linker has just written sits in the page cache in small pages, and each page fault maps
  // little of it; a file read from disk (after a reboot, or installed with `cp`/`install`) sits in
  // large folios, and a start faults less (~20 fewer faults for calrender's 8 MB, nothing for the
  // C program's 16 KB). Both programs are measured in the same state.
  for readBack in [false, true] {
    if readBack {
      for path in [ours, reference] {
        let fd = open(path, O_RDONLY)
        if fd >= 0 {
          _ = fdatasync(fd)
          _ = posix_fadvise(fd, 0, 0, Int32(POSIX_FADV_DONTNEED))
          close(fd)
        }
      }
    }
    print("")
    print(
      readBack
        ? "Cold start, read back (page cache dropped for both binaries first), \(pairs) interleaved pairs:"
        : "Cold start, as built, \(pairs) interleaved pairs (calrender, C reference), medians; ratio = median of pair ratios:")
    print("case                                  calrender   C (cc -O2)   ratio")
    for (label, lang, words, referenceWords) in coldCases {
      let environment = ["LANG=\(lang)", "TZ=UTC"]
      var a: [Double] = [], b: [Double] = [], ratios: [Double] = []
      // A first pair reads the files back (not counted).
      if readBack {
        _ = spawn(ours, words, environment: environment)
        _ = spawn(reference, referenceWords, environment: environment)
      }
      for _ in 0..<pairs {
        guard let x = spawn(ours, words, environment: environment),
          let y = spawn(reference, referenceWords, environment: environment)
        else { break }
        a.append(x.seconds)
        b.append(y.seconds)
        ratios.append(x.seconds / y.seconds)
      }
      func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
      guard !ratios.isEmpty else { continue }
      print(
        label.padding(toLength: 36, withPad: " ", startingAt: 0),
        String(format: "%7.2f ms   %7.2f ms   %5.2f×", median(a) * 1e3, median(b) * 1e3, median(ratios)))
    }
  }

  print("")
  print("Whole outputs (one process each, median of 5): wall time; peak memory of one run (/usr/bin/time)")
  for format in ["text", "json", "svg", "html"] {
    for words in [["-y", "2024"], ["-n", "1200", "1", "1900"]] {
      var runs: [(Double, Int)] = []
      for _ in 0..<5 {
        if let run = spawn(ours, ["--today", "none", "-f", format] + words, environment: ["LANG=ko_KR.UTF-8", "TZ=UTC"]) {
          runs.append((run.seconds, run.maxRSS))
        }
      }
      guard !runs.isEmpty else { continue }
      let time = runs.map(\.0).sorted()[runs.count / 2]
      // A child posix_spawn starts shares this process's memory until it execs, and Linux keeps
      // that high-water mark as the child's peak: measured through /usr/bin/time (a small process
      // that forks), the peak is calrender's own.
      let memory =
        peakKiB(ours, ["--today", "none", "-f", format] + words, environment: ["LANG=ko_KR.UTF-8", "TZ=UTC"]) ?? 0
      print(
        "  ko-KR -f \(format) \(words.joined(separator: " "))".padding(toLength: 38, withPad: " ", startingAt: 0),
        String(format: "%8.1f ms  %6.1f MB", time * 1e3, Double(memory) / 1024))
    }
  }

  // Events: a series with many EXDATEs, and a series that started 40 years ago.
  let temporary = NSTemporaryDirectory()
  var exdates = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\nBEGIN:VEVENT\r\nUID:x@bench\r\n"
  exdates += "DTSTART:20200101T090000Z\r\nDTEND:20200101T093000Z\r\nRRULE:FREQ=DAILY;COUNT=5000\r\nSUMMARY:Daily\r\n"
  for day in stride(from: 0, to: 6000, by: 2) {
    let date = JulianDay(isoYear: 2020, month: 1, day: 1).advanced(by: day).isoString.replacingOccurrences(of: "-", with: "")
    exdates += "EXDATE:\(date)T090000Z\r\n"
  }
  exdates += "END:VEVENT\r\nEND:VCALENDAR\r\n"
  let old = """
    BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\nBEGIN:VEVENT\r\nUID:w@bench\r\nDTSTART:19840106T090000Z\r
    DTEND:19840106T100000Z\r\nRRULE:FREQ=WEEKLY\r\nSUMMARY:Weekly\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
    """
  let exdatesFile = temporary + "calrender-bench-exdates.ics", oldFile = temporary + "calrender-bench-weekly.ics"
  try exdates.write(toFile: exdatesFile, atomically: true, encoding: .utf8)
  try old.write(toFile: oldFile, atomically: true, encoding: .utf8)
  /// The median of 21 interleaved pairs' differences (with events − without), and the plain
  /// command's median: the difference of two separate medians moved with the machine's load.
  func above(_ plain: [String], _ with: [String]) -> (above: Double, plain: Double)? {
    var differences: [Double] = [], plains: [Double] = []
    for _ in 0..<21 {
      guard let a = spawn(ours, plain, environment: ["LANG=en_US.UTF-8", "TZ=UTC"])?.seconds,
        let b = spawn(ours, with, environment: ["LANG=en_US.UTF-8", "TZ=UTC"])?.seconds
      else { return nil }
      differences.append(b - a)
      plains.append(a)
    }
    return (differences.sorted()[10], plains.sorted()[10])
  }
  print("")
  print("Events (21 interleaved pairs, without and with the events; medians):")
  let manyMonths = ["--today", "none", "-n", "120", "1", "2020"]
  if let many = above(manyMonths, manyMonths + ["--events", exdatesFile]) {
    print(String(format: "  3,000 EXDATEs over -n 120: %.1f ms above the plain %.1f ms", many.above * 1e3, many.plain * 1e3))
  }
  let oneMonth = ["--today", "none", "2", "2024"]
  if let weekly = above(oneMonth, oneMonth + ["--events", oldFile]) {
    print(String(format: "  a 40-year-old weekly series over one month: %.1f ms above the plain %.1f ms", weekly.above * 1e3, weekly.plain * 1e3))
  }
  try commandAgainstLibrary(binary: ours, rounds: quick ? 5 : 11)
  try serviceCost(rounds: quick ? 5 : 9, months: 240)
}

// MARK: - Printing

// A 12-month wall calendar as PDF: calrender's (the year's page and a page a month, 13 pages, ko-KR
// with holidays and lunar dates) beside rem2pdf's 12 pages from an empty Remind file (Debian's
// `remind`: Perl over Cairo and Pango) and beside rsvg-convert turning calrender's own SVG of the
// same 13 pages into a PDF (the SVG made before, not timed). Interleaved triples, medians.
if only == nil || only == "print", FileManager.default.isExecutableFile(atPath: ours),
  FileManager.default.isExecutableFile(atPath: "/usr/bin/rem2pdf"),
  FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert")
{
  let work = NSTemporaryDirectory() + "calrender-bench-print-\(getpid())"
  try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: work) }
  let environment = ["PATH=/usr/bin:/bin", "LANG=ko_KR.UTF-8", "TZ=UTC"]
  let common = ["-l", "ko-KR", "--secondary", "dangi", "--today", "none"]
  var svgs: [String] = []
  for (index, words) in ([["-y", "2025"]] + (1...12).map { ["\($0)", "2025"] }).enumerated() {
    let file = work + "/page-\(index).svg"
    _ = spawn(ours, common + ["-f", "svg", "-o", file] + words, environment: environment)
    svgs.append(file)
  }
  let commands: [(String, String, [String], Int)] = [
    ("calrender -f pdf -y 2025 (ko-KR, lunar dates, holidays)", ours, common + ["-f", "pdf", "-o", work + "/calrender.pdf", "-y", "2025"], 13),
    ("remind -pp12 /dev/null 1 jan 2025 | rem2pdf", "/bin/sh", ["-c", "remind -pp12 /dev/null 1 jan 2025 | rem2pdf --media=A4 > \(work)/rem2pdf.pdf"], 12),
    ("rsvg-convert -f pdf of calrender's 13 SVGs", "/usr/bin/rsvg-convert", ["-f", "pdf", "-o", work + "/rsvg.pdf"] + svgs, 13),
  ]
  /// Wall time and the CPU time of the command and its children (user + system): on a shared
  /// machine the wall time is mostly waiting for a core, the CPU time what the work costs.
  func cpuSpawn(_ path: String, _ words: [String]) -> (wall: Double, cpu: Double)? {
    var before = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &before)
    guard let run = spawn(path, words, environment: environment) else { return nil }
    var after = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &after)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    let cpu = seconds(after.ru_utime) + seconds(after.ru_stime) - seconds(before.ru_utime) - seconds(before.ru_stime)
    return (run.seconds, cpu)
  }
  let triples = quick ? 7 : 21
  var walls = Array(repeating: [Double](), count: commands.count), cpus = walls
  _ = commands.map { spawn($0.1, $0.2, environment: environment) }  // a first run of each, not counted
  for _ in 0..<triples {
    for (index, command) in commands.enumerated() {
      if let run = cpuSpawn(command.1, command.2) {
        walls[index].append(run.wall)
        cpus[index].append(run.cpu)
      }
    }
  }
  print("")
  print("Printing, a 12-month wall calendar as PDF (\(triples) interleaved runs each, medians, ms; CPU: user + system):")
  print("command                                                  wall ms   CPU ms  pages  CPU/page  CPU vs calrender")
  func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }
  let cpu0 = median(cpus[0])
  for (index, command) in commands.enumerated() {
    let size = (try? FileManager.default.attributesOfItem(atPath: work + ["/calrender.pdf", "/rem2pdf.pdf", "/rsvg.pdf"][index])[.size] as? Int) ?? 0
    let cpu = median(cpus[index])
    print(
      command.0.padding(toLength: 56, withPad: " ", startingAt: 0)
        + String(format: " %8.1f %8.1f %6d %9.1f %9.2fx  (%d KiB)", median(walls[index]) * 1e3, cpu * 1e3, command.3, cpu * 1e3 / Double(command.3), cpu / cpu0, size / 1024))
  }
}
