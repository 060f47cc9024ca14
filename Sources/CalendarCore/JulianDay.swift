/// A day, as its Julian day number: the one identity every calendar system shares.
///
/// calrender never stores a date as an instant, so no time zone can move a day. Conversions to the
/// proleptic Gregorian calendar here are for the ISO `date` strings in output only; month structure
/// always comes from the display calendar's own arithmetic.
///
/// ```swift
/// let day = JulianDay(isoYear: 2024, month: 2, day: 14)
/// print(day, day.weekday, day.advanced(by: 7))  // 2024-02-14 wed 2024-02-21
/// JulianDay(isoString: "2024-02-30")  // nil
/// ```
public struct JulianDay: Hashable, Comparable, Sendable, Strideable {
  /// The Julian day number (2460355 is 2024-02-14).
  public var value: Int

  /// The day of a Julian day number.
  public init(_ value: Int) { self.value = value }

  /// The Julian day of a proleptic Gregorian date (year 0 = 1 BCE).
  public init(isoYear year: Int, month: Int, day: Int) {
    // Fliegel & Van Flandern, shifted to a March-based year with floor division.
    let a = (14 - month) / 12
    let y = year + 4800 - a
    let m = month + 12 * a - 3
    value =
      day + (153 * m + 2) / 5 + 365 * y + JulianDay.floorDiv(y, 4) - JulianDay.floorDiv(y, 100)
      + JulianDay.floorDiv(y, 400) - 32045
  }

  /// The proleptic Gregorian (year, month, day) of this day.
  public var isoComponents: (year: Int, month: Int, day: Int) {
    let a = value + 32044
    let b = JulianDay.floorDiv(4 * a + 3, 146097)
    let c = a - JulianDay.floorDiv(146097 * b, 4)
    let d = JulianDay.floorDiv(4 * c + 3, 1461)
    let e = c - JulianDay.floorDiv(1461 * d, 4)
    let m = JulianDay.floorDiv(5 * e + 2, 153)
    let day = e - JulianDay.floorDiv(153 * m + 2, 5) + 1
    let month = m + 3 - 12 * JulianDay.floorDiv(m, 10)
    let year = 100 * b + d - 4800 + JulianDay.floorDiv(m, 10)
    return (year, month, day)
  }

  /// ISO 8601 `YYYY-MM-DD`, with expanded years (`+10000-01-01`, `0000-12-30`, `-0001-…`) outside 0000…9999.
  public var isoString: String {
    let (year, month, day) = isoComponents
    guard (0...9999).contains(year) else {
      let sign = year < 0 ? "-" : "+"
      return sign + JulianDay.pad(abs(year), 4) + "-" + JulianDay.pad(month, 2) + "-" + JulianDay.pad(day, 2)
    }
    // The common case without intermediate strings: it is written for every cell of every grid.
    return String(unsafeUninitializedCapacity: 10) { buffer in
      let zero = UInt8(ascii: "0"), dash = UInt8(ascii: "-")
      buffer[0] = zero + UInt8(year / 1000)
      buffer[1] = zero + UInt8(year / 100 % 10)
      buffer[2] = zero + UInt8(year / 10 % 10)
      buffer[3] = zero + UInt8(year % 10)
      buffer[4] = dash
      buffer[5] = zero + UInt8(month / 10)
      buffer[6] = zero + UInt8(month % 10)
      buffer[7] = dash
      buffer[8] = zero + UInt8(day / 10)
      buffer[9] = zero + UInt8(day % 10)
      return 10
    }
  }

  /// The weekday of this day.
  public var weekday: Weekday {
    // Julian day 0 was a Monday.
    Weekday.mon.advanced(by: value % 7)
  }

  public static func < (lhs: JulianDay, rhs: JulianDay) -> Bool { lhs.value < rhs.value }
  public func distance(to other: JulianDay) -> Int { other.value - value }
  public func advanced(by n: Int) -> JulianDay { JulianDay(value + n) }

  static func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }

  static func pad(_ n: Int, _ width: Int) -> String {
    let digits = String(n)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}

extension JulianDay {
  /// Parses ISO `YYYY-MM-DD` (also expanded `±YYYYY-MM-DD`) as a proleptic Gregorian date.
  /// Returns nil for anything else, including days that do not exist (2023-02-29).
  public init?(isoString text: String) {
    if let (year, month, day) = Self.plainISO(text) {
      // The common form, read from its bytes (a Character's Unicode properties cost hundreds of
      // instructions; holiday tables hold hundreds of dates).
      guard (1...12).contains(month), day >= 1 else { return nil }
      let candidate = JulianDay(isoYear: year, month: month, day: day)
      let back = candidate.isoComponents
      guard back.month == month, back.day == day else { return nil }
      self = candidate
      return
    }
    var body = Substring(text)
    var sign = 1
    if let first = body.first, first == "+" || first == "-" {
      sign = first == "-" ? -1 : 1
      body = body.dropFirst()
    }
    let parts = body.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count >= 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      parts[0].count <= 6,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    guard (1...12).contains(month), day >= 1 else { return nil }
    let candidate = JulianDay(isoYear: sign * year, month: month, day: day)
    let back = candidate.isoComponents
    guard back.month == month, back.day == day else { return nil }
    self = candidate
  }

  /// `YYYY-MM-DD` in ASCII digits as numbers; nil for any other text.
  private static func plainISO(_ text: String) -> (Int, Int, Int)? {
    guard text.utf8.count == 10 else { return nil }
    var fields = (0, 0, 0)
    for (position, byte) in text.utf8.enumerated() {
      if position == 4 || position == 7 {
        guard byte == UInt8(ascii: "-") else { return nil }
        continue
      }
      guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
      let digit = Int(byte - UInt8(ascii: "0"))
      switch position {
      case ..<4: fields.0 = fields.0 * 10 + digit
      case ..<7: fields.1 = fields.1 * 10 + digit
      default: fields.2 = fields.2 * 10 + digit
      }
    }
    return fields
  }
}

extension JulianDay {
  /// The days calrender covers in every calendar: 0001-01-01…9999-12-31 (proleptic Gregorian).
  public static let supportedRange = JulianDay(isoYear: 1, month: 1, day: 1)...JulianDay(isoYear: 9999, month: 12, day: 31)
}
