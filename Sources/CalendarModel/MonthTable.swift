/// The months of the Chinese and Korean lunisolar calendars and of Umm al-Qura for the years a
/// table covers: each year's first day, its leap month and its months' lengths. ICU computes
/// Chinese months from new moons and solar terms (some 200 µs a month, 25 ms for a year of Korean
/// holidays on a cold start) and Umm al-Qura years month by month; the table gives the same months
/// — ICU's with calrender's corrections, which a test regenerates and compares line by line — in a
/// few hundred nanoseconds.
public struct MonthTable: Sendable {
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
    private var bits: UInt32 = 0
    private(set) var count = 0

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
  let years: [Year]

  /// The systems with a table, and the years each covers (related Gregorian years; AH years).
  public static let coverage: [CalendarSystem: ClosedRange<Int>] = [
    .chinese: 1900...2100, .dangi: 1900...2100, .islamicUmalqura: 1300...1600,
  ]

  /// The table of `system` (`chinese`, `dangi`, `islamic-umalqura`), or nil for another system.
  public init?(system: CalendarSystem) {
    switch system {
    case .chinese: years = Self.chineseYears
    case .dangi: years = Self.dangiYears
    case .islamicUmalqura: years = Self.ummAlQuraYears
    default: return nil
    }
    self.system = system
    if years.isEmpty { return nil }
  }

  // Parsed once a process, when first needed: a start in the Umm al-Qura calendar asks for its
  // table twice (the arithmetic, the holidays' defined span).
  private static let chineseYears = parse(MonthTables.chinese)
  private static let dangiYears = parse(MonthTables.dangi)
  private static let ummAlQuraYears = parse(MonthTables.ummAlQura)

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
      year: entry.year, code: code, start: start, end: start.advanced(by: length), dayNumbers: Array(1...length),
      previousMonthLastDay: previous)
  }

  /// `YEAR START LEAP LENGTHS` lines: the year (related Gregorian year; AH year), its first day
  /// as a Julian day number, the month the leap month follows (0: none), and each month's length
  /// by its last digit (9: 29 days, 0: 30; 8 and 1 where a correction joins ICU's reckoning).
  static func parse(_ text: String) -> [Year] {
    var text = text
    return text.withUTF8 { parse(bytes: $0) }
  }

  /// The parse over the bytes, one pass with no closure: an index captured by a nested function
  /// was kept in a box and checked on every byte (900 instructions a line; a start in the Korean or
  /// Umm al-Qura calendar parses 200–300 lines).
  private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> [Year] {
    let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n"), zero = UInt8(ascii: "0")
    var lines = 1
    for byte in bytes where byte == newline { lines += 1 }
    var years: [Year] = []
    years.reserveCapacity(lines)
    let end = bytes.count
    var index = 0
    while index < end {
      // YEAR START LEAP: three numbers, each after any spaces.
      var fields = (0, 0, 0), found = 0
      while found < 3 {
        while index < end && bytes[index] == space { index += 1 }
        var value = 0, digits = 0
        while index < end {
          let digit = bytes[index] &- zero
          guard digit < 10 else { break }
          value = value * 10 + Int(digit)
          index += 1
          digits += 1
        }
        guard digits > 0 else { break }
        switch found {
        case 0: fields.0 = value
        case 1: fields.1 = value
        default: fields.2 = value
        }
        found += 1
      }
      if found == 3 {
        while index < end && bytes[index] == space { index += 1 }
        var lengths = Lengths()
        // A month's length by its last digit: 8, 9, 0, 1 for 28 to 31 days.
        while index < end, let length = Self.length(digit: bytes[index]), lengths.append(length) { index += 1 }
        if !lengths.isEmpty {
          years.append(Year(year: fields.0, start: JulianDay(fields.1), leapAfter: fields.2, lengths: lengths))
        }
      }
      while index < end && bytes[index] != newline { index += 1 }
      index += 1
    }
    return years
  }

  /// A month's length by its last digit (a `switch`, not a dictionary: parsing runs on every start
  /// that needs the table, and a dictionary literal per byte cost some 4 million instructions).
  private static func length(digit: UInt8) -> Int? {
    switch digit {
    case UInt8(ascii: "8"): 28
    case UInt8(ascii: "9"): 29
    case UInt8(ascii: "0"): 30
    case UInt8(ascii: "1"): 31
    default: nil
    }
  }

  /// The table line of a year of months (the tests generate the table with it).
  public static func line(year: Int, months: [MonthSpan]) -> String {
    let leap = months.first { $0.code.isLeap }?.code.number ?? 0
    let lengths = months.map { String($0.daysInMonth % 10) }.joined()
    return "\(year) \(months.first?.start.value ?? 0) \(leap) \(lengths)"
  }
}
