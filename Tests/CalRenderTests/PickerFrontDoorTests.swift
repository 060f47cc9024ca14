import CalRender
import Testing

/// The README's library example of the picker, through `import CalRender` alone.
@Suite("Picker through the front door")
struct PickerFrontDoorTests {
  @Test func hebrewRangeThroughPickerCalendar() throws {
    var request = CalendarRequest(locale: "he-IL", calendar: .hebrew)
    let calendar = try PickerCalendar(request)
    #expect(calendar.direction == .rtl && calendar.system == .hebrew && calendar.firstWeekday == .sun)
    var state = PickerState(focus: JulianDay(isoYear: 2024, month: 2, day: 9), mode: .range, calendar: calendar)
    state.moveMonths(by: 1)
    #expect(try calendar.month(containing: state.focus).code == MonthCode(number: 5, isLeap: true))
    state.select()
    state.moveMonths(by: 1)
    #expect(try calendar.month(containing: state.focus).dayNumber(of: state.focus) == 29)
    request.view = .month(containing: state.focus)
    request.focus = state.focus
    request.selection = state.selection
    request.today = .none
    let document = try CalendarRenderer().document(request)
    let days = document.months.flatMap(\.weeks).flatMap(\.days).filter(\.inMonth)
    #expect(days.first?.selection == .middle, "Adar II is inside the band from Adar I")
    #expect(days.last?.selection == .end && days.last?.isFocus == true)
    #expect(try calendar.format(state.focus, skeleton: "yMMMd") == "29 באדר ב׳ 5784")
    #expect(calendar.fieldNames().month == "חודש")
  }

  @Test func skeletonsAreChecked() throws {
    let calendar = try PickerCalendar(CalendarRequest(locale: "ko-KR"))
    #expect(throws: CalRenderError.self) { try calendar.format(JulianDay(2_460_355), skeleton: "y-M") }
    #expect(try calendar.format(JulianDay(isoYear: 2024, month: 2, day: 14), skeleton: "yMMMEd") == "2024년 2월 14일 (수)")
    // The status line's full date follows calrender's Hebrew months where ICU 72 starts a year late:
    // 2046-09-30 is 29 Elul 5806 (ICU: 28), 2046-10-01 is 1 Tishri 5807 (ICU: 29 Elul).
    let hebrew = try PickerCalendar(CalendarRequest(locale: "en-US", calendar: .hebrew))
    #expect(try hebrew.format(JulianDay(isoYear: 2046, month: 9, day: 30), skeleton: "yMMMMEEEEd") == "Sunday, 29 Elul 5806")
    #expect(try hebrew.format(JulianDay(isoYear: 2046, month: 10, day: 1), skeleton: "yMMMMEEEEd") == "Monday, 1 Tishri 5807")
    #expect(calendar.fieldNames() == PickerFieldNames(year: "년", month: "월", week: "주", day: "일", today: "오늘"))
    #expect(throws: CalRenderError.self) { try PickerCalendar(CalendarRequest(locale: "xx-nonsense-zz")) }
  }

  /// At the edges of the supported span a move that would leave it changes nothing (the focus once
  /// jumped from 9999-12-20 to 9999-12-31), and the calendar's own errors are `CalRenderError`s.
  @Test(arguments: ["en-US", "ko-KR", "ar-SA", "he-IL"])
  func movesAtTheEdgesChangeNothing(locale: String) throws {
    let calendar = try PickerCalendar(CalendarRequest(locale: locale, calendar: .gregorian))
    var late = PickerState(focus: JulianDay(isoYear: 9999, month: 12, day: 20), calendar: calendar)
    #expect(!late.moveMonths(by: 1) && late.focus == JulianDay(isoYear: 9999, month: 12, day: 20))
    #expect(!late.moveYears(by: 1) && late.focus == JulianDay(isoYear: 9999, month: 12, day: 20))
    #expect(late.moveMonths(by: -1) && late.focus == JulianDay(isoYear: 9999, month: 11, day: 20))
    var early = PickerState(focus: JulianDay(isoYear: 1, month: 1, day: 10), calendar: calendar)
    #expect(!early.moveMonths(by: -1) && !early.moveYears(by: -1))
    #expect(early.focus == JulianDay(isoYear: 1, month: 1, day: 10))
    let error = #expect(throws: CalRenderError.self) {
      try calendar.month(after: try calendar.month(containing: JulianDay(isoYear: 9999, month: 12, day: 31)))
    }
    #expect(error?.code == .usage)
    #expect(throws: CalRenderError.self) { try calendar.month(year: 2024, code: MonthCode(number: 5, isLeap: true)) }
  }

  /// The state carries the calendar's direction and first weekday: arrows and Home/End need
  /// nothing more; one calendar serves states on several threads.
  @Test func theStateCarriesItsContext() async throws {
    let calendar = try PickerCalendar(CalendarRequest(locale: "ar-SA", calendar: .gregorian))
    var state = PickerState(focus: JulianDay(isoYear: 2024, month: 3, day: 13), calendar: calendar)
    #expect(state.direction == .rtl && state.firstWeekday == calendar.firstWeekday)
    state.move(.right)  // right to left: the previous day
    #expect(state.focus == JulianDay(isoYear: 2024, month: 3, day: 12))
    state.moveToStartOfWeek()
    #expect(state.focus.weekday == calendar.firstWeekday)
    let start = state
    let moved = await withTaskGroup(of: JulianDay.self) { group in
      for months in 1...8 {
        group.addTask {
          var copy = start
          copy.moveMonths(by: months)
          return copy.focus
        }
      }
      var all: [JulianDay] = []
      for await day in group { all.append(day) }
      return all
    }
    #expect(Set(moved).count == 8)
  }
}
