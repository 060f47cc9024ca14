import CalRender

/// `calrender pick` was cancelled (Esc, q, Ctrl-C): nothing printed, exit status 1.
struct PickCancelled: Error {}

extension Calrender {
  /// `calrender pick`: a thin terminal layer over ``PickerState`` — keys become moves, each frame
  /// is a request rendered by the text renderer, the choice is printed on standard output.
  func runPick(_ arguments: [String]) throws {
    let parser = OptionParser(table: PickOptions.table, initial: PickOptions())
    let options = try parser.parse(arguments)
    if options.grid.help {
      io.writeOutput(PickOptions.usage + "\n\nOptions:\n" + parser.help() + "\n")
      return
    }
    guard options.positionals.count <= 1 else {
      throw CommandError.usage("pick takes at most one date", hint: "an ISO date such as 2024-02-14")
    }
    let named = try options.positionals.first.map { text throws(CommandError) in try PickOptions.date(text, "pick") }
    if let minimum = options.minimum, let maximum = options.maximum, minimum > maximum {
      throw CommandError.usage(
        "--min \(minimum.isoString) is after --max \(maximum.isoString)", hint: "the earliest day comes first")
    }

    var request = CalendarRequest(locale: options.grid.locale, calendar: options.grid.calendar)
    request.firstWeekday = options.grid.firstWeekday
    request.weekdayWidth = options.grid.weekdayWidth
    request.titleSkeleton = options.grid.titleSkeleton
    request.reform = options.grid.reform
    request.secondary = options.grid.secondary
    request.sky = options.grid.sky
    switch options.grid.holidayRegions {
    case .none: request.holidays = .ofLocale
    case .some(let codes): request.holidays = codes.isEmpty ? .none : .regions(codes)
    }
    request.holidayCategories = options.grid.holidayCategories
    request.weekNumbering = options.grid.weekNumbering
    request.fixedWeeks = options.grid.fixedWeeks
    request.timeZone = options.grid.timeZone
    switch options.grid.today {
    case .clock: request.today = .date(try clockToday(options.grid))
    case .none: request.today = .none
    case .date(let day): request.today = .date(day)
    }
    if !options.grid.eventsFiles.isEmpty {
      request.events = Events(
        merging: try options.grid.eventsFiles.map { path in
          try Events(text: try InputFile.read(path), name: path, shown: path == "-" ? "standard input" : "'\(path)'")
        })
    }
    let today: JulianDay? = if case .date(let day) = request.today { day } else { nil }

    let renderer = CalendarRenderer(environment: environment)
    let calendar = try PickerCalendar(request, renderer: renderer)
    let bounds: ClosedRange<JulianDay>? =
      options.minimum == nil && options.maximum == nil
      ? nil
      : (options.minimum ?? PickerState.supportedDays.lowerBound)...(options.maximum
        ?? PickerState.supportedDays.upperBound)
    var start = try named ?? today ?? clockToday(options.grid)
    if let bounds { start = min(max(start, bounds.lowerBound), bounds.upperBound) }
    var state = PickerState(focus: start, mode: options.range ? .range : .single, bounds: bounds, calendar: calendar)
    if options.weekView { state.presentation = .week }

    // Colour: weekend colours and the band's background; the focus, today and dimmed days are drawn
    // with attributes whatever it says.
    let color: Bool
    switch options.grid.color {
    case .always: color = true
    case .never: color = false
    case .auto: color = (environment["NO_COLOR"] ?? "").isEmpty
    }
    let picker = Picker(
      renderer: renderer, calendar: calendar, request: request, today: today, adjacent: options.grid.adjacent,
      color: color,
      help: KeyHelp(calendar.fieldNames(), range: options.range, rightToLeft: calendar.direction == .rtl))
    // Everything that can fail on bad input fails here, before the terminal is taken over.
    _ = try picker.screen(state, rows: 24, columns: 80)

    guard let terminal = TerminalSession() else {
      throw CommandError.usage("no terminal to draw on", hint: "calrender pick needs /dev/tty")
    }
    guard terminal.enter() else {
      throw CommandError.usage("cannot set up the terminal", hint: "calrender pick needs /dev/tty")
    }
    let choice: PickerState.Choice?
    do {
      defer { terminal.leave() }
      choice = try picker.run(&state, on: terminal)
    }
    guard let choice else { throw PickCancelled() }
    // A date as the skeleton formats it is text for the terminal, in the locale's codeset; JSON is UTF-8.
    let chosen = try Self.text(of: choice, as: options.output, calendar: calendar) + "\n"
    if options.output == .json {
      io.writeOutput(chosen)
    } else {
      try LocaleCodeset(environment: environment).write(chosen, to: io, provider: renderer.provider)
    }
  }

  /// The choice as `--output` asks for it.
  static func text(of choice: PickerState.Choice, as output: PickOptions.Output, calendar: PickerCalendar) throws
    -> String
  {
    switch (output, choice) {
    case (.iso, .day(let day)): return day.isoString
    case (.iso, .range(let range)): return range.lowerBound.isoString + ".." + range.upperBound.isoString
    case (.skeleton(let skeleton), .day(let day)): return try calendar.format(day, skeleton: skeleton)
    case (.skeleton(let skeleton), .range(let range)): return try calendar.format(range, skeleton: skeleton)
    case (.json, _): return try calendar.json(of: choice)
    }
  }
}
