import CalendarModel

/// A second, deliberately simple month grid over proleptic Gregorian arithmetic: the oracle for the
/// property tests. It shares no code with the model or with ICU.
public enum NaiveGregorian {
  public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

  public static func daysIn(_ year: Int, _ month: Int) -> Int {
    [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  }

  /// 0 = Sunday … 6 = Saturday, by counting days from 0001-01-01 (a Monday).
  public static func weekday(_ year: Int, _ month: Int, _ day: Int) -> Int {
    let y = year - 1
    var days = y * 365 + y / 4 - y / 100 + y / 400
    for m in 1..<month { days += daysIn(year, m) }
    days += day - 1
    return (days + 1) % 7
  }

  /// Rows of seven day numbers, 0 for a blank cell; `first` 0 = Sunday.
  public static func grid(_ year: Int, _ month: Int, first: Int) -> [[Int]] {
    let lead = (weekday(year, month, 1) - first + 7) % 7
    var cells = Array(repeating: 0, count: lead) + Array(1...daysIn(year, month))
    while cells.count % 7 != 0 { cells.append(0) }
    return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
  }
}
