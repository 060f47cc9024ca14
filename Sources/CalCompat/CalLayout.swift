import CalendarModel

/// How `cal` lays out months (util-linux 2.42, as measured from its output).
public struct CalLayout: Sendable {
  /// The calendar the days are counted in (Julian before the reform, Gregorian after).
  public var reckoning: CalReckoning
  /// Month and weekday names, and the titles.
  public var labels: CalLabels
  /// The first day of the week (cal's `-s`, `-m`, else the locale's).
  public var weekStart: Weekday
  /// Day-of-year numbers (`-j`).
  public var julian = false
  /// Week numbers (`-w`): ISO when weeks start on Monday, else week 1 contains January 1.
  public var weekNumbers = false
  /// `--week=N`: the week number to highlight.
  public var highlightWeek: Int?
  /// The day shown in reverse video (when colour is on).
  public var highlightDay: Int?
  /// Whether the highlighted day and week are drawn in reverse video.
  public var color = false
  /// `-v`: weekdays down, weeks across.
  public var vertical = false
  /// Months side by side.
  public var monthsInRow = 3
  /// Spaces between months side by side.
  public var gutter = 2

  /// A layout of three months to a row with cal's spacing.
  public init(reckoning: CalReckoning, labels: CalLabels, weekStart: Weekday) {
    self.reckoning = reckoning
    self.labels = labels
    self.weekStart = weekStart
  }

  var dayWidth: Int { julian ? 3 : 2 }
  var weekWidth: Int { 7 * dayWidth + 6 + (weekNumbers ? 3 : 0) }

  /// One month's 42 cells (nil: blank) and its rows' week numbers.
  struct MonthCells {
    var year: Int
    var month: Int
    var cells: [(text: Int, julianDay: Int)?]
    var weeks: [Int?]
  }

  func cells(_ year: Int, _ month: Int) -> MonthCells {
    let days = reckoning.days(year, month)
    var cells = [(text: Int, julianDay: Int)?](repeating: nil, count: 42)
    let lead = CalReckoning.dayOfWeek(days[0].julianDay).distance(from: weekStart)
    for (index, day) in days.enumerated() {
      cells[lead + index] = (julian ? reckoning.ordinal(year, month, day.day) : day.day, day.julianDay)
    }
    var weeks = [Int?](repeating: nil, count: 6)
    if weekNumbers {
      for row in 0..<6 {
        if let first = cells[(row * 7)..<(row * 7 + 7)].compactMap({ $0 }).first {
          weeks[row] = weekNumber(first.julianDay, year: year)
        }
      }
    }
    return MonthCells(year: year, month: month, cells: cells, weeks: weeks)
  }

  /// ISO 8601 weeks when weeks start on Monday; otherwise week 1 is the week of January 1.
  public func weekNumber(_ day: Int, year: Int) -> Int {
    if weekStart == .mon {
      // The week belongs to the year of its Thursday.
      let monday = day - CalReckoning.dayOfWeek(day).distance(from: .mon)
      let thursday = monday + 3
      var weekYear = year + 1
      while let start = firstDay(of: weekYear), start > thursday { weekYear -= 1 }
      let start = firstDay(of: weekYear) ?? thursday
      return (thursday - start) / 7 + 1
    }
    let january1 = firstDay(of: year) ?? day
    let offset = CalReckoning.dayOfWeek(january1).distance(from: weekStart)
    return (day - january1 + offset) / 7 + 1
  }

  func firstDay(of year: Int) -> Int? { reckoning.julianDay(year, 1, 1) }

  // MARK: - Text

  /// `text` centred in `width` columns, the odd space on the left (as cal's mbsalign does).
  func centered(_ text: String, _ width: Int) -> String {
    let fitted = fit(text, width)
    let free = max(0, width - labels.displayWidth(fitted))
    return String(repeating: " ", count: free - free / 2) + marked(fitted) + String(repeating: " ", count: free / 2)
  }

  /// A right-to-left name kept in its place (see `CalLabels.direction`): a LEFT-TO-RIGHT MARK
  /// before and after it, and a RIGHT-TO-LEFT MARK just before it so a name that starts with digits
  /// (fa "۱ش") still reads in its own order.
  func marked(_ text: String) -> String {
    labels.direction == .rtl && !text.isEmpty ? "\u{200E}\u{200F}" + text + "\u{200E}" : text
  }

  /// `text` cut to at most `width` columns.
  func fit(_ text: String, _ width: Int) -> String {
    var out = ""
    var used = 0
    for character in text {
      let w = labels.displayWidth(String(character))
      if used + w > width { break }
      out.append(character)
      used += w
    }
    return out
  }

  func pad(_ number: Int, _ width: Int) -> String {
    let text = String(number)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }

  func title(_ cells: MonthCells, withYear: Bool) -> String {
    guard withYear else { return labels.months[cells.month - 1] }
    return labels.title?(cells.year, cells.month) ?? labels.months[cells.month - 1] + " " + Self.year(cells.year)
  }

  static func year(_ year: Int) -> String {
    let text = String(year)
    return text.count >= 4 ? text : String(repeating: "0", count: 4 - text.count) + text
  }

  func cellText(_ cell: (text: Int, julianDay: Int)?) -> String {
    guard let cell else { return String(repeating: " ", count: dayWidth) }
    let text = pad(cell.text, dayWidth)
    if color && cell.julianDay == highlightDay { return "\u{1B}[7m" + text + "\u{1B}[0m" }
    return text
  }

  func weekText(_ week: Int?) -> String {
    guard let week else { return "   " }
    let text = pad(week, 2)
    if color && week == highlightWeek { return "\u{1B}[7m" + text + "\u{1B}[0m" + " " }
    return text + " "
  }

  var header: String {
    (weekNumbers ? "   " : "")
      + Weekday.week(startingOn: weekStart).map { centered(labels.weekday($0), dayWidth) }.joined(separator: " ")
  }

  // MARK: - Output

  /// Months side by side, `monthsInRow` to a row. Titles carry the year unless `yearInTitles` is off;
  /// `yearHeading` is centred above everything (`-y`).
  public func render(_ months: [(year: Int, month: Int)], yearInTitles: Bool = true, yearHeading: Int? = nil)
    -> String
  {
    let all = months.map { cells($0.year, $0.month) }
    var lines: [String] = []
    let width = weekWidth
    // A title wider than its month is printed on two lines, month and year, for every month.
    let twoLines = yearInTitles && all.contains { labels.displayWidth(title($0, withYear: true)) > width }
    if let yearHeading {
      // cal centres the year over a row of `monthsInRow` horizontal months (`week_width` each, its
      // gutter between) — however many there are (`-c 20 -y`) — in the vertical layout too, where
      // the gutter is one space.
      let perRow = max(monthsInRow, 1)
      lines.append(
        centered(labels.yearHeading?(yearHeading) ?? Self.year(yearHeading), perRow * width + (perRow - 1) * gutter))
      lines.append("")
    }
    var start = 0
    while start < all.count {
      let row = Array(all[start..<min(start + monthsInRow, all.count)])
      if vertical {
        // Rows of vertical months are separated by an empty line.
        if start > 0 { lines.append("") }
        lines += verticalRow(row, yearInTitles: yearInTitles, twoLines: twoLines)
        start += monthsInRow
        continue
      }
      let gap = String(repeating: " ", count: gutter)
      if twoLines {
        lines.append(row.map { centered(labels.months[$0.month - 1], width) }.joined(separator: gap))
        lines.append(
          row.map { centered(labels.yearHeading?($0.year) ?? Self.year($0.year), width) }.joined(separator: gap))
      } else {
        lines.append(row.map { centered(title($0, withYear: yearInTitles), width) }.joined(separator: gap))
      }
      lines.append(row.map { _ in header }.joined(separator: gap))
      for week in 0..<6 {
        lines.append(
          row.map { month in
            (weekNumbers ? weekText(month.weeks[week]) : "")
              + (0..<7).map { cellText(month.cells[week * 7 + $0]) }.joined(separator: " ")
          }.joined(separator: gap))
      }
      start += monthsInRow
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `text` cut to `width` columns and padded on the right (cal's `left`).
  func leftAligned(_ text: String, _ width: Int) -> String {
    let fitted = fit(text, width)
    return marked(fitted) + String(repeating: " ", count: max(0, width - labels.displayWidth(fitted)))
  }

  /// ncal-style: weekdays down, weeks across. As cal's `cal_vert_output_header` and
  /// `cal_vert_output_months`: a month is six week columns of `dayWidth + 1`; its title starts after
  /// the weekday column and one space (`dayWidth + 2` columns in), left-aligned in the month's
  /// width and followed by the gutter, after the last month too; weekday labels are left-aligned.
  func verticalRow(_ row: [MonthCells], yearInTitles: Bool, twoLines: Bool) -> [String] {
    let columnWidth = dayWidth + 1
    let monthWidth = 6 * columnWidth
    let gap = String(repeating: " ", count: gutter)
    let indent = String(repeating: " ", count: columnWidth + 1)
    var lines: [String] = []
    func titles(_ text: (MonthCells) -> String) -> String {
      indent + row.map { leftAligned(text($0), monthWidth) + gap }.joined()
    }
    if twoLines {
      lines.append(titles { labels.months[$0.month - 1] })
      lines.append(titles { labels.yearHeading?($0.year) ?? Self.year($0.year) })
    } else {
      lines.append(titles { title($0, withYear: yearInTitles) })
    }
    for weekday in 0..<7 {
      lines.append(
        leftAligned(labels.weekday(weekStart.advanced(by: weekday)), dayWidth)
          + row.map { month in
            (0..<6).map { week in " " + cellText(month.cells[week * 7 + weekday]) }.joined()
          }.joined(separator: gap))
    }
    if weekNumbers {
      lines.append(
        String(repeating: " ", count: dayWidth)
          + row.map { month in
            (0..<6).map { week in
              " " + (month.weeks[week].map { pad($0, dayWidth) } ?? String(repeating: " ", count: dayWidth))
            }.joined()
          }.joined(separator: gap))
    }
    return lines
  }
}
