import CalRender

/// Reads ``CalendarWords`` in the display calendar (the request's, lent by the renderer): the view
/// they name and the day they name (the focus).
struct CalendarWordsReader {
  let calendar: any ProvidedCalendar

  static let englishMonths = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december",
  ]

  /// The view and focus the words name; `today` gives the default month and week.
  func read(_ arguments: CalendarWords, today: () throws -> JulianDay) throws -> (CalendarRequest.View, JulianDay?) {
    // The layout's arithmetic: Chinese, Korean and Umm al-Qura months from the month table.
    let arithmetic = calendar.monthArithmetic
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
      guard JulianDay.supportedRange.contains(day) else {
        throw CalRenderError(.usage, "date '\(values[0])' is outside 0001-01-01..9999-12-31")
      }
      focus = day
      month = try arithmetic.month(containing: day)
    case 1:
      month = try arithmetic.month(year: try year(values[0]), code: MonthCode(number: 1))
      yearOnly = true
    case 2:
      let year = try year(values[1])
      month = try arithmetic.month(year: year, code: try monthCode(values[0], year: year))
    case 3:
      let year = try self.year(values[2])
      let code = try monthCode(values[1], year: year)
      guard let number = Int(values[0]), number >= 1, number <= 99 else {
        throw CalRenderError(.usage, "invalid day '\(values[0])'", hint: "a day number of the month")
      }
      month = try arithmetic.month(year: year, code: code)
      focus = try arithmetic.day(number, year: year, code: code)
    default:
      throw CalRenderError(
        .usage, "too many arguments", hint: "[[day] month] year, or an ISO date such as 2024-02-14")
    }
    // A month is named by a day of it inside the supported span (its first day, unless the month
    // begins before 0001-01-01: January 1 of the Julian calendar is 30 December 1 BCE): the renderer
    // finds the same month in the same calendar, and checks what a view can show.
    if case .week(let day) = arguments.shape { return (.week(containing: try day ?? focus ?? today()), focus) }
    let given = try month ?? arithmetic.month(containing: today())
    let span = JulianDay.supportedRange
    let day = min(max(given.start, span.lowerBound), span.upperBound)
    switch arguments.shape {
    case .automatic: return (yearOnly ? .year(containing: day) : .month(containing: day), focus)
    case .one: return (.month(containing: day), focus)
    case .year: return (.year(containing: day), focus)
    case .three: return (.months(containing: day, count: 3, centered: true), focus)
    case .count(let n, let centered): return (.months(containing: day, count: n, centered: centered), focus)
    case .week: return (.month(containing: day), focus)  // answered above
    }
  }

  static func looksLikeISODate(_ text: String) -> Bool {
    let body = text.hasPrefix("+") || text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    return body.split(separator: "-", omittingEmptySubsequences: false).count == 3
  }

  private func year(_ text: String) throws -> Int {
    guard let year = Int(text), text.count <= 6 else {
      throw CalRenderError(
        .usage, "invalid year '\(text)'", hint: "a year number of the \(calendar.calendarFacts.calendar.identifier) calendar")
    }
    return year
  }

  /// A month number (`2`, `5L`), or a month's name: the locale's names of the months `year` has
  /// (format and standalone, wide and abbreviated: `3월`, `3月`, `二月`, `闰二月`, `윤2월`, `Adar I`,
  /// `אדר ב׳`), then English ones; an exact match first, then a unique prefix of 3 or more letters.
  private func monthCode(_ text: String, year: Int) throws -> MonthCode {
    if let code = MonthCode(argument: text) { return code }
    let key = text.lowercased()
    let named = (try? calendar.monthNameCandidates(ofYear: year)) ?? []
    let exact = Set(named.filter { $0.name == key }.map(\.code))
    if exact.count == 1, let code = exact.first { return code }
    if key.unicodeScalars.count >= 3 {
      let prefixed = Set(named.filter { $0.name.hasPrefix(key) }.map(\.code))
      if prefixed.count == 1, let code = prefixed.first { return code }
      if calendar.calendarFacts.calendar.isGregorianBased {
        let english = Self.englishMonths.indices.filter { Self.englishMonths[$0].hasPrefix(key) }
        if english.count == 1 { return MonthCode(number: english[0] + 1) }
      }
    }
    throw CalRenderError(
      .usage, "invalid month '\(text)'", hint: "a month number (1..12, 5L for a leap month) or name")
  }
}
