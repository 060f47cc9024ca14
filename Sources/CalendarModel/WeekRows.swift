/// A month grid's week rows, four to six (six with fixed weeks), kept as one flat buffer of days
/// with the rows' week numbers beside it.
///
/// The days are stored row after row, seven a row: row `r` is `days[7 * r ..< 7 * r + 7]`, so a
/// month costs one array of cells rather than one per row. As a collection it gives each row as a
/// ``Week`` (indices from 0; a row is a view, made without allocating); renderers that go through
/// every cell read ``days`` directly.
///
/// ```swift
/// for week in grid.weeks {
///   print(week.weekLabel ?? "", week.days.map(\.label))
/// }
/// grid.weeks.days[9].holidays = [holiday]  // the third day of the second row
/// ```
public struct WeekRows: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, Hashable, Sendable {
  /// Every day of the rows, row after row: seven a row, in display order from the first weekday.
  public var days: [DayCell]
  /// The rows' week numbers, one a row; empty when no row is numbered.
  public var weeksOfYear: [WeekOfYear]

  /// Rows from a flat buffer of days (a multiple of seven) and, when weeks are numbered, a week of
  /// the year for each row.
  public init(days: [DayCell], weeksOfYear: [WeekOfYear] = []) {
    precondition(days.count % 7 == 0, "a week row holds seven days")
    precondition(weeksOfYear.isEmpty || weeksOfYear.count == days.count / 7, "one week of the year a row")
    self.days = days
    self.weeksOfYear = weeksOfYear
  }

  /// Rows of seven days each.
  public init(_ weeks: some Sequence<Week>) {
    var days: [DayCell] = []
    var numbers: [WeekOfYear] = []
    for week in weeks {
      precondition(week.days.count == 7, "a week row holds seven days")
      days.append(contentsOf: week.days)
      numbers.append(week.weekOfYear)
    }
    self.init(days: days, weeksOfYear: numbers.allSatisfy(\.isEmpty) ? [] : numbers)
  }

  /// Rows of seven days each.
  public init(arrayLiteral weeks: Week...) { self.init(weeks) }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { days.count / 7 }

  /// Row `row`, from 0 (inlinable: renderers ask for every row).
  public subscript(row: Int) -> Week {
    @inlinable get {
      precondition(row >= 0 && row < count, "WeekRows index out of range")
      return Week(
        weekOfYear: weeksOfYear.isEmpty ? WeekOfYear() : weeksOfYear[row],
        days: WeekDays(storage: days, start: 7 * row, count: 7))
    }
    set {
      precondition(row >= 0 && row < count, "WeekRows index out of range")
      precondition(newValue.days.count == 7, "a week row holds seven days")
      for column in 0..<7 { days[7 * row + column] = newValue.days[column] }
      setWeekOfYear(newValue.weekOfYear, row: row)
    }
  }

  /// The week of the year of row `row` (all nil when weeks are not numbered).
  @inlinable public func weekOfYear(row: Int) -> WeekOfYear { weeksOfYear.isEmpty ? WeekOfYear() : weeksOfYear[row] }

  /// Sets the week of the year of row `row`.
  public mutating func setWeekOfYear(_ weekOfYear: WeekOfYear, row: Int) {
    if weeksOfYear.isEmpty {
      if weekOfYear.isEmpty { return }
      weeksOfYear = Array(repeating: WeekOfYear(), count: count)
    }
    weeksOfYear[row] = weekOfYear
  }

  /// Whether the two have the same days and week numbers (no numbers and numbers all nil alike).
  public static func == (lhs: WeekRows, rhs: WeekRows) -> Bool {
    guard lhs.days == rhs.days else { return false }
    return lhs.indices.allSatisfy { lhs.weekOfYear(row: $0) == rhs.weekOfYear(row: $0) }
  }

  /// Hashes the days and week numbers.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(days)
    for row in indices { hasher.combine(weekOfYear(row: row)) }
  }
}
