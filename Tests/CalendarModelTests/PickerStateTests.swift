import CalendarICU
import CalendarModel
import Testing

/// The picker's state without a terminal: moves through every calendar system, leap months,
/// ranges and bounds.
@Suite("Picker state")
struct PickerStateTests {
  static func arithmetic(_ system: CalendarSystem) throws -> ICUCalendarArithmetic {
    try ICUCalendarArithmetic(locale: try LocaleResolver().resolve("en_US"), system: system)
  }

  static func iso(_ text: String) -> JulianDay { JulianDay(isoString: text) ?? JulianDay(0) }

  /// From the last day of every month for three years, a month forward lands on the same day number
  /// of the next month, or on its last day when it is shorter; and back again the same way.
  @Test(arguments: CalendarSystem.allCases)
  func monthMovesClampToTheLastDay(system: CalendarSystem) throws {
    let arithmetic = try Self.arithmetic(system)
    var month = try arithmetic.month(containing: JulianDay(isoYear: 2022, month: 6, day: 1))
    for _ in 0..<40 {
      let next = try arithmetic.month(after: month)
      var state = PickerState(focus: month.last, in: arithmetic)
      state.moveMonths(by: 1)
      let expected = next.start.advanced(by: min(month.daysInMonth, next.daysInMonth) - 1)
      #expect(state.focus == expected, "\(system) \(month.year)-\(month.code) +1 month")
      var back = PickerState(focus: next.last, in: arithmetic)
      back.moveMonths(by: -1)
      #expect(back.focus == month.start.advanced(by: min(month.daysInMonth, next.daysInMonth) - 1))
      // The 30th (or the last day of a shorter month) keeps its number where the next month has it.
      let thirtieth = month.start.advanced(by: min(30, month.daysInMonth) - 1)
      var fromThirtieth = PickerState(focus: thirtieth, in: arithmetic)
      fromThirtieth.moveMonths(by: 1)
      #expect(fromThirtieth.focus == next.start.advanced(by: min(min(30, month.daysInMonth), next.daysInMonth) - 1))
      month = next
    }
  }

  /// Paging visits every month the calendar has, leap months included, and a year of pages is a year.
  @Test(arguments: CalendarSystem.allCases)
  func pagingVisitsEveryMonth(system: CalendarSystem) throws {
    let arithmetic = try Self.arithmetic(system)
    let start = try arithmetic.month(containing: JulianDay(isoYear: 2023, month: 1, day: 15))
    let months = try arithmetic.months(ofYear: start.year + 1)
    var state = PickerState(focus: try arithmetic.month(year: start.year + 1, code: MonthCode(number: 1)).start, in: arithmetic)
    var visited: [MonthCode] = []
    for _ in months {
      visited.append(try arithmetic.month(containing: state.focus).code)
      state.moveMonths(by: 1)
    }
    #expect(visited == months.map(\.code))
    #expect(try arithmetic.month(containing: state.focus).year == start.year + 2)
    state.moveMonths(by: -months.count)
    #expect(try arithmetic.month(containing: state.focus).code == MonthCode(number: 1))
  }

  @Test func hebrewPagingThroughAdarIAndII() throws {
    let hebrew = try Self.arithmetic(.hebrew)
    // 5784 is a leap year: Shevat, Adar I (M05L), Adar II (M06), Nisan.
    var state = PickerState(focus: try hebrew.day(30, year: 5784, code: MonthCode(number: 5)), in: hebrew)
    state.moveMonths(by: 1)
    #expect(try hebrew.month(containing: state.focus).code == MonthCode(number: 5, isLeap: true))
    #expect(try hebrew.month(containing: state.focus).dayNumber(of: state.focus) == 30)
    state.moveMonths(by: 1)
    let adarII = try hebrew.month(containing: state.focus)
    #expect(adarII.code == MonthCode(number: 6))
    #expect(adarII.dayNumber(of: state.focus) == 29, "Adar II has 29 days: the 30th is clamped")
    state.moveMonths(by: 1)
    #expect(try hebrew.month(containing: state.focus).code == MonthCode(number: 7))

    // A year from Adar I 30 (5784) is Adar 29 of 5785, a common year without Adar I.
    var yearly = PickerState(focus: try hebrew.day(30, year: 5784, code: MonthCode(number: 5, isLeap: true)), in: hebrew)
    yearly.moveYears(by: 1)
    #expect(yearly.focus == (try hebrew.day(29, year: 5785, code: MonthCode(number: 6))))
    // Two years on (5787, leap) Adar I exists again.
    var twice = PickerState(focus: try hebrew.day(10, year: 5784, code: MonthCode(number: 5, isLeap: true)), in: hebrew)
    twice.moveYears(by: 3)
    #expect(twice.focus == (try hebrew.day(10, year: 5787, code: MonthCode(number: 5, isLeap: true))))
  }

  @Test(arguments: [CalendarSystem.chinese, .dangi])
  func lunarLeapMonthsAreVisitedAndFallBack(system: CalendarSystem) throws {
    let lunar = try Self.arithmetic(system)
    // 2023 has a leap second month in both the Chinese and the Korean lunar calendar.
    var state = PickerState(focus: try lunar.day(15, year: 2023, code: MonthCode(number: 2)), in: lunar)
    state.moveMonths(by: 1)
    #expect(try lunar.month(containing: state.focus).code == MonthCode(number: 2, isLeap: true))
    state.moveYears(by: 1)
    #expect(state.focus == (try lunar.day(15, year: 2024, code: MonthCode(number: 2))))
    state.moveYears(by: -1)
    #expect(state.focus == (try lunar.day(15, year: 2023, code: MonthCode(number: 2))))
  }

  @Test func gregorianYearAndMonthMoves() throws {
    let gregorian = try Self.arithmetic(.gregorian)
    var state = PickerState(focus: Self.iso("2024-01-31"), in: gregorian)
    state.moveMonths(by: 1)
    #expect(state.focus == Self.iso("2024-02-29"))
    state.moveYears(by: 1)
    #expect(state.focus == Self.iso("2025-02-28"))
    state.moveMonths(by: -14)
    #expect(state.focus == Self.iso("2023-12-28"))
    // Coptic and Ethiopic have a thirteenth month of 5 or 6 days.
    let coptic = try Self.arithmetic(.coptic)
    var thirteenth = PickerState(focus: try coptic.day(30, year: 1740, code: MonthCode(number: 12)), in: coptic)
    thirteenth.moveMonths(by: 1)
    let month = try coptic.month(containing: thirteenth.focus)
    #expect(month.code == MonthCode(number: 13) && thirteenth.focus == month.last)
  }

  @Test func movesStopAtTheReachableDays() throws {
    let gregorian = try Self.arithmetic(.gregorian)
    var state = PickerState(focus: Self.iso("9999-12-15"), in: gregorian)
    state.moveMonths(by: 1)
    #expect(state.focus == Self.iso("9999-12-15"))
    state.moveWeeks(by: 3)
    #expect(state.focus == Self.iso("9999-12-31"))
    var early = PickerState(focus: Self.iso("0001-01-03"), in: gregorian)
    early.moveDays(by: -10)
    #expect(early.focus == Self.iso("0001-01-01"))
  }

  @Test func arrowsAreVisual() throws {
    var ltr = PickerState(focus: Self.iso("2024-03-13"), in: try Self.arithmetic(.gregorian))
    ltr.move(.right)
    #expect(ltr.focus == Self.iso("2024-03-14"))
    var rtl = PickerState(focus: Self.iso("2024-03-13"), in: try Self.arithmetic(.gregorian), direction: .rtl)
    rtl.move(.right)
    #expect(rtl.focus == Self.iso("2024-03-12"))
    rtl.move(.left)
    rtl.move(.left)
    #expect(rtl.focus == Self.iso("2024-03-14"))
    rtl.move(.down)
    #expect(rtl.focus == Self.iso("2024-03-21"))
    rtl.move(.up)
    #expect(rtl.focus == Self.iso("2024-03-14"))
  }

  @Test(arguments: Weekday.allCases)
  func startAndEndOfWeek(first: Weekday) throws {
    for offset in 0..<7 {
      var state = PickerState(focus: Self.iso("2024-03-13").advanced(by: offset), in: try Self.arithmetic(.gregorian), firstWeekday: first)
      state.moveToStartOfWeek()
      #expect(state.focus.weekday == first)
      #expect(Self.iso("2024-03-13").advanced(by: offset).value - state.focus.value < 7)
      state.moveToEndOfWeek()
      #expect(state.focus.weekday == first.advanced(by: 6))
      #expect(state.focus.value - Self.iso("2024-03-13").advanced(by: offset).value < 7)
    }
  }

  @Test func rangesSwapAndShowTheirBand() throws {
    var state = PickerState(focus: Self.iso("2024-02-20"), mode: .range, in: try Self.arithmetic(.gregorian))
    #expect(state.select() == nil)
    #expect(state.anchor == Self.iso("2024-02-20"))
    state.moveDays(by: -10)
    #expect(state.selection.role(of: Self.iso("2024-02-10")) == .start)
    #expect(state.selection.role(of: Self.iso("2024-02-15")) == .middle)
    #expect(state.selection.role(of: Self.iso("2024-02-20")) == .end)
    #expect(state.selection.role(of: Self.iso("2024-02-21")) == nil)
    #expect(state.select() == .range(Self.iso("2024-02-10")...Self.iso("2024-02-20")))
    // Done: further selections change nothing.
    state.moveDays(by: 1)
    #expect(state.select() == nil)
    #expect(state.choice == .range(Self.iso("2024-02-10")...Self.iso("2024-02-20")))

    var oneDay = PickerState(focus: Self.iso("2024-02-20"), mode: .range, in: try Self.arithmetic(.gregorian))
    oneDay.select()
    #expect(oneDay.selection.role(of: Self.iso("2024-02-20")) == .single)
    #expect(oneDay.select() == .range(Self.iso("2024-02-20")...Self.iso("2024-02-20")))
  }

  @Test func boundsRefuseSelection() throws {
    let bounds = Self.iso("2024-02-10")...Self.iso("2024-02-20")
    var state = PickerState(focus: Self.iso("2024-02-09"), bounds: bounds, in: try Self.arithmetic(.gregorian))
    #expect(!state.isSelectable(state.focus))
    #expect(state.select() == nil)
    state.moveDays(by: 1)
    #expect(state.select() == .day(Self.iso("2024-02-10")))

    var range = PickerState(focus: Self.iso("2024-02-21"), mode: .range, bounds: bounds, in: try Self.arithmetic(.gregorian))
    #expect(range.select() == nil && range.anchor == nil)
    range.moveDays(by: -1)
    range.select()
    range.moveDays(by: -5)
    #expect(range.select() == .range(Self.iso("2024-02-15")...Self.iso("2024-02-20")))
  }

  @Test func gregorianChangeOverKeepsDayNumbers() throws {
    let gregorian = try Self.arithmetic(.gregorian)
    // October 1582 has days 1…4 and 15…31.
    var state = PickerState(focus: try gregorian.day(10, year: 1582, code: MonthCode(number: 9)), in: gregorian)
    state.moveMonths(by: 1)
    #expect(try gregorian.month(containing: state.focus).dayNumber(of: state.focus) == 4)
    var later = PickerState(focus: try gregorian.day(20, year: 1582, code: MonthCode(number: 9)), in: gregorian)
    later.moveMonths(by: 1)
    #expect(later.focus == Self.iso("1582-10-20"))
  }
}

/// A test's arithmetic, used on one thread only.
struct Unshared<Base: CalendarArithmetic>: CalendarArithmetic, @unchecked Sendable {
  let base: Base
  var system: CalendarSystem { base.system }
  func month(containing day: JulianDay) throws -> MonthSpan { try base.month(containing: day) }
  func month(after month: MonthSpan) throws -> MonthSpan { try base.month(after: month) }
  func month(year: Int, code: MonthCode) throws -> MonthSpan { try base.month(year: year, code: code) }
  func day(_ day: Int, year: Int, code: MonthCode) throws -> JulianDay { try base.day(day, year: year, code: code) }
}

extension PickerState {
  /// A state over a test's arithmetic, left to right with Monday first unless said.
  init(
    focus: JulianDay, mode: Mode = .single, bounds: ClosedRange<JulianDay>? = nil,
    in arithmetic: some CalendarArithmetic, direction: TextDirection = .ltr, firstWeekday: Weekday = .mon
  ) {
    self.init(
      focus: focus, mode: mode, bounds: bounds, arithmetic: Unshared(base: arithmetic), direction: direction,
      firstWeekday: firstWeekday)
  }
}
