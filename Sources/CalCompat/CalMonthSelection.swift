/// Which months `cal` shows and how (util-linux `cal.c`: `main` and `monthly`), from its options and
/// the month asked for.
///
/// - `-1`, `-3`, `-n N` set the number of months; `-3` also centres them (`-S`).
/// - A year alone shows that year (`-y`) unless one of those was given; then it shows them from
///   today's month of that year. `-Y` with a year alone is therefore `-y`.
/// - `-y` and `-Y` show twelve months unless a number was given (`-3 -y` is three months), with
///   three spaces between months; `-y` starts in January and puts the year above.
/// - `-S` moves the first month back by half the number of months, across years.
public struct CalMonthSelection: Sendable, Equatable {
  /// A month of cal's calendar.
  public struct Month: Sendable, Hashable {
    /// The year (Julian before the reform, Gregorian after).
    public var year: Int
    /// The month, 1 to 12.
    public var month: Int

    /// Month `month` of `year`.
    public init(year: Int, month: Int) {
      self.year = year
      self.month = month
    }
  }

  /// The months to show, in order.
  public var months: [Month]
  /// The year centred above the months (`-y`).
  public var yearHeading: Int?
  /// Spaces between months side by side, before the vertical layout's own (one).
  public var gutter: Int

  /// - Parameters:
  ///   - arguments: the options.
  ///   - year: the year asked for (or today's).
  ///   - month: the month asked for, else today's (also when only a year was given).
  ///   - onlyYear: the arguments were a year alone.
  /// - Throws: `CalArguments.Failure` when the months would start before year 1, which cal's
  ///   calendar does not have (`-3 1 1`).
  public init(arguments: CalArguments, year: Int, month: Int, onlyYear: Bool) throws(CalArguments.Failure) {
    var count = arguments.monthCount ?? 0
    let wholeYear = arguments.year || (onlyYear && arguments.week == nil && count == 0)
    gutter = 2
    var first = month
    yearHeading = nil
    if wholeYear || arguments.twelve {
      gutter = 3
      if count == 0 { count = 12 }
      if wholeYear {
        first = 1
        yearHeading = year
      }
    }
    if count == 0 { count = 1 }
    let start = year * 12 + (first - 1) - (arguments.span ? count / 2 : 0)
    guard start >= 12 else {
      throw CalArguments.Failure(message: "illegal year value: the months shown would start before year 1")
    }
    months = (start..<start + count).map { Month(year: $0 / 12, month: $0 % 12 + 1) }
  }
}
