import CalRender

/// The picker's loop: frames from requests, keys to moves.
struct Picker {
  let renderer: CalendarRenderer
  let calendar: PickerCalendar
  let request: CalendarRequest
  let today: JulianDay?
  let adjacent: Bool
  /// Weekend colours and the band's background (the focus is reversed regardless).
  let color: Bool
  /// The key help.
  let help: KeyHelp

  /// The frame of `state` on a terminal of `rows` × `columns`.
  func screen(_ state: PickerState, rows: Int, columns: Int) throws -> PickScreen {
    var request = self.request
    request.view = state.presentation == .week ? .week(containing: state.focus) : .month(containing: state.focus)
    request.focus = state.focus
    request.selection = state.selection
    let document = try renderer.document(request, accessibleLabels: false)  // a text frame reads none
    let frame = renderer.pickerFrame(document, color: color, adjacentDays: adjacent, enabledDays: state.bounds)
    return PickScreen(
      grid: frame.lines, positions: frame.positions, status: try status(state, document: document), help: help,
      rows: rows, columns: columns)
  }

  /// The lines under the grid: the focused date in full, its secondary date, the range so far,
  /// whether it can be chosen, its holidays and its events.
  func status(_ state: PickerState, document: CalendarDocument) throws -> [String] {
    var lines = [try calendar.format(state.focus, skeleton: "yMMMMEEEEd")]
    let cells = document.months.flatMap(\.weeks.days) + (document.week.map { Array($0.week.days) } ?? [])
    let cell = cells.first { $0.date == state.focus }
    if let secondary = cell?.secondary { lines.append(PickScreen.sanitized(secondary.label)) }
    if state.mode == .range, let anchor = state.anchor {
      let range = min(anchor, state.focus)...max(anchor, state.focus)
      lines.append("→ " + (try calendar.format(range, skeleton: "yMMMd")))
    }
    if !state.isSelectable(state.focus) { lines.append("(cannot be chosen)") }
    for holiday in cell?.holidays ?? [] { lines.append("◆ " + PickScreen.sanitized(holiday.name)) }
    for event in cell?.events ?? [] { lines.append("• " + PickScreen.sanitized(event.title)) }
    // In a right-to-left locale each line is a right-to-left run starting under the grid's first
    // column, as the grid's title is: a LEFT-TO-RIGHT MARK holds the line's direction (else a bidi
    // terminal mirrors the whole row and the text lands at its right edge) and a RIGHT-TO-LEFT MARK
    // starts the run (the range's "→ ٣–٧ …", a title starting with digits).
    guard calendar.direction == .rtl else { return lines }
    return lines.map { "\u{200E}\u{200F}" + $0 }
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
    case .left, .character("h"): state.move(.left)
    case .right, .character("l"): state.move(.right)
    case .up, .character("k"): state.move(.up)
    case .down, .character("j"): state.move(.down)
    case .pageUp, .character("<"): state.moveMonths(by: -1)
    case .pageDown, .character(">"): state.moveMonths(by: 1)
    case .character("["): state.moveYears(by: -1)
    case .character("]"): state.moveYears(by: 1)
    case .home: state.moveToStartOfWeek()
    case .end: state.moveToEndOfWeek()
    case .character("t"): if let today { state.moveToToday(today) }
    case .character("w"): state.presentation = state.presentation == .month ? .week : .month
    case .enter, .character(" "):
      if let choice = state.select() { return .chosen(choice) }
    case .escape, .interrupt, .character("q"): return .cancel
    case .suspend: return .suspend
    case .mouse(let button, let column, let row, let pressed):
      if button == 64 { state.moveMonths(by: -1) }
      if button == 65 { state.moveMonths(by: 1) }
      if button == 0, pressed, let day = screen.day(atRow: row, column: column) {
        state.focus(on: day)
        if let choice = state.select() { return .chosen(choice) }
      }
    default: break
    }
    return .continue
  }
}
