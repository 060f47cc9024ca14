// A column header as JSON writes it (spec/json.md, `weekdays`): its key, label and weekend flag
// beside its names in the four widths.

extension WeekdayHeader: Codable {
  private enum Key: String, CodingKey { case key, label, weekend }

  /// Reads an entry of `weekdays`.
  /// - Throws: `DecodingError` when a field is missing or malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      weekday: try container.decode(Weekday.self, forKey: .key), label: try container.decode(String.self, forKey: .label),
      names: try WeekdayNames(from: decoder), isWeekend: try container.decode(Bool.self, forKey: .weekend))
  }

  /// Writes an entry of `weekdays`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(weekday, forKey: .key)
    try container.encode(label, forKey: .label)
    try names.encode(to: encoder)
    try container.encode(isWeekend, forKey: .weekend)
  }
}

extension WeekdayNames: Codable {
  private enum Key: String, CodingKey { case wide, abbreviated, short, narrow }

  /// Reads the names `wide`, `abbreviated`, `short` and `narrow`.
  /// - Throws: `DecodingError` when one is missing or not a string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      wide: try container.decode(String.self, forKey: .wide),
      abbreviated: try container.decode(String.self, forKey: .abbreviated),
      short: try container.decode(String.self, forKey: .short), narrow: try container.decode(String.self, forKey: .narrow))
  }

  /// Writes the four names.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(wide, forKey: .wide)
    try container.encode(abbreviated, forKey: .abbreviated)
    try container.encode(short, forKey: .short)
    try container.encode(narrow, forKey: .narrow)
  }
}
