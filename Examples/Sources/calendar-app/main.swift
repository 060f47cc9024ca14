// An app's use of the library, end to end (issue 24's "done when"): a month for a Foundation
// `Date` in a `TimeZone` and a `Locale`, `.ics` text merged with the app's own events, the JSON
// output decoded back into an equal document, errors an alert can show, and a host thread writing
// to stderr throughout 100 `.ics` renders. ExamplesPackageTests runs it and reads what it prints.
import CalRender
import Foundation

let seoul = TimeZone(identifier: "Asia/Seoul")!
let korean = Locale(identifier: "ko_KR")
// 2024-02-14 09:00 in Seoul (00:00 UTC).
let now = Date(timeIntervalSince1970: 1_707_868_800)
let ics = """
  BEGIN:VCALENDAR\r
  VERSION:2.0\r
  PRODID:-//example//app//EN\r
  BEGIN:VEVENT\r
  UID:trip@example.com\r
  DTSTAMP:20240101T000000Z\r
  DTSTART;VALUE=DATE:20240209\r
  DTEND;VALUE=DATE:20240213\r
  SUMMARY:설 연휴 여행\r
  END:VEVENT\r
  END:VCALENDAR\r

  """
let lunch = DateInterval(start: now.addingTimeInterval(3 * 3600), duration: 3600)  // 12:00–13:00 in Seoul

let renderer = CalendarRenderer()
let events = try appEvents(icsText: ics, lunch: lunch)
var request = monthRequest(containing: now, now: now, in: seoul, locale: korean, events: events)
request.selection = Selection([JulianDay(isoYear: 2024, month: 2, day: 9)...JulianDay(isoYear: 2024, month: 2, day: 12)])
let document = try renderer.document(request)
guard let month = MonthModel(document) else { fatalError("a month view has a month") }
print("title:", month.title, month.weekdayLabels.joined(separator: " "), month.isRightToLeft ? "rtl" : "ltr")
for day in month.weeks.joined() where [9, 10, 14].contains(day.id.isoComponents.day) && day.isInMonth {
  print(
    "day:", day.id, day.label, day.weekdayName, day.accessibilityLabel, day.isToday ? "today" : "-",
    day.isRed ? "red" : "-", day.selection.map { "\($0)" } ?? "-", day.holidayNames, day.eventTitles,
    day.secondaryText ?? "-")
}

// The JSON a server would send, decoded in the app: the same document.
let json = try renderer.render(document, as: .json)
let decoded = try decodeDocument(json)
print("json:", json.utf8.count, "bytes, decodes equal:", decoded == document)
print("request json decodes equal:", try decodeDocument(renderer.render(request, as: .json)) == renderer.document(request, accessibleLabels: false))

// Errors an alert shows: the library's words, none of the command's.
var unknownZone = CalendarRequest(locale: "ko-KR")
unknownZone.timeZone = "Asia/Atlantis"
for bad in [CalendarRequest(locale: "xx-YY"), unknownZone] {
  do {
    _ = try renderer.document(bad)
    print("error: none")
  } catch {
    print("error:", error.localizedDescription)
  }
}

// A host thread writes to stderr while libical parses: every line arrives (the library never
// redirects the process's stderr).
final class Writer: @unchecked Sendable {
  private let lock = NSLock()
  private var stopped = false
  private(set) var lines = 0
  let started = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)

  /// The C library's `stderr` as C code reads it: the variable, each time (a library that swapped
  /// the stream would swap it there).
  private static func standardError() -> UnsafeMutablePointer<FILE>? {
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), "stderr")?.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self)
      .pointee
  }

  func run() {
    while !lock.withLock({ stopped }) {
      fputs("host line \(lines)\n", Self.standardError())
      lines += 1
      if lines == 1 { started.signal() }
      usleep(100)
    }
    finished.signal()
  }

  func stop() { lock.withLock { stopped = true } }
}
let writer = Writer()
Thread.detachNewThread { writer.run() }
writer.started.wait()  // the renders begin while it writes
var rendered = 0
for index in 0..<100 {
  var each = CalendarRequest(locale: "en-US", view: .month(containing: JulianDay(isoYear: 2024, month: 2, day: 1 + index % 28)))
  each.events = try Events(text: ics)
  each.timeZone = "UTC"
  if try renderer.render(each, as: .text).contains("February 2024") { rendered += 1 }
}
writer.stop()
writer.finished.wait()
print("renders:", rendered, "while the host wrote", writer.lines, "lines to stderr")
