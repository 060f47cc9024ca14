/// The facts a document states about its locale's calendar, as the locale data gives them.
public struct CalendarFacts: Hashable, Sendable {
  /// BCP 47 tag of the locale as asked for (`ko-KR`).
  public var languageTag: String
  /// The calendar system the locale's months are counted in.
  public var calendar: CalendarSystem
  /// The writing direction of the locale's script.
  public var direction: TextDirection
  /// The ISO 15924 script the locale writes in (`Hang`, `Arab`, `Latn`).
  public var script: String
  /// The CLDR numbering system of its digits (`latn`, `arab`).
  public var numberingSystem: String
  /// After any override (`--first-weekday`, `-u-fw-`).
  public var firstWeekday: Weekday
  /// Days of a new year the first week must hold (CLDR `minDays`).
  public var minimalDaysInFirstWeek: Int
  /// Weekend days in display order.
  public var weekend: [Weekday]

  /// Collects the facts.
  public init(
    languageTag: String, calendar: CalendarSystem, direction: TextDirection, script: String, numberingSystem: String,
    firstWeekday: Weekday, minimalDaysInFirstWeek: Int, weekend: [Weekday]
  ) {
    self.languageTag = languageTag
    self.calendar = calendar
    self.direction = direction
    self.script = script
    self.numberingSystem = numberingSystem
    self.firstWeekday = firstWeekday
    self.minimalDaysInFirstWeek = minimalDaysInFirstWeek
    self.weekend = weekend
  }
}
