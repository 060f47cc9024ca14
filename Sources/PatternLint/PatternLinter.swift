import CalendarModel

/// Finds the date-pattern mistakes that ship every year: week-based years, day-of-year, minutes for
/// months, 12-hour clocks without AM/PM, fractions for seconds, letters meant as text, open quotes,
/// and hand-written orders where a skeleton would localize.
///
/// ```swift
/// let findings = PatternLinter(tools: ICUPatternTools(locale: try LocaleResolver().resolve("en-US")))
///   .lint("YYYY-MM-DD", near: JulianDay(isoYear: 2024, month: 12, day: 1))
/// // week-year (error) at 0..<4, example "2024-12-29 formats as 2025-12-29, not 2024-12-29"
/// // day-of-year (error) at 8..<10
/// ```
public struct PatternLinter {
  /// ICU formatting for examples and skeleton suggestions; without it findings have no example.
  public var tools: PatternTools?

  /// A linter; without `tools` it finds the same mistakes but gives no examples or localized suggestions.
  public init(tools: PatternTools? = nil) { self.tools = tools }

  /// The longest pattern the command accepts, in Unicode scalars: real patterns are a few dozen, and
  /// each finding quotes the whole pattern, so output grows with length times findings.
  public static let maximumLength = 1_000

  static let hourLetters = "hHkK"
  static let dateLetters = "yYurUGMLdDEecFgwW"

  /// The findings for `text`, in pattern order (then by code).
  /// - Parameters:
  ///   - intent: what the pattern is for (a title, a date, a date and time).
  ///   - near: where to look for examples: the end of this day's year (and the next January).
  public func lint(_ text: String, intent: PatternIntent = .date, near: JulianDay) -> [PatternFinding] {
    let pattern = DatePattern(text)
    var findings: [PatternFinding] = []
    findings += quoteFindings(pattern)
    // What the pattern prints now, against the same pattern with its text quoted: the same example
    // for every such finding, so found once.
    var example: String?? = .none
    findings += letterFindings(pattern).map { finding in
      guard finding.severity == .error, let tools else { return finding }
      var finding = finding
      if example == nil {
        let instant = PatternInstant(day: near, seconds: 14 * 3600 + 30 * 60)
        let quoted = context(pattern).text
        if let wrong = tools.format(pattern.text, at: instant), let right = tools.format(quoted, at: instant),
          wrong != right
        {
          example = .some("\(near.isoString) \(Self.clock(instant.seconds)) formats as \"\(wrong)\", not \"\(right)\"")
        } else {
          example = .some(nil)
        }
      }
      finding.example = example ?? nil
      return finding
    }
    findings += fieldFindings(pattern, near: near)
    findings.sort { ($0.span.lowerBound, $0.code.rawValue) < ($1.span.lowerBound, $1.code.rawValue) }
    // A note about the whole pattern, last, and only when its fields are what they seem.
    if findings.isEmpty, let finding = fixedOrder(pattern, intent: intent) { findings.append(finding) }
    return findings
  }

  /// The pattern with every error's suggestion applied (fields replaced, stray letters quoted).
  public func fixed(_ text: String) -> String {
    let pattern = DatePattern(text)
    let context = self.context(pattern)
    var invalid: [Int: Range<Int>] = [:]
    for run in invalidRuns(pattern) { invalid[run.lowerBound] = run }
    var out = ""
    let scalars = Array(text.unicodeScalars)
    var index = 0
    for token in pattern.tokens {
      guard index <= token.range.lowerBound else { continue }
      if let run = invalid[token.range.lowerBound] {
        out += "'" + String(String.UnicodeScalarView(scalars[run])) + "'"
        index = run.upperBound
        continue
      }
      switch token {
      case .field(let letter, let count, _):
        out += replacement(context, letter, count) ?? String(repeating: letter, count: count)
      case .unterminatedQuote(let range):
        out += Self.closing(String(String.UnicodeScalarView(scalars[range])))
      case .literal(_, _, let range):
        out += String(String.UnicodeScalarView(scalars[range]))
      }
      index = token.range.upperBound
    }
    return out
  }

  // MARK: - Rules

  private func quoteFindings(_ pattern: DatePattern) -> [PatternFinding] {
    let scalars = Array(pattern.text.unicodeScalars)
    return pattern.tokens.compactMap { token in
      guard case .unterminatedQuote(let range) = token else { return nil }
      return PatternFinding(
        code: .unbalancedQuote, severity: .error, span: range,
        message: "this quote is never closed, so everything after it is literal text (an apostrophe is written '')",
        suggestion: Self.closing(String(String.UnicodeScalarView(scalars[range]))))
    }
  }

  /// The fix for an unclosed quote: `'yy` is the abbreviated year after an apostrophe (`Feb '24`),
  /// written `''yy`; any other quote is closed at the end.
  static func closing(_ quoted: String) -> String {
    let rest = quoted.dropFirst()
    if !rest.isEmpty && rest.allSatisfy({ $0 == "y" }) { return "'" + quoted }
    return quoted + "'"
  }

  /// Runs of fields with nothing between them: `at` and `de` are words, not fields.
  private func letterFindings(_ pattern: DatePattern) -> [PatternFinding] {
    var findings: [PatternFinding] = []
    var run: [(letter: Character, count: Int, range: Range<Int>)] = []
    func flush() {
      defer { run = [] }
      guard let first = run.first, let last = run.last else { return }
      let span = first.range.lowerBound..<last.range.upperBound
      let word = run.map { String(repeating: $0.letter, count: $0.count) }.joined()
      let invalid = run.filter { !DatePattern.patternLetters.contains($0.letter) }
      if !invalid.isEmpty {
        let letters = Set(invalid.map(\.letter)).sorted().map { "'\($0)'" }.joined(separator: ", ")
        findings.append(
          PatternFinding(
            code: .unquotedLetter, severity: .error, span: span,
            message:
              "\(letters) \(invalid.count == 1 ? "is not a pattern letter" : "are not pattern letters"): ICU 72 prints neither it nor the fields after it; quote literal text",
            suggestion: "'\(word)'"))
      } else if run.count >= 2 && run.allSatisfy({ $0.count == 1 && $0.letter.isLowercase }) {
        let names = run.map { "\($0.letter) (\(Self.fieldName($0.letter)))" }.joined(separator: ", ")
        findings.append(
          PatternFinding(
            code: .unquotedLetter, severity: .warning, span: span,
            message: "'\(word)' reads as the fields \(names); if it is text, quote it",
            suggestion: "'\(word)'"))
      }
    }
    for token in pattern.tokens {
      if case .field(let letter, let count, let range) = token {
        run.append((letter, count, range))
      } else {
        flush()
      }
    }
    flush()
    return findings
  }

  /// The field a letter should have been, given the rest of the pattern (nil: it is fine).
  private func replacement(_ pattern: DatePattern, _ letter: Character, _ count: Int) -> String? {
    switch letter {
    case "Y" where !pattern.has("w"): String(repeating: "y", count: count)
    case "y" where pattern.has("w"): String(repeating: "Y", count: count)
    case "D" where pattern.has("ML"): String(repeating: "d", count: min(count, 2))
    case "m" where !pattern.has(Self.hourLetters) && pattern.has(Self.dateLetters): String(repeating: "M", count: count)
    case "M", "L":
      pattern.has(Self.hourLetters) && !pattern.has("yYudDEecGUr") ? String(repeating: "m", count: min(count, 2)) : nil
    case "h" where !pattern.has("abB"): String(repeating: "H", count: count)
    case "K" where !pattern.has("abB"): String(repeating: "H", count: count)
    case "S" where !pattern.has("s"): String(repeating: "s", count: min(count, 2))
    default: nil
    }
  }

  /// Spans of letters that are text, not fields (`at`): the error-level unquoted-letter runs.
  private func invalidRuns(_ pattern: DatePattern) -> [Range<Int>] {
    letterFindings(pattern).filter { $0.severity == .error }.map(\.span)
  }

  /// The pattern as meant: with its text-letter runs quoted, so that the `a` of "at" is no AM/PM marker.
  private func context(_ pattern: DatePattern) -> DatePattern {
    let runs = invalidRuns(pattern)
    guard !runs.isEmpty else { return pattern }
    let starts = Set(runs.map(\.lowerBound)), ends = Set(runs.map(\.upperBound))
    var text = ""
    for (index, scalar) in pattern.text.unicodeScalars.enumerated() {
      if starts.contains(index) { text += "'" }
      text.unicodeScalars.append(scalar)
      if ends.contains(index + 1) { text += "'" }
    }
    return DatePattern(text)
  }

  private func fieldFindings(_ pattern: DatePattern, near: JulianDay) -> [PatternFinding] {
    var findings: [PatternFinding] = []
    let fixedPattern = fixed(pattern.text)
    let context = self.context(pattern)
    // Fields inside text-letter runs are text: marked per scalar, so each field is one look-up.
    var inRun = [Bool](repeating: false, count: pattern.text.unicodeScalars.count + 1)
    for run in invalidRuns(pattern) { for index in run where index < inRun.count { inRun[index] = true } }
    // An example depends on the letter and its replacement only: found once for all such fields,
    // which keeps a long pattern linear.
    var examples: [String: String?] = [:]
    let afternoon = Double(14 * 3600 + 30 * 60)
    for field in pattern.fields where !inRun[field.range.lowerBound] {
      guard let better = replacement(context, field.letter, field.count) else { continue }
      let written = String(repeating: field.letter, count: field.count)
      let code: PatternFinding.Code, message: String, days: [JulianDay]
      var time = 0.0, showTime = false
      switch field.letter {
      case "Y":
        code = .weekYear
        message =
          "'\(written)' is the week-based year, which differs from the calendar year in the last days of December or the first of January; use '\(better)'"
        days = Self.yearEnd(of: near)
      case "y":
        code = .calendarYearWithWeek
        message =
          "'\(written)' is the calendar year, but 'w' counts weeks of the week-based year, which differs from it in the last days of December or the first of January; use '\(better)'"
        days = Self.yearEnd(of: near)
      case "D":
        code = .dayOfYear
        message = "'\(written)' is the day of the year (32 on February 1); use '\(better)' for the day of the month"
        days = Self.yearStart(of: near)
      case "m":
        code = .minuteAsMonth
        message = "'\(written)' is the minute, and there is no hour here; use '\(better)' for the month"
        days = [near]
      case "M", "L":
        code = .monthAsMinute
        message = "'\(written)' is the month, and there is no date here; use '\(better)' for the minute"
        (days, time, showTime) = ([near], afternoon, true)
      case "h", "K":
        code = .hour12WithoutMarker
        message = "'\(written)' is a 12-hour clock and nothing says AM or PM; use '\(better)', or add 'a'"
        (days, time, showTime) = ([near], afternoon, true)
      case "S":
        code = .fractionAsSecond
        message =
          "'\(written)' is the fraction of a second, and there are no seconds here; use '\(better)' for the second"
        (days, time, showTime) = ([near], afternoon + 45.25, true)
      default:
        continue
      }
      // Days where this field alone goes wrong; shown against the fully fixed pattern.
      let key = String(field.letter) + "\u{0}" + better
      let example: String?
      if let known = examples[key] {
        example = known
      } else {
        let alone = context.replacing { letter, _ in letter == field.letter ? better : nil }
        example = firstDifference(context.text, alone, fixedPattern, in: days, time: time, showTime: showTime)
        examples[key] = example
      }
      findings.append(
        PatternFinding(
          code: code, severity: .error, span: field.range, message: message, suggestion: better, example: example))
    }
    return findings
  }

  /// A pattern of date fields written by hand, where the locale's pattern for the same skeleton
  /// would put them in the locale's order with its separators.
  private func fixedOrder(_ pattern: DatePattern, intent: PatternIntent) -> PatternFinding? {
    // Week dates, ordinal dates and quarters have no skeleton that says the same.
    guard let tools, pattern.fields.count >= 2, !pattern.has("wWYDgFQq") else { return nil }
    guard let skeleton = Self.skeleton(of: pattern), let best = tools.bestPattern(skeleton: skeleton),
      !best.isEmpty, Self.wholeYears(best) != Self.wholeYears(pattern.text)
    else { return nil }
    let example = intent == .title ? " (a calendar title: yMMMM)" : ""
    return PatternFinding(
      code: .fixedOrder, severity: .info, span: 0..<pattern.text.unicodeScalars.count,
      message:
        "a fixed order and separators; the skeleton '\(skeleton)' gives this locale's own pattern '\(best)'\(example)",
      suggestion: skeleton)
  }

  /// The pattern with every year field written `y` (`yyyy` and `y` print the same years 1000…9999).
  static func wholeYears(_ text: String) -> String {
    DatePattern(text).replacing { letter, count in letter == "y" && count != 2 ? "y" : nil }
  }

  /// The skeleton of a pattern's fields in canonical order (nil when it has none that matter).
  static func skeleton(of pattern: DatePattern) -> String? {
    let order: [Character] = ["G", "y", "Q", "M", "w", "E", "d", "D", "h", "H", "K", "k", "m", "s", "S", "z", "v"]
    var counts: [Character: Int] = [:]
    for field in pattern.fields {
      var letter = field.letter
      switch letter {
      case "Y", "u", "r", "U": letter = "y"
      case "y" where field.count != 2:
        // `y` is the whole year; only `yy` asks for two digits.
        counts["y"] = 1
        continue
      case "L": letter = "M"
      case "c", "e": letter = "E"
      case "q": letter = "Q"
      case "a", "b", "B": continue
      default: break
      }
      counts[letter] = max(counts[letter] ?? 0, field.count)
    }
    let skeleton = order.compactMap { letter in counts[letter].map { String(repeating: letter, count: $0) } }.joined()
    return skeleton.isEmpty ? nil : skeleton
  }

  // MARK: - Examples

  /// The last days of December of `day`'s year and the first of the next January: where week-based
  /// years part from calendar years.
  static func yearEnd(of day: JulianDay) -> [JulianDay] {
    let year = day.isoComponents.year
    let start = JulianDay(isoYear: year, month: 12, day: 20)
    return (0..<22).map { start.advanced(by: $0) }
  }

  /// The first 60 days of `day`'s year: day of year and day of month part on February 1.
  static func yearStart(of day: JulianDay) -> [JulianDay] {
    let start = JulianDay(isoYear: day.isoComponents.year, month: 1, day: 1)
    return (0..<60).map { start.advanced(by: $0) }
  }

  /// "2024-12-29 formats as 2025-12-29, not 2024-12-29" for the first day where the two differ.
  private func firstDifference(
    _ pattern: String, _ alone: String, _ fixed: String, in days: [JulianDay], time: Double, showTime: Bool = false
  ) -> String? {
    guard let tools, pattern != alone else { return nil }
    for day in days {
      let instant = PatternInstant(day: day, seconds: time)
      guard let wrong = tools.format(pattern, at: instant), let corrected = tools.format(alone, at: instant) else {
        return nil
      }
      if wrong != corrected, let right = tools.format(fixed, at: instant) {
        let when = showTime ? day.isoString + " " + Self.clock(time) : day.isoString
        return "\(when) formats as \"\(wrong)\", not \"\(right)\""
      }
    }
    return nil
  }

  static func clock(_ seconds: Double) -> String {
    let whole = Int(seconds)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    var text = two(whole / 3600) + ":" + two(whole / 60 % 60) + ":" + two(whole % 60)
    let millis = Int(((seconds - Double(whole)) * 1000).rounded())
    if millis > 0 { text += "." + String(1000 + millis).dropFirst() }
    return text
  }

  static func fieldName(_ letter: Character) -> String {
    switch letter {
    case "a": "AM/PM"
    case "b", "B": "day period"
    case "c", "e": "weekday"
    case "d": "day"
    case "g": "Julian day"
    case "h", "k": "hour"
    case "m": "minute"
    case "q": "quarter"
    case "r": "related year"
    case "s": "second"
    case "u": "extended year"
    case "v", "z": "time zone"
    case "w": "week of year"
    case "x": "UTC offset"
    case "y": "year"
    default: "field"
    }
  }
}
