import CalendarModel

extension TextRenderer {
  /// Where a day is drawn in the text of a one-month or week document: for mouse clicks on a
  /// picker's screen.
  public struct DayPosition: Hashable, Sendable {
    /// The day.
    public var date: JulianDay
    /// The lines of the text its cell takes (0: the title): two with a secondary date under it.
    public var lines: Range<Int>
    /// The display columns its cell takes.
    public var columns: Range<Int>
  }

  /// The cells of the first month (or the week strip) of `document` as ``render(_:)`` draws them,
  /// in display columns; days not drawn (adjacent days without `adjacent`) are left out.
  public func dayPositions(_ document: CalendarDocument) -> [DayPosition] {
    var single = document
    if document.view == .week, let strip = document.week {
      single.months = [
        MonthGrid(
          span: MonthSpan(
            year: 0, code: MonthCode(number: 1), start: strip.week.days.first?.date ?? JulianDay(0),
            end: (strip.week.days.first?.date ?? JulianDay(0)).advanced(by: 7), dayNumbers: strip.week.days.map(\.day),
            previousMonthLastDay: 0),
          headings: MonthHeadings(title: strip.title, monthLabel: "", yearLabel: ""), weeks: [strip.week])
      ]
      single.view = .month
    }
    guard let month = single.months.first else { return [] }
    let layout = TextLayout(document: single, options: options)
    let lead = (layout.weekColumn > 0 && !layout.rtl ? layout.weekColumn + 1 : 0) + layout.frame
    var positions: [DayPosition] = []
    for (row, week) in month.weeks.enumerated() {
      for (index, day) in week.days.enumerated() where day.inMonth || options.adjacent {
        let column = layout.rtl ? 6 - index : index
        let start = lead + column * (layout.cellWidth + 1)
        positions.append(
          DayPosition(
            date: day.date, lines: (2 + row * layout.linesPerWeek)..<(2 + (row + 1) * layout.linesPerWeek),
            columns: start..<start + layout.cellWidth))
      }
    }
    return positions
  }
}
