/// The state of a date picker or range picker: the focused day, how it moves through the display
/// calendar, the range being built and the days that may be chosen.
///
/// A value: no clock, no terminal, no view. A command-line picker, a SwiftUI view or a UIKit
/// control drives the same state with its own input, and draws the focus, the ``selection`` and
/// ``isSelectable(_:)`` its own way. The state carries its calendar context, given once: month and
/// year moves go through the display calendar's ``CalendarArithmetic`` (Adar I and II, Chinese and
/// Korean leap months, 13-month years), so that no Gregorian assumption creeps in; arrows follow
/// the locale's direction; weeks start on its first weekday.
///
/// ```swift
/// // CalRender: PickerState(focus:mode:calendar:) takes all three from a PickerCalendar.
/// var state = PickerState(
///   focus: JulianDay(isoYear: 2024, month: 1, day: 31), arithmetic: arithmetic, direction: .ltr, firstWeekday: .sunday)
/// state.moveMonths(by: 1)  // 2024-02-29: clamped to February's last day
/// if let choice = state.select() { print(choice) }
/// ```
///
/// Two states are equal when they hold the same days, mode, presentation and context facts
/// (direction, first weekday, calendar system).
public struct PickerState: Hashable, Sendable {
  /// What the picker chooses.
  public enum Mode: String, Hashable, Sendable {
    /// One day.
    case single
    /// An inclusive range of days: the first selection sets its start, the second its end.
    case range
  }

  /// How much of the calendar the picker shows around the focus.
  public enum Presentation: String, Hashable, Sendable {
    /// The month of the display calendar that holds the focus.
    case month
    /// The week (seven days from the first weekday) that holds the focus.
    case week
  }

  /// A direction on the screen: left and right are mirrored in right-to-left locales, where the
  /// days of a week run from right to left.
  public enum VisualDirection: String, Hashable, Sendable {
    /// Towards the left edge: the previous day, or the next one in a right-to-left locale.
    case left
    /// Towards the right edge: the next day, or the previous one in a right-to-left locale.
    case right
    /// The row above: a week earlier.
    case up
    /// The row below: a week later.
    case down
  }

  /// What was chosen.
  public enum Choice: Hashable, Sendable {
    /// A day (single mode).
    case day(JulianDay)
    /// An inclusive range of days, in order (range mode; a one-day range when both ends are the same day).
    case range(ClosedRange<JulianDay>)
  }

  /// The proleptic Gregorian span 0001-01-01 … 9999-12-31, which every calendar system covers.
  public static let supportedDays =
    JulianDay(isoYear: 1, month: 1, day: 1)...JulianDay(isoYear: 9999, month: 12, day: 31)

  /// The day that has the focus: the one a selection would choose.
  public private(set) var focus: JulianDay
  /// Single day or range.
  public let mode: Mode
  /// Month grid or week strip.
  public var presentation: Presentation = .month
  /// The days that can be chosen (`--min` … `--max`); nil: every day. Other days can have the focus
  /// but cannot be selected.
  public let bounds: ClosedRange<JulianDay>?
  /// The days the focus can reach; moves beyond them stop at their edge.
  public let reachable: ClosedRange<JulianDay>
  /// Range mode: the start chosen by the first selection, until the second one ends the range.
  public private(set) var anchor: JulianDay?
  /// What has been chosen, once the picker is done.
  public private(set) var choice: Choice?
  /// The display calendar's writing direction: in `.rtl` the week runs from right to left on screen.
  public let direction: TextDirection
  /// The first day of the week of the display calendar.
  public let firstWeekday: Weekday
  /// The display calendar's months.
  private let arithmetic: any CalendarArithmetic & Sendable

  /// A picker focused on `focus` (moved into `reachable` when it is outside).
  /// - Parameters:
  ///   - focus: the day that has the focus first.
  ///   - mode: one day or a range.
  ///   - bounds: the days that can be chosen; nil: all.
  ///   - reachable: the days the focus may move to (default ``supportedDays``).
  ///   - arithmetic: the display calendar's months.
  ///   - direction: the locale's writing direction.
  ///   - firstWeekday: the first day of the week.
  public init(
    focus: JulianDay, mode: Mode = .single, bounds: ClosedRange<JulianDay>? = nil,
    reachable: ClosedRange<JulianDay> = PickerState.supportedDays, arithmetic: some CalendarArithmetic & Sendable,
    direction: TextDirection, firstWeekday: Weekday
  ) {
    self.arithmetic = arithmetic
    self.direction = direction
    self.firstWeekday = firstWeekday
    self.mode = mode
    self.bounds = bounds
    self.reachable = reachable
    self.focus = min(max(focus, reachable.lowerBound), reachable.upperBound)
  }

  // MARK: - Moving

  /// Moves the focus to `day` (kept within ``reachable``).
  public mutating func focus(on day: JulianDay) {
    focus = min(max(day, reachable.lowerBound), reachable.upperBound)
  }

  /// Moves the focus `count` days (negative: back).
  public mutating func moveDays(by count: Int) { focus(on: focus.advanced(by: count)) }

  /// Moves the focus `count` weeks (negative: back).
  public mutating func moveWeeks(by count: Int) { focus(on: focus.advanced(by: 7 * count)) }

  /// Moves the focus one step on the screen: left and right a day, up and down a week. In a
  /// right-to-left locale the week runs from right to left, so the right arrow goes to the previous day.
  public mutating func move(_ visual: VisualDirection) {
    switch visual {
    case .left: moveDays(by: direction == .rtl ? 1 : -1)
    case .right: moveDays(by: direction == .rtl ? -1 : 1)
    case .up: moveWeeks(by: -1)
    case .down: moveWeeks(by: 1)
    }
  }

  /// Moves the focus to the first day of its week (the week starting on ``firstWeekday``).
  public mutating func moveToStartOfWeek() {
    moveDays(by: -focus.weekday.distance(from: firstWeekday))
  }

  /// Moves the focus to the last day of its week (the week starting on ``firstWeekday``).
  public mutating func moveToEndOfWeek() {
    moveDays(by: 6 - focus.weekday.distance(from: firstWeekday))
  }

  /// Moves the focus to `today`.
  public mutating func moveToToday(_ today: JulianDay) { focus(on: today) }

  /// Moves the focus `count` months of the display calendar (leap months are months: Adar I, a
  /// Chinese leap month), keeping its day number, clamped to the target month's last day (January
  /// 31 → February 29), then to ``reachable``. When the target month lies outside the span every
  /// calendar covers (``supportedDays``), or the calendar cannot compute it, nothing changes.
  /// - Returns: whether the focus moved.
  @discardableResult
  public mutating func moveMonths(by count: Int) -> Bool {
    guard let current = try? arithmetic.month(containing: focus) else { return false }
    var target = current
    for _ in 0..<abs(count) {
      guard let next = try? (count > 0 ? arithmetic.month(after: target) : arithmetic.month(before: target)) else {
        return false
      }
      target = next
    }
    return move(to: Self.day(current.dayNumber(of: focus), in: target))
  }

  /// Moves the focus `count` years of the display calendar, keeping the month (by its code) and the
  /// day number. A month the target year lacks falls back as Temporal's `constrain` does: Adar I
  /// (`M05L`) to Adar (`M06`), a lunar leap month to the ordinary month of its number, a thirteenth
  /// month to the year's last; the day is clamped to the month's last day, then to ``reachable``.
  /// Outside ``supportedDays``, or where the calendar cannot compute the year, nothing changes.
  /// - Returns: whether the focus moved.
  @discardableResult
  public mutating func moveYears(by count: Int) -> Bool {
    guard let current = try? arithmetic.month(containing: focus),
      let target = try? Self.month(year: current.year + count, code: current.code, in: arithmetic)
    else { return false }
    return move(to: Self.day(current.dayNumber(of: focus), in: target))
  }

  /// Moves to `day` when every calendar covers it (kept within ``reachable``).
  private mutating func move(to day: JulianDay) -> Bool {
    guard Self.supportedDays.contains(day) else { return false }
    let before = focus
    focus(on: day)
    return focus != before
  }

  /// The month `code` of `year`, or the month it falls back to when that year has none.
  static func month(year: Int, code: MonthCode, in arithmetic: some CalendarArithmetic) throws -> MonthSpan {
    do {
      return try arithmetic.month(year: year, code: code)
    } catch let error as CalendarError where error.code == .noSuchMonth {
      if code.isLeap {
        // Hebrew Adar I stands before Adar, which is month 6 in every year; a lunar leap month
        // follows the ordinary month of its number.
        let number = arithmetic.system == .hebrew ? code.number + 1 : code.number
        return try arithmetic.month(year: year, code: MonthCode(number: number))
      }
      // A month number the year does not reach: its last month.
      let months = try arithmetic.months(ofYear: year)
      guard let last = months.last else { throw error }
      return last
    }
  }

  /// The day of `month` with day number `number`, or the nearest one before it (the month's last
  /// day when it is shorter; across a Gregorian change-over, the last day before the gap).
  static func day(_ number: Int, in month: MonthSpan) -> JulianDay {
    var index = 0
    for (position, candidate) in month.dayNumbers.enumerated() where candidate <= number { index = position }
    return month.start.advanced(by: index)
  }

  // MARK: - Choosing

  /// Whether `day` can be chosen: it lies within ``bounds``.
  public func isSelectable(_ day: JulianDay) -> Bool { bounds?.contains(day) ?? true }

  /// Selects the focused day. Single mode: it is the ``choice``. Range mode: the first selection
  /// sets the ``anchor``, the second ends the range (backwards ranges are swapped into order).
  /// Nothing happens on a day that is not selectable.
  /// - Returns: the choice, when this selection completed it.
  @discardableResult
  public mutating func select() -> Choice? {
    guard choice == nil, isSelectable(focus) else { return nil }
    switch mode {
    case .single:
      choice = .day(focus)
    case .range:
      guard let anchor else {
        anchor = focus
        return nil
      }
      choice = .range(min(anchor, focus)...max(anchor, focus))
    }
    return choice
  }

  /// Forgets the range's start (range mode), so that the next selection starts a new range.
  public mutating func clearAnchor() { anchor = nil }

  /// What to draw as selected: the chosen day or range, else in range mode the band from the anchor
  /// to the focus (its roles are ``Selection/Role`` start, middle, end).
  public var selection: Selection {
    switch choice {
    case .day(let day): return Selection([day...day])
    case .range(let range): return Selection([range])
    case nil:
      guard let anchor else { return Selection() }
      return Selection([min(anchor, focus)...max(anchor, focus)])
    }
  }

  // MARK: - Equality

  public static func == (a: PickerState, b: PickerState) -> Bool {
    a.focus == b.focus && a.mode == b.mode && a.presentation == b.presentation && a.bounds == b.bounds
      && a.reachable == b.reachable && a.anchor == b.anchor && a.choice == b.choice && a.direction == b.direction
      && a.firstWeekday == b.firstWeekday && a.arithmetic.system == b.arithmetic.system
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(focus)
    hasher.combine(mode)
    hasher.combine(anchor)
    hasher.combine(choice)
    hasher.combine(arithmetic.system)
  }
}
