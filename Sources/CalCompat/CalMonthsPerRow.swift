/// How many months `cal` puts side by side (util-linux `cal.c`, `main`): three by default, fewer
/// only when standard output is a terminal too narrow for three; `-c N` exactly N; `-c auto` as many
/// as fit the width. Day-of-year numbers (`-j`) do not change the default: it is three months of 27
/// columns each, an 87-column row, when the output is not a terminal.
public enum CalMonthsPerRow {
  /// The widths cal fits by (`DOM_MONTH_WIDTH`, `DOY_MONTH_WIDTH`): a month of day numbers or of
  /// day-of-year numbers, whatever else (week numbers, the vertical layout) is shown.
  static let monthWidth = 20
  static let dayOfYearMonthWidth = 27
  /// No terminal is wider; a larger `COLUMNS` is taken as this, so the arithmetic cannot overflow.
  public static let widestTerminal = 100_000

  /// Months to a row.
  /// - Parameters:
  ///   - requested: `-c`: nil when not given.
  ///   - julian: `-j`.
  ///   - gutter: spaces between months (2; 3 with `-y`/`-Y`; 1 in the vertical layout).
  ///   - terminalWidth: the width of the terminal standard output is, nil when it is not one.
  ///   - autoWidth: the width `-c auto` fits to (the terminal's, else `COLUMNS`, else 80).
  ///   - months: how many months are shown.
  public static func count(
    requested: CalColumns?, julian: Bool, gutter: Int, terminalWidth: Int?, autoWidth: Int, months: Int = 2
  ) -> Int {
    // One month alone is one to a row unless -c says otherwise (it matters to -1 -y's heading).
    if months <= 1 && requested == nil { return 1 }
    switch requested {
    case .auto?:
      return fitting(autoWidth, julian: julian, gutter: gutter)
    case .count(let columns)?:
      return max(1, columns)
    case .none:
      guard let terminalWidth else { return 3 }
      return min(3, fitting(terminalWidth, julian: julian, gutter: gutter))
    }
  }

  /// cal's fit: `n = (width - (width / month - 1) * gutter) / month`, at least one.
  static func fitting(_ width: Int, julian: Bool, gutter: Int) -> Int {
    let month = julian ? dayOfYearMonthWidth : monthWidth
    let width = min(max(width, month), widestTerminal)
    let extra = (width / month - 1) * gutter
    return max(1, (width - extra) / month)
  }
}
