import CalRender

/// `calrender lint-pattern`, `pattern`, `locales`, and the generators `completions` and `manual`.
enum Subcommand: String, CaseIterable {
  case lintPattern = "lint-pattern"
  case pattern
  case locales
  case completions
  case manual
  case holidays
  case workdays
}

/// What the subcommands' own options hold.
struct SubcommandOptions: Sendable {
  var locale: String?
  var calendars = false
  var json = false
  var intent: PatternIntent = .date
  var today: JulianDay?
  var help = false
  var positionals: [String] = []
}

extension SubcommandOptions {
  static let table: [OptionSpec<SubcommandOptions>] = [
    OptionSpec(
      long: "locale", short: "l", value: .required("ID"), help: "locale (default LC_ALL, LC_TIME, LANG)",
      completion: .locales
    ) {
      o, v throws(CommandError) in o.locale = v
    },
    OptionSpec(
      long: "format", short: "f", value: .required("text|json"), help: "lint-pattern: output format",
      completion: .choices(["text", "json"])
    ) {
      o, v throws(CommandError) in
      guard v == "text" || v == "json" else {
        throw .usage("invalid value '\(v ?? "")' for --format", hint: "one of: text, json")
      }
      o.json = v == "json"
    },
    OptionSpec(
      long: "intent", short: nil, value: .required("WHAT"), help: "lint-pattern: title, date or date-time",
      completion: .choices(PatternIntent.allCases.map(\.rawValue))
    ) {
      o, v throws(CommandError) in
      guard let v, let intent = PatternIntent(rawValue: v) else {
        throw .usage("invalid value '\(v ?? "")' for --intent", hint: "one of: title, date, date-time")
      }
      o.intent = intent
    },
    OptionSpec(long: "today", short: nil, value: .required("DATE"), help: "the day examples are found near") {
      o, v throws(CommandError) in
      guard let v, let day = JulianDay(isoString: v) else {
        throw .usage("invalid date '\(v ?? "")' for --today", hint: "an ISO date such as 2024-02-14")
      }
      o.today = day
    },
    OptionSpec(long: "calendars", short: nil, value: .none, help: "locales: with each locale's calendar") {
      o, _ throws(CommandError) in o.calendars = true
    },
    OptionSpec(long: "help", short: "h", value: .none, help: "this help") { o, _ throws(CommandError) in o.help = true
    },
  ]
}

extension Calrender {
  func run(_ subcommand: Subcommand, _ arguments: [String]) throws {
    // The generators read their own arguments (GeneratorSubcommands.swift).
    if subcommand == .completions { return try runCompletions(arguments) }
    if subcommand == .manual { return try runManual(arguments) }
    if subcommand == .holidays { return try runHolidays(arguments) }
    if subcommand == .workdays { return try runWorkdays(arguments) }
    let parser = OptionParser(table: SubcommandOptions.table, initial: SubcommandOptions())
    let options = try parser.parse(arguments)
    if options.help {
      io.writeOutput(Self.usage + "\n\nOptions of the subcommands:\n" + parser.help() + "\n")
      return
    }
    switch subcommand {
    case .completions, .manual, .holidays, .workdays:
      return
    case .locales:
      guard options.positionals.isEmpty else { throw CommandError.usage("locales takes no arguments") }
      let catalog = LocaleCatalog()
      var out = ""
      for id in catalog.identifiers {
        out += try catalog.languageTag(of: id)
        if options.calendars { out += "\t" + ((try? catalog.defaultCalendar(of: id).identifier) ?? "?") }
        out += "\n"
      }
      io.writeOutput(out)
    case .pattern:
      guard options.positionals.count == 1, let skeleton = options.positionals.first, !skeleton.isEmpty else {
        throw CommandError.usage("pattern needs one skeleton", hint: "e.g. calrender pattern yMMMd --locale ko-KR")
      }
      let answer = try CalendarRenderer(environment: environment).pattern(
        forSkeleton: skeleton, locale: options.locale, example: options.today)
      io.writeOutput("\(answer.pattern)\n\(answer.example)\n")
    case .lintPattern:
      guard options.positionals.count == 1, let pattern = options.positionals.first else {
        throw CommandError.usage("lint-pattern needs one pattern", hint: "e.g. calrender lint-pattern 'YYYY-MM-dd'")
      }
      let report = try CalendarRenderer(environment: environment).lint(
        pattern, intent: options.intent, locale: options.locale, near: options.today)
      io.writeOutput(options.json ? report.json() : report.text())
      if report.hasErrors {
        throw LintFailed()
      }
    }
  }
}

/// `lint-pattern` found an error: the findings are printed; exit 65 with nothing more on stderr.
struct LintFailed: Error {}
