import CalendarModel
import Foundation

/// The date formatters of one locale and calendar system, by pattern, and the patterns of its
/// skeletons (`DateFormatter.dateFormat(fromTemplate:options:locale:)`), all in UTC.
///
/// Foundation reckons lunar and Hebrew dates with its own ICU, and calrender's months (its tables,
/// its corrections, its Hebrew arithmetic) can disagree with it: a day Foundation labels otherwise
/// is written field by field, its month and day number from a day Foundation labels as calrender
/// does (``standIn(for:in:)``), its year from a day of the same year, its weekday from itself.
///
/// `DateFormatter` is not safe to share across threads: one per thread, like its owners.
final class FoundationDateFormats {
  let system: CalendarSystem
  /// The locale the formatters write in: the calendar keyword set.
  let locale: Locale
  /// Foundation's calendar that formats `system` in that locale (UTC): `system`'s own but for
  /// `dangi`, which the Chinese calendar formats.
  let calendar: Calendar
  private var formatters: [String: DateFormatter] = [:]
  private var bestPatterns: [String: String] = [:]
  /// Whether Foundation's DateFormatter writes this locale's names in another script than its
  /// Calendar's symbols (sr_Cyrl_ME in Latin, shi_Latn in Tifinagh: the formatter loses the script
  /// subtag): month and weekday names are then written from the Calendar's symbols.
  private let namesFromSymbols: Bool
  /// English leap months: Foundation writes "Second Monthbis" (``LeapMonthNames``); nil elsewhere.
  private let leapMonthNames: LeapMonthNames?

  init(locale: FoundationLocale, system: CalendarSystem) {
    self.system = system
    self.locale = locale.setting("calendar", to: system.identifier).locale
    // Foundation's DateFormatter writes Gregorian dates for a Korean-calendar Calendar (`2. 1.` for
    // 2024-02-01, 12/22 in the Korean calendar): the Chinese calendar writes them, and the few months
    // Korea's new moons start a day apart from China's are written from stand-ins like any other.
    var calendar = Calendar(identifier: system == .dangi ? .chinese : system.foundationIdentifier)
    calendar.locale = self.locale
    calendar.timeZone = .utcZone
    self.calendar = calendar
    let probe = DateFormatter()
    probe.locale = self.locale
    probe.calendar = calendar
    namesFromSymbols = probe.standaloneMonthSymbols != calendar.standaloneMonthSymbols
    leapMonthNames = LeapMonthNames(language: self.locale.identifier, system: system) {
      calendar.monthSymbols + calendar.shortMonthSymbols + calendar.standaloneMonthSymbols
        + calendar.shortStandaloneMonthSymbols
    }
  }

  /// The locale's pattern for a skeleton (the skeleton itself when Foundation has none).
  func bestPattern(skeleton: String) -> String {
    if let known = bestPatterns[skeleton] { return known }
    let pattern = DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: locale) ?? skeleton
    bestPatterns[skeleton] = pattern
    return pattern
  }

  /// `day` (plus `seconds`) written with `pattern` as Foundation reckons it (English leap months
  /// as the ICU provider writes them: ``LeapMonthNames``).
  func format(_ day: JulianDay, pattern: String, seconds: Int = 0) -> String {
    let text = formatByFoundation(day, pattern: pattern, seconds: seconds)
    return leapMonthNames?.rewrite(text) ?? text
  }

  private func formatByFoundation(_ day: JulianDay, pattern: String, seconds: Int) -> String {
    guard namesFromSymbols else { return formatter(pattern).string(from: day.date(seconds: seconds)) }
    let tokens = DatePatternToken.tokens(of: pattern)
    guard tokens.contains(where: { symbolName(day, $0) != nil }) else {
      return formatter(pattern).string(from: day.date(seconds: seconds))
    }
    var text = ""
    for token in tokens {
      switch token {
      case .literal(let literal): text += literal
      case .field(let letter, let count):
        text +=
          symbolName(day, token)
          ?? formatter(DatePatternToken.pattern(letter, count)).string(from: day.date(seconds: seconds))
      }
    }
    return text
  }

  /// A month or weekday name field (`MMMM`, `LLL`, `EEEE`, `ccccc`) written from the Calendar's
  /// symbols, or nil for another field (numbers, and the `short` weekday width, which has no array).
  private func symbolName(_ day: JulianDay, _ token: DatePatternToken) -> String? {
    guard case .field(let letter, let count) = token, (3...5).contains(count) else { return nil }
    let date = day.date()
    let names: [String]
    let index: Int
    switch letter {
    case "M", "L":
      let standalone = letter == "L"
      index = calendar.component(.month, from: date) - 1
      switch count {
      case 3: names = standalone ? calendar.shortStandaloneMonthSymbols : calendar.shortMonthSymbols
      case 4: names = standalone ? calendar.standaloneMonthSymbols : calendar.monthSymbols
      default: names = standalone ? calendar.veryShortStandaloneMonthSymbols : calendar.veryShortMonthSymbols
      }
    case "E", "c":
      let standalone = letter == "c"
      index = calendar.component(.weekday, from: date) - 1
      switch count {
      case 3: names = standalone ? calendar.shortStandaloneWeekdaySymbols : calendar.shortWeekdaySymbols
      case 4: names = standalone ? calendar.standaloneWeekdaySymbols : calendar.weekdaySymbols
      default: names = standalone ? calendar.veryShortStandaloneWeekdaySymbols : calendar.veryShortWeekdaySymbols
      }
    default: return nil
    }
    return names.indices.contains(index) ? names[index] : nil
  }

  private func formatter(_ pattern: String) -> DateFormatter {
    if let known = formatters[pattern] { return known }
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = .utcZone
    formatter.dateFormat = pattern
    // A library caller may ask for any number of explicit patterns: the cache starts over when full.
    if formatters.count >= 16 { formatters.removeAll() }
    formatters[pattern] = formatter
    return formatter
  }

  /// Foundation's own year, month code and day number of `day`.
  func reckoning(of day: JulianDay) -> (year: Int, code: MonthCode, day: Int) {
    let components = calendar.dateComponents([.era, .year, .month, .day, .isLeapMonth], from: day.date())
    return (
      system.displayYear(era: components.era ?? 1, year: components.year ?? 1),
      system.monthCode(foundationMonth: components.month ?? 1, isLeap: components.isLeapMonth ?? false),
      components.day ?? 1
    )
  }

  /// Whether Foundation's reckoning can differ from calrender's months: Gregorian-based calendars
  /// share their days with Foundation's exactly.
  private var mayDisagree: Bool { !system.isGregorianBased }

  /// Whether Foundation labels `day` of `span` as calrender does.
  func agrees(_ day: JulianDay, in span: MonthSpan) -> Bool {
    guard mayDisagree, (span.start..<span.end).contains(day) else { return true }
    let own = reckoning(of: day)
    return own.year == span.year && own.code == span.code && own.day == span.dayNumber(of: day)
  }

  /// A day Foundation labels with the month and day number `day` has in `span` (same year first,
  /// then nearby years: labels of month and day carry no year), or nil when there is none.
  func standIn(for day: JulianDay, in span: MonthSpan) -> JulianDay? {
    let number = span.dayNumber(of: day)
    guard let (month, isLeap) = system.foundationMonth(of: span.code) else { return nil }
    // Leap months recur after the same month every 19 or so years; 30-day months are common.
    for distance in 0...120 {
      for year in distance == 0 ? [span.year] : [span.year - distance, span.year + distance] {
        let (era, foundationYear) = system.foundationEraYear(year)
        var components = DateComponents(era: era, year: foundationYear, month: month, day: number)
        components.isLeapMonth = isLeap
        guard let date = calendar.date(from: components) else { continue }
        let candidate = JulianDay(date)
        let own = reckoning(of: candidate)
        if own.code == span.code && own.day == number { return candidate }
      }
    }
    return nil
  }

  /// `day` of `span` written with `pattern`: by Foundation where it labels the day as calrender does,
  /// else field by field (see the type's summary).
  func format(_ day: JulianDay, in span: MonthSpan, pattern: String, seconds: Int = 0) -> String {
    guard !agrees(day, in: span), let standIn = standIn(for: day, in: span) else {
      return format(day, pattern: pattern, seconds: seconds)
    }
    let yearDay = [day, span.start, span.last, standIn].first { reckoning(of: $0).year == span.year } ?? standIn
    var text = ""
    for token in DatePatternToken.tokens(of: pattern) {
      switch token {
      case .literal(let literal): text += literal
      case .field(let letter, let count):
        let field = DatePatternToken.pattern(letter, count)
        switch letter {
        case "y", "Y", "u", "U", "r", "G": text += format(yearDay, pattern: field)
        case "M", "L", "d", "D", "l": text += format(standIn, pattern: field)
        default: text += format(day, pattern: field, seconds: seconds)
        }
      }
    }
    return text
  }
}

/// A date pattern read as fields (runs of one ASCII letter) and literal text (quotes removed).
enum DatePatternToken: Equatable {
  case literal(String)
  case field(Character, Int)

  static func tokens(of pattern: String) -> [DatePatternToken] {
    var tokens: [DatePatternToken] = []
    var literal = ""
    var quoted = false
    var characters = Array(pattern)[...]
    while let character = characters.popFirst() {
      if character == "'" {
        // '' is a quote, inside quotes or out.
        if characters.first == "'" {
          characters.removeFirst()
          literal.append("'")
        } else {
          quoted.toggle()
        }
      } else if !quoted, character.isASCII, character.isLetter {
        var count = 1
        while characters.first == character {
          characters.removeFirst()
          count += 1
        }
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        literal = ""
        tokens.append(.field(character, count))
      } else {
        literal.append(character)
      }
    }
    if !literal.isEmpty { tokens.append(.literal(literal)) }
    return tokens
  }

  /// A pattern of one field.
  static func pattern(_ letter: Character, _ count: Int) -> String { String(repeating: letter, count: count) }
}
