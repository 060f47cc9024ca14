/// The facts a document states about its locale's calendar, as the locale data gives them.
public struct CalendarFacts: Hashable, Sendable {
  /// BCP 47 tag of the locale as asked for (`ko-KR`).
  public var languageTag: String
  public var calendar: CalendarSystem
  public var direction: TextDirection
  /// The ISO 15924 script the locale writes in (`Hang`, `Arab`, `Latn`).
  public var script: String
  /// The CLDR numbering system of its digits (`latn`, `arab`).
  public var numberingSystem: String
  /// After any override (`--first-weekday`, `-u-fw-`).
  public var firstWeekday: Weekday
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
