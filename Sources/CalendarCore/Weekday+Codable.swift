// Codable as its CLDR key (`"sun"` … `"sat"`), as JSON writes weekdays — never a number (the raw
// value is ICU's numbering, which a reader would have to guess).
extension Weekday: Codable {
  /// Reads a CLDR key (`"mon"`).
  /// - Throws: `DecodingError.dataCorrupted` for any other value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let key = try container.decode(String.self)
    guard let weekday = Weekday(key: key) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a weekday key: '\(key)'")
    }
    self = weekday
  }

  /// Writes the weekday's CLDR key (``key``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(key)
  }
}
