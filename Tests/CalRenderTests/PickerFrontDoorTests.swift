import CalRender
import Testing

/// The picker's library example (docs/pick.md), through `import CalRender` alone.
@Suite("Picker through the front door")
struct PickerFrontDoorTests {
  @Test func hebrewRangeThroughPickerCalendar() throws {
    var request = CalendarRequest(locale: "he-IL", calendar: .hebrew)
    let calendar = try PickerCalendar(request)
    #expect(calendar.direction == .rtl && calendar.system == .hebrew && calendar.firstWeekday == .sun)
    var state = PickerState(focus: JulianDay(isoYear: 2024, month: 2, day: 9), mode: .range)
    try state.moveMonths(by: 1, in: calendar)
    #expect(try calendar.month(containing: state.focus).code == MonthCode(number: 5, isLeap: true))
    state.select()
    try state.moveMonths(by: 1, in: calendar)
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
}
