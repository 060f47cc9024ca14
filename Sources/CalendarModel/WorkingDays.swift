/// Which days of a span a region works: every day but its weekend and its days off, and the
/// weekend days it works in exchange for moved days off (China's 调休, Taiwan's 補班).
///
/// A value computed for a span of days; every answer is about days inside it (nil outside), so
/// that a caller who needs more asks for a longer span rather than getting a guess.
///
/// ```swift
/// let days = WorkingDays(span: february, weekend: [.sat, .sun], holidays: cnHolidays)
/// days.isWorkingDay(JulianDay(isoYear: 2024, month: 2, day: 4))  // true: Sunday 4 February was worked
/// days.count(in: february)                                       // 18
/// ```
public struct WorkingDays: Hashable, Sendable {
  /// The days the value knows.
  public var span: ClosedRange<JulianDay>
  /// The region's weekend days (CLDR's `weekData`, through the provider: Saturday and Sunday in
  /// CN; Friday and Saturday in SA).
  public var weekend: Set<Weekday>
  /// The days off of the span: its holidays of the kinds that are days off.
  public var daysOff: Set<JulianDay>
  /// The weekend days of the span that are worked (holidays of kind ``HolidayKind/workday``).
  public var workedWeekendDays: Set<JulianDay>
  /// The years of the span outside the years the holiday data is known to be right for: answers
  /// there may be wrong (a moved day off not yet announced).
  public var coverageGaps: [HolidayCoverageGap] = []

  /// Working days from explicit sets.
  public init(
    span: ClosedRange<JulianDay>, weekend: Set<Weekday>, daysOff: Set<JulianDay>, workedWeekendDays: Set<JulianDay>
  ) {
    self.span = span
    self.weekend = weekend
    self.daysOff = daysOff
    self.workedWeekendDays = workedWeekendDays
  }

  /// Working days from a span's holidays by day (a ``HolidaySource``'s answer): its days off
  /// (kinds ``HolidayKind/isDayOff``) are not worked, its ``HolidayKind/workday`` days are.
  public init(span: ClosedRange<JulianDay>, weekend: Set<Weekday>, holidays: [JulianDay: [DayHoliday]]) {
    var off = Set<JulianDay>(), worked = Set<JulianDay>()
    for (day, list) in holidays where span.contains(day) {
      if list.contains(where: { $0.kind.isDayOff }) {
        off.insert(day)
      } else if list.contains(where: { $0.kind == .workday }) {
        worked.insert(day)
      }
    }
    self.init(span: span, weekend: weekend, daysOff: off, workedWeekendDays: worked)
  }

  /// Whether `day` is a working day: not a day off, and not a weekend day unless it is worked; nil
  /// outside ``span``.
  public func isWorkingDay(_ day: JulianDay) -> Bool? {
    guard span.contains(day) else { return nil }
    if daysOff.contains(day) { return false }
    return !weekend.contains(day.weekday) || workedWeekendDays.contains(day)
  }

  /// How many working days `days` holds, both ends counted; nil when it reaches outside ``span``.
  public func count(in days: ClosedRange<JulianDay>) -> Int? {
    guard span.contains(days.lowerBound), span.contains(days.upperBound) else { return nil }
    // Whole weeks hold the same number of weekend days: only the days off and worked weekend days
    // in the range, and the weekend days of the last part week, need looking at.
    let length = days.lowerBound.distance(to: days.upperBound) + 1
    var weekendDays = length / 7 * weekend.count
    var day = days.lowerBound.advanced(by: length / 7 * 7)
    while day <= days.upperBound {
      if weekend.contains(day.weekday) { weekendDays += 1 }
      day = day.advanced(by: 1)
    }
    let off = daysOff.count { days.contains($0) && !weekend.contains($0.weekday) }
    let worked = workedWeekendDays.count { days.contains($0) && weekend.contains($0.weekday) && !daysOff.contains($0) }
    return length - weekendDays - off + worked
  }

  /// The working day `n` working days after `day` (`n` < 0: before), `day` itself not counted:
  /// 2024-09-13 + 5 in CN is 2024-09-23 (Saturday the 14th worked, the 15th–17th off). For `n` = 0,
  /// `day` when it is a working day, else the next working day. nil when the walk leaves ``span``.
  public func day(_ n: Int, workingDaysFrom day: JulianDay) -> JulianDay? {
    guard span.contains(day) else { return nil }
    if n == 0 {
      var next = day
      while let working = isWorkingDay(next) {
        if working { return next }
        next = next.advanced(by: 1)
      }
      return nil
    }
    let step = n > 0 ? 1 : -1
    var left = n.magnitude
    var next = day
    while left > 0 {
      next = next.advanced(by: step)
      guard let working = isWorkingDay(next) else { return nil }
      if working { left -= 1 }
    }
    return next
  }
}
