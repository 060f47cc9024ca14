import CalendarModel

/// Days' ISO 8601 dates (`JulianDay.isoString`), each from the one before when it is the next day
/// of the same month: a grid's days run in order, so the calendar arithmetic of a date is done a
/// few times a month rather than for each of its 42 cells.
struct ISODateDigits {
  /// The last date written, and its day of the month (99: none that a next day can follow).
  private var julian = 0
  private var day = 99
  /// `YYYY-MM-` of the last date, little-endian.
  private var yearMonth: UInt64 = 0

  /// `date`'s digits: `YYYY-MM-` and `DD` as little-endian words; nil for a year that ISO 8601
  /// writes otherwise (expanded, or before year 0).
  @inline(__always)
  mutating func next(_ date: JulianDay) -> (yearMonth: UInt64, day: UInt64)? {
    if date.value == julian &+ 1 && day < 28 {
      // Every month has a 28th: the next day of a day before it is in the same month.
      day += 1
    } else if !start(date) {
      return nil
    }
    julian = date.value
    return (yearMonth, UInt64(0x30 + day / 10) | UInt64(0x30 + day % 10) << 8)
  }

  /// Starts from `date`'s ISO components (false, and nothing to follow, if its year is outside
  /// 0...9999).
  @inline(never)
  private mutating func start(_ date: JulianDay) -> Bool {
    let (year, month, dayOfMonth) = date.isoComponents
    guard (0...9999).contains(year) && (1...12).contains(month) else {
      day = 99
      return false
    }
    func digit(_ value: Int, _ position: UInt64) -> UInt64 { UInt64(0x30 + value) << (8 * position) }
    yearMonth =
      digit(year / 1000, 0) | digit(year / 100 % 10, 1) | digit(year / 10 % 10, 2) | digit(year % 10, 3)
      | 0x2D << 32 | digit(month / 10, 5) | digit(month % 10, 6) | 0x2D << 56
    day = dayOfMonth
    return true
  }

  /// `date` as `JulianDay.isoString` writes it.
  mutating func append(_ date: JulianDay, to out: OutputBuffer) {
    guard let digits = next(date) else { return out.append(date.isoString) }
    out.appendWord(digits.yearMonth, count: 8)
    out.appendWord(digits.day, count: 2)
  }
}
