/// What a calendar is asked for beyond its locale.
public struct CalendarOptions: Hashable, Sendable {
  /// The calendar system; nil: the locale's own (its `calendar` keyword, else its data's default).
  public var calendar: CalendarSystem?
  /// Overrides the locale's first weekday (and its `fw` keyword).
  public var firstWeekday: Weekday?
  /// Where the Gregorian calendar begins (the Julian calendar before it).
  public var reform: GregorianReform
  /// The skeleton of month titles (default `yMMMM`).
  public var titleSkeleton: String
  /// An explicit title pattern, used instead of the skeleton.
  public var titlePattern: String?

  /// Options; the defaults are the locale's own calendar and week, the 1582 reform and `yMMMM` titles.
  public init(
    calendar: CalendarSystem? = nil, firstWeekday: Weekday? = nil, reform: GregorianReform = .r1582,
    titleSkeleton: String = "yMMMM", titlePattern: String? = nil
  ) {
    self.calendar = calendar
    self.firstWeekday = firstWeekday
    self.reform = reform
    self.titleSkeleton = titleSkeleton
    self.titlePattern = titlePattern
  }
}
