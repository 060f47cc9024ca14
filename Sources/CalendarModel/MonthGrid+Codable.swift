// A month grid as JSON's month object (spec/json.md): the span's numbers, the headings and the
// week rows side by side in one object. The span's days are not written apart from the grid —
// its first and last day and its day numbers are the in-month cells' — so they are read from them.

extension MonthGrid: Codable {
  private enum Key: String, CodingKey {
    case year, month, monthCode, leapMonth, era, eraYear, daysInMonth, previousMonthLastDay, weeks
  }

  /// Reads a month object: its span's first and last day and day numbers from its in-month
  /// cells, the rest from its fields (`previousMonthLastDay`, absent in documents written before it
  /// was added, from the leading cell before the month's first day, else 0).
  /// - Throws: `DecodingError` when a field is missing or malformed, or the fields disagree (a
  ///   month code unlike `month` and `leapMonth`, a `daysInMonth` unlike the in-month cells).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let code = try container.decodeMonthCode(.monthCode, month: .month, leapMonth: .leapMonth)
    let weeks = try container.decode(WeekRows.self, forKey: .weeks)
    let days = weeks.days
    guard let first = days.firstIndex(where: \.inMonth), let last = days.lastIndex(where: \.inMonth) else {
      throw DecodingError.dataCorruptedError(forKey: .weeks, in: container, debugDescription: "a month without its days")
    }
    let numbers = days[first...last].map(\.day)
    guard try container.decode(Int.self, forKey: .daysInMonth) == numbers.count,
      days[first...last].allSatisfy(\.inMonth)
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .daysInMonth, in: container, debugDescription: "daysInMonth is not the month's days in its weeks")
    }
    let previous = try container.decodeIfPresent(Int.self, forKey: .previousMonthLastDay)
    let span = MonthSpan(
      year: try container.decode(Int.self, forKey: .year), code: code,
      era: try container.decodeIfPresent(String.self, forKey: .era),
      eraYear: try container.decodeIfPresent(Int.self, forKey: .eraYear), start: days[first].date,
      end: days[last].date.advanced(by: 1), dayNumbers: numbers,
      previousMonthLastDay: previous ?? (first > 0 ? days[first - 1].day : 0))
    self.init(span: span, headings: try MonthHeadings(from: decoder), weeks: weeks)
  }

  /// Writes a month object: the span's numbers, the headings and the weeks.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(span.year, forKey: .year)
    try container.encode(span.code.number, forKey: .month)
    try container.encode(span.code, forKey: .monthCode)
    try container.encode(span.code.isLeap, forKey: .leapMonth)
    try container.encode(span.era, forKey: .era)
    try container.encode(span.eraYear, forKey: .eraYear)
    try headings.encode(to: encoder)
    try container.encode(span.daysInMonth, forKey: .daysInMonth)
    try container.encode(span.previousMonthLastDay, forKey: .previousMonthLastDay)
    try container.encode(weeks, forKey: .weeks)
  }
}

extension MonthHeadings: Codable {
  private enum Key: String, CodingKey { case title, monthLabel, yearLabel }

  /// Reads a month object's `title`, `monthLabel` and `yearLabel`.
  /// - Throws: `DecodingError` when one is missing or not a string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      title: try container.decode(String.self, forKey: .title),
      monthLabel: try container.decode(String.self, forKey: .monthLabel),
      yearLabel: try container.decode(String.self, forKey: .yearLabel))
  }

  /// Writes `title`, `monthLabel` and `yearLabel`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(title, forKey: .title)
    try container.encode(monthLabel, forKey: .monthLabel)
    try container.encode(yearLabel, forKey: .yearLabel)
  }
}

extension WeekRows: Codable {
  /// Reads a month's `weeks`: an array of week objects (``Week``), each of seven days.
  /// - Throws: `DecodingError` when a week is malformed.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var weeks: [Week] = []
    while !container.isAtEnd { weeks.append(try container.decode(Week.self)) }
    self.init(weeks)
  }

  /// Writes the rows as an array of week objects.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for week in self { try container.encode(week) }
  }
}

extension Week: Codable {
  private enum Key: String, CodingKey { case days }

  /// Reads a week object: its week of the year (``WeekOfYear``) and its seven `days`.
  /// - Throws: `DecodingError` when a field is malformed or the week has not seven days.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let days = try container.decode([DayCell].self, forKey: .days)
    guard days.count == 7 else {
      throw DecodingError.dataCorruptedError(
        forKey: .days, in: container, debugDescription: "a week of \(days.count) days, not 7")
    }
    self.init(weekOfYear: try WeekOfYear(from: decoder), days: WeekDays(days))
  }

  /// Writes a week object: its week of the year and its days.
  public func encode(to encoder: any Encoder) throws {
    try weekOfYear.encode(to: encoder)
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(days, forKey: .days)
  }
}

extension WeekOfYear: Codable {
  private enum Key: String, CodingKey { case weekNumber, weekYear, weekLabel }

  /// Reads a week object's `weekNumber`, `weekYear` (null when not numbered) and `weekLabel`
  /// (absent when not numbered).
  /// - Throws: `DecodingError` when one is not a number (or a string).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      number: try container.decodeIfPresent(Int.self, forKey: .weekNumber),
      year: try container.decodeIfPresent(Int.self, forKey: .weekYear),
      label: try container.decodeIfPresent(String.self, forKey: .weekLabel))
  }

  /// Writes `weekNumber` and `weekYear` (null when not numbered), and `weekLabel` when there is one.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(number, forKey: .weekNumber)
    try container.encode(year, forKey: .weekYear)
    try container.encodeIfPresent(label, forKey: .weekLabel)
  }
}

extension WeekDays: Codable {
  /// Reads an array of day cells.
  /// - Throws: `DecodingError` when a cell is malformed.
  public init(from decoder: any Decoder) throws {
    self.init(try [DayCell](from: decoder))
  }

  /// Writes the days as an array of day cells.
  public func encode(to encoder: any Encoder) throws {
    try Array(self).encode(to: encoder)
  }
}
