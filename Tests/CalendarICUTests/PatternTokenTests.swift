import CalendarICU
import CalendarModel
import Testing

/// The one reading of ICU patterns' quoting that the compositions share.
@Suite("Pattern tokens")
struct PatternTokenTests {
  @Test func fieldsAndLiterals() throws {
    #expect(
      PatternToken.tokens(of: "EEEE, d. MMMM y")
        == [
          .field("E", count: 4), .literal(",", source: ","), .literal(" ", source: " "), .field("d", count: 1),
          .literal(".", source: "."), .literal(" ", source: " "), .field("M", count: 4), .literal(" ", source: " "),
          .field("y", count: 1),
        ])
  }

  @Test func quoting() throws {
    // Quoted letters are text; '' is an apostrophe inside quotes and out.
    #expect(PatternToken.tokens(of: "d 'de' MMMM") == [
      .field("d", count: 1), .literal(" ", source: " "), .literal("de", source: "'de'"), .literal(" ", source: " "),
      .field("M", count: 4),
    ])
    #expect(PatternToken.tokens(of: "h''mm") == [.field("h", count: 1), .literal("'", source: "''"), .field("m", count: 2)])
    #expect(PatternToken.tokens(of: "'o''clock' h") == [
      .literal("o'clock", source: "'o''clock'"), .literal(" ", source: " "), .field("h", count: 1),
    ])
    #expect(PatternToken.tokens(of: "y年M月d日") == [
      .field("y", count: 1), .literal("年", source: "年"), .field("M", count: 1), .literal("月", source: "月"),
      .field("d", count: 1), .literal("日", source: "日"),
    ])
    #expect(PatternToken.tokens(of: "d 'unclosed") == nil)
    #expect(PatternToken.tokens(of: "") == [])
  }

  @Test func widths() {
    #expect((1...6).map(LabelWidth.init(fieldLength:)) == [.abbreviated, .abbreviated, .abbreviated, .wide, .narrow, .short])
  }
}
