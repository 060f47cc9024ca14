#if canImport(Glibc)
  import Glibc
#endif
import CalRender
import CalendarRenderers

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
    request.weekNumbering = options.grid.weekNumbering
    request.fixedWeeks = options.grid.fixedWeeks
    request.timeZone = options.grid.timeZone
    switch options.grid.today {
    case .none: request.today = .date(try clockToday(options.grid))
    case .some(.none): request.today = .none
    case .some(.some(let day)): request.today = .date(day)
    }
    if let path = options.grid.eventsFile {
      request.events = try Events(text: try InputFile.read(path), name: path)
    }
    let today: JulianDay? = if case .date(let day) = request.today { day } else { nil }

    let renderer = CalendarRenderer(environment: environment)
    let calendar = try PickerCalendar(request, environment: environment)
    let bounds: ClosedRange<JulianDay>? =
      options.minimum == nil && options.maximum == nil
      ? nil
      : (options.minimum ?? PickerState.supportedDays.lowerBound)...(options.maximum
        ?? PickerState.supportedDays.upperBound)
    var start = try named ?? today ?? clockToday(options.grid)
    if let bounds { start = min(max(start, bounds.lowerBound), bounds.upperBound) }
    var state = PickerState(focus: start, mode: options.range ? .range : .single, bounds: bounds)
    if options.weekView { state.presentation = .week }

    var picker = Picker(
      renderer: renderer, calendar: calendar, request: request, today: today, adjacent: options.grid.adjacent,
      help: Self.keyHelp(calendar.fieldNames(), range: options.range))
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
    io.writeOutput(try Self.text(of: choice, as: options.output, calendar: calendar) + "\n")
  }

  /// The one-line key help, longest first: English with the locale's words for the fields where it
  /// has its own, then the locale's words alone (for narrow terminals).
  static func keyHelp(_ names: PickerFieldNames, range: Bool) -> [String] {
    func words(_ english: String, _ local: String?, both: Bool) -> String {
      guard let local, !local.isEmpty, local.lowercased() != english.lowercased() else { return english }
      return both ? english + " " + PickScreen.sanitized(local) : PickScreen.sanitized(local)
    }
    return [true, false].map { both in
      [
        "←→↑↓ " + words("day", names.day, both: both) + "/" + words("week", names.week, both: both),
        "<> " + words("month", names.month, both: both), "[] " + words("year", names.year, both: both),
        "t " + words("today", names.today, both: both), "w strip", "⏎ " + (range ? "start/end" : "pick"), "q quit",
      ].joined(separator: "  ")
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
    case (.json, .day(let day)):
      return "{\"calendar\":\(json(calendar.system.identifier)),\"locale\":\(json(calendar.languageTag)),"
        + "\"date\":\(try dateJSON(day, calendar))}"
    case (.json, .range(let range)):
      return "{\"calendar\":\(json(calendar.system.identifier)),\"locale\":\(json(calendar.languageTag)),"
        + "\"start\":\(try dateJSON(range.lowerBound, calendar)),\"end\":\(try dateJSON(range.upperBound, calendar))}"
    }
  }

  /// A day with its display-calendar fields: `{"iso":…,"year":…,"month":"M05L","day":…,"label":…}`.
  static func dateJSON(_ day: JulianDay, _ calendar: PickerCalendar) throws -> String {
    let month = try calendar.month(containing: day)
    var fields = [
      "\"iso\":\(json(day.isoString))", "\"year\":\(month.year)", "\"month\":\(json(month.code.description))",
      "\"day\":\(month.dayNumber(of: day))",
    ]
    if let era = month.era, let eraYear = month.eraYear {
      fields.append("\"era\":\(json(era)),\"eraYear\":\(eraYear)")
    }
    fields.append("\"label\":\(json(try calendar.format(day, skeleton: "yMMMMEEEEd")))")
    return "{" + fields.joined(separator: ",") + "}"
  }

  /// A JSON string literal.
  static func json(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}

/// The picker's loop: frames from requests, keys to moves.
struct Picker {
  let renderer: CalendarRenderer
  let calendar: PickerCalendar
  let request: CalendarRequest
  let today: JulianDay?
  let adjacent: Bool
  /// The key help, longest first.
  let help: [String]

  /// The frame of `state` on a terminal of `rows` × `columns`.
  func screen(_ state: PickerState, rows: Int, columns: Int) throws -> PickScreen {
    var request = self.request
    request.view = state.presentation == .week ? .week(containing: state.focus) : .month(containing: state.focus)
    request.focus = state.focus
    request.selection = state.selection
    let document = try renderer.document(request)
    var options = TextRenderer.Options(
      columns: 1, color: true, adjacent: adjacent, displayWidth: { CalendarRenderer.displayWidth(of: $0) })
    options.picker = true
    options.enabledDays = state.bounds
    let text = TextRenderer(options: options)
    var grid = text.render(document).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while grid.last?.isEmpty == true { grid.removeLast() }
    return PickScreen(
      grid: grid, positions: text.dayPositions(document), status: try status(state, document: document), help: help,
      rows: rows, columns: columns)
  }

  /// The lines under the grid: the focused date in full, its secondary date, the range so far,
  /// whether it can be chosen, and its events.
  func status(_ state: PickerState, document: CalendarDocument) throws -> [String] {
    var lines = [try calendar.format(state.focus, skeleton: "yMMMMEEEEd")]
    let cells = document.months.flatMap(\.weeks).flatMap(\.days) + (document.week?.week.days ?? [])
    let cell = cells.first { $0.date == state.focus }
    if let secondary = cell?.secondary { lines.append(PickScreen.sanitized(secondary.label)) }
    if state.mode == .range, let anchor = state.anchor {
      let range = min(anchor, state.focus)...max(anchor, state.focus)
      lines.append("→ " + (try calendar.format(range, skeleton: "yMMMd")))
    }
    if !state.isSelectable(state.focus) { lines.append("(cannot be chosen)") }
    for event in cell?.events ?? [] { lines.append("• " + PickScreen.sanitized(event.title)) }
    return lines
  }

  /// Runs until a choice is made (returned) or the picker is cancelled (nil).
  func run(_ state: inout PickerState, on terminal: TerminalSession) throws -> PickerState.Choice? {
    var size = terminal.size()
    var screen = try self.screen(state, rows: size.rows, columns: size.columns)
    terminal.write(screen.render())
    var pending: [UInt8] = []
    while true {
      // A lone Esc is a key only when nothing follows it quickly (arrows start with Esc too).
      let event = terminal.wait(timeout: pending.isEmpty ? -1 : 50)
      var keys: [Key] = []
      switch event {
      case .redraw:
        size = terminal.size()
      case .timeout:
        if pending.first == 0x1B { keys = [.escape] + KeyDecoder.decode(Array(pending.dropFirst())).keys }
        pending = []
      case .input(let bytes):
        let decoded = KeyDecoder.decode(pending + bytes)
        keys = decoded.keys
        pending = decoded.rest
      }
      for key in keys {
        switch try apply(key, to: &state, screen: screen) {
        case .continue: break
        case .cancel: return nil
        case .chosen(let choice): return choice
        case .suspend:
          terminal.suspend()
          size = terminal.size()
        }
      }
      screen = try self.screen(state, rows: size.rows, columns: size.columns)
      terminal.write(screen.render())
    }
  }

  enum Outcome {
    case `continue`, cancel, suspend
    case chosen(PickerState.Choice)
  }

  /// What a key does to the state.
  func apply(_ key: Key, to state: inout PickerState, screen: PickScreen) throws -> Outcome {
    switch key {
    case .left, .character("h"): state.move(.left, direction: calendar.direction)
    case .right, .character("l"): state.move(.right, direction: calendar.direction)
    case .up, .character("k"): state.move(.up, direction: calendar.direction)
    case .down, .character("j"): state.move(.down, direction: calendar.direction)
    case .pageUp, .character("<"): try state.moveMonths(by: -1, in: calendar)
    case .pageDown, .character(">"): try state.moveMonths(by: 1, in: calendar)
    case .character("["): try state.moveYears(by: -1, in: calendar)
    case .character("]"): try state.moveYears(by: 1, in: calendar)
    case .home: state.moveToStartOfWeek(firstWeekday: calendar.firstWeekday)
    case .end: state.moveToEndOfWeek(firstWeekday: calendar.firstWeekday)
    case .character("t"): if let today { state.moveToToday(today) }
    case .character("w"): state.presentation = state.presentation == .month ? .week : .month
    case .enter, .character(" "):
      if let choice = state.select() { return .chosen(choice) }
    case .escape, .interrupt, .character("q"): return .cancel
    case .suspend: return .suspend
    case .mouse(let button, let column, let row, let pressed):
      if button == 64 { try state.moveMonths(by: -1, in: calendar) }
      if button == 65 { try state.moveMonths(by: 1, in: calendar) }
      if button == 0, pressed, let day = screen.day(atRow: row, column: column) {
        state.focus(on: day)
        if let choice = state.select() { return .chosen(choice) }
      }
    default: break
    }
    return .continue
  }
}
