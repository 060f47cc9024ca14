import CalendarICU
import CalendarModel

/// Reads `[[day] month] year` and `YYYY-MM-DD` in the display calendar (spec/cli.md).
struct CommandPositionals {
  let calendar: LocaleCalendar
  let options: ParsedOptions

  static let englishMonths = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december",
  ]

  /// What to show and the focus day, given today's day (for the default month).
  func selection(today: JulianDay) throws -> (DocumentBuilder.Request, JulianDay?) {
    let arithmetic = calendar.arithmetic
    let values = options.positionals
    var focus: JulianDay?
    let month: MonthSpan
    var yearOnly = false
    switch values.count {
    case 0:
      month = try arithmetic.month(containing: today)
    case 1 where Self.looksLikeISODate(values[0]):
      guard let day = JulianDay(isoString: values[0]) else {
        throw CommandError.usage("invalid date '\(values[0])'", hint: "an ISO date that exists, such as 2024-02-14")
      }
      guard ICUCalendarArithmetic.span.contains(day) else {
        throw CommandError.usage("date '\(values[0])' is outside 0001-01-01..9999-12-31")
      }
      focus = day
      month = try arithmetic.month(containing: day)
    case 1:
      let year = try self.year(values[0])
      month = try arithmetic.month(year: year, code: MonthCode(number: 1))
      yearOnly = true
    case 2:
      let year = try self.year(values[1])
      month = try arithmetic.month(year: year, code: try monthCode(values[0]))
    case 3:
      let year = try self.year(values[2])
      let code = try monthCode(values[1])
      guard let number = Int(values[0]), number >= 1, number <= 99 else {
        throw CommandError.usage("invalid day '\(values[0])'", hint: "a day number of the month")
      }
      month = try arithmetic.month(year: year, code: code)
      focus = try arithmetic.day(number, year: year, code: code)
    default:
      throw CommandError.usage("too many arguments", hint: "[[day] month] year, or an ISO date such as 2024-02-14")
    }
    switch options.monthCount {
    case .none: return (yearOnly ? .year(of: month) : .month(month), focus)
    case .one?: return (.month(month), focus)
    case .year?: return (.year(of: month), focus)
    case .three?: return (.months(from: try arithmetic.month(before: month), count: 3), focus)
    case .count(let n)?:
      var first = month
      if options.span {
        for _ in 0..<(n / 2) { first = try arithmetic.month(before: first) }
      }
      return (.months(from: first, count: n), focus)
    }
  }

  static func looksLikeISODate(_ text: String) -> Bool {
    let body = text.hasPrefix("+") || text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    return body.split(separator: "-", omittingEmptySubsequences: false).count == 3
  }

  private func year(_ text: String) throws -> Int {
    guard let year = Int(text), text.count <= 6 else {
      throw CommandError.usage(
        "invalid year '\(text)'", hint: "a year number of the \(calendar.facts.calendar.identifier) calendar")
    }
    return year
  }

  /// A month number (`2`, `5L`), or a month name in English or in the locale (a unique prefix of 3+ letters).
  private func monthCode(_ text: String) throws -> MonthCode {
    if let code = MonthCode(argument: text) { return code }
    let key = text.lowercased()
    if key.count >= 3 {
      var matches: [Int] = []
      for (index, name) in calendar.facts.monthNames.enumerated() where name.lowercased().hasPrefix(key) {
        matches.append(index)
      }
      if matches.count == 1 { return calendar.arithmetic.monthCode(icuMonth: matches[0], isLeap: false) }
      if calendar.facts.calendar.isGregorianBased {
        let english = Self.englishMonths.indices.filter { Self.englishMonths[$0].hasPrefix(key) }
        if english.count == 1 { return MonthCode(number: english[0] + 1) }
      }
    }
    throw CommandError.usage("invalid month '\(text)'", hint: "a month number (1..12, 5L for a leap month) or name")
  }
}
