import CalRender
import CalendarICU
import CalendarModel
import CalendarRenderers
import PatternLint

/// `calrender lint-pattern`, `pattern`, `locales`, and the generators `completions` and `manual`.
enum Subcommand: String, CaseIterable {
  case lintPattern = "lint-pattern"
  case pattern
  case locales
  case completions
  case manual
  case holidays
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
    let parser = OptionParser(table: SubcommandOptions.table, initial: SubcommandOptions())
    let options = try parser.parse(arguments)
    if options.help {
      io.writeOutput(Self.usage + "\n\nOptions of the subcommands:\n" + parser.help() + "\n")
      return
    }
    switch subcommand {
    case .completions, .manual, .holidays:
      return
    case .locales:
      guard options.positionals.isEmpty else { throw CommandError.usage("locales takes no arguments") }
      let resolver = LocaleResolver()
      var out = ""
      for id in resolver.availableLocales {
        let locale = try resolver.resolve(id)
        out += locale.languageTag
        if options.calendars { out += "\t" + ((try? LocaleCalendar.defaultSystem(of: locale).identifier) ?? "?") }
        out += "\n"
      }
      io.writeOutput(out)
    case .pattern:
      guard options.positionals.count == 1, let skeleton = options.positionals.first, !skeleton.isEmpty else {
        throw CommandError.usage("pattern needs one skeleton", hint: "e.g. calrender pattern yMMMd --locale ko-KR")
      }
      guard skeleton.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) else {
        throw CommandError.usage("invalid skeleton '\(skeleton)'", hint: "pattern letters only, e.g. yMMMd")
      }
      let locale = try resolveLocale(options.locale, LocaleResolver())
      let calendar = try LocaleCalendar(locale: locale, options: CalendarOptions(titleSkeleton: skeleton))
      let sampleDay = try options.today ?? clockToday(ParsedOptions())
      let sample = try calendar.format(sampleDay, pattern: calendar.facts.titlePattern)
      io.writeOutput("\(calendar.facts.titlePattern)\n\(sample)\n")
    case .lintPattern:
      guard options.positionals.count == 1, let pattern = options.positionals.first else {
        throw CommandError.usage("lint-pattern needs one pattern", hint: "e.g. calrender lint-pattern 'YYYY-MM-dd'")
      }
      try PatternLimit.check(pattern, "the pattern")
      let locale = try resolveLocale(options.locale, LocaleResolver())
      let linter = PatternLinter(tools: try ICUPatternTools(locale: locale))
      let near = try options.today ?? clockToday(ParsedOptions())
      let findings = linter.lint(pattern, intent: options.intent, near: near)
      let renderer = FindingsRenderer(displayWidth: { DisplayWidth.of($0) })
      let fixed = linter.fixed(pattern)
      if options.json {
        io.writeOutput(
          renderer.json(
            pattern: pattern, locale: locale.languageTag, intent: options.intent, findings: findings, fixed: fixed))
      } else {
        io.writeOutput(renderer.text(pattern: pattern, findings: findings, fixed: fixed))
      }
      if findings.contains(where: { $0.severity == .error }) {
        throw LintFailed()
      }
    }
  }
}

/// `lint-pattern` found an error: the findings are printed; exit 65 with nothing more on stderr.
struct LintFailed: Error {}
