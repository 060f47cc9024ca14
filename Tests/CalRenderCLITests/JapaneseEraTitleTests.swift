import CalRenderTestSupport
import Foundation
import Testing

/// A Japanese-calendar month two eras share is titled with both, joined as the locale joins a
/// range (issue 28, item 13); a month one era holds keeps one.
@Suite("Japanese era titles")
struct JapaneseEraTitleTests {
  @Test(arguments: [
    ("1 1989", "昭和64年1月～平成元年1月", "January 64 Shōwa\u{2009}–\u{2009}January 1 Heisei"),
    ("12 1926", "大正15年12月～昭和元年12月", "December 15 Taishō\u{2009}–\u{2009}December 1 Shōwa"),
    ("7 1912", "明治45年7月～大正元年7月", "July 45 Meiji\u{2009}–\u{2009}July 1 Taishō"),
    // (English joins with thin spaces, CLDR's intervalFormatFallback.) Reiwa began on 1 May 2019: April is all Heisei, May all Reiwa.
    ("4 2019", "平成31年4月", "April 31 Heisei"),
    ("5 2019", "令和元年5月", "May 1 Reiwa"),
    ("2 1989", "平成元年2月", "February 1 Heisei"),
  ])
  func titles(month: String, japanese: String, english: String) {
    let arguments = month.split(separator: " ").map(String.init) + ["--calendar", "japanese", "--today", "none"]
    for (locale, title) in [("ja-JP", japanese), ("en-US", english)] {
      let (status, output, error) = TestSupport.calrender(["-l", locale] + arguments)
      #expect(status == 0, "\(error)")
      let first = output.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(first == title, "\(locale) \(month)")
      // The same title in every format.
      let json = TestSupport.calrender(["-l", locale, "-f", "json"] + arguments).1
      #expect(json.contains("\"title\": \"\(title)\""), "\(locale) \(month) json")
      for format in ["svg", "html"] {
        #expect(TestSupport.calrender(["-l", locale, "-f", format] + arguments).1.contains(title), "\(format)")
      }
    }
  }
}
