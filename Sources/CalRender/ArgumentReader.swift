import CalendarICU
import CalendarLayout

/// Reads ``CalendarArguments`` in the display calendar: which months to lay out and the day they
/// name (the focus).
struct ArgumentReader {
  let calendar: LocaleCalendar

  static let englishMonths = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december",
  ]

  /// The view and focus the arguments name; `today` gives the default month and week.
  func read(_ arguments: CalendarArguments, today: () throws -> JulianDay) throws -> (LayoutRequest.View, JulianDay?) {
    let arithmetic = calendar.arithmetic
    let values = arguments.positionals
    var focus: JulianDay?
    var month: MonthSpan?
    var yearOnly = false
    switch values.count {
    case 0:
      break
    case 1 where Self.looksLikeISODate(values[0]):
      guard let day = JulianDay(isoString: values[0]) else {
        throw CalRenderError(.usage, "invalid date '\(values[0])'", hint: "an ISO date that exists, such as 2024-02-14")
      }
      guard ICUCalendarArithmetic.span.contains(day) else {
        throw CalRenderError(.usage, "date '\(values[0])' is outside 0001-01-01..9999-12-31")
      }
      focus = day
      month = try arithmetic.month(containing: day)
    case 1:
      month = try arithmetic.month(year: try year(values[0]), code: MonthCode(number: 1))
      yearOnly = true
    case 2:
      month = try arithmetic.month(year: try year(values[1]), code: try monthCode(values[0]))
    case 3:
      let year = try self.year(values[2])
      let code = try monthCode(values[1])
      guard let number = Int(values[0]), number >= 1, number <= 99 else {
        throw CalRenderError(.usage, "invalid day '\(values[0])'", hint: "a day number of the month")
      }
      month = try arithmetic.month(year: year, code: code)
      focus = try arithmetic.day(number, year: year, code: code)
    default:
      throw CalRenderError(
        .usage, "too many arguments", hint: "[[day] month] year, or an ISO date such as 2024-02-14")
    }
    if case .week(let day) = arguments.shape {
      let shown = try day ?? focus ?? today()
      guard ICUCalendarArithmetic.span.contains(shown) else {
        throw CalRenderError(.usage, "date '\(shown.isoString)' is outside 0001-01-01..9999-12-31")
      }
      return (.week(containing: shown), focus)
    }
    let given = try month ?? arithmetic.month(containing: today())
    switch arguments.shape {
    case .automatic: return (yearOnly ? .year(of: given) : .month(given), focus)
    case .one: return (.month(given), focus)
    case .year: return (.year(of: given), focus)
    case .three: return (.months(from: try arithmetic.month(before: given), count: 3), focus)
    case .count(let n, let centered):
      var first = given
      if centered {
        for _ in 0..<(n / 2) { first = try arithmetic.month(before: first) }
      }
      return (.months(from: first, count: n), focus)
    case .week:
      return (.month(given), focus)  // answered above
    }
  }

  static func looksLikeISODate(_ text: String) -> Bool {
    let body = text.hasPrefix("+") || text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    return body.split(separator: "-", omittingEmptySubsequences: false).count == 3
  }

  private func year(_ text: String) throws -> Int {
    guard let year = Int(text), text.count <= 6 else {
      throw CalRenderError(
        .usage, "invalid year '\(text)'", hint: "a year number of the \(calendar.facts.calendar.identifier) calendar")
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
    throw CalRenderError(
      .usage, "invalid month '\(text)'", hint: "a month number (1..12, 5L for a leap month) or name")
  }
}
