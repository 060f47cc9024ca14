// A document reads and writes the `calrender/1` JSON the JSON renderer writes (spec/json.md), key
// for key: `JSONDecoder().decode(CalendarDocument.self, from: json)` of a document's JSON is that
// document again. The renderer keeps its own hand-written writer (it is many times faster than an
// encoder); `Encodable` writes the same keys, in an encoder's order, so its output decodes too.

extension CalendarDocument: Codable {
  private enum Key: String, CodingKey {
    case schema, generator, locale, calendar, direction, script, numberingSystem, firstWeekday
    case minimalDaysInFirstWeek, weekend, weekendColors, today, view, weekNumbering, weekdays, months, week
    case agenda, holidayCoverageGaps
  }

  /// The weekday keys of `weekendColors` (`"sat"`, `"sun"`).
  private struct WeekdayKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// The schema this version reads and writes.
  private static let schema = "calrender/1"

  /// Reads a `calrender/1` document (spec/json.md), as `render(_:as: .json)` writes it.
  ///
  /// ```swift
  /// let json = try renderer.render(document, as: .json)
  /// let decoded = try JSONDecoder().decode(CalendarDocument.self, from: Data(json.utf8))
  /// // decoded == document
  /// ```
  ///
  /// Fields added to `calrender/1` after its first version may be missing from older files: then
  /// `script` is `Latn`, `weekendColors` is empty, and the parts listed at each type are
  /// what they would be without them.
  /// - Throws: `DecodingError` when the JSON is not a `calrender/1` document.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let schema = try container.decode(String.self, forKey: .schema)
    guard schema == Self.schema else {
      throw DecodingError.dataCorruptedError(
        forKey: .schema, in: container, debugDescription: "schema '\(schema)' is not \(Self.schema)")
    }
    var colors: [Weekday: WeekendColor] = [:]
    if container.contains(.weekendColors) {
      let map = try container.nestedContainer(keyedBy: WeekdayKey.self, forKey: .weekendColors)
      for key in map.allKeys {
        guard let weekday = Weekday(key: key.stringValue) else {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: map, debugDescription: "not a weekday key: '\(key.stringValue)'")
        }
        colors[weekday] = try map.decode(WeekendColor.self, forKey: key)
      }
    }
    self.init(
      generator: try container.decode(Generator.self, forKey: .generator),
      locale: try container.decode(String.self, forKey: .locale),
      calendar: try container.decode(CalendarSystem.self, forKey: .calendar),
      direction: try container.decode(TextDirection.self, forKey: .direction),
      script: try container.decodeIfPresent(String.self, forKey: .script) ?? "Latn",
      numberingSystem: try container.decode(String.self, forKey: .numberingSystem),
      firstWeekday: try container.decode(Weekday.self, forKey: .firstWeekday),
      minimalDaysInFirstWeek: try container.decode(Int.self, forKey: .minimalDaysInFirstWeek),
      weekend: try container.decode([Weekday].self, forKey: .weekend),
      today: try container.decodeIfPresent(JulianDay.self, forKey: .today),
      view: try container.decode(View.self, forKey: .view),
      weekNumbering: try container.decodeIfPresent(WeekNumbering.self, forKey: .weekNumbering),
      weekdays: try container.decode([WeekdayHeader].self, forKey: .weekdays),
      months: try container.decode([MonthGrid].self, forKey: .months),
      agenda: try container.decodeIfPresent([AgendaEntry].self, forKey: .agenda),
      week: try container.decodeIfPresent(WeekStrip.self, forKey: .week),
      weekendColors: colors,
      holidayCoverageGaps: try container.decodeIfPresent([HolidayCoverageGap].self, forKey: .holidayCoverageGaps) ?? [])
  }

  /// Writes the document with the keys of its JSON output (spec/json.md): null where the JSON
  /// writes null, absent where it leaves a field out (`holidayCoverageGaps` when there are none).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(Self.schema, forKey: .schema)
    try container.encode(generator, forKey: .generator)
    try container.encode(locale, forKey: .locale)
    try container.encode(calendar, forKey: .calendar)
    try container.encode(direction, forKey: .direction)
    try container.encode(script, forKey: .script)
    try container.encode(numberingSystem, forKey: .numberingSystem)
    try container.encode(firstWeekday, forKey: .firstWeekday)
    try container.encode(minimalDaysInFirstWeek, forKey: .minimalDaysInFirstWeek)
    try container.encode(weekend, forKey: .weekend)
    var map = container.nestedContainer(keyedBy: WeekdayKey.self, forKey: .weekendColors)
    for (weekday, color) in weekendColors.sorted(by: { $0.key < $1.key }) {
      try map.encode(color, forKey: WeekdayKey(stringValue: weekday.key))
    }
    try container.encode(today, forKey: .today)
    try container.encode(view, forKey: .view)
    try container.encode(weekNumbering, forKey: .weekNumbering)
    try container.encode(weekdays, forKey: .weekdays)
    try container.encode(months, forKey: .months)
    try container.encode(week, forKey: .week)
    try container.encode(agenda, forKey: .agenda)
    if !holidayCoverageGaps.isEmpty { try container.encode(holidayCoverageGaps, forKey: .holidayCoverageGaps) }
  }
}

extension CalendarDocument.Generator: Codable {
  private enum Key: String, CodingKey { case name, version, provider, icu, cldr }

  /// Reads JSON's `generator` (`provider` is `icu` in documents written before it was added).
  /// - Throws: `DecodingError` when a field is missing or not a string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      name: try container.decode(String.self, forKey: .name), version: try container.decode(String.self, forKey: .version),
      provider: try container.decodeIfPresent(String.self, forKey: .provider) ?? "icu",
      icu: try container.decode(String.self, forKey: .icu), cldr: try container.decode(String.self, forKey: .cldr))
  }

  /// Writes JSON's `generator`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(name, forKey: .name)
    try container.encode(version, forKey: .version)
    try container.encode(provider, forKey: .provider)
    try container.encode(icu, forKey: .icu)
    try container.encode(cldr, forKey: .cldr)
  }
}

extension WeekStrip: Codable {
  private enum Key: String, CodingKey { case title }

  /// Reads JSON's `week`: the title beside the week's own fields (``Week``).
  /// - Throws: `DecodingError` when a field is missing or malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(title: try container.decode(String.self, forKey: .title), week: try Week(from: decoder))
  }

  /// Writes JSON's `week`: the title beside the week's own fields.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(title, forKey: .title)
    try week.encode(to: encoder)
  }
}
