import CalRender
import Foundation
import Testing

/// The thread-safety contract of `CalendarRenderer`: requests on many threads at once give the
/// same bytes as the same requests one after another.
@Suite("Thread safety")
struct ThreadSafetyTests {
  static let locales = ["ko-KR", "ja-JP", "ar-SA", "he-IL", "fa-IR", "th-TH", "zh-CN-u-ca-chinese", "de-DE"]

  static func request(_ locale: String, _ index: Int) -> CalendarRequest {
    var request = CalendarRequest(locale: locale)
    request.view = .months(containing: JulianDay(isoYear: 2000 + index, month: 2, day: 14), count: 3)
    request.today = .date(JulianDay(isoYear: 2024, month: 2, day: 14))
    request.secondary = .hebrew
    request.weekNumbering = .locale
    return request
  }

  @Test func eightThreadsGiveTheBytesOfOne() throws {
    let formats: [OutputFormat] = [.text, .json, .svg, .html]
    // One thread: every locale, every format.
    let serial = CalendarRenderer(environment: [:])
    var expected: [String] = []
    for (index, locale) in Self.locales.enumerated() {
      for format in formats { expected.append(try serial.render(Self.request(locale, index), as: format)) }
    }
    // Eight threads sharing one renderer, each its own locale, several rounds so they overlap.
    let shared = CalendarRenderer(environment: [:])
    let results = Results(count: Self.locales.count)
    DispatchQueue.concurrentPerform(iterations: Self.locales.count) { index in
      var outputs: [String] = []
      for _ in 0..<5 {
        outputs = []
        for format in formats {
          outputs.append((try? shared.render(Self.request(Self.locales[index], index), as: format)) ?? "failed")
        }
      }
      results.set(index, outputs)
    }
    #expect(results.all.flatMap { $0 } == expected)
  }

  final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[String]]
    init(count: Int) { values = Array(repeating: [], count: count) }
    func set(_ index: Int, _ value: [String]) { lock.withLock { values[index] = value } }
    var all: [[String]] { lock.withLock { values } }
  }
}
