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

  /// A label too long to pack is kept out of line, an empty one nowhere: both read back as set,
  /// and cells compare by label however it was stored.
  @Test(arguments: ["", "14", "١٤", "12345678", "123456789", "a label longer than eight bytes", "十五日です"])
  func labelsOfEveryLengthReadBackAsSet(label: String) {
    let day = JulianDay(isoYear: 2024, month: 2, day: 14)
    let made = DayCell(
      date: day, day: 14, label: label, weekday: .wed, inMonth: true, isWeekend: false, isToday: false, isFocus: false)
    #expect(made.label == label)
    #expect(made.packedLabel == PackedLabel(label))
    #expect(made.hasEventsHolidaysOrSecondary == false, "a long label is no decoration")
    var set = DayCell(
      date: day, day: 14, label: "1", weekday: .wed, inMonth: true, isWeekend: false, isToday: false, isFocus: false)
    set.holidays = [DayHoliday(id: "x", name: "Day", kind: .public, region: "KR")]
    set.label = label
    #expect(set.label == label)
    #expect(set.holidays.count == 1, "setting the label keeps the decorations")
    set.holidays = []
    #expect(set == made)
    #expect(set.hashValue == made.hashValue)
    set.label = "another label, long as well"
    #expect(set != made)
    set.label = label
    #expect(set == made)
  }

  /// A grid's full-date labels set in one call (plain cells sharing one out-of-line part) read
  /// back as each day's own text, survive decorations set after, and compare equal to the same
  /// texts set one by one.
  @Test func sharedFullDateLabelsActAsOwnOnes() {
    let span = GregorianMonths(yearOffset: 0).month(containing: JulianDay(isoYear: 2024, month: 2, day: 1))
    let weeks = GridBuilder(firstWeekday: .sun, weekendDays: [.sat, .sun]).weeks(of: span) { String($0) }
    let texts = weeks.days.map { "Day \($0.date.value) — \($0.label)" }
    // Every label in one buffer, as a localization gives a grid's.
    let buffer = Array(texts.joined().utf8)
    var offset = 0
    let labels = texts.map { text in
      defer { offset += text.utf8.count }
      return FullDateLabel(buffer: buffer, range: offset..<offset + text.utf8.count)
    }
    var shared = weeks.days
    shared[3].holidays = [DayHoliday(id: "x", name: "Day", kind: .public, region: "KR")]  // decorated before
    shared.setFullDateLabels(labels)
    shared[5].events = [DayEvent(id: "a", title: "Lunch", allDay: false, start: "12:00", end: "13:00")]
    shared[6].label = "a label too long to pack"
    shared[7].events = []  // an empty list changes nothing
    var own = weeks.days
    for index in own.indices { own[index].accessibleLabel = texts[index] }
    own[3].holidays = shared[3].holidays
    own[5].events = shared[5].events
    own[6].label = "a label too long to pack"
    for index in shared.indices {
      #expect(shared[index].accessibleLabel == texts[index])
      #expect(shared[index].fullDateLabel?.description == texts[index])
      #expect(shared[index] == own[index])
      #expect(shared[index].hashValue == own[index].hashValue)
      #expect(shared[index] != weeks.days[index], "a label is part of the value")
    }
    #expect(shared[3].holidays.count == 1 && shared[5].events.count == 1)
    #expect(!shared[4].hasEventsHolidaysOrSecondary, "a full-date label is no decoration")
    #expect(shared[5].hasEventsHolidaysOrSecondary)
    shared[4].fullDateLabel = nil
    #expect(shared[4].fullDateLabel == nil && shared[4] == weeks.days[4])
    #expect(shared[8].accessibleLabel == texts[8], "the others keep theirs")
    // Fewer labels than cells: the rest keep theirs.
    var partial = weeks.days
    partial.setFullDateLabels(Array(labels.prefix(2)))
    #expect(partial[1].accessibleLabel == texts[1] && partial[2].fullDateLabel == nil)
  }
}
