#if canImport(Glibc)
  import Glibc
#endif
import CalCompat
import CalendarICU
import CalendarModel
import CalendarRenderers

/// `--compat cal`: util-linux `cal`'s grammar and output, byte for byte in the C and English locales,
/// with calrender's locale data elsewhere. Every error exits 1 with nothing on stdout, as `cal`.
extension Calrender {
  /// Whether the arguments ask for `--compat cal` (anywhere on the line).
  static func wantsCompatCal(_ arguments: [String]) -> Bool {
    arguments.contains("--compat=cal")
      || zip(arguments, arguments.dropFirst()).contains { $0 == "--compat" && $1 == "cal" }
  }

  func runCompatCal(_ arguments: [String]) -> Int32 {
    do {
      io.writeOutput(try compatCal(arguments))
      return 0
    } catch let failure as CalArguments.Failure {
      io.writeError(TerminalText.sanitized("calrender: \(failure.message)") + "\n")
    } catch let error as UnknownLocaleError {
      io.writeError(TerminalText.sanitized("calrender: \(error.description)") + "\n")
    } catch {
      io.writeError(TerminalText.sanitized("calrender: \(error)") + "\n")
    }
    return 1
  }

  private func compatCal(_ arguments: [String]) throws -> String {
    var words = arguments
    if let index = words.firstIndex(of: "--compat"), index + 1 < words.count {
      words.removeSubrange(index...(index + 1))
    }
    let options = try CalArguments(words)
    if options.help {
      return """
        Usage:
         calrender --compat cal [options] [[[day] month] year]
         calrender --compat cal [options] <timestamp|monthname>

        Options (as util-linux cal): -1 -3 -n N -S -s -m -j -y -Y -w[=N] -v -c N|auto
         --reform 1752|gregorian|iso|julian --iso --color[=auto|always|never]
         --today YYYY-MM-DD --locale ID (calrender's own)

        """
    }
    if options.version { return "calrender \(Self.version) (--compat cal: util-linux cal 2.42)\n" }

    let locale = try compatLocale(options.locale)
    let calendar = try LocaleCalendar(locale: locale, options: CalendarOptions(calendar: .gregorian))
    let facts = calendar.facts
    var labels: CalLabels
    if locale.language == "en" {
      // cal's own English: "%s %04d" titles, three-letter names cut to the cell.
      labels = CalLabels.english(displayWidth: { DisplayWidth.of($0) })
    } else {
      let names = Weekday.allCases.map { facts.standaloneWeekdayNames[$0]! }  // every weekday has names
      let width = options.julian ? 3 : 2
      let candidates =
        options.julian
        ? [names.map(\.abbreviated), names.map(\.short)] : [names.map(\.short), names.map(\.abbreviated)]
      let weekdays = CalLabels.weekdays(
        fitting: width, candidates: candidates, narrow: names.map(\.narrow), displayWidth: { DisplayWidth.of($0) })
      // Titles in the locale's own patterns, formatted on the 15th: in the same month however the
      // Julian and Gregorian reckonings of cal and ICU differ.
      let titles = try ReformedTitles(
        locale: facts.locale.icuIdentifier, title: facts.titlePattern, year: facts.yearPattern)
      labels = CalLabels(
        months: facts.monthNames, weekdays: weekdays, displayWidth: { DisplayWidth.of($0) },
        title: { titles.title($0, $1) }, yearHeading: { titles.year($0) })
    }
    let reckoning = CalReckoning(reform: options.reform)
    var layout = CalLayout(
      reckoning: reckoning, labels: labels, weekStart: options.weekStart ?? (facts.firstWeekday.rawValue - 1))
    layout.julian = options.julian
    layout.weekNumbers = options.weekNumbers
    layout.vertical = options.vertical
    layout.highlightWeek = options.week

    let today = try compatToday(options.today)
    let todayISO = today.isoComponents
    var (year, month, day) = (todayISO.year, todayISO.month, Optional(todayISO.day))
    var count = options.count
    var dayGiven = false
    let values = options.positionals
    switch values.count {
    case 0:
      break
    case 1 where values[0].allSatisfy({ $0.isASCII && $0.isNumber }):
      year = try compatYear(values[0])
      month = 1
      day = year == todayISO.year ? todayISO.day : nil
      if year == todayISO.year { month = todayISO.month }
      if options.week == nil && count == .one { count = .year }
    case 1:
      if let date = JulianDay(isoString: values[0]) {
        let parts = date.isoComponents
        (year, month, day) = (parts.year, parts.month, parts.day)
        dayGiven = true
      } else if let named = monthNumber(values[0], labels: labels) {
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
      guard
        let m = Int(values[values.count - 2]).flatMap({ (1...12).contains($0) ? $0 : nil })
          ?? monthNumber(values[values.count - 2], labels: labels)
      else { throw CalArguments.Failure(message: "illegal month value: use 1-12") }
      month = m
      year = try compatYear(values[values.count - 1])
      if !dayGiven { day = (year == todayISO.year && month == todayISO.month) ? todayISO.day : nil }
    default:
      throw CalArguments.Failure(message: "bad usage")
    }
    if dayGiven, let d = day, d > reckoning.daysIn(year, month) {
      throw CalArguments.Failure(message: "illegal day value: use 1-\(reckoning.daysIn(year, month))")
    }
    if let week = options.week {
      month = try monthOfWeek(week, year: year, layout: layout)
    }
    // Highlight the day named, else today when it is shown.
    let highlight = day.flatMap { reckoning.julianDay(year, month, $0) }
    layout.highlightDay = dayGiven ? highlight : today.value
    switch options.color {
    case "always": layout.color = true
    case "never": layout.color = false
    default: layout.color = io.outputIsTerminal
    }

    var months: [(year: Int, month: Int)] = []
    func add(_ offset: Int) {
      let index = year * 12 + (month - 1) + offset
      months.append((index / 12, index % 12 + 1))
    }
    var yearHeading: Int?
    switch count {
    case .one: add(0)
    case .three: (-1...1).forEach(add)
    case .months(let n): (0..<n).forEach { add($0 - (options.span ? n / 2 : 0)) }
    case .twelve: (0..<12).forEach(add)
    case .year:
      month = 1
      (0..<12).forEach(add)
      yearHeading = year
    }
    let multiYear = count == .year || count == .twelve
    layout.gutter = multiYear ? 3 : 2
    if let columns = options.columns {
      let width = columns == 0 ? terminalWidth() : nil
      layout.monthsInRow =
        width.map { max(1, ($0 + layout.gutter) / (layout.weekWidthForColumns + layout.gutter)) } ?? columns
    } else {
      layout.monthsInRow = options.julian && count != .three ? 2 : 3
    }
    return layout.render(months, yearInTitles: yearHeading == nil, yearHeading: options.vertical ? nil : yearHeading)
  }

  private func compatLocale(_ explicit: String?) throws -> ResolvedLocale {
    let resolver = LocaleResolver()
    if let explicit { return try resolver.resolve(explicit) }
    for name in ["LC_ALL", "LC_TIME", "LANG"] {
      if let value = environment[name], !value.isEmpty { return (try? resolver.resolve(value)) ?? .posix() }
    }
    return .posix()
  }

  private func compatToday(_ text: String?) throws -> JulianDay {
    if let text {
      guard let day = JulianDay(isoString: text) else {
        throw CalArguments.Failure(message: "invalid --today date: '\(text)'")
      }
      return day
    }
    return try clockToday(ParsedOptions())
  }

  private func compatYear(_ text: String) throws -> Int {
    guard let year = Int(text), year <= Int(Int32.max) else {
      throw CalArguments.Failure(message: "illegal year value")
    }
    guard year >= 1 else { throw CalArguments.Failure(message: "illegal year value: use positive integer") }
    return year
  }

  /// A month name or abbreviation, in English or in the locale (case-insensitive, unique prefix).
  private func monthNumber(_ text: String, labels: CalLabels) -> Int? {
    let key = text.lowercased()
    guard !key.isEmpty else { return nil }
    for names in [labels.months.map { $0.lowercased() }, CalLabels.english().months.map { $0.lowercased() }] {
      if let exact = names.firstIndex(of: key) { return exact + 1 }
      let matches = names.indices.filter { names[$0].hasPrefix(key) }
      if key.count >= 3, matches.count == 1 { return matches[0] + 1 }
    }
    return nil
  }

  /// The month shown for `--week=N`: the month of the week's fourth day (for ISO weeks, its
  /// Thursday), as cal shows October for ISO week 40 of 2013 (Monday 30 September … Sunday 6 October).
  private func monthOfWeek(_ week: Int, year: Int, layout: CalLayout) throws -> Int {
    let reckoning = layout.reckoning
    for month in 1...12 {
      for day in reckoning.days(year, month) where layout.weekNumber(day.julianDay, year: year) == week {
        let start = day.julianDay - (CalReckoning.weekday(day.julianDay) - layout.weekStart + 7) % 7
        let fourth = start + 3
        // The fourth day's month, within the year asked for.
        for candidate in 1...12 {
          let days = reckoning.days(year, candidate)
          if let first = days.first, let last = days.last, (first.julianDay...last.julianDay).contains(fourth) {
            return candidate
          }
        }
        return fourth < (reckoning.julianDay(year, 1, 1) ?? fourth) ? 1 : 12
      }
    }
    throw CalArguments.Failure(message: "illegal week value: year \(year) doesn't have week \(week)")
  }

  private func terminalWidth() -> Int {
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    var size = winsize()
    if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return 80
  }
}

/// Month titles and year headings in a locale's patterns, for `--compat cal` outside English.
final class ReformedTitles: @unchecked Sendable {
  // ICU formatters are not thread-safe; compat output is made on one thread.
  let title: ICUDateFormat
  let year: ICUDateFormat

  init(locale: String, title: String, year: String) throws {
    self.title = try ICUDateFormat(locale: locale, pattern: title)
    self.year = try ICUDateFormat(locale: locale, pattern: year)
  }

  func title(_ year: Int, _ month: Int) -> String {
    let day = JulianDay(isoYear: year, month: month, day: 15)
    return (try? title.format(day)) ?? "\(month) \(year)"
  }

  func year(_ year: Int) -> String {
    (try? self.year.format(JulianDay(isoYear: year, month: 7, day: 1))) ?? String(year)
  }
}
