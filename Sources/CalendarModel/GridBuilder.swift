/// Lays a month out in week rows: pure arithmetic on Julian days, whatever the calendar system.
public struct GridBuilder: Sendable {
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
      var weekday = firstWeekday
      var date = first
      var offset = -leading
      // The tables read in place (no bounds checks and no retains for each of 42 cells); a number is
      // looked up where both tables have it.
      let tabled = min(labels.count, packed.count)
      labels.withUnsafeBufferPointer { labels in
        packed.withUnsafeBufferPointer { packed in
          span.dayNumbers.withUnsafeBufferPointer { dayNumbers in
            for index in 0..<count {
              let number: Int
              let inMonth: Bool
              if offset < 0 {
                number = span.previousMonthLastDay + 1 + offset
                inMonth = false
              } else if offset >= length {
                number = offset - length + 1
                inMonth = false
              } else {
                number = dayNumbers[offset]
                inMonth = true
              }
              let text: String
              let bytes: PackedLabel
              if number > 0 && number < tabled {
                (text, bytes) = (labels[number], packed[number])
              } else {
                text = number > 0 && number < labels.count ? labels[number] : label(number)
                bytes = PackedLabel(text)
              }
              cells.initializeElement(
                at: index,
                to: DayCell(
                  date: date, day: number, label: text, packedLabel: bytes, weekday: weekday, inMonth: inMonth,
                  isWeekend: weekendMask & (1 << weekday.rawValue) != 0, isToday: date == today,
                  isFocus: date == focus, selection: selecting ? selection.role(of: date) : nil))
              weekday = Weekday(rawValue: weekday.rawValue % 7 + 1) ?? .sun  // 1...7 by construction
              date = date.advanced(by: 1)
              offset += 1
            }
          }
        }
      }
      initialized = count
    }
    return WeekRows(days: days)
  }
}
