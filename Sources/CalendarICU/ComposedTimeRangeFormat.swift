import CICUShim
import CalendarModel

/// Two times of one day as ICU 72's interval format writes them for the skeleton of the agenda's
/// `jm` pattern, composed from the locale's CLDR data without opening that format: `udtitvfmt_open`
/// builds two pattern generators of its own (~2.7 M instructions each), an agenda's largest cost
/// at start.
///
/// As `DateIntervalFormat` does: the greatest field in which the ends differ (day period, then
/// hour, then minute; none: the single time) picks the skeleton's interval pattern
/// (`intervalFormats/<skeleton>/<a|B|h|H|m>`; a 24-hour skeleton has no day-period pattern and
/// takes the hour's), which is cut where a field letter first repeats; the start is written with
/// the first half, the end with the second, each by a plain date formatter of that half. Isolated,
/// each end spans the fields both ends write (ICU's `FormattedDateInterval` spans).
///
/// ``make(locale:calendarType:pattern:)`` answers nil where the data alone cannot say what ICU
/// writes: an hour other than `h`/`H`, a field ICU would widen or rewrite, a skeleton with no
/// interval patterns of its own, a pattern or fallback that puts the later time first. There the
/// caller keeps ICU's interval format. The tests compare both for every locale ICU lists.
final class ComposedTimeRangeFormat {
  /// The greatest field in which two times of a day differ, as ICU compares them.
  enum Field: Int, CaseIterable {
    case dayPeriod, hour, minute

    /// nil: the same minute (ICU writes the single time; `jm` shows no seconds).
    init?(from start: Int, to end: Int) {
      if (start < 43_200) != (end < 43_200) {
        self = .dayPeriod
      } else if start / 3600 != end / 3600 {
        self = .hour
      } else if start / 60 % 60 != end / 60 % 60 {
        self = .minute
      } else {
        return nil
      }
    }
  }

  /// An interval pattern cut in two (`h:mm – ` and `h:mm a`); `second` is nil when no field repeats.
  struct Halves: Equatable {
    var first: String
    var second: String?

    init(first: String, second: String?) {
      self.first = first
      self.second = second
    }

    /// Cut where a field letter first repeats, as ICU's `splitPatternInto2Part`; nil when the
    /// pattern's quotes do not close.
    init?(_ pattern: String) {
      guard let tokens = PatternToken.tokens(of: pattern) else { return nil }
      var seen: Set<Character> = []
      var first = ""
      var second: String?
      for token in tokens {
        switch token {
        case .field(let letter, let count):
          if second == nil, seen.contains(letter) { second = "" }
          seen.insert(letter)
          let text = String(repeating: letter, count: count)
          if second != nil { second! += text } else { first += text }
        case .literal(_, let source):
          if second != nil { second! += source } else { first += source }
        }
      }
      self.first = first
      self.second = second
    }
  }

  private let locale: String
  private let halves: [Halves]
  /// The halves' formatters by field, opened when a range first needs them.
  private var formats: [(first: ICUDateFormat, second: ICUDateFormat?)?]

  private init(locale: String, halves: [Halves]) {
    self.locale = locale
    self.halves = halves
    formats = Array(repeating: nil, count: halves.count)
  }

  /// The composition for `pattern` (the locale's `jm` pattern) in `locale` (an ICU id with its
  /// calendar keyword) and `calendarType`; nil where ICU's interval format must write the range.
  static func make(locale: String, calendarType: String, pattern: String) -> ComposedTimeRangeFormat? {
    guard let skeleton = intervalSkeleton(of: pattern) else { return nil }
    // A fallback with the end first makes ICU put the later time first in every pattern.
    guard let fallback = ICUIntervalFormat.fallbackPattern(locale: locale, calendarType: calendarType),
      let start = offset(of: "{0}", in: fallback), let end = offset(of: "{1}", in: fallback), start < end
    else { return nil }
    let hour = skeleton.contains("H") ? "H" : "h"
    func data(_ field: String) -> String? {
      intervalPattern(locale: locale, calendarType: calendarType, skeleton: skeleton, field: field)
    }
    guard let minutes = data("m"), let hours = data(hour) else { return nil }
    // ICU reads a skeleton's patterns into one per calendar field, `B` before `a` (keys in order):
    // zh_Hant's `hm` has both, and ICU writes its `B` (晚上10:00至凌晨12:00). A 24-hour skeleton
    // has no day-period pattern: ICU takes the hour's.
    let dayPeriods = data("B") ?? data("a") ?? hours
    var halves: [Halves] = []
    for text in [dayPeriods, hours, minutes] {
      guard !text.hasPrefix("latestFirst:"), !text.hasPrefix("earliestFirst:"), let cut = Halves(text) else { return nil }
      halves.append(cut)
    }
    return ComposedTimeRangeFormat(locale: locale, halves: halves)
  }

  /// The interval-data skeleton ICU looks up for a `jm` pattern: its hour (`h` or `H`) and minute
  /// once each, after `B` when it has one (`a` is implied: ICU drops it to match); nil for any
  /// other field or width ICU would rewrite (`K`, `k`, `b`, `aaaa`, seconds, zones).
  static func intervalSkeleton(of pattern: String) -> String? {
    guard let tokens = PatternToken.tokens(of: pattern) else { return nil }
    var hour: Character?
    var minute = false
    var flexible = false
    for case .field(let letter, let count) in tokens {
      switch letter {
      case "h", "H":
        if let hour, hour != letter { return nil }
        hour = letter
      case "m": minute = true
      case "a" where count == 1: break
      case "B" where count == 1: flexible = true
      default: return nil
      }
    }
    guard let hour, minute, !(flexible && hour == "H") else { return nil }
    return (flexible ? "B" : "") + String(hour) + "m"
  }

  /// Two times of `day` (seconds after midnight, the same minute excluded: the caller writes
  /// that as one time).
  func format(on day: JulianDay, from start: Int, to end: Int, field: Field, isolatingEnds: Bool) throws -> String {
    if formats[field.rawValue] == nil {
      let cut = halves[field.rawValue]
      formats[field.rawValue] = (
        try ICUDateFormat(locale: locale, pattern: cut.first),
        try cut.second.map { try ICUDateFormat(locale: locale, pattern: $0) }
      )
    }
    let (first, second) = formats[field.rawValue]!  // opened just above
    return try icuString("formatting a range of times on \(day.isoString)") {
      cr_time_range_format(
        first.handle, second?.handle, nil, nil, nil, Int64(day.value), Double(start), Double(end),
        isolatingEnds ? 1 : 0, $0, $1, $2)
    }
  }

  /// Where `needle` first stands in `text` (UTF-8 offset), or nil.
  private static func offset(of needle: String, in text: String) -> Int? {
    let (haystack, needle) = (Array(text.utf8), Array(needle.utf8))
    guard haystack.count >= needle.count else { return nil }
    return (0...(haystack.count - needle.count)).first { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
  }

  /// The data's interval pattern (``cr_interval_pattern``), or nil.
  static func intervalPattern(locale: String, calendarType: String, skeleton: String, field: String) -> String? {
    icuDataString { cr_interval_pattern(locale, calendarType, skeleton, field, $0, $1, $2) }
  }
}
