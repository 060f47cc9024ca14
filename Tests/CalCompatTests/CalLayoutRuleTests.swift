import CalCompat
import CalendarICU
import CalendarModel
import Foundation
import Testing

/// cal's layout and reckoning without the command: a sweep of the layout rules (week numbers
/// checked against ICU's ISO 8601 weeks) and the day count.
@Suite("--compat cal: layout sweep")
struct CalLayoutSweepTests {
  /// Every month of 1600…2400 under each option combination keeps cal's rules: 8 lines (title,
  /// header, 6 weeks) of exactly the month's width, the header from the first weekday, each day once
  /// in its weekday's column, ordinals counting on, and week numbers as ISO 8601 (Monday) or
  /// "January 1 is in week 1" (Sunday).
  @Test(arguments: [
    (false, false, 0, "1752"), (false, true, 0, "1752"), (false, true, 1, "1752"), (true, false, 0, "1752"),
    (true, true, 1, "gregorian"), (false, false, 1, "julian"), (false, true, 1, "iso"),
  ])
  func sweepOfLayoutRules(julian: Bool, weekNumbers: Bool, weekStart: Int, reform: String) throws {
    let reckoning = CalReckoning(reform: try #require(CalReform(argument: reform)))
    var layout = CalLayout(reckoning: reckoning, labels: .english(), weekStart: weekStart == 1 ? .mon : .sun)
    layout.julian = julian
    layout.weekNumbers = weekNumbers
    let dayWidth = julian ? 3 : 2
    let width = 7 * dayWidth + 6 + (weekNumbers ? 3 : 0)
    let prefix = weekNumbers ? 3 : 0
    let iso = try ICUCalendarArithmetic(
      locale: LocaleResolver().resolve("en_US_POSIX"), system: .gregorian, reform: .gregorian)
    iso.setWeekRules(firstWeekday: .mon, minimalDays: 4)
    for year in stride(from: 1600, through: 2400, by: 1) {
      for month in 1...12 {
        let text = layout.render([(year, month)])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard lines.count == 8, lines.allSatisfy({ $0.count == width }) else {
          Issue.record("\(year)-\(month): \(lines.count) lines, widths \(lines.map(\.count))")
          return
        }
        let days = reckoning.days(year, month)
        var expectedCells: [String: Int] = [:]
        var seen: [Int] = []
        for (row, line) in lines.dropFirst(2).enumerated() {
          let characters = Array(line)
          for column in 0..<7 {
            let start = prefix + column * (dayWidth + 1)
            let cell = String(characters[start..<start + dayWidth]).trimmingCharacters(in: .whitespaces)
            guard let number = Int(cell) else { continue }
            seen.append(number)
            expectedCells["\(row),\(column)"] = number
          }
          if weekNumbers, let firstColumn = (0..<7).first(where: { expectedCells["\(row),\($0)"] != nil }) {
            let week = Int(String(characters[0..<2]).trimmingCharacters(in: .whitespaces))
            let dayIndex = seen.count - (0..<7).filter { expectedCells["\(row),\($0)"] != nil }.count
            let julianDay = days[dayIndex].julianDay
            _ = firstColumn
            if weekStart == 1 {
              if reform != "julian" && (year > 1752 || reform != "1752") {
                #expect(week == (try iso.week(of: JulianDay(julianDay))).weekOfYear, "\(year)-\(month) row \(row)")
              }
            } else {
              let january1 = reckoning.julianDay(year, 1, 1)!
              let offset = (CalReckoning.weekday(january1) - weekStart + 7) % 7
              #expect(week == (julianDay - january1 + offset) / 7 + 1)
            }
          }
        }
        // Each day once, in order, in its weekday's column.
        let expected = julian ? days.map { reckoning.ordinal(year, month, $0.day) } : days.map(\.day)
        #expect(seen == expected, "\(year)-\(month)")
        let lead = (CalReckoning.weekday(days[0].julianDay) - weekStart + 7) % 7
        #expect(expectedCells["\(lead / 7),\(lead % 7)"] == expected.first)
        #expect(lines[1].hasSuffix(weekStart == 1 ? "Sun".prefix(dayWidth) : "Sat".prefix(dayWidth)))
      }
    }
  }

  /// The days' weekdays agree with an independent Julian/Gregorian day count.
  @Test func reckoningAgreesWithNaiveCount() {
    let reckoning = CalReckoning(reform: .r1752)
    // Julian calendar: 1 January 1 was a Saturday; Gregorian from 14 September 1752.
    #expect(CalReckoning.weekday(reckoning.julianDay(1, 1, 1)!) == 6)
    #expect(CalReckoning.weekday(reckoning.julianDay(1752, 9, 2)!) == 3)
    #expect(CalReckoning.weekday(reckoning.julianDay(1752, 9, 14)!) == 4)
    #expect(reckoning.julianDay(1752, 9, 14)! - reckoning.julianDay(1752, 9, 2)! == 1)
    #expect(reckoning.julianDay(1752, 9, 5) == nil)
    #expect(reckoning.daysIn(1700, 2) == 29)
    #expect(CalReckoning(reform: .gregorian).daysIn(1700, 2) == 28)
    var day = reckoning.julianDay(1753, 1, 1)!
    for year in 1753...2400 {
      for month in 1...12 {
        for entry in reckoning.days(year, month) {
          #expect(entry.julianDay == day)
          day += 1
        }
      }
    }
  }
}

@Suite("--compat cal: layout rules no reference case shows")
struct CalLayoutRuleTests {
  /// A title wider than its month is printed on two lines, month and year, for every month.
  @Test func twoLineTitles() {
    var labels = CalLabels.english()
    labels.months[1] = "Februaryyyyyyyyyyyyyy"
    let layout = CalLayout(reckoning: CalReckoning(reform: .r1752), labels: labels, weekStart: .sun)
    let lines = layout.render([(2024, 1), (2024, 2)]).split(separator: "\n", omittingEmptySubsequences: false)
    // The name is cut to the month's width, as cal's mbsalign does.
    #expect(lines[0] == "       January        Februaryyyyyyyyyyyyy")
    #expect(lines[1] == "        2024                  2024        ")
    #expect(lines[2].hasPrefix("Su Mo Tu We Th Fr Sa  Su"))
    #expect(lines.count == 10)
  }

  /// Three months to a row unless standard output is a terminal too narrow for them (cal.c's
  /// fitting: `(width - (width / month - 1) * gutter) / month`, month 20 or 27 with `-j`).
  @Test func monthsPerRow() {
    #expect(CalMonthsPerRow.count(requested: nil, julian: true, gutter: 3, terminalWidth: nil, autoWidth: 80) == 3)
    #expect(CalMonthsPerRow.count(requested: nil, julian: false, gutter: 2, terminalWidth: 200, autoWidth: 80) == 3)
    #expect(CalMonthsPerRow.count(requested: nil, julian: true, gutter: 3, terminalWidth: 80, autoWidth: 80) == 2)
    #expect(CalMonthsPerRow.count(requested: nil, julian: false, gutter: 2, terminalWidth: 50, autoWidth: 80) == 2)
    #expect(CalMonthsPerRow.count(requested: nil, julian: false, gutter: 2, terminalWidth: 5, autoWidth: 80) == 1)
    #expect(CalMonthsPerRow.count(requested: .count(5), julian: true, gutter: 3, terminalWidth: 40, autoWidth: 80) == 5)
    #expect(CalMonthsPerRow.count(requested: .auto, julian: false, gutter: 3, terminalWidth: nil, autoWidth: 200) == 8)
    #expect(
      CalMonthsPerRow.count(requested: .auto, julian: false, gutter: 3, terminalWidth: nil, autoWidth: Int.max) > 12)
  }

  /// Which months cal shows (cal.c's main and monthly; each case checked against util-linux 2.38.1
  /// cal built from Debian's source, with today in November). `month` nil: a year alone.
  @Test(
    arguments: [
      // A year alone is the year; with -1, -3 or -n it is today's month of that year.
      ([], 2024, nil, 2024, 12, 2024, 1),
      (["-1"], 2024, nil, nil, 1, 2024, 11),
      (["-n", "3"], 2024, nil, nil, 3, 2024, 11),
      // -Y with a year alone is -y; -3 -y is three months centred on January, under the year.
      (["-Y"], 2024, nil, 2024, 12, 2024, 1),
      (["-3", "-y"], 2024, nil, 2024, 3, 2023, 12),
      // -S moves -y's January back half a year; -3 -Y is three months centred on the month.
      (["-S", "-y"], 2024, 7, 2024, 12, 2023, 7),
      (["-3", "-Y"], 2024, 5, nil, 3, 2024, 4),
    ] as [([String], Int, Int?, Int?, Int, Int, Int)])
  func monthSelection(
    options: [String], year: Int, month: Int?, heading: Int?, count: Int, firstYear: Int, firstMonth: Int
  ) throws {
    let selection = try CalMonthSelection(
      arguments: try CalArguments(options), year: year, month: month ?? 11, onlyYear: month == nil)
    #expect(selection.months.count == count, "\(options)")
    #expect(selection.months.first == CalMonthSelection.Month(year: firstYear, month: firstMonth), "\(options)")
    #expect(selection.yearHeading == heading, "\(options)")
  }
}
