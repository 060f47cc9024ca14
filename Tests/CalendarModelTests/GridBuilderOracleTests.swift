import CalendarModel
import Testing

/// The grid builder's cells against a naive grid computed day by day from the dates alone: every
/// field of every cell, over many months, first weekdays, weekends, today/focus positions and
/// selections, with label tables that cover the numbers, miss some, or hold labels too long to
/// pack.
@Suite("Grid builder against a naive grid")
struct GridBuilderOracleTests {
  /// The cell a naive builder makes for `date`, the `index`th of a grid starting at `first`.
  static func naiveCell(
    _ date: JulianDay, span: MonthSpan, builder: GridBuilder, label: (Int) -> String
  ) -> DayCell {
    let inMonth = date >= span.start && date < span.end
    let number: Int
    if inMonth {
      number = span.dayNumbers[span.start.distance(to: date)]
    } else if date < span.start {
      number = span.previousMonthLastDay - date.distance(to: span.start) + 1
    } else {
      number = span.end.distance(to: date) + 1
    }
    return DayCell(
      date: date, day: number, label: label(number), weekday: date.weekday, inMonth: inMonth,
      isWeekend: builder.weekend.contains(date.weekday), isToday: date == builder.today, isFocus: date == builder.focus,
      selection: builder.selection.role(of: date))
  }

  /// Label tables (index: day number): every number packed; none (every label from the
  /// closure); the first twelve; labels too long to pack; some empty.
  static let tables: [[String]] = [
    [""] + (1...31).map { String($0) },
    [],
    [""] + (1...12).map { String($0) },
    [""] + (1...31).map { "day number \($0)" },
    [""] + (1...31).map { (number: Int) -> String in number % 3 == 0 ? "" : "٢\(number)" },
  ]

  @Test(arguments: 0..<5)
  func cellsAreTheNaiveOnes(tableIndex: Int) {
    let table = Self.tables[tableIndex]
    let months = GregorianMonths(yearOffset: 0)
    let weekends: [[Weekday]] = [[.sat, .sun], [.fri, .sat], [.sun], []]
    let label = { (number: Int) in number < table.count ? table[number] : "(\(number))" }
    var span = months.month(containing: JulianDay(isoYear: 2023, month: 11, day: 1))
    for count in 0..<40 {
      let firstWeekday = Weekday.allCases[count % 7]
      var builder = GridBuilder(
        firstWeekday: firstWeekday, weekendDays: weekends[count % 4], fixedWeeks: count % 3 == 0)
      // Today and the focus in the month, in the adjacent days, far away, or not set.
      let positions = [nil, 0, 3, -2, 33, 40, 100_000]
      builder.today = positions[count % 7].map { span.start.advanced(by: $0) }
      builder.focus = positions[(count + 3) % 7].map { span.start.advanced(by: $0) }
      if count % 4 == 1 {
        let run = span.start.advanced(by: -3)...span.start.advanced(by: 2)
        let single = span.start.advanced(by: 9)...span.start.advanced(by: 9)
        builder.selection = Selection([run, single])
      }
      let labels = table.isEmpty ? [] : table.indices.map { label($0) }
      let weeks = builder.weeks(
        of: span, labels: labels, packed: labels.prefix(count % 2 == 0 ? labels.count : 20).map(PackedLabel.init),
        label: label)
      let leading = span.start.weekday.distance(from: firstWeekday)
      let first = span.start.advanced(by: -leading)
      let rows = count % 3 == 0 ? 6 : (leading + span.daysInMonth + 6) / 7
      #expect(weeks.days.count == rows * 7)
      for (index, cell) in weeks.days.enumerated() {
        let naive = Self.naiveCell(first.advanced(by: index), span: span, builder: builder, label: label)
        #expect(cell == naive, "\(count) \(index)")
        #expect(cell.label == naive.label)
        #expect(cell.packedLabel == PackedLabel(naive.label))
        #expect(cell.hashValue == naive.hashValue)
      }
      span = months.month(containing: span.end)
    }
  }
}
