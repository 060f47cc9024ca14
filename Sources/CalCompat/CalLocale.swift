import CalendarModel

/// What `--compat cal` needs to know of a locale: its names, its title and year formats, its
/// first weekday and the terminal width of its text. calrender's library answers it from ICU
/// (`CalCompat` itself knows no ICU); tests may answer it by hand.
public protocol CalLocale: Sendable {
  /// The language subtag (`en`, `ko`): English is cal's own labels and `"%s %04d"` titles.
  var language: String { get }
  /// The locale's first day of the week, when no `-s` or `-m` says otherwise.
  var firstWeekday: Weekday { get }
  /// Standalone month names, January first.
  var monthNames: [String] { get }
  /// A weekday's standalone names.
  func weekdayNames(_ weekday: Weekday) -> WeekdayNames
  /// A month's title in the locale's own pattern (month and year).
  func title(year: Int, month: Int) -> String
  /// A year heading in the locale's own pattern.
  func yearHeading(_ year: Int) -> String
  /// Terminal columns of a string.
  func displayWidth(_ text: String) -> Int
  /// The locale's writing direction: right-to-left names are kept in cal's column order with marks.
  var direction: TextDirection { get }
}

extension CalLocale {
  /// Left to right, unless a locale says otherwise.
  public var direction: TextDirection { .ltr }
}
