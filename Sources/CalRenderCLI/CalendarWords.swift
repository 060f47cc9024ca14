import CalRender

/// Dates as `cal` takes them on a command line, read in the display calendar: `[[day] month] year`
/// (a month by number, `5L` for a leap month, or by name) or one ISO date, with a shape. The
/// command's words, not the library's: a request names its days with ``CalendarRequest/View``.
struct CalendarWords: Hashable, Sendable {
  /// How many months to show around the month the words name.
  enum Shape: Hashable, Sendable {
    /// A month, or the year when only a year is given.
    case automatic
    /// One month.
    case one
    /// The previous, given and next month.
    case three
    /// The whole year.
    case year
    /// `n` months from the given one (centred on it when `centered`).
    case count(Int, centered: Bool)
    /// The week of a day (nil: of the day the words name, else of today).
    case week(JulianDay?)
  }

  /// `[[day] month] year`, or one ISO date.
  var positionals: [String]
  /// How many months the words ask for, when options of `cal` say (`-3`, `-y`, a week view).
  var shape: Shape

  init(_ positionals: [String], shape: Shape = .automatic) {
    self.positionals = positionals
    self.shape = shape
  }
}
