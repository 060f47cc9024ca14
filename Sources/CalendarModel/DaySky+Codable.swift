// An event of the sky as JSON writes it (spec/json.md, `sky`): the kind as a key with the term's
// longitude beside it, the instant in UTC and again in the view's zone — whose difference is the
// zone's offset, to the second (the written offset has minutes only: LMT offsets have seconds).

extension DaySky: Codable {
  private enum Key: String, CodingKey { case kind, longitude, termIndex, name, language, instant, localTime }

  /// Reads an entry of a cell's `sky` (`language`, absent in documents written before it was
  /// added, is then `en`).
  /// - Throws: `DecodingError` when a field is missing or malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let kind = try Kind(
      key: try container.decode(String.self, forKey: .kind),
      longitude: try container.decodeIfPresent(Int.self, forKey: .longitude), in: container, at: .kind)
    let instant = try container.decode(String.self, forKey: .instant)
    let local = try container.decode(String.self, forKey: .localTime)
    guard let seconds = RFC3339.seconds(instant), let wall = Self.wallClockSeconds(local) else {
      throw DecodingError.dataCorruptedError(
        forKey: .instant, in: container, debugDescription: "not RFC 3339 date-times: '\(instant)', '\(local)'")
    }
    let offset = wall - seconds
    guard RFC3339.format(seconds, offset: Int(offset)) == local else {
      throw DecodingError.dataCorruptedError(
        forKey: .localTime, in: container, debugDescription: "'\(local)' is not the instant '\(instant)'")
    }
    self.init(
      kind: kind, name: try container.decode(String.self, forKey: .name),
      language: try container.decodeIfPresent(String.self, forKey: .language) ?? "en", epochSeconds: seconds,
      utcOffsetSeconds: Int(offset))
  }

  /// Writes an entry of a cell's `sky`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try kind.encode(to: &container, key: .kind, longitude: .longitude, termIndex: .termIndex)
    try container.encode(name, forKey: .name)
    try container.encode(language, forKey: .language)
    try container.encode(RFC3339.format(epochSeconds, offset: 0), forKey: .instant)
    try container.encode(localTime, forKey: .localTime)
  }

  /// The seconds of `text`'s wall-clock date and time as if it were UTC (its offset ignored).
  private static func wallClockSeconds(_ text: String) -> Int64? {
    guard let t = text.firstIndex(of: "T") else { return nil }
    let clockEnd = text.utf8.index(text.utf8.index(after: t), offsetBy: 8, limitedBy: text.utf8.endIndex)
    guard let clockEnd else { return nil }
    return RFC3339.seconds(String(text[..<clockEnd]) + "Z")
  }
}

extension DaySky.Kind {
  /// The kind JSON names `key`, with the term's `longitude` (required for `solarTerm` and
  /// `season`, refused for a moon phase).
  init<K: CodingKey>(key: String, longitude: Int?, in container: KeyedDecodingContainer<K>, at field: K) throws {
    switch (key, longitude) {
    case ("newMoon", nil): self = .moonPhase(.new)
    case ("firstQuarter", nil): self = .moonPhase(.firstQuarter)
    case ("fullMoon", nil): self = .moonPhase(.full)
    case ("lastQuarter", nil): self = .moonPhase(.lastQuarter)
    case ("solarTerm", let degrees?) where degrees % 15 == 0 && (0..<360).contains(degrees):
      self = .solarTerm(longitude: degrees)
    case ("season", let degrees?) where degrees % 90 == 0 && (0..<360).contains(degrees):
      self = .season(longitude: degrees)
    default:
      throw DecodingError.dataCorruptedError(
        forKey: field, in: container,
        debugDescription: "not an event of the sky: '\(key)'" + (longitude.map { " at \($0)°" } ?? ""))
    }
  }

  /// Writes the kind's key, and for a term or season its longitude (and, when `termIndex` is given,
  /// its place from 立春).
  func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, key: K, longitude: K, termIndex: K?) throws {
    try container.encode(self.key, forKey: key)
    switch self {
    case .solarTerm(let degrees), .season(let degrees):
      try container.encode(degrees, forKey: longitude)
      if let termIndex { try container.encode(solarTermIndex, forKey: termIndex) }
    case .moonPhase: break
    }
  }
}
