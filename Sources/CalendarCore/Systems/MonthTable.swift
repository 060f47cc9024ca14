/// The months of the Chinese and Korean lunisolar calendars and of Umm al-Qura for the years a
/// table covers: each year's first day, its leap month and its months' lengths. ICU computes
/// Chinese months from new moons and solar terms (some 200 µs a month, 25 ms for a year of Korean
/// holidays on a cold start) and Umm al-Qura years month by month; the table gives the same months
/// — ICU's with calrender's corrections, which a test regenerates and compares line by line — in a
/// few hundred nanoseconds.
package struct MonthTable: Sendable {
  /// One lunar year: its first day, the month its leap month follows (0: none) and its months'
  /// lengths in order (leap month in its place).
  struct Year: Sendable {
    var year: Int
    var start: JulianDay
    var leapAfter: Int
    var lengths: Lengths
  }

  /// Up to 13 month lengths (28–31 days) two bits each in one word: a table's 300 years parse into
  /// one array, not 300 more (a cold start in the Umm al-Qura calendar allocated 40 KB for them).
  struct Lengths: RandomAccessCollection, Sendable {
    private(set) var bits: UInt32 = 0
    private(set) var count = 0

    init() {}

    /// Lengths as `bits` packs them (`count` of them).
    init(bits: UInt32, count: Int) {
      self.bits = bits
      self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Int { 28 + Int(bits >> UInt32(2 * position) & 3) }

    /// Appends a length of 28 to 31 days; false when it does not fit.
    mutating func append(_ length: Int) -> Bool {
      guard count < 16, (28...31).contains(length) else { return false }
      bits |= UInt32(length - 28) << UInt32(2 * count)
      count += 1
      return true
    }
  }

  /// The calendar system whose months the table holds.
  public let system: CalendarSystem
  /// One word a year (``word(months:)``), from `firstYear` on.
  private let words: [UInt64]
  private let firstYear: Int

  /// The systems with a table, and the years each covers (related Gregorian years; AH years).
  public static let coverage: [CalendarSystem: ClosedRange<Int>] = [
    .chinese: 1900...2100, .dangi: 1900...2100, .islamicUmalqura: 1300...1600,
  ]

  /// The table of `system` (`chinese`, `dangi`, `islamic-umalqura`), or nil for another system.
  public init?(system: CalendarSystem) {
    // The words are constants the compiler lays out in the binary: nothing is parsed at run time
    // (the text these tables were parsed from cost a start 150 000–220 000 instructions).
    switch system {
    case .chinese: (words, firstYear) = (MonthTables.chinese, MonthTables.chineseFirstYear)
    case .dangi: (words, firstYear) = (MonthTables.dangi, MonthTables.dangiFirstYear)
    case .islamicUmalqura: (words, firstYear) = (MonthTables.ummAlQura, MonthTables.ummAlQuraFirstYear)
    default: return nil
    }
    self.system = system
    if words.isEmpty { return nil }
  }

  /// The years of the table.
  var years: Years { Years(words: words, firstYear: firstYear) }

  /// The table's years, decoded from their words when read.
  struct Years: RandomAccessCollection {
    let words: [UInt64]
    let firstYear: Int

    var startIndex: Int { 0 }
    var endIndex: Int { words.count }

    subscript(index: Int) -> Year {
      let word = words[index]
      return Year(
        year: firstYear + index, start: JulianDay(Int(word & 0xFF_FFFF)), leapAfter: Int(word >> 24 & 0xF),
        lengths: Lengths(bits: UInt32(truncatingIfNeeded: word >> 32), count: Int(word >> 28 & 0xF)))
    }
  }

  /// The first and last day the table covers.
  public var span: ClosedRange<JulianDay>? {
    guard let first = years.first, let last = years.last else { return nil }
    return first.start...last.start.advanced(by: last.lengths.reduce(0, +) - 1)
  }

  /// The month containing `day`, or nil outside the table (or in its first month, whose previous
  /// month's length the table does not know).
  public func month(containing day: JulianDay) -> MonthSpan? {
    guard let span, span.contains(day) else { return nil }
    var low = 0, high = years.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if years[middle].start <= day { low = middle } else { high = middle - 1 }
    }
    var start = years[low].start
    for (index, length) in years[low].lengths.enumerated() {
      if day < start.advanced(by: length) { return monthSpan(year: low, index: index, start: start) }
      start = start.advanced(by: length)
    }
    return nil
  }

  /// The month of `year` with `code`, or nil when the table does not have it.
  public func month(year: Int, code: MonthCode) -> MonthSpan? {
    guard let first = years.first, year >= first.year, year - first.year < years.count else { return nil }
    let index = year - first.year
    let entry = years[index]
    var position = code.number - 1
    if code.isLeap {
      guard entry.leapAfter == code.number else { return nil }
      position = code.number
    } else if entry.leapAfter != 0 && code.number > entry.leapAfter {
      position += 1
    }
    guard position >= 0 && position < entry.lengths.count else { return nil }
    let start = entry.start.advanced(by: entry.lengths[..<position].reduce(0, +))
    return monthSpan(year: index, index: position, start: start)
  }

  private func monthSpan(year index: Int, index position: Int, start: JulianDay) -> MonthSpan? {
    let entry = years[index]
    let previous: Int
    if position > 0 {
      previous = entry.lengths[position - 1]
    } else if index > 0, let last = years[index - 1].lengths.last {
      previous = last
    } else {
      return nil
    }
    let length = entry.lengths[position]
    let code: MonthCode
    if entry.leapAfter != 0 && position == entry.leapAfter {
      code = MonthCode(number: entry.leapAfter, isLeap: true)
    } else {
      code = MonthCode(number: entry.leapAfter != 0 && position > entry.leapAfter ? position : position + 1)
    }
    return MonthSpan(
      year: entry.year, code: code, start: start, end: start.advanced(by: length), dayNumbers: DayNumbers.of(length: length),
      previousMonthLastDay: previous)
  }

  /// A year of months as one word of the table: its first day as a Julian day number (bits
  /// 0–23), the month its leap month follows (24–27; 0: none), how many months it has (28–31)
  /// and their lengths, 28 to 31 days two bits each (from bit 32); nil when they do not fit.
  public static func word(months: [MonthSpan]) -> UInt64? {
    guard let first = months.first, (0..<(1 << 24)).contains(first.start.value) else { return nil }
    let leap = months.first { $0.code.isLeap }?.code.number ?? 0
    var lengths = Lengths()
    for month in months { guard lengths.append(month.daysInMonth) else { return nil } }
    guard leap < 16, lengths.count < 14 else { return nil }
    return UInt64(first.start.value) | UInt64(leap) << 24 | UInt64(lengths.count) << 28 | UInt64(lengths.bits) << 32
  }

  /// The table line of a year of months (the tests generate the table with it).
  public static func line(year: Int, months: [MonthSpan]) -> String {
    let leap = months.first { $0.code.isLeap }?.code.number ?? 0
    let lengths = months.map { String($0.daysInMonth % 10) }.joined()
    return "\(year) \(months.first?.start.value ?? 0) \(leap) \(lengths)"
  }
}

/// The table-driven calendars' year words, one generated file each in `Data/`.
enum MonthTables {}
