import CalRender

/// The `calrender` command, callable in-process: argv and environment in, exit code out.
public struct Calrender {
  public static let version = CalendarRenderer.version

  let io: CommandIO
  let environment: [String: String]
  /// The last calendar's renderer, released with this value (see ``KeptRenderer``).
  private let kept = KeptRenderer()

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
      if arguments.first == "pick" {
        try runPick(Array(arguments.dropFirst()))
      } else if let first = arguments.first, let subcommand = Subcommand(rawValue: first) {
        try run(subcommand, Array(arguments.dropFirst()))
      } else if let index = Self.subcommandAfterOptions(arguments) {
        // `calrender -l ja-JP holidays 2024`: the options before a subcommand are its own, read as
        // if they followed it (the subcommand refuses those it does not take).
        let word = arguments[index]
        let rest = Array(arguments[..<index]) + arguments[(index + 1)...]
        if word == "pick" { try runPick(rest) } else { try run(Subcommand(rawValue: word)!, rest) }  // found by name
      } else {
        try runCalendar(arguments)
      }
      return 0
    } catch is OutputFile.StandardOutputFailed {
      return CommandError.ExitCode.ioError.rawValue  // reported when standard output is closed
    } catch is PickCancelled {
      return 1
    } catch is LintFailed {
      return CommandError.ExitCode.dataError.rawValue
    } catch let error as CommandError {
      io.writeError(error.line + "\n")
      return error.code.rawValue
    } catch let error as CalRenderError {
      io.writeError(CommandError(error).line + "\n")
      return CommandError(error).code.rawValue
    } catch let error as CalendarError {
      let code: CommandError.ExitCode = error.code == .icu ? .internalError : .usage
      io.writeError(CommandError(code, error.message).line + "\n")
      return code.rawValue
    } catch {
      io.writeError(CommandError(.internalError, "internal error: \(error)", hint: "please report this").line + "\n")
      return CommandError.ExitCode.internalError.rawValue
    }
  }

  /// Where the subcommand stands that the words before it, all options and their values, put
  /// where the calendar's first argument would be; nil when there is none.
  static func subcommandAfterOptions(_ arguments: [String]) -> Int? {
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let word = arguments[index]
      if word == "pick" || Subcommand(rawValue: word) != nil { return index == arguments.startIndex ? nil : index }
      guard word.hasPrefix("-"), word != "-", word != "--" else { return nil }
      // A value in the next word: `--locale he-IL`, `-l he-IL` (not `--locale=he-IL`, `-lhe-IL`).
      let spec =
        word.hasPrefix("--")
        ? CommandOptions.table.first { "--" + $0.long == word }
        : word.count == 2 ? CommandOptions.table.first { $0.short == word.last } : nil
      if case .required? = spec?.value { index += 1 }
      index += 1
    }
    return nil
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
      io.writeOutput(Self.versionText())
      return
    }
    if !options.conflicts.isEmpty {
      throw CommandError.usage(
        "options \(options.conflicts.map(\.flag).joined(separator: " and ")) cannot be combined",
        hint: "-y shows one year; -n N shows N months")
    }
    if options.weekView != nil, options.monthCount != nil {
      throw CommandError.usage(
        "--week-view cannot be combined with -1, -3, -y or -n", hint: "a week view shows one week")
    }
    var request = CalendarRequest(locale: options.locale, calendar: options.calendar)
    request.firstWeekday = options.firstWeekday
    request.weekdayWidth = options.weekdayWidth
    request.titleSkeleton = options.titleSkeleton
    request.titlePattern = options.titlePattern
    request.allowsWeekYear = options.allowWeekYear
    request.reform = options.reform
    request.selection = options.selection
    request.secondary = options.secondary
    request.sky = options.sky
    switch options.holidayRegions {
    case .none: request.holidays = .ofLocale
    case .some(let codes): request.holidays = codes.isEmpty ? .none : .regions(codes)
    }
    request.holidayCategories = options.holidayCategories
    request.weekNumbering = options.weekNumbering
    request.fixedWeeks = options.fixedWeeks
    request.agenda = options.agenda
    request.timeZone = options.timeZone
    request.today = options.today
    if !options.eventsFiles.isEmpty {
      request.events = Events(
        merging: try options.eventsFiles.map { path in
          try Events(text: try InputFile.read(path), name: path, shown: path == "-" ? "standard input" : "'\(path)'")
        })
    }
    let renderer = CalendarRenderer(environment: environment)
    kept.renderer = renderer
    // The words are read in the display calendar, which the rendering then borrows again.
    let words = CalendarWords(options.positionals, shape: options.shape)
    var yearNote: String?
    do {
      try renderer.withDisplayCalendar(request) { calendar in
        yearNote = try? YearNote(calendar: calendar).note(for: words) { try renderer.referenceDay(request) }
        let (view, focus) = try CalendarWordsReader(calendar: calendar).read(words) { try renderer.referenceDay(request) }
        request.view = view
        request.focus = focus
      }
    } catch let error as CalRenderError where error.code == .usage && error.hint == nil {
      // A Gregorian year the calendar's span does not reach (`--calendar hebrew 3 2024`): the
      // year probably meant, as a year shown gets it in a note.
      guard let note = yearNote else { throw error }
      throw CommandError(.usage, error.message, hint: String(note.dropFirst("note: ".count)))
    }
    let format: OutputFormat
    switch options.format {
    case .json: format = .json
    case .html: format = .html(.init(theme: options.theme, adjacentDays: options.adjacent, standalone: options.standalone))
    case .svg: format = .svg(.init(theme: options.theme, columns: options.columns, adjacentDays: options.adjacent))
    case .pango: format = .pango(.init(columns: options.columns, adjacentDays: options.adjacent))
    case .waybar: format = .waybar(.init(columns: options.columns, adjacentDays: options.adjacent))
    case .pdf, .png:
      if (options.output ?? "-") == "-" && io.outputIsTerminal {
        throw CommandError.usage(
          "\(options.format.rawValue.uppercased()) output is binary: not written to a terminal", hint: "use -o FILE")
      }
      let print = OutputFormat.PrintOptions(
        paper: options.paper, landscape: options.landscape, marginMillimeters: options.marginMillimeters ?? 12,
        theme: options.theme, adjacentDays: options.adjacent, pixelSize: options.pixelSize,
        scale: options.scale ?? 1, creationDate: try Self.sourceDateEpoch(environment))
      format = options.format == .pdf ? .pdf(print) : .png(print)
    case .text:
      let color: Bool
      switch options.color {
      case .always: color = true
      case .never: color = false
      case .auto:
        color = (options.output ?? "-") == "-" && io.outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
      }
      format = .text(.init(columns: options.columns, color: color, adjacentDays: options.adjacent))
    }
    // Streamed a month (a row of months) at a time: everything the request can get wrong is
    // checked before the first byte; `-o` is still written whole or not at all.
    var notes = CalendarRenderer.RenderNotes()
    // Text on standard output in the locale's codeset (`LANG=ja_JP.eucJP`), as a terminal of it
    // reads; files, JSON, SVG and HTML stay UTF-8: their formats say so (RFC 8259, XML's and HTML's
    // <meta charset> default), and a file outlives the terminal.
    let output = options.output ?? "-"
    let codeset = output == "-" && options.format == .text ? LocaleCodeset(environment: environment).name : nil
    try OutputFile.write(to: output, io: io) { sink in
      let target = codeset.flatMap { renderer.provider.sink(encoding: $0, into: sink) } ?? sink
      notes = try renderer.render(request, as: format, to: target)
    }
    // A Gregorian year typed for another calendar (`-l th-TH 2 2024`): shown as asked, with a note.
    if let note = yearNote { io.writeError("calrender: " + note + "\n") }
    // Text and markup have no place for them: the years shown outside the holiday data's and the
    // regions whose estimated days are shown, a line each (JSON, SVG and HTML carry them in the
    // document).
    if [.text, .pango, .waybar].contains(options.format) {
      for note in notes.lines { io.writeError("calrender: note: " + note + "\n") }
    }
  }

  /// `SOURCE_DATE_EPOCH` (reproducible-builds.org): the PDF's creation date when set, else none.
  static func sourceDateEpoch(_ environment: [String: String]) throws(CommandError) -> Int64? {
    guard let text = environment["SOURCE_DATE_EPOCH"], !text.isEmpty else { return nil }
    guard let seconds = Int64(text), seconds >= 0, seconds < 253_402_300_800 else {
      throw CommandError.usage("invalid SOURCE_DATE_EPOCH '\(text)'", hint: "seconds since 1970-01-01 UTC")
    }
    return seconds
  }

  /// Today in `--time-zone`, else as the environment says (EnvironmentPolicy).
  func clockToday(_ options: ParsedOptions) throws -> JulianDay {
    try EnvironmentPolicy(environment).today(options.timeZone)
  }

  static let usage = """
    Usage:
      calrender [options] [[[day] month] year]
      calrender [options] YYYY-MM-DD
      calrender [options] --week-view [DATE]
      calrender pick [DATE] [--range] [--week-view] [--min DATE] [--max DATE] [--output iso|json|SKEL]
      calrender --compat cal [util-linux cal arguments]
      calrender lint-pattern PATTERN [--locale ID] [--format text|json] [--intent title|date|date-time]
      calrender pattern SKELETON [--locale ID]
      calrender locales [--calendars]
      calrender holidays [YEAR | FROM..TO] [--region R[,R…]] [--locale ID] [-f text|json|ics]

    Month calendars in any locale and calendar system, from ICU \(LibraryVersions.current().icu).
    Exit codes: 0 ok, 1 pick cancelled, 64 usage, 65 bad data, 66 no input, 69 no Cairo or Pango (PDF, PNG),
    70 internal, 73 cannot create output, 74 write failed (death by SIGPIPE under | head is the Unix convention).
    """
}
