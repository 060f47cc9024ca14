import CalendarModel
import Testing

/// The model's compact storage of a day behaves as plain stored values: decorations kept out of
/// line, full-date labels in a buffer a grid shares.
@Suite("Compact day cells")
struct CompactDayCellTests {
  /// Decorations kept out of line read back as set, and a cell's equality and hash do not depend
  /// on how it was decorated (an empty list set is no list).
  @Test func cellDecorationsBehaveAsStoredValues() {
    let day = JulianDay(isoYear: 2024, month: 2, day: 14)
    let plain = DayCell(
      date: day, day: 14, label: "14", weekday: .wed, inMonth: true, isWeekend: false, isToday: false, isFocus: false)
    var emptied = plain
    emptied.events = []
    emptied.holidays = []
    emptied.secondary = nil
    #expect(emptied == plain)
    #expect(emptied.hashValue == plain.hashValue)

    let event = DayEvent(id: "a", title: "Lunch", allDay: false, start: "12:00", end: "13:00")
    let holiday = DayHoliday(id: "x", name: "Day", kind: .public, region: "KR")
    var decorated = plain
    decorated.events = [event]
    decorated.holidays = [holiday]
    #expect(decorated.events == [event])
    #expect(decorated.holidays == [holiday])
    #expect(decorated.isDayOff)
    #expect(decorated != plain)
    var copy = decorated
    copy.events.append(event)
    #expect(decorated.events == [event], "a copy's change stays in the copy")
    #expect(copy.events == [event, event])
    #expect(copy.holidays == [holiday])
    copy.events = []
    copy.holidays = []
    #expect(copy == plain)
  }

  /// A label in a shared buffer equals the same text on its own, as a string and as bytes.
  @Test func fullDateLabelsCompareByText() {
    let text = "2024년 2월 14일 수요일"
    let buffer = Array(("Tuesday" + text + "Thursday").utf8)
    let shared = FullDateLabel(buffer: buffer, range: 7..<(7 + text.utf8.count))
    #expect(shared == FullDateLabel(text))
    #expect(shared.hashValue == FullDateLabel(text).hashValue)
    #expect(shared.description == text)
    #expect(shared.withUTF8 { Array($0) } == Array(text.utf8))
    #expect(FullDateLabel(buffer: buffer, range: 0..<7) != shared)
    #expect(FullDateLabel(buffer: buffer, range: (7 + text.utf8.count)..<999).description == "Thursday")

    var cell = DayCell(
      date: JulianDay(isoYear: 2024, month: 2, day: 14), day: 14, label: "14", weekday: .wed, inMonth: true,
      isWeekend: false, isToday: false, isFocus: false)
    cell.fullDateLabel = shared
    #expect(cell.accessibleLabel == text)
    cell.accessibleLabel = "Wednesday"
    #expect(cell.fullDateLabel == FullDateLabel("Wednesday"))
    cell.accessibleLabel = nil
    #expect(cell.fullDateLabel == nil)
  }
}
