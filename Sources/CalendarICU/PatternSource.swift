import CICUShim
import CalendarModel

/// Best patterns for skeletons in one locale and calendar. The skeletons a start asks for come
/// from the build's ``PatternTable`` (the generator's pattern, or word that the locale data's is
/// the same) or, with another ICU, from the data where the tests prove it equal; any other opens
/// the pattern generator, and only then: `udatpg_open` is the largest single cost of a cold start.
///
/// One source serves every user of its locale and calendar (``PatternSourceCache``): a renderer's
/// calendars, secondary calendars and pattern linter share it, so the generator is opened at most
/// once. ICU's generator is not thread-safe: it is used under a lock.
package final class PatternSource: Sendable {
  let locale: String
  let calendarType: String
  private let state = Locked(State())

  private struct State: ~Copyable {
    var generator: ICUPatternGenerator?
    var patterns: [String: String] = [:]
    /// ``PatternTable/listedLocale(for:calendarType:)``, asked once (nil: not yet).
    var tableLocale: String??
  }

  /// Patterns for `locale` (an ICU id) in the calendar ICU names `calendarType`.
  package init(locale: String, calendarType: String) {
    self.locale = locale
    self.calendarType = calendarType
  }

  /// Whether the data's pattern for `skeleton` is the generator's in every locale of this calendar
  /// (the tests prove it for these). Elsewhere the generator adjusts what the data says: it widens
  /// `E` to `EEE` in `yMMMEd`, and answers `y` rather than the data's `r(U)` in lunar calendars.
  package static func dataMatchesGenerator(_ skeleton: String, calendarType: String) -> Bool {
    switch skeleton {
    case "yMMMM", "yMMMMEEEEd", "jm", "LLL", "yMMM": true
    case "y": calendarType == "gregorian" || calendarType == "iso8601"
    default: false
    }
  }

  /// The locale's best pattern for `skeleton`.
  package func bestPattern(skeleton: String) throws -> String {
    try state.withLock { state in
      if let known = state.patterns[skeleton] { return known }
      let pattern: String
      switch PatternTable.answer(locale: locale, calendarType: calendarType, skeleton: skeleton) {
      case .pattern(let tabled)?:
        pattern = tabled
      case .dataPattern?:
        pattern = try availableFormat(skeleton) ?? generatorPattern(skeleton: skeleton, &state)
      case nil:
        let data = Self.dataMatchesGenerator(skeleton, calendarType: calendarType) ? try availableFormat(skeleton) : nil
        pattern = try data ?? listedAnswer(skeleton, &state) ?? generatorPattern(skeleton: skeleton, &state)
      }
      state.patterns[skeleton] = pattern
      return pattern
    }
  }

  /// The table's answer for the listed locale this one's data is (`zh_CN` → `zh_Hans_CN`,
  /// ``PatternTable/listedLocale(for:calendarType:)``, looked up once), before opening the
  /// generator; nil when there is none.
  private func listedAnswer(_ skeleton: String, _ state: inout State) throws -> String? {
    // The hour cycle `j` stands for is the alias's own, not always the listed locale's (ff_GH's
    // generator answers `jm` otherwise than ff_Latn_GH's): the generator decides it.
    guard !skeleton.contains("j") else { return nil }
    if state.tableLocale == nil { state.tableLocale = .some(PatternTable.listedLocale(for: locale, calendarType: calendarType)) }
    guard let listed = state.tableLocale ?? nil, listed != locale else { return nil }
    switch PatternTable.answer(locale: listed, calendarType: calendarType, skeleton: skeleton) {
    case .pattern(let tabled)?: return tabled
    case .dataPattern?: return try availableFormat(skeleton)
    case nil: return nil
    }
  }

  /// The generator's pattern for `skeleton`, never the data's (the tests compare the two).
  package func generatorPattern(skeleton: String) throws -> String {
    try state.withLock { try generatorPattern(skeleton: skeleton, &$0) }
  }

  private func generatorPattern(skeleton: String, _ state: inout State) throws -> String {
    if state.generator == nil { state.generator = try ICUPatternGenerator(locale: locale) }
    return try state.generator!.bestPattern(skeleton: skeleton)  // opened just above
  }

  /// The locale's wide display name of a date field, from the generator (opened if need be).
  package func fieldDisplayName(_ field: ICUFieldNames.Field) throws -> String {
    try state.withLock { state in
      if state.generator == nil { state.generator = try ICUPatternGenerator(locale: locale) }
      return try state.generator!.fieldDisplayName(field)  // opened just above
    }
  }

  /// The locale's medium dateTimeFormat (``ICUPatternGenerator/dateTimeFormat()``), read from the
  /// calendar data as ICU 72's generator reads it (the tests prove the two equal in every locale,
  /// in its own calendar and gregorian), without opening the generator; the generator's where the
  /// data has none.
  package func dateTimeFormat() throws -> String {
    if let data = dataDateTimeFormat() { return data }
    return try generatorDateTimeFormat()
  }

  /// The medium dateTimeFormat from the calendar data (``cr_date_time_pattern``), or nil.
  package func dataDateTimeFormat() -> String? {
    icuDataString { cr_date_time_pattern(locale, calendarType, $0, $1, $2) }
  }

  /// The generator's medium dateTimeFormat (opened if need be), never the data's.
  package func generatorDateTimeFormat() throws -> String {
    try state.withLock { state in
      if state.generator == nil { state.generator = try ICUPatternGenerator(locale: locale) }
      return try state.generator!.dateTimeFormat()  // opened just above
    }
  }

  /// Whether the generator had to be opened.
  package var openedGenerator: Bool { state.withLock { $0.generator != nil } }

  /// The data's pattern for exactly `skeleton`, or nil.
  package func availableFormat(_ skeleton: String) throws -> String? {
    icuDataString { cr_available_format(locale, calendarType, skeleton, $0, $1, $2) }
  }
}
