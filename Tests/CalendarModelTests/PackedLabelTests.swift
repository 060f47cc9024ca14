import CalendarModel
import Testing

/// A day's packed label (the bytes text rendering writes in one store) always holds its label's
/// bytes: packed as made, and packed again when the label changes.
@Suite("Packed day labels")
struct PackedLabelTests {
  /// The bytes of a label, read back from the packed word.
  static func bytes(_ packed: PackedLabel) -> [UInt8] {
    (0..<Int(packed.count)).map { UInt8(truncatingIfNeeded: packed.word >> (8 * UInt64($0))) }
  }

  @Test(arguments: ["1", "14", "31", "٢٨", "十五", "ט״ו", "१५", "<", "12345678"])
  func shortLabelsArePackedWhole(label: String) {
    let packed = PackedLabel(label)
    #expect(Int(packed.count) == label.utf8.count)
    #expect(Self.bytes(packed) == Array(label.utf8))
    #expect(packed.word >> (8 * UInt64(packed.count) % 64) == 0 || packed.count == 8, "nothing past the bytes")
    #expect(packed.isPrintableASCII == label.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
  }

  @Test(arguments: ["", "123456789", "十五日です", "\u{1}"])
  func otherLabelsAreMarked(label: String) {
    let packed = PackedLabel(label)
    if label.utf8.count > 8 || label.isEmpty {
      #expect(packed.count == 0, "not packed: written through the string")
      #expect(!packed.isPrintableASCII)
    } else {
      #expect(!packed.isPrintableASCII, "a control character is not one column")
      #expect(Self.bytes(packed) == Array(label.utf8))
    }
  }

  /// A cell's packed label follows its label, however it is set, and equal cells stay equal.
  @Test func cellsKeepTheirPackedLabelWithTheirLabel() {
    let day = JulianDay(isoYear: 2024, month: 2, day: 14)
    var cell = DayCell(
      date: day, day: 14, label: "14", weekday: .wed, inMonth: true, isWeekend: false, isToday: false, isFocus: false)
    #expect(cell.packedLabel == PackedLabel("14"))
    cell.label = "١٤"
    #expect(cell.packedLabel == PackedLabel("١٤"))
    #expect(Self.bytes(cell.packedLabel) == Array("١٤".utf8))
    cell.label = "a label longer than eight bytes"
    #expect(cell.packedLabel.count == 0)
    cell.label = "14"
    let fresh = DayCell(
      date: day, day: 14, label: "14", weekday: .wed, inMonth: true, isWeekend: false, isToday: false, isFocus: false)
    #expect(cell == fresh)
    #expect(cell.hashValue == fresh.hashValue)
  }

  /// A grid given packed labels, one given none and one given wrong-sized tables make the same cells.
  @Test func gridsPackTheLabelsTheyAreNotGiven() {
    let span = GregorianMonths(yearOffset: 0).month(containing: JulianDay(isoYear: 2024, month: 2, day: 1))
    let builder = GridBuilder(firstWeekday: .sun, weekendDays: [.sat, .sun])
    let labels = [""] + (1...31).map { "(\($0))" }
    let label = { (number: Int) in "(\(number))" }
    let packed = builder.weeks(of: span, labels: labels, packed: labels.map(PackedLabel.init), label: label)
    let unpacked = builder.weeks(of: span, labels: labels, label: label)
    let short = builder.weeks(of: span, labels: labels, packed: Array(labels.prefix(10).map(PackedLabel.init)), label: label)
    #expect(packed == unpacked)
    #expect(short == unpacked)
    for cell in packed.flatMap(\.days) { #expect(cell.packedLabel == PackedLabel(cell.label)) }
  }
}

/// A weekday header's packed label follows its label too.
@Suite("Packed header labels")
struct PackedHeaderLabelTests {
  @Test func headersKeepTheirPackedLabelWithTheirLabel() {
    let names = WeekdayNames(wide: "Sunday", abbreviated: "Sun", short: "Su", narrow: "S")
    var header = WeekdayHeader(weekday: .sun, label: "Su", names: names, isWeekend: true)
    #expect(header.packedLabel == PackedLabel("Su"))
    header.label = "일"
    #expect(header.packedLabel == PackedLabel("일"))
    #expect(PackedLabelTests.bytes(header.packedLabel) == Array("일".utf8))
    #expect(header == WeekdayHeader(weekday: .sun, label: "일", names: names, isWeekend: true))
  }
}
