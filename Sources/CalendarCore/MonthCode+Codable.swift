// Codable as JSON's `monthCode` (`"M02"`, `"M05L"`): the one string that says both the number and
// whether the month is a leap month.
extension MonthCode: Codable {
  /// Reads a month code (`"M05L"`).
  /// - Throws: `DecodingError.dataCorrupted` for text that is not one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard text.hasPrefix("M"), let code = MonthCode(argument: text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a month code: '\(text)'")
    }
    self = code
  }

  /// Writes the month code (``description``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
