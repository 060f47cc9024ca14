/// A month of the Chinese, Korean, Umm al-Qura or Hebrew calendar that ICU 72 reckons wrongly, and
/// what it really is (Hebrew: ``HebrewMonths/icuSlipCorrections()``, made from the calendar's rules).
///
/// ICU 72 computes lunar months from a low-precision astronomical model; where a new moon falls within
/// minutes of midnight (UTC+8 for `chinese`, UTC+9 for `dangi`) it puts the month start on the wrong
/// day, and in three years of the early 20th century and 1987 it puts the leap month after the wrong
/// month. Each entry names the month by the first day ICU gives it, so the arithmetic can replace
/// ICU's month in place: ICU's months and the true ones pair one to one, only start days and labels
/// differ. The tables cover 1900–2100 (Umm al-Qura: 1924–2077, its official span) and are checked
/// month by month against independent implementations (PyPI `sxtwl` for `chinese`,
/// `korean-lunar-calendar` for `dangi`, `hijridate` for `islamic-umalqura`) by the tests.
package struct LunarMonthCorrection: Hashable, Sendable {
  /// The calendar the entry corrects (`chinese` or `dangi`).
  public var system: CalendarSystem
  /// The first day of the month as ICU 72 computes it.
  public var icuStart: JulianDay
  /// The true first day of the month.
  public var start: JulianDay
  /// The month's true year (the related Gregorian year, as `MonthSpan.year`).
  public var year: Int
  /// The month's true code (`M06L` where ICU has `M07`).
  public var code: MonthCode

  /// Creates an entry.
  public init(system: CalendarSystem, icuStart: JulianDay, start: JulianDay, year: Int, code: MonthCode) {
    self.system = system
    self.icuStart = icuStart
    self.start = start
    self.year = year
    self.code = code
  }

  /// The corrections of one calendar system, keyed by ICU's first day of the month (empty for
  /// calendars ICU reckons right). Only the system's own table is read, once per process, so that
  /// Gregorian documents pay nothing.
  public static func corrections(for system: CalendarSystem) -> [JulianDay: LunarMonthCorrection] {
    let entries: [LunarMonthCorrection]
    switch system {
    case .chinese: entries = chineseEntries
    case .dangi: entries = dangiEntries
    case .islamicUmalqura: entries = ummAlQuraEntries
    case .hebrew: entries = HebrewMonths.icuSlipCorrections()
    default: return [:]
    }
    var table: [JulianDay: LunarMonthCorrection] = [:]
    table.reserveCapacity(entries.count)
    for entry in entries { table[entry.icuStart] = entry }
    return table
  }

  /// Every correction, by system and date. Sources: sxtwl 2.0.7 (寿星天文历; China's UTC+8 reckoning,
  /// Beijing local mean time before 1929) for `chinese`, confirmed by lunardate 0.3.0 (the Hong Kong
  /// Observatory's table); korean-lunar-calendar 0.4.0 (KASI's table) for `dangi`; hijridate 2.5.0
  /// (the official Umm al-Qura tables) for `islamic-umalqura`.
  public static var all: [LunarMonthCorrection] { chineseEntries + dangiEntries + ummAlQuraEntries }

  private static let chineseEntries = parse(.chinese, chinese)
  private static let dangiEntries = parse(.dangi, dangi)
  private static let ummAlQuraEntries = parse(.islamicUmalqura, UmmAlQuraCorrections.table)

  /// `YEAR MONTHCODE ICU-START TRUE-START` lines. The tables are literals checked by the tests; a line
  /// that does not parse is skipped, and the month-by-month test then fails. Read as bytes: the
  /// Umm al-Qura table has 740 lines, and splitting it as Characters cost a cold start some 45
  /// million instructions.
  static func parse(_ system: CalendarSystem, _ text: String) -> [LunarMonthCorrection] {
    var entries: [LunarMonthCorrection] = []
    var text = text
    text.withUTF8 { bytes in
      entries.reserveCapacity(bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } + 1)
      var index = 0
      /// The next space-separated word, or nil at the end of the line.
      func word() -> Slice<UnsafeBufferPointer<UInt8>>? {
        while index < bytes.count && bytes[index] == UInt8(ascii: " ") { index += 1 }
        let start = index
        while index < bytes.count && bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\n") {
          index += 1
        }
        return index > start ? bytes[start..<index] : nil
      }
      func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var value = 0
        for digit in digits {
          guard digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "9") else { return nil }
          value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return digits.isEmpty ? nil : value
      }
      func date(_ text: Slice<UnsafeBufferPointer<UInt8>>?) -> JulianDay? {
        guard let text, text.count == 10 else { return nil }
        let base = text.startIndex
        guard let y = number(text[base..<base + 4]), let m = number(text[base + 5..<base + 7]),
          let d = number(text[base + 8..<base + 10]), (1...12).contains(m), (1...31).contains(d)
        else { return nil }
        return JulianDay(isoYear: y, month: m, day: d)
      }
      /// `M02`, `M05L`, read from the bytes (a String per line and `MonthCode(argument:)` cost a
      /// cold start some 3 million instructions over the Umm al-Qura table).
      func monthCode(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> MonthCode? {
        let base = text.startIndex
        guard text.count == 3 || text.count == 4, text[base] == UInt8(ascii: "M"),
          let number = number(text[base + 1..<base + 3]), number >= 1
        else { return nil }
        if text.count == 4 && text[base + 3] != UInt8(ascii: "L") { return nil }
        return MonthCode(number: number, isLeap: text.count == 4)
      }
      while index < bytes.count {
        let fields = (word(), word(), word(), word())
        if let yearText = fields.0, let year = number(yearText), let codeText = fields.1,
          let code = monthCode(codeText),
          let icuStart = date(fields.2), let start = date(fields.3)
        {
          entries.append(LunarMonthCorrection(system: system, icuStart: icuStart, start: start, year: year, code: code))
        }
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        index += 1
      }
    }
    return entries
  }

  /// Chinese months: the 1917, 1922 and 1987 leap months ICU puts one month late (闰二月, 闰五月,
  /// 闰六月), and nine month starts a day off.
  static let chinese = """
    1917 M02L 1917-03-23 1917-03-23
    1917 M03 1917-04-21 1917-04-21
    1922 M05L 1922-06-25 1922-06-25
    1922 M06 1922-07-24 1922-07-24
    1954 M01 1954-02-04 1954-02-03
    1955 M02 1955-02-23 1955-02-22
    1987 M06L 1987-07-26 1987-07-26
    1987 M07 1987-08-24 1987-08-24
    1998 M12 1999-01-18 1999-01-17
    2012 M07 2012-08-18 2012-08-17
    2018 M10 2018-11-07 2018-11-08
    2027 M01 2027-02-07 2027-02-06
    2030 M01 2030-02-02 2030-02-03
    2057 M09 2057-09-29 2057-09-28
    2070 M02 2070-03-13 2070-03-12
    """

  /// Korean months: the new moon of 2017-02-26 at 23:58 KST (KASI's table); and, beyond KASI's table
  /// (which ends in 2050), three new moons close to midnight Korea time that ICU dates on the wrong
  /// side of it (by Meeus' new moons at UTC+9, which reproduce every Chinese month start sxtwl gives
  /// 1929–2100; `LunarAstronomyTests`).
  static let dangi = """
    2017 M02 2017-02-27 2017-02-26
    2051 M07 2051-08-06 2051-08-07
    2051 M10 2051-11-04 2051-11-03
    2096 M12 2097-01-14 2097-01-13
    """
}
