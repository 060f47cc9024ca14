import CalRender
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The library leaves the process's `stderr` alone: libical's own complaints are never provoked
/// (the lines that make libical 3.0.16 print are not given to it), so no stream is swapped while
/// it parses and a thread of the app writing to `stderr` meanwhile loses nothing.
@Suite("Standard error is the app's", .serialized)
struct StandardErrorTests {
  /// Lines that make libical print when it is given them: an END with nothing open, and the two
  /// properties whose value kinds its value parser has no case for.
  static let ics = """
    BEGIN:VCALENDAR
    VERSION:2.0
    PRODID:-//calrender tests//EN
    BEGIN:VEVENT
    UID:a
    DTSTART:20240214T100000Z
    DTEND:20240214T110000Z
    RRULE:FREQ=DAILY;COUNT=5
    SUMMARY:Stand-up
    END:VEVENT
    END:VCALENDAR
    END:VCALENDAR

    """

  /// The C library's `stderr` stream as it is now (the variable read each time, as C code reads
  /// it: a swap of it would show here).
  static func standardError() -> UnsafeMutablePointer<FILE>? {
    guard let variable = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "stderr") else { return nil }
    return variable.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
  }

  final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
  }

  @Test func aWriterThreadLosesNoLineDuringICalendarRenders() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(getpid()).txt").path
    let file = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
    try #require(file >= 0)
    fflush(Self.standardError())
    let saved = dup(2)
    dup2(file, 2)
    let done = Flag(), finished = DispatchSemaphore(value: 0)
    let written = Locked(0)
    Thread.detachNewThread {
      var count = 0
      while !done.isSet || count < 100 {
        fputs("writer line \(count)\n", Self.standardError())
        fflush(Self.standardError())
        count += 1
        usleep(200)
      }
      written.set(count)
      finished.signal()
    }
    var failure: (any Error)?
    do {
      let renderer = CalendarRenderer()
      for _ in 0..<100 {
        var request = CalendarRequest(locale: "en-US", view: .month(containing: JulianDay(isoYear: 2024, month: 2, day: 1)))
        request.today = .none
        request.timeZone = "UTC"
        request.events = try Events(text: Self.ics)
        // X-LIC-CLASS and TASK-MODE made libical print, and it refused them; calrender reads neither.
        request.events?.merge(try Events(text: Self.ics.replacingOccurrences(of: "RRULE", with: "X-LIC-CLASS:x\nTASK-MODE:x\nRRULE")))
        let text = try renderer.render(request, as: .text)
        if !text.contains("14") { throw CalRenderError(.internal, "no grid") }
      }
    } catch {
      failure = error
    }
    done.set()
    finished.wait()
    fflush(Self.standardError())
    dup2(saved, 2)
    close(saved)
    close(file)
    if let failure { throw failure }
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    unlink(path)
    // Other tests running at once may write to descriptor 2 too (the test runner's progress):
    // the writer's lines must all be there in order, and nothing of libical's.
    let expected = (0..<written.value).map { "writer line \($0)" }
    let writers = lines.filter { $0.hasPrefix("writer line ") }
    let lost = Set(expected).subtracting(writers).count
    #expect(writers == expected, "\(lost) of \(expected.count) lines lost")
    #expect(!lines.contains { $0.contains("libical") || $0.contains("icalparser") || $0.contains("icalvalue") })
    #expect(written.value >= 100)
  }

  final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
  }
}
