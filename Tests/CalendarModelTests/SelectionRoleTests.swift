import CalendarModel
import Testing

@Suite("Selection roles")
struct SelectionRoleTests {
  func day(_ d: Int) -> JulianDay { JulianDay(isoYear: 2024, month: 2, day: d) }

  @Test func rolesAndMerging() {
    var selection = Selection([
      day(2)...day(4), day(5)...day(6), day(10)...day(10), day(12)...day(15), day(14)...day(20),
    ])
    #expect(selection.ranges == [day(2)...day(6), day(10)...day(10), day(12)...day(20)])
    #expect(selection.role(of: day(2)) == .start)
    #expect(selection.role(of: day(4)) == .middle)
    #expect(selection.role(of: day(6)) == .end)
    #expect(selection.role(of: day(10)) == .single)
    #expect(selection.role(of: day(11)) == nil)
    selection.insert(day(11)...day(11))
    #expect(selection.ranges == [day(2)...day(6), day(10)...day(20)])
  }
}
