import CalendarModel

/// util-linux `cal` itself: its arguments in, its output out, in a locale. How the arguments name a
/// month (`[[day] month] year`, an ISO date, a month name), which day is highlighted, which months
/// are shown and how many to a row — everything but reading argv, the clock and the terminal.
///
/// ```swift
/// let program = CalProgram(locale: someLocale)
/// let text = try program.output(try CalArguments(["-3", "2", "2024"]), clock: { today },
///   terminal: CalTerminal(isTerminal: false))
/// ```
public struct CalProgram: Sendable {
  /// Where names, titles and the first weekday come from.
  public var locale: any CalLocale

  /// cal in a locale.
  public init(locale: any CalLocale) { self.locale = locale }

  /// What cal prints for `arguments`.
  /// - Parameters:
  ///   - arguments: the command line, read.
  ///   - clock: today, when `--today` does not say (asked at most once).
  ///   - terminal: where the output goes, for how many months fit a row.
  /// - Throws: `CalArguments.Failure` for what cal refuses, or what `clock` throws.
  public func output(_ arguments: CalArguments, clock: () throws -> JulianDay, terminal: CalTerminal) throws
    -> String
  {
    let options = arguments
    let labels = CalLabels(locale: locale, julian: options.julian)
    let reckoning = CalReckoning(reform: options.reform)
    var layout = CalLayout(
      reckoning: reckoning, labels: labels, weekStart: options.weekStart ?? locale.firstWeekday)
    layout.julian = options.julian
    layout.weekNumbers = options.weekNumbers
    layout.vertical = options.vertical
    layout.highlightWeek = options.week

    let today = try Self.today(options.today) ?? clock()
    let todayISO = today.isoComponents
    var (year, month, day) = (todayISO.year, todayISO.month, Optional(todayISO.day))
    var dayGiven = false
    var onlyYear = false
    let values = options.positionals
    switch values.count {
    case 0:
      break
    case 1 where values[0].allSatisfy({ $0.isASCII && $0.isNumber }):
      // A year alone: today's month of that year (CalMonthSelection makes it the whole year).
      year = try Self.year(values[0])
      day = year == todayISO.year ? todayISO.day : nil
      onlyYear = true
    case 1:
      if let date = JulianDay(isoString: values[0]) {
        let parts = date.isoComponents
        guard parts.year >= 1 else {
          throw CalArguments.Failure(message: "illegal year value: use positive integer")
        }
        (year, month, day) = (parts.year, parts.month, parts.day)
        dayGiven = true
      } else if let named = Self.monthNumber(values[0], labels: labels) {
        month = named
      } else {
        throw CalArguments.Failure(message: "failed to parse timestamp or unknown month name: \(values[0])")
      }
    case 2, 3:
      if values.count == 3 {
        guard let d = Int(values[0]), (1...31).contains(d) else {
          throw CalArguments.Failure(message: "illegal day value: use 1-31")
        }
        day = d
        dayGiven = true
      }
      let word = values[values.count - 2]
      if word.first?.isNumber == true {
        guard let m = Int(word), (1...12).contains(m) else {
          throw CalArguments.Failure(message: "illegal month value: use 1-12")
        }
        month = m
      } else {
        guard let m = Self.monthNumber(word, labels: labels) else {
          throw CalArguments.Failure(message: "unknown month name: \(word)")
        }
        month = m
      }
      year = try Self.year(values[values.count - 1])
      if !dayGiven { day = (year == todayISO.year && month == todayISO.month) ? todayISO.day : nil }
    default:
      throw CalArguments.Failure(message: "bad usage")
    }
    if dayGiven, let d = day, d > reckoning.daysIn(year, month) {
      throw CalArguments.Failure(message: "illegal day value: use 1-\(reckoning.daysIn(year, month))")
    }
    // --week=N chooses the month only after a year alone: with no arguments the month is today's,
    // as in cal.
    if let week = options.week {
      let weekMonth = try CalRequestedWeek.month(ofWeek: week, year: year, layout: layout)
      if onlyYear { month = weekMonth > 12 ? 1 : weekMonth }
    }
    // Highlight the day named, else today when it is shown.
    let highlight = day.flatMap { reckoning.julianDay(year, month, $0) }
    layout.highlightDay = dayGiven ? highlight : today.value
    layout.color = options.color.isOn(terminal: terminal.isTerminal)

    let selection = try CalMonthSelection(arguments: options, year: year, month: month, onlyYear: onlyYear)
    layout.gutter = options.vertical ? 1 : selection.gutter
    layout.monthsInRow = CalMonthsPerRow.count(
      requested: options.columns, julian: options.julian, gutter: layout.gutter,
      terminalWidth: terminal.isTerminal ? terminal.width : nil,
      autoWidth: options.columns == .auto ? terminal.width : 80, months: selection.months.count)
    return layout.render(
      selection.months.map { ($0.year, $0.month) }, yearInTitles: selection.yearHeading == nil,
      yearHeading: selection.yearHeading)
  }

  /// `--today`: an ISO date in cal's years, which start at 1; nil when not given.
  static func today(_ text: String?) throws(CalArguments.Failure) -> JulianDay? {
    guard let text else { return nil }
    guard let day = JulianDay(isoString: text), day.isoComponents.year >= 1 else {
      throw CalArguments.Failure(message: "invalid --today date: '\(text)'")
    }
    return day
  }

  static func year(_ text: String) throws(CalArguments.Failure) -> Int {
    guard let year = Int(text), year <= Int(Int32.max) else {
      throw CalArguments.Failure(message: "illegal year value")
    }
    guard year >= 1 else { throw CalArguments.Failure(message: "illegal year value: use positive integer") }
    return year
  }

  /// A month name, as cal reads it: the whole name or its abbreviation, ignoring case — the
  /// locale's full names, English's full names and three-letter abbreviations (the C locale's).
  static func monthNumber(_ text: String, labels: CalLabels) -> Int? {
    let key = text.lowercased()
    let english = CalLabels.english().months
    for names in [labels.months, english, english.map { String($0.prefix(3)) }] {
      if let index = names.firstIndex(where: { $0.lowercased() == key }) { return index + 1 }
    }
    return nil
  }
}
