@testable import CalendarModel
import Testing

/// The written-out join the start paths use gives what the standard library's generic one gives.
@Suite("Joining strings")
struct StringJoiningTests {
  @Test(arguments: [[], [""], ["de"], ["sr", "Latn", "RS"], ["", "", ""], ["한국", "", "ko"]] as [[String]])
  func sameAsJoined(parts: [String]) {
    for separator in ["", "_", ", ", "–"] {
      #expect(parts.joined(concatenating: separator) == parts.joined(separator: separator))
    }
  }
}
