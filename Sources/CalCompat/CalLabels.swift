import CalendarModel

/// Labels of the compat output: English in the C locale, the locale's own names elsewhere.
public struct CalLabels: Sendable {
  /// Month names, January first.
  public var months: [String]
  /// Weekday abbreviations, Sunday first (cal fits them into the cell width).
  public var weekdays: [String]
  /// Terminal columns of a string.
  public var displayWidth: @Sendable (String) -> Int
  /// A month's title in the locale's own pattern; nil: cal's "%s %04d".
  public var title: (@Sendable (_ year: Int, _ month: Int) -> String)?
  /// A year heading in the locale's own pattern; nil: cal's "%04d".
  public var yearHeading: (@Sendable (_ year: Int) -> String)?
  /// The names' writing direction. Right-to-left names keep cal's columns (Sunday or Monday on the
  /// left, as the day numbers run) and each is written between left-to-right marks (U+200E), with a
  /// right-to-left mark (U+200F) just before it: without them a bidi terminal joins the names of a
  /// line, with the spaces and numbers between them, into one right-to-left run and reverses it, so
  /// the header no longer stands over its columns and months side by side swap places. The marks
  /// are zero-width; elsewhere nothing changes.
  public var direction: TextDirection = .ltr

  /// Labels from names, a display width, and optionally the locale's title and year patterns.
  public init(
    months: [String], weekdays: [String], displayWidth: @escaping @Sendable (String) -> Int,
    title: (@Sendable (Int, Int) -> String)? = nil, yearHeading: (@Sendable (Int) -> String)? = nil
  ) {
    self.months = months
    self.weekdays = weekdays
    self.displayWidth = displayWidth
    self.title = title
    self.yearHeading = yearHeading
  }

  /// Weekday labels for cells `width` columns wide: the first set of names that fits, else the
  /// narrow names when they tell the days apart (ar), else the first names cut to the width (de
  /// "Mo." → "Mo"). Each candidate is seven names, Sunday first.
  public static func weekdays(
    fitting width: Int, candidates: [[String]], narrow: [String], displayWidth: (String) -> Int
  ) -> [String] {
    if let fitting = candidates.first(where: { $0.allSatisfy { displayWidth($0) <= width } }) { return fitting }
    if Set(narrow).count == 7 && narrow.allSatisfy({ displayWidth($0) <= width }) { return narrow }
    return candidates.first ?? narrow
  }

  /// The C locale's.
  public static func english(displayWidth: @escaping @Sendable (String) -> Int = { $0.count }) -> CalLabels {
    CalLabels(
      months: [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
      ],
      weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], displayWidth: displayWidth)
  }

  /// cal's labels in a locale: English is cal's own (three-letter names cut to the cell, `"%s %04d"`
  /// titles); elsewhere the locale's names, weekdays fitted to the cell (two columns, three with
  /// day-of-year numbers), and titles and year headings in the locale's own patterns.
  public init(locale: any CalLocale, julian: Bool) {
    let displayWidth: @Sendable (String) -> Int = { locale.displayWidth($0) }
    if Self.usesCalEnglish(language: locale.language) {
      self = .english(displayWidth: displayWidth)
      return
    }
    let names = Weekday.allCases.map { locale.weekdayNames($0) }
    let candidates =
      julian ? [names.map(\.abbreviated), names.map(\.short)] : [names.map(\.short), names.map(\.abbreviated)]
    let weekdays = Self.weekdays(
      fitting: julian ? 3 : 2, candidates: candidates, narrow: names.map(\.narrow), displayWidth: displayWidth)
    self.init(
      months: locale.monthNames, weekdays: weekdays, displayWidth: displayWidth,
      title: { locale.title(year: $0, month: $1) }, yearHeading: { locale.yearHeading($0) })
    direction = locale.direction
  }

  /// The label of a weekday.
  public func weekday(_ day: Weekday) -> String { weekdays[day.distance(from: .sun)] }

  /// Whether a language is cal's own English (`en`, and the C locale, which is `en_US_POSIX`).
  public static func usesCalEnglish(language: String) -> Bool { language == "en" }
}
