import CalendarEvents
import CalendarICU
import CalendarModel
import CalendarRenderers
import LocaleOverlays
import PatternLint

/// The `calrender` command, callable in-process: argv and environment in, exit code out.
public struct Calrender {
  public static let version = "0.1.0"

  let io: CommandIO
  let environment: [String: String]

  public init(io: CommandIO, environment: [String: String]) {
    self.io = io
    self.environment = environment
  }

  /// Runs the command; every failure is one line on stderr and the exit code of spec/cli.md.
  public func run(_ arguments: [String]) -> Int32 {
    let status = runCommand(arguments)
    if let reason = io.finishOutput() {
      // util-linux cal fails with 1 on a write error, as on every other.
      let compat = Self.wantsCompatCal(arguments)
      io.writeError(CommandError(.ioError, "cannot write standard output", hint: reason).line + "\n")
      return compat ? 1 : CommandError.ExitCode.ioError.rawValue
    }
    return status
  }

  private func runCommand(_ arguments: [String]) -> Int32 {
    if Self.wantsCompatCal(arguments) { return runCompatCal(arguments) }
    do {
      if let first = arguments.first, let subcommand = Subcommand(rawValue: first) {
        try run(subcommand, Array(arguments.dropFirst()))
      } else {
        try runCalendar(arguments)
      }
      return 0
    } catch is LintFailed {
      return CommandError.ExitCode.dataError.rawValue
    } catch let error as CommandError {
      io.writeError(error.line + "\n")
      return error.code.rawValue
    } catch let error as UnknownLocaleError {
      let hint =
        error.suggestions.isEmpty
        ? "see calrender locales" : "nearest: " + error.suggestions.joined(separator: ", ") + "; see calrender locales"
      io.writeError(CommandError.usage(error.description, hint: hint).line + "\n")
      return CommandError.ExitCode.usage.rawValue
    } catch let error as UnsupportedCalendarError {
      io.writeError(CommandError.usage(error.description, hint: "use --calendar").line + "\n")
      return CommandError.ExitCode.usage.rawValue
    } catch let error as CalendarError {
      let code: CommandError.ExitCode = error.code == .icu ? .internalError : .usage
      io.writeError(CommandError(code, error.message).line + "\n")
      return code.rawValue
    } catch {
      io.writeError(CommandError(.internalError, "internal error: \(error)", hint: "please report this").line + "\n")
      return CommandError.ExitCode.internalError.rawValue
    }
  }

  // MARK: - The calendar

  private func runCalendar(_ arguments: [String]) throws {
    let parser = OptionParser(table: CommandOptions.table, initial: ParsedOptions())
    let options = try parser.parse(arguments)
    if options.help {
      io.writeOutput(Self.usage + "\n\nOptions:\n" + parser.help() + "\n")
      return
    }
    if options.version {
      let versions = ICUVersions.current()
      io.writeOutput(
        "calrender \(Self.version) (ICU \(versions.icu), CLDR \(versions.cldr), Unicode \(versions.unicode))\n")
      return
    }
    if !options.conflicts.isEmpty {
      throw CommandError.usage(
        "options \(options.conflicts.joined(separator: " and ")) cannot be combined",
        hint: "-y shows one year; -n N shows N months")
    }
    let resolver = LocaleResolver()
    let locale = try resolveLocale(options.locale, resolver)
    if let pattern = options.titlePattern { try checkTitlePattern(pattern, locale: locale, options: options) }
    let calendar = try LocaleCalendar(
      locale: locale,
      options: CalendarOptions(
        calendar: options.calendar, firstWeekday: options.firstWeekday, reform: options.reform,
        titleSkeleton: options.titleSkeleton, titlePattern: options.titlePattern))
    // An unknown zone is an error even when --today makes the clock unnecessary.
    if options.timeZone != nil { _ = try clockToday(options) }
    let today = try self.today(options)
    var (selection, focus) = try CommandPositionals(calendar: calendar, options: options)
      .selection(today: today ?? (try clockToday(options)))
    if case .some(let day) = options.weekView {
      if options.monthCount != nil {
        throw CommandError.usage(
          "--week-view cannot be combined with -1, -3, -y or -n", hint: "a week view shows one week")
      }
      let shown = try day ?? focus ?? today ?? clockToday(options)
      guard ICUCalendarArithmetic.span.contains(shown) else {
        throw CommandError.usage("date '\(shown.isoString)' is outside 0001-01-01..9999-12-31")
      }
      selection = .week(containing: shown)
    }
    let versions = ICUVersions.current()
    let overlays = LocaleOverlays()
    let likely = (try? calendar.facts.locale.likelySubtags()) ?? nil
    let builder = DocumentBuilder(
      calendar: calendar,
      generator: .init(version: Self.version, icu: versions.icu, cldr: versions.cldr),
      weekdayWidth: options.weekdayWidth, fixedWeeks: options.fixedWeeks, weekNumbering: options.weekNumbering,
      today: today, focus: focus,
      weekendColors: overlays.weekendColors(
        locale: calendar.facts.locale.icuIdentifier, likelyIdentifier: likely, weekend: calendar.facts.weekend))
    var selectingBuilder = builder
    selectingBuilder.selection = options.selection
    selectingBuilder.accessibleLabels = options.format == .svg || options.format == .html
    if let system = options.secondary {
      selectingBuilder.secondary = try SecondaryCalendar(locale: locale, system: system)
    }
    if let path = options.eventsFile {
      let zone = try eventZone(options)
      selectingBuilder.events = EventPlacement(timeZone: zone, events: try EventsSource.read(path, zone: zone))
    }
    var document = try selectingBuilder.document(selection)
    if options.agenda, let events = selectingBuilder.events {
      document.agenda = try Agenda(calendar: calendar, timeZone: events.timeZone).entries(
        events.events, shown: document)
    }
    var text: String
    switch options.format {
    case .json:
      text = JSONRenderer().render(document)
    case .html:
      text = HTMLRenderer(
        options: .init(theme: options.theme, standalone: options.standalone, adjacent: options.adjacent)
      )
      .render(document)
    case .svg:
      text = SVGRenderer(
        options: .init(theme: options.theme, columns: options.columns, adjacent: options.adjacent) {
          DisplayWidth.of($0)
        }
      ).render(document)
    default:
      let color: Bool
      switch options.color {
      case .always: color = true
      case .never: color = false
      case .auto:
        color = (options.output ?? "-") == "-" && io.outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
      }
      text = TextRenderer(
        options: .init(
          columns: options.columns, color: color, adjacent: options.adjacent, displayWidth: { DisplayWidth.of($0) })
      ).render(document)
    }
    try emit(text, options)
  }

  private func emit(_ text: String, _ options: ParsedOptions) throws {
    if let path = options.output {
      try OutputFile.write(text, to: path, io: io)
    } else {
      io.writeOutput(text)
    }
  }

  /// The zone timed events fall on days in: `--time-zone`, else `TZ`, else the system's (ZonePolicy).
  private func eventZone(_ options: ParsedOptions) throws -> ICUTimeZone {
    try ICUTimeZone(ZonePolicy(environment: environment).zone(explicit: options.timeZone))
  }

  /// `--title-pattern` passes the linter: an error finding is a usage error that names it
  /// (`--allow-week-year` lets `Y` through).
  private func checkTitlePattern(_ pattern: String, locale: ResolvedLocale, options: ParsedOptions) throws {
    try PatternLimit.check(pattern, "--title-pattern")
    let linter = PatternLinter(tools: try ICUPatternTools(locale: locale))
    let near = try today(options) ?? clockToday(options)
    let errors = linter.lint(pattern, intent: .title, near: near).filter {
      $0.severity == .error && !(options.allowWeekYear && $0.code == .weekYear)
    }
    guard let first = errors.first else { return }
    var hint = first.suggestion.map { "use \($0)" } ?? "see calrender lint-pattern"
    if first.code == .weekYear { hint += ", or --allow-week-year" }
    throw CommandError.usage("--title-pattern '\(pattern)' has \(first.code.rawValue): \(first.message)", hint: hint)
  }

  /// `--locale`, else `LC_ALL`, `LC_TIME`, `LANG` (the first that is set and not empty).
  func resolveLocale(_ explicit: String?, _ resolver: LocaleResolver) throws -> ResolvedLocale {
    if let explicit { return try resolver.resolve(explicit) }
    for name in ["LC_ALL", "LC_TIME", "LANG"] {
      if let value = environment[name], !value.isEmpty {
        // An unknown locale from the environment falls back silently, as `cal` does.
        return (try? resolver.resolve(value)) ?? .posix()
      }
    }
    return .posix()
  }

  /// `--today`: a date, none, or (nil) the clock, which is only read when needed.
  private func today(_ options: ParsedOptions) throws -> JulianDay? {
    switch options.today {
    case .some(let value): return value
    case .none: return try clockToday(options)
    }
  }

  /// Today by the clock, in the zone of ZonePolicy.
  func clockToday(_ options: ParsedOptions) throws -> JulianDay {
    try ICUClock.today(timeZone: ZonePolicy(environment: environment).zone(explicit: options.timeZone))
  }

  static let usage = """
    Usage:
      calrender [options] [[[day] month] year]
      calrender [options] YYYY-MM-DD
      calrender [options] --week-view [DATE]
      calrender --compat cal [util-linux cal arguments]
      calrender lint-pattern PATTERN [--locale ID] [--format text|json] [--intent title|date|date-time]
      calrender pattern SKELETON [--locale ID]
      calrender locales [--calendars]

    Month calendars in any locale and calendar system, from ICU \(ICUVersions.current().icu).
    Exit codes: 0 ok, 64 usage, 65 bad data, 66 no input, 70 internal, 73 cannot create output,
    74 write failed (death by SIGPIPE under | head is the Unix convention).
    """
}
