/// What the layout stage asks of a locale's calendar: its facts, its month arithmetic and its
/// words. The ICU layer implements it (`CalendarICU.LocaleCalendar`); nothing else in the model
/// knows where locale data comes from.
///
/// Implementations cache what repeats and are not required to be thread-safe: one per thread.
public protocol CalendarLocalization: AnyObject {
  /// The locale's calendar facts.
  var calendarFacts: CalendarFacts { get }
  /// The display calendar's month arithmetic.
  var monthArithmetic: any CalendarArithmetic { get }
  /// The column headers in display order at `width` (standalone weekday names).
  func headers(width: LabelWidth) -> [WeekdayHeader]
  /// A month's title, standalone month name and year heading.
  func headings(for span: MonthSpan) throws -> MonthHeadings
  /// A day number as the calendar writes it (`14`, `١٤`, `ט״ו`), for a number some day near `span` has.
  func dayLabel(_ number: Int, near span: MonthSpan) -> String
  /// The labels of the day numbers a grid of `span` shows, by number (index 0 unused): at least
  /// every number of the month and of its predecessor's last week, each equal to
  /// ``dayLabel(_:near:)``. A grid reads them without a call per cell; numbers past the end are
  /// asked for one by one.
  func dayLabels(near span: MonthSpan) -> [String]
  /// ``dayLabels(near:)`` packed (``PackedLabel``), index for index: an implementation keeps them,
  /// so that a grid packs no label.
  func packedDayLabels(near span: MonthSpan) -> [PackedLabel]
  /// The week number and week-year of `day` under a numbering rule.
  func week(of day: JulianDay, numbering: WeekNumbering) throws -> (weekOfYear: Int, weekYear: Int)
  /// A small number in the locale's digits (week numbers).
  func numberLabel(_ number: Int) throws -> String
  /// The full date as the locale writes it (skeleton `yMMMMEEEEd`), for accessible labels.
  func fullDate(_ day: JulianDay) throws -> String
  /// The full dates of `count` consecutive days from `first` (a grid's, most of them in `span`),
  /// each equal to ``fullDate(_:)``: one call for a grid, so an implementation can prepare each
  /// month once and write the labels into one buffer.
  func fullDateLabels(from first: JulianDay, count: Int, near span: MonthSpan) throws -> [FullDateLabel]
  /// The title of a week strip: the locale's range format for its month(s) and year (skeleton `yMMM`).
  func weekTitle(from first: JulianDay, to last: JulianDay) throws -> String
  /// A date in an agenda line (skeleton `yMMMEd`).
  func agendaDate(_ day: JulianDay) throws -> String
  /// A wall-clock time in an agenda line (skeleton `jm`): `seconds` after midnight of `day`.
  func agendaTime(_ day: JulianDay, seconds: Int) throws -> String
  /// Two wall-clock times of `day` (`start` < `end` seconds after its midnight) as the locale
  /// writes a range of them ("10:00 – 11:30 AM"); with `isolatingEnds` each end is a first-strong
  /// isolate (FSI … PDI), for right-to-left text.
  func agendaTimes(on day: JulianDay, from start: Int, to end: Int, isolatingEnds: Bool) throws -> String
  /// A date and a time (or a range of times) joined as the locale joins them ("Wed, Feb 14, 2024,
  /// 10:00 AM").
  func agendaDateTime(date: String, time: String) throws -> String
  /// Two ends of a range of days joined as the locale joins them when it has no range format for
  /// them ("Feb 14, 2024 – Feb 16, 2024").
  func agendaRange(from start: String, to end: String) -> String
  /// The days `first`…`last` (`first` < `last`) in an agenda line, as the locale writes a range of
  /// dates (skeleton `yMMMEd`: "Wed, Feb 28 – Fri, Mar 1, 2024").
  func agendaDates(from first: JulianDay, to last: JulianDay) throws -> String
}

extension CalendarLocalization {
  /// Each time by ``agendaTime(_:seconds:)``, joined by " – " (isolated each when asked).
  public func agendaTimes(on day: JulianDay, from start: Int, to end: Int, isolatingEnds: Bool) throws -> String {
    let (first, last) = (try agendaTime(day, seconds: start), try agendaTime(day, seconds: end))
    return isolatingEnds ? "\u{2068}\(first)\u{2069} – \u{2068}\(last)\u{2069}" : "\(first) – \(last)"
  }

  /// The date, a space, and the time.
  public func agendaDateTime(date: String, time: String) throws -> String { date + " " + time }

  /// The ends with " – " between them.
  public func agendaRange(from start: String, to end: String) -> String { start + " – " + end }

  /// Each date by ``agendaDate(_:)``, joined by ``agendaRange(from:to:)``.
  public func agendaDates(from first: JulianDay, to last: JulianDay) throws -> String {
    agendaRange(from: try agendaDate(first), to: try agendaDate(last))
  }

  /// One ``dayLabel(_:near:)`` call for each number up to the largest of the month and its
  /// predecessor.
  public func dayLabels(near span: MonthSpan) -> [String] {
    let last = max(span.previousMonthLastDay, span.dayNumbers.last ?? 0)
    return [""] + (1...max(last, 1)).map { dayLabel($0, near: span) }
  }

  /// ``dayLabels(near:)``, each packed.
  public func packedDayLabels(near span: MonthSpan) -> [PackedLabel] { dayLabels(near: span).map(PackedLabel.init) }

  /// One ``fullDate(_:)`` call for each day.
  public func fullDateLabels(from first: JulianDay, count: Int, near span: MonthSpan) throws -> [FullDateLabel] {
    try (0..<count).map { FullDateLabel(try fullDate(first.advanced(by: $0))) }
  }
}
