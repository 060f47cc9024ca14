/// Lays a month out in week rows: pure arithmetic on Julian days, whatever the calendar system.
package struct GridBuilder: Sendable {
  /// The weekday each row starts on.
  public var firstWeekday: Weekday
  /// The locale's weekend days.
  public var weekend: Set<Weekday> {
    get { Set(Weekday.allCases.filter { weekendMask & (1 << $0.rawValue) != 0 }) }
    set { weekendMask = newValue.reduce(0) { $0 | (1 << $1.rawValue) } }
  }
  /// The weekend as bits (1 << weekday.rawValue): asked for every cell of every grid.
  private var weekendMask: UInt8 = 0
  /// Always six rows (a pager of months never changes height).
  public var fixedWeeks: Bool
  /// The day to mark as today.
  public var today: JulianDay?
  /// The day to mark as the focus (named on the command line, or a picker's cursor).
  public var focus: JulianDay?
  /// The days to mark as selected.
  public var selection = Selection()

  /// A builder for a locale's week rules.
  public init(
    firstWeekday: Weekday, weekend: Set<Weekday>, fixedWeeks: Bool = false, today: JulianDay? = nil,
    focus: JulianDay? = nil
  ) {
    self.firstWeekday = firstWeekday
    self.weekendMask = weekend.reduce(0) { $0 | (1 << $1.rawValue) }
    self.fixedWeeks = fixedWeeks
    self.today = today
    self.focus = focus
  }

  /// A builder whose weekend is given in any order (a locale's facts list it in display order):
  /// no set to make for each document.
  public init(
    firstWeekday: Weekday, weekendDays: [Weekday], fixedWeeks: Bool = false, today: JulianDay? = nil,
    focus: JulianDay? = nil
  ) {
    self.firstWeekday = firstWeekday
    self.weekendMask = weekendDays.reduce(0) { $0 | (1 << $1.rawValue) }
    self.fixedWeeks = fixedWeeks
    self.today = today
    self.focus = focus
  }

  /// Cells before the month's first day: (weekday of day 1 − first weekday + 7) mod 7.
  public func leadingCells(of span: MonthSpan) -> Int {
    span.start.weekday.distance(from: firstWeekday)
  }

  /// The weeks of `span`; `label` gives a day number in the locale's digits.
  public func weeks(of span: MonthSpan, label: (Int) -> String) -> WeekRows {
    weeks(of: span, labels: [], label: label)
  }

  /// The weeks of `span`, with the labels of day numbers read from `labels` (index 0 unused, as
  /// ``CalendarLocalization/dayLabels(near:)`` gives them); `label` gives the numbers past its end.
  public func weeks(of span: MonthSpan, labels: [String], label: (Int) -> String) -> WeekRows {
    weeks(of: span, labels: labels, packed: [], label: label)
  }

  /// The weeks of `span`, with the labels of day numbers read from `labels` and their packed bytes
  /// from `packed` (index for index, as ``CalendarLocalization/packedDayLabels(near:)`` gives
  /// them; a label without its packed form is packed here); `label` gives the numbers past the
  /// end of `labels`.
  public func weeks(of span: MonthSpan, labels: [String], packed: [PackedLabel], label: (Int) -> String) -> WeekRows {
    let leading = leadingCells(of: span)
    let length = span.start.distance(to: span.end)
    let rows = fixedWeeks ? 6 : (leading + length + 6) / 7
    let first = span.start.advanced(by: -leading)
    let selecting = !selection.isEmpty
    // One buffer for the whole grid, row after row (not an array a row), each cell made in its
    // place (appending checked the capacity and copied every cell once more).
    let count = rows * 7
    let days = [DayCell](unsafeUninitializedCapacity: count) { cells, initialized in
      // The weekend as columns, found once (a constant: a variable the closures below capture
      // would have its every access checked).
      let weekendColumns = (0..<7).reduce(UInt8(0)) { bits, column in
        let weekday = (firstWeekday.rawValue - 1 + column) % 7 + 1
        return weekendMask & (1 << weekday) != 0 ? bits | 1 << column : bits
      }
      // Today and the focus as cell indices (-1: none; wrapping, a day far away matches no cell).
      let todayIndex = today.map { $0.value &- first.value } ?? -1
      let focusIndex = focus.map { $0.value &- first.value } ?? -1
      // The tables read in place (no bounds checks and no retains for each of 42 cells); a number is
      // looked up where both tables have it. A cell keeps only the packed bytes of its label (a
      // label too long to pack out of line).
      let tabled = min(labels.count, packed.count)
      labels.withUnsafeBufferPointer { labels in
        packed.withUnsafeBufferPointer { packed in
          @inline(__always) func make(
            _ index: Int, number: Int, inMonth: Bool, column: inout Int, weekday: inout Weekday
          ) {
            func text() -> String { number > 0 && number < labels.count ? labels[number] : label(number) }
            let bytes = number > 0 && number < tabled ? packed[number] : PackedLabel(text())
            let date = first.advanced(by: index)
            cells.initializeElement(
              at: index,
              to: DayCell(
                date: date, day: number, packedLabel: bytes, weekday: weekday, inMonth: inMonth,
                isWeekend: weekendColumns & (1 &<< column) != 0, isToday: index == todayIndex,
                isFocus: index == focusIndex, selection: selecting ? selection.role(of: date) : nil))
            // A label too long to pack (or empty), which the cell keeps out of line: set after the
            // cell is made, so that making a plain one copies no reference.
            if bytes.count == 0 { cells[index].label = text() }
            column = column == 6 ? 0 : column + 1
            weekday = weekday == .sat ? .sun : Weekday(rawValue: weekday.rawValue + 1) ?? .sun
          }
          // Three runs, no test a cell of which run it is in: the previous month's last days, the
          // month's, the next month's first days (as many as the rows hold).
          let inMonthStart = min(leading, count), inMonthEnd = min(leading + length, count)
          var column = 0, weekday = firstWeekday
          let previousStart = span.previousMonthLastDay + 1 - leading
          for index in 0..<inMonthStart {
            make(index, number: previousStart + index, inMonth: false, column: &column, weekday: &weekday)
          }
          span.dayNumbers.withUnsafeBufferPointer { dayNumbers in
            for index in inMonthStart..<inMonthEnd {
              make(index, number: dayNumbers[index - leading], inMonth: true, column: &column, weekday: &weekday)
            }
          }
          for index in inMonthEnd..<count {
            make(index, number: index - inMonthEnd + 1, inMonth: false, column: &column, weekday: &weekday)
          }
        }
      }
      initialized = count
    }
    return WeekRows(days: days)
  }
}
