import CalRender

/// `calrender holidays [YEAR | FROM..TO] [--region R[,R…]] [--locale L] [-f text|json|ics]`.
struct HolidaysOptions: Sendable, Positionals {
  var regions: [String]?
  var holidayCategories = HolidayCategory.defaults
  var locale: String?
  var calendar: CalendarSystem?
  var format: HolidayListFormat = .text
  var output: String?
  var help = false
  var positionals: [String] = []

  static let table: [OptionSpec<HolidaysOptions>] = [
    OptionSpec(
      long: "region", short: "r", value: .required("R[,R…]"),
      help: "holiday regions (KR, JP, US,…); default the locale's region",
      completion: .holidayRegions(after: [])
    ) { o, v throws(CommandError) in
      let codes = (v ?? "").split(separator: ",").map { String($0).uppercased() }
      guard !codes.isEmpty else { throw .usage("--region needs a region code", hint: "e.g. --region KR") }
      o.regions = codes
    },
    CommandOptions.holidayCategoriesSpec { $0.holidayCategories = $1 },
    OptionSpec(
      long: "locale", short: "l", value: .required("ID"), help: "the language of names and dates",
      completion: .locales
    ) { o, v throws(CommandError) in o.locale = v },
    OptionSpec(
      long: "calendar", short: nil, value: .required("ID"), help: "the calendar YEAR counts in",
      completion: .choices(CalendarSystem.allCases.map(\.identifier))
    ) { o, v throws(CommandError) in
      o.calendar = try CommandOptions.choice(
        v, "--calendar", { CalendarSystem(identifier: $0) }, CalendarSystem.allCases.map(\.identifier))
    },
    OptionSpec(
      long: "format", short: "f", value: .required("text|json|ics"), help: "output format (default text)",
      completion: .choices(HolidayListFormat.allCases.map(\.rawValue))
    ) { o, v throws(CommandError) in
      o.format = try CommandOptions.choice(
        v, "--format", { HolidayListFormat(rawValue: $0) }, HolidayListFormat.allCases.map(\.rawValue))
    },
    OptionSpec(
      long: "output", short: "o", value: .required("FILE"), help: "write to FILE instead of stdout", completion: .files
    ) { o, v throws(CommandError) in o.output = v },
    OptionSpec(long: "help", short: "h", value: .none, help: "this help") { o, _ throws(CommandError) in o.help = true },
  ]
}

extension Calrender {
  /// Lists holidays: a year of the display calendar (default this year) or an ISO span.
  func runHolidays(_ arguments: [String]) throws {
    let parser = OptionParser(table: HolidaysOptions.table, initial: HolidaysOptions())
    let options = try parser.parse(arguments)
    if options.help {
      io.writeOutput(
        "Usage: calrender holidays [YEAR | FROM..TO] [--region R[,R…]] [--locale ID] [-f text|json|ics]\n\n"
          + "Regions: " + Holidays.availableRegions.joined(separator: " ") + "\n\nOptions:\n" + parser.help() + "\n")
      return
    }
    var request = CalendarRequest(locale: options.locale, calendar: options.calendar)
    request.holidays = options.regions.map { Holidays.regions($0) } ?? .ofLocale
    request.holidayCategories = options.holidayCategories
    let renderer = CalendarRenderer(environment: environment)
    let list: HolidayList
    switch options.positionals.count {
    case 0:
      list = try renderer.holidayList(request, year: nil)
    case 1 where options.positionals[0].firstLiteralRange(of: "..") != nil:
      let parts = options.positionals[0].components(separatedBy: "..")
      // Years of the display calendar (`2045..2046`), as YEAR is one.
      if parts.count == 2, let from = Self.year(parts[0]), let to = Self.year(parts[1]) {
        guard from <= to else {
          throw CommandError.usage(
            "span '\(options.positionals[0])' runs backwards", hint: "write it as \(parts[1])..\(parts[0])")
        }
        list = try renderer.holidayList(request, years: from...to)
        break
      }
      guard parts.count == 2, let from = JulianDay(isoString: parts[0]), let to = JulianDay(isoString: parts[1]) else {
        throw CommandError.usage(
          "invalid span '\(options.positionals[0])'", hint: "FROM..TO of years or dates, e.g. 2045..2046 or 2024-01-01..2024-12-31")
      }
      // The same words as a backwards --select range.
      guard from <= to else {
        throw CommandError.usage(
          "span '\(options.positionals[0])' runs backwards", hint: "write it as \(parts[1])..\(parts[0])")
      }
      list = try renderer.holidayList(request, from: from, to: to)
    case 1:
      guard let year = Self.year(options.positionals[0]) else {
        throw CommandError.usage("invalid year '\(options.positionals[0])'", hint: "a year, or FROM..TO")
      }
      list = try renderer.holidayList(request, year: year)
    default:
      throw CommandError.usage("too many arguments", hint: "YEAR or FROM..TO")
    }
    if options.regions == nil && list.regions.isEmpty {
      throw CommandError.usage("the locale names no region with holiday data", hint: "use --region, e.g. --region KR")
    }
    let text = renderer.render(list, as: options.format)
    if let path = options.output {
      try OutputFile.write(text, to: path, io: io)
    } else if options.format == .text {
      // The list as the calendar's text, in the locale's codeset; JSON and iCalendar are UTF-8.
      try LocaleCodeset(environment: environment).write(text, to: io, provider: renderer.provider)
    } else {
      io.writeOutput(text)
    }
  }
}

extension Calrender {
  /// A year as YEAR is written: digits, at most six characters with a sign.
  fileprivate static func year(_ text: String) -> Int? {
    text.count <= 6 ? Int(text) : nil
  }
}

extension String {
  fileprivate func components(separatedBy separator: String) -> [String] {
    var parts: [String] = []
    var rest = Substring(self)
    while let range = rest.firstLiteralRange(of: separator) {
      parts.append(String(rest[..<range.lowerBound]))
      rest = rest[range.upperBound...]
    }
    parts.append(String(rest))
    return parts
  }
}
