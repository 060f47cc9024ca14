// Codable in the form JSON writes a day (spec/json.md `date`): its ISO date, so that a document
// decoded from calrender's JSON holds the same days, and an app's own JSON reads as a person would.
extension JulianDay: Codable {
  /// Reads an ISO `YYYY-MM-DD` string (expanded `±YYYYY-MM-DD` outside 0000…9999).
  /// - Throws: `DecodingError.dataCorrupted` for anything else, or a day that does not exist.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let day = JulianDay(isoString: text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO date: '\(text)'")
    }
    self = day
  }

  /// Writes the day as its ISO date (``isoString``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(isoString)
  }
}
