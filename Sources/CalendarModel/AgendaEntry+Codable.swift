// An agenda line and a holiday coverage gap as JSON writes them (spec/json.md, `agenda` and
// `holidayCoverageGaps`).

extension AgendaEntry: Codable {
  private enum Key: String, CodingKey { case when, title, id, allDay, start, end, sky, longitude }

  /// Reads an entry of `agenda` (`sky` and its `longitude` only on the sky's lines).
  /// - Throws: `DecodingError` when a field is missing or malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let sky = try container.decodeIfPresent(String.self, forKey: .sky).map {
      try DaySky.Kind(key: $0, longitude: try container.decodeIfPresent(Int.self, forKey: .longitude), in: container, at: .sky)
    }
    self.init(
      when: try container.decode(String.self, forKey: .when), title: try container.decode(String.self, forKey: .title),
      id: try container.decodeIfPresent(String.self, forKey: .id), allDay: try container.decode(Bool.self, forKey: .allDay),
      start: try container.decode(String.self, forKey: .start), end: try container.decode(String.self, forKey: .end),
      sky: sky)
  }

  /// Writes an entry of `agenda`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(when, forKey: .when)
    try container.encode(title, forKey: .title)
    try container.encode(id, forKey: .id)
    try container.encode(allDay, forKey: .allDay)
    try container.encode(start, forKey: .start)
    try container.encode(end, forKey: .end)
    try sky?.encode(to: &container, key: .sky, longitude: .longitude, termIndex: nil)
  }
}

extension HolidayCoverageGap: Codable {
  private enum Key: String, CodingKey { case region, coveredFrom, coveredTo, from, to }

  /// Reads an entry of `holidayCoverageGaps` (`coveredTo` null: every later year; `coveredFrom`
  /// null: no coverage stated).
  /// - Throws: `DecodingError` when a field is missing or malformed, or a range runs backwards.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let from = try container.decode(Int.self, forKey: .from), to = try container.decode(Int.self, forKey: .to)
    let coveredFrom = try container.decodeIfPresent(Int.self, forKey: .coveredFrom)
    let coveredTo = try container.decodeIfPresent(Int.self, forKey: .coveredTo) ?? Int.max
    guard from <= to, coveredFrom.map({ $0 <= coveredTo }) ?? true else {
      throw DecodingError.dataCorruptedError(forKey: .to, in: container, debugDescription: "years run backwards")
    }
    self.init(
      region: try container.decode(String.self, forKey: .region), coveredYears: coveredFrom.map { $0...coveredTo },
      years: from...to)
  }

  /// Writes an entry of `holidayCoverageGaps`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(region, forKey: .region)
    try container.encode(coveredYears?.lowerBound, forKey: .coveredFrom)
    try container.encode(coveredYears.flatMap { $0.upperBound == Int.max ? nil : $0.upperBound }, forKey: .coveredTo)
    try container.encode(years.lowerBound, forKey: .from)
    try container.encode(years.upperBound, forKey: .to)
  }
}
