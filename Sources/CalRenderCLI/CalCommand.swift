#if canImport(Glibc)
  import Glibc
#endif
import CalCompat
import CalendarICU
import CalendarModel

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
      io.writeError("calrender: \(failure.message)\n")
    } catch let error as UnknownLocaleError {
      io.writeError("calrender: \(error.description)\n")
    } catch {
      io.writeError("calrender: \(error)\n")
    }
    return 1
  }

  private func compatCal(_ arguments: [String]) throws -> String {
    var words = arguments
    if let index = words.firstIndex(of: "--compat"), index + 1 < words.count {
      words.removeSubrange(index...(index + 1))
    }
    let options = try CalArguments(words)
    if options.help { return CalOption.help(program: "calrender") }
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
    var dayGiven = false
    var onlyYear = false
    let values = options.positionals
    switch values.count {
    case 0:
      break
    case 1 where values[0].allSatisfy({ $0.isASCII && $0.isNumber }):
      // A year alone: today's month of that year (CalMonthSelection makes it the whole year).
      year = try compatYear(values[0])
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
      let word = values[values.count - 2]
      if word.first?.isNumber == true {
        guard let m = Int(word), (1...12).contains(m) else {
          throw CalArguments.Failure(message: "illegal month value: use 1-12")
        }
        month = m
      } else {
        guard let m = monthNumber(word, labels: labels) else {
          throw CalArguments.Failure(message: "unknown month name: \(word)")
        }
        month = m
      }
      year = try compatYear(values[values.count - 1])
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
    switch options.color {
    case "always": layout.color = true
    case "never": layout.color = false
    default: layout.color = io.outputIsTerminal
    }

    let selection = try CalMonthSelection(arguments: options, year: year, month: month, onlyYear: onlyYear)
    layout.gutter = options.vertical ? 1 : selection.gutter
    layout.monthsInRow = CalMonthsPerRow.count(
      requested: options.columns, julian: options.julian, gutter: layout.gutter,
      terminalWidth: io.outputIsTerminal ? terminalWidth() : nil,
      autoWidth: options.columns == 0 ? terminalWidth() : 80, months: selection.months.count)
    return layout.render(
      selection.months.map { ($0.year, $0.month) }, yearInTitles: selection.yearHeading == nil,
      yearHeading: selection.yearHeading)
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
      // cal's years start at 1.
      guard let day = JulianDay(isoString: text), day.isoComponents.year >= 1 else {
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

  /// A month name, as cal reads it: the whole name or its abbreviation, ignoring case — the
  /// locale's full names, English's full names and three-letter abbreviations (the C locale's).
  private func monthNumber(_ text: String, labels: CalLabels) -> Int? {
    let key = text.lowercased()
    let english = CalLabels.english().months
    for names in [labels.months, english, english.map { String($0.prefix(3)) }] {
      if let index = names.firstIndex(where: { $0.lowercased() == key }) { return index + 1 }
    }
    return nil
  }

  /// The width cal fits months to (util-linux `get_terminal_width(80)`): the terminal's, else
  /// `COLUMNS` when it is a number from 1 to `INT_MAX` (a larger one is ignored), else 80.
  private func terminalWidth() -> Int {
    if io.outputIsTerminal {
      var size = winsize()
      if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    }
    if let columns = environment["COLUMNS"].flatMap(Int.init), (1...Int(Int32.max)).contains(columns) {
      // Bounded again for the fitting arithmetic (no terminal is this wide).
      return min(columns, CalMonthsPerRow.widestTerminal)
    }
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
