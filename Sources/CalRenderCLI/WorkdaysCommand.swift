import CalRender

/// `calrender workdays DATE [±N] | FROM..TO [--region R] [--locale L]`.
struct WorkdaysOptions: Sendable, Positionals {
  var region: String?
  var holidayCategories = HolidayCategory.defaults
  var locale: String?
  var help = false
  var positionals: [String] = []

  static let table: [OptionSpec<WorkdaysOptions>] = [
    OptionSpec(
      long: "region", short: "r", value: .required("R"),
      help: "the holiday region (CN, TW, US, DE-BY,…); default the locale's region",
      completion: .holidayRegions(after: [])
    ) { o, v throws(CommandError) in
      guard let v, !v.isEmpty, !v.contains(",") else {
        throw .usage("--region needs one region code", hint: "e.g. --region CN")
      }
      o.region = v.uppercased()
    },
    CommandOptions.holidayCategoriesSpec { $0.holidayCategories = $1 },
    OptionSpec(
      long: "locale", short: "l", value: .required("ID"), help: "the locale whose region is the default",
      completion: .locales
    ) { o, v throws(CommandError) in o.locale = v },
    OptionSpec(long: "help", short: "h", value: .none, help: "this help") { o, _ throws(CommandError) in o.help = true
    },
  ]
}

extension Calrender {
  /// Working days: how many in a span, the date N working days from a date, or whether a date is one.
  func runWorkdays(_ arguments: [String]) throws {
    let parser = OptionParser(table: WorkdaysOptions.table, initial: WorkdaysOptions())
    // `-3` is a count, not an option: it is taken out before the options are read, and is the last
    // positional (a count always follows its date).
    let isNegativeCount = { (word: String) in
      word.count > 1 && word.first == "-" && word.dropFirst().allSatisfy(\.isASCIIDigit)
    }
    var options = try parser.parse(arguments.filter { !isNegativeCount($0) })
    options.positionals += arguments.filter(isNegativeCount)
    if options.help {
      io.writeOutput(
        "Usage: calrender workdays FROM..TO | DATE [+N|-N] [--region R] [--locale ID]\n\n"
          + "FROM..TO: the number of working days, both ends counted. DATE +N: the date N working days\n"
          + "after DATE (-N: before; 0: DATE, or the next working day). DATE: 'working' or 'off'.\n\nOptions:\n"
          + parser.help() + "\n")
      return
    }
    let renderer = CalendarRenderer(environment: environment)
    guard let region = try options.region ?? renderer.holidayRegion(locale: options.locale) else {
      throw CommandError.usage("the locale names no region with holiday data", hint: "use --region, e.g. --region CN")
    }
    let positionals = options.positionals
    guard let first = positionals.first else {
      throw CommandError.usage("workdays needs a span or a date", hint: "e.g. 2024-02-01..2024-02-29, or 2024-09-13 +5")
    }
    let answer: String
    let gaps: [HolidayCoverageGap]
    if let dots = first.firstLiteralRange(of: "..") {
      guard positionals.count == 1 else { throw CommandError.usage("too many arguments", hint: "FROM..TO alone") }
      let (fromText, toText) = (String(first[..<dots.lowerBound]), String(first[dots.upperBound...]))
      guard let from = JulianDay(isoString: fromText), let to = JulianDay(isoString: toText) else {
        throw CommandError.usage("invalid span '\(first)'", hint: "FROM..TO of ISO dates, e.g. 2024-02-01..2024-02-29")
      }
      guard from <= to else {
        throw CommandError.usage("span '\(first)' runs backwards", hint: "write it as \(toText)..\(fromText)")
      }
      let days = try renderer.workingDays(region: region, in: from...to, categories: options.holidayCategories)
      // Every day of the span is inside the value: the count is there.
      answer = String(days.count(in: from...to) ?? 0)
      gaps = days.coverageGaps
    } else {
      guard let day = JulianDay(isoString: first) else {
        throw CommandError.usage("invalid date '\(first)'", hint: "an ISO date such as 2024-09-13, or FROM..TO")
      }
      switch positionals.count {
      case 1:
        let days = try renderer.workingDays(region: region, in: day...day, categories: options.holidayCategories)
        answer = days.isWorkingDay(day) == true ? "working" : "off"
        gaps = days.coverageGaps
      case 2:
        guard let n = Self.count(positionals[1]) else {
          throw CommandError.usage("invalid count '\(positionals[1])'", hint: "+N or -N working days, e.g. +5")
        }
        let found = try renderer.workingDay(
          region: region, n, workingDaysFrom: day, categories: options.holidayCategories)
        answer = found.day.isoString
        gaps = found.coverageGaps
      default:
        throw CommandError.usage("too many arguments", hint: "DATE [+N|-N] or FROM..TO")
      }
    }
    io.writeOutput(answer + "\n")
    if let note = HolidayCoverageGap.note(gaps) { io.writeError("calrender: note: " + note + "\n") }
  }

  /// `+5`, `-3` or `5`: at most seven digits after the sign (larger counts are refused by the
  /// library with their own message).
  fileprivate static func count(_ text: String) -> Int? {
    let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
    guard !digits.isEmpty, digits.count <= 7, digits.allSatisfy(\.isASCIIDigit), let value = Int(digits)
    else { return nil }
    return text.first == "-" ? -value : value
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
