/// The holidays of some regions over a range of days, as `calrender holidays` lists them.
public struct HolidayList: Hashable, Sendable {
  /// One holiday on its day.
  public struct Entry: Hashable, Sendable {
    /// The day of the holiday.
    public var date: JulianDay
    /// The date as the locale writes it (skeleton `yMMMEd`).
    public var dateLabel: String
    /// The holiday, named in the display language.
    public var holiday: DayHoliday

    /// A holiday on its day.
    public init(date: JulianDay, dateLabel: String, holiday: DayHoliday) {
      self.date = date
      self.dateLabel = dateLabel
      self.holiday = holiday
    }
  }

  /// BCP 47 tag of the display locale.
  public var locale: String
  /// The region codes, in the order asked for.
  public var regions: [String]
  /// The first day listed.
  public var from: JulianDay
  /// The last day listed (inclusive).
  public var to: JulianDay
  /// Sorted by date, region and id.
  public var entries: [Entry]
  /// The years of the span outside its regions' data (their `covers` lines): the list says so.
  public var coverageGaps: [HolidayCoverageGap] = []

  /// A list of holidays.
  public init(locale: String, regions: [String], from: JulianDay, to: JulianDay, entries: [Entry]) {
    self.locale = locale
    self.regions = regions
    self.from = from
    self.to = to
    self.entries = entries
  }
}
