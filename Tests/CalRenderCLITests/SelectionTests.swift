import CalRenderTestSupport
import CalendarModel
import Testing

@Suite("Selection")
struct SelectionTests {
  func day(_ d: Int) -> JulianDay { JulianDay(isoYear: 2024, month: 2, day: d) }

  @Test func textBracketsBreakAtRowEdgesAndMirrorInRTL() {
    let (_, text, _) = TestSupport.calrender([
      "--today", "none", "--select", "2024-02-14", "--select", "2024-02-08..2024-02-11", "--select",
      "2024-02-20..2024-03-02", "2", "2024",
    ])
    #expect(
      text == """
            February 2024
         Su Mo Tu We Th Fr Sa
                      1  2  3
          4  5  6  7[ 8  9 10]
        [11]12 13[14]15 16 17
         18 19[20 21 22 23 24]
        [25 26 27 28 29]

        """)
    let (_, rtl, _) = TestSupport.calrender([
      "--today", "none", "-l", "ar-SA", "--weekday-width", "narrow", "--select", "2024-02-14..2024-02-20", "2024-02-14",
    ])
    let row = rtl.split(separator: "\n")[2].replacingOccurrences(of: "\u{200E}", with: "")
    #expect(row == "[ ٧  ٦  ٥  ٤] ٣  ٢  ١")
  }

  @Test func backwardsRangeIsAUsageError() {
    let (status, output, error) = TestSupport.calrender(["--select", "2024-02-10..2024-02-01", "2", "2024"])
    #expect(status == 64 && output.isEmpty)
    #expect(error.contains("runs backwards (write it as 2024-02-01..2024-02-10)"))
  }

  @Test func jsonRoles() {
    let (_, json, _) = TestSupport.calrender([
      "-f", "json", "--today", "none", "--select", "2024-02-28..2024-03-01", "2", "2024",
    ])
    #expect(
      json.contains(
        "\"date\": \"2024-02-28\", \"day\": 28, \"label\": \"28\", \"weekday\": \"wed\", \"inMonth\": true, \"weekend\": false, \"today\": false, \"focus\": false, \"selection\": \"start\""
      ))
    #expect(
      json.contains(
        "\"date\": \"2024-02-29\", \"day\": 29, \"label\": \"29\", \"weekday\": \"thu\", \"inMonth\": true, \"weekend\": false, \"today\": false, \"focus\": false, \"selection\": \"middle\""
      ))
    #expect(
      json.contains(
        "\"date\": \"2024-03-01\", \"day\": 1, \"label\": \"1\", \"weekday\": \"fri\", \"inMonth\": false, \"weekend\": false, \"today\": false, \"focus\": false, \"selection\": \"end\""
      ))
  }
}
