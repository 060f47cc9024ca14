import CICUShim
import CalendarModel

/// The pattern generator's answers for the skeletons a start asks for, without opening the
/// generator (`udatpg_open` is the largest single cost of a start: some 3.4 M instructions).
///
/// The build makes the table from the system ICU (the GeneratePatternTable plugin runs
/// `pattern-table-generator`): for every locale ICU lists, every calendar and the skeletons in
/// ``skeletons``, the generator's pattern wherever the locale data's `availableFormats` entry is
/// missing or different (with ICU 72: 38 700 of 55 000, mostly calendars other than the Gregorian,
/// whose data lists `GyMMMM` rather than `yMMMM`, or says `G y` or `r(U)` for the generator's
/// `y`), one line per locale and skeleton with the calendars each pattern holds for (~150 KB,
/// searched by bisection: a start reads a few pages of it). Everywhere else the data's pattern *is*
/// the generator's, and ``PatternSource`` reads it. The table is used only with the
/// ICU version it was made from, for locale identifiers it lists with no keyword but the calendar;
/// anything else asks the generator. `PatternTableTests` compares every answer with the generator's.
enum PatternTable {
  /// What the table says about a skeleton in a locale and calendar.
  enum Answer: Equatable {
    /// The generator's pattern, which the locale data does not give.
    case pattern(String)
    /// The locale data's pattern for the skeleton, which is the generator's.
    case dataPattern
  }

  /// The answer for `skeleton` in `locale` (an ICU identifier) and the calendar ICU calls
  /// `calendarType`; nil when the table cannot say (another ICU version, a locale it does not list,
  /// another skeleton).
  static func answer(
    locale: String, calendarType: String, skeleton: String, icuVersion: String = linkedICU
  ) -> Answer? {
    guard icuVersion == builtForICU, skeletons.contains(skeleton) else { return nil }
    // Only the form LocaleCalendar gives: a listed locale with the calendar keyword alone.
    let suffix = "@calendar=" + calendarType
    guard locale.hasSuffix(suffix) else { return nil }
    let base = Array(locale.utf8.dropLast(suffix.utf8.count))
    guard !base.contains(UInt8(ascii: "@")), line(in: locales, startingWith: base, then: UInt8(ascii: "\n")) != nil
    else { return nil }
    guard let bit = calendars.firstIndex(of: calendarType) else { return nil }
    let key = base + Array(" \(skeleton)".utf8)
    guard let fields = line(in: rows, startingWith: key, then: UInt8(ascii: "\t")) else { return .dataPattern }
    // "calendars=pattern" fields, tab-separated: the one whose bit set holds the calendar.
    for field in fields.split(separator: "\t") {
      guard let equals = field.firstIndex(of: "="), let set = UInt32(field[..<equals], radix: 16) else { return nil }
      if set & (1 << UInt32(bit)) != 0 { return .pattern(String(field[field.index(after: equals)...])) }
    }
    return .dataPattern
  }

  /// The identifier to ask ``answer(locale:calendarType:skeleton:icuVersion:)`` for `locale` (an ICU
  /// identifier with the calendar keyword alone): itself when the table lists its locale; for a
  /// locale ICU reaches through an alias to a listed one with its script — `zh_CN` → `zh_Hans_CN`,
  /// `sr_RS` → `sr_Cyrl_RS`, the POSIX names of LANG — that one, which has its data (its likely
  /// subtags name it; `PatternTableTests` compare the answers with the generator's for every such
  /// locale); nil otherwise.
  static func listedLocale(for locale: String, calendarType: String) -> String? {
    let suffix = "@calendar=" + calendarType
    guard locale.hasSuffix(suffix) else { return nil }
    let base = Array(locale.utf8.dropLast(suffix.utf8.count))
    guard !base.contains(UInt8(ascii: "@")) else { return nil }
    if line(in: locales, startingWith: base, then: UInt8(ascii: "\n")) != nil { return locale }
    guard let listed = likelySubtags(base), listed != base,
      line(in: locales, startingWith: listed, then: UInt8(ascii: "\n")) != nil
    else { return nil }
    return String(decoding: listed, as: UTF8.self) + suffix
  }

  /// ICU's likely subtags of a locale identifier (`zh_CN` → `zh_Hans_CN`), or nil.
  private static func likelySubtags(_ locale: [UInt8]) -> [UInt8]? {
    guard let text = try? icuString("likely subtags", { cr_locale_add_likely_subtags(String(decoding: locale, as: UTF8.self), $0, $1, $2) })
    else { return nil }
    return Array(text.utf8)
  }

  /// The rest of the line of `table` (lines in byte order) that starts with `key` followed by
  /// `separator`, by bisection over the bytes; nil when there is none.
  private static func line(in table: StaticString, startingWith key: [UInt8], then separator: UInt8) -> String? {
    table.withUTF8Buffer { bytes -> String? in
      // Lines between `low` and `high` (offsets of line starts; `high` may be the end).
      var low = 0
      var high = bytes.count
      while low < high {
        // The start of the line holding the middle byte.
        var start = low + (high - low) / 2
        while start > low && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        switch compare(bytes, start, end, key, separator) {
        case .orderedSame:
          var field = start + key.count + 1
          if separator == UInt8(ascii: "\n") { field = end }
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[field..<end]), as: UTF8.self)
        case .orderedAscending: low = end + 1
        case .orderedDescending: high = start
        }
      }
      return nil
    }
  }

  /// The version of the ICU this process runs with.
  static let linkedICU = ICUVersions.current().icu

  private enum Order { case orderedAscending, orderedSame, orderedDescending }

  /// How the line's key (up to `separator`, or the line's end) orders against `key`.
  private static func compare(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ key: [UInt8], _ separator: UInt8
  ) -> Order {
    var lineKeyEnd = start
    while lineKeyEnd < end && bytes[lineKeyEnd] != separator { lineKeyEnd += 1 }
    let lineKey = UnsafeBufferPointer(rebasing: bytes[start..<lineKeyEnd])
    if lineKey.elementsEqual(key) { return .orderedSame }
    return lineKey.lexicographicallyPrecedes(key) ? .orderedAscending : .orderedDescending
  }
}
