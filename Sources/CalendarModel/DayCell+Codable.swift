// A day cell as JSON's day object (spec/json.md), key for key. `accessibleLabel` is written only
// by documents built with full-date labels (``CalendarRenderer/document(_:accessibleLabels:)``);
// `sky` only on days with events of the sky; `workday` (derived from the holidays: read, not kept)
// only on weekend days worked.

extension DayCell: Codable {
  private enum Key: String, CodingKey {
    case date, day, label, weekday, inMonth, weekend, today, focus, selection, secondary, events, holidays, workday, sky
    case accessibleLabel
  }

  /// Reads a day object.
  /// - Throws: `DecodingError` when a field is missing or malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      date: try container.decode(JulianDay.self, forKey: .date), day: try container.decode(Int.self, forKey: .day),
      label: try container.decode(String.self, forKey: .label),
      weekday: try container.decode(Weekday.self, forKey: .weekday),
      inMonth: try container.decode(Bool.self, forKey: .inMonth),
      isWeekend: try container.decode(Bool.self, forKey: .weekend),
      isToday: try container.decode(Bool.self, forKey: .today), isFocus: try container.decode(Bool.self, forKey: .focus),
      selection: try container.decodeIfPresent(Selection.Role.self, forKey: .selection))
    events = try container.decodeIfPresent([DayEvent].self, forKey: .events) ?? []
    holidays = try container.decodeIfPresent([DayHoliday].self, forKey: .holidays) ?? []
    // `workday` is what the holidays say (a holiday of kind workday): a document that says
    // otherwise is not one calrender wrote.
    if (try container.decodeIfPresent(Bool.self, forKey: .workday) ?? false) != isMakeUpWorkday {
      throw DecodingError.dataCorruptedError(
        forKey: .workday, in: container, debugDescription: "workday disagrees with the day's holidays")
    }
    secondary = try container.decodeIfPresent(SecondaryDate.self, forKey: .secondary)
    sky = try container.decodeIfPresent([DaySky].self, forKey: .sky) ?? []
    accessibleLabel = try container.decodeIfPresent(String.self, forKey: .accessibleLabel)
  }

  /// Writes a day object; `sky` and `accessibleLabel` only when the cell has them.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(date, forKey: .date)
    try container.encode(day, forKey: .day)
    try container.encode(label, forKey: .label)
    try container.encode(weekday, forKey: .weekday)
    try container.encode(inMonth, forKey: .inMonth)
    try container.encode(isWeekend, forKey: .weekend)
    try container.encode(isToday, forKey: .today)
    try container.encode(isFocus, forKey: .focus)
    try container.encode(selection, forKey: .selection)
    try container.encode(secondary, forKey: .secondary)
    try container.encode(events, forKey: .events)
    try container.encode(holidays, forKey: .holidays)
    if isMakeUpWorkday { try container.encode(true, forKey: .workday) }
    if !sky.isEmpty { try container.encode(sky, forKey: .sky) }
    try container.encodeIfPresent(accessibleLabel, forKey: .accessibleLabel)
  }
}

extension SecondaryDate: Codable {
  private enum Key: String, CodingKey { case calendar, year, month, monthCode, leapMonth, day, label, dayLabel, monthLabel }

  /// Reads a cell's `secondary` object (`dayLabel`, absent in documents written before it was
  /// added, is then the day's number in ASCII digits).
  /// - Throws: `DecodingError` when a field is missing or malformed, or `month` and `leapMonth`
  ///   disagree with `monthCode`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let code = try container.decodeMonthCode(.monthCode, month: .month, leapMonth: .leapMonth)
    let day = try container.decode(Int.self, forKey: .day)
    self.init(
      calendar: try container.decode(CalendarSystem.self, forKey: .calendar),
      year: try container.decode(Int.self, forKey: .year), code: code, day: day,
      label: try container.decode(String.self, forKey: .label),
      dayLabel: try container.decodeIfPresent(String.self, forKey: .dayLabel) ?? String(day),
      monthLabel: try container.decodeIfPresent(String.self, forKey: .monthLabel))
  }

  /// Writes a cell's `secondary` object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(calendar, forKey: .calendar)
    try container.encode(year, forKey: .year)
    try container.encode(code.number, forKey: .month)
    try container.encode(code, forKey: .monthCode)
    try container.encode(code.isLeap, forKey: .leapMonth)
    try container.encode(day, forKey: .day)
    try container.encode(label, forKey: .label)
    try container.encode(dayLabel, forKey: .dayLabel)
    try container.encode(monthLabel, forKey: .monthLabel)
  }
}

extension DayEvent: Codable {
  private enum Key: String, CodingKey { case id, title, allDay, start, end }

  /// Reads an entry of a cell's `events`.
  /// - Throws: `DecodingError` when a field is missing or malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      id: try container.decodeIfPresent(String.self, forKey: .id), title: try container.decode(String.self, forKey: .title),
      allDay: try container.decode(Bool.self, forKey: .allDay), start: try container.decode(String.self, forKey: .start),
      end: try container.decode(String.self, forKey: .end))
  }

  /// Writes an entry of a cell's `events` (`id` null when the event has none).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(allDay, forKey: .allDay)
    try container.encode(start, forKey: .start)
    try container.encode(end, forKey: .end)
  }
}

extension DayHoliday: Codable {
  private enum Key: String, CodingKey { case id, name, kind, category, region, language, script, estimated }

  /// Reads an entry of a cell's `holidays` (`language` and `script` nil when null or absent;
  /// `category`, additive, the kind's default when absent; `estimated` false when absent).
  /// - Throws: `DecodingError` when a field is missing or malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      id: try container.decode(String.self, forKey: .id), name: try container.decode(String.self, forKey: .name),
      kind: try container.decode(HolidayKind.self, forKey: .kind), region: try container.decode(String.self, forKey: .region),
      language: try container.decodeIfPresent(String.self, forKey: .language),
      script: try container.decodeIfPresent(String.self, forKey: .script),
      category: try container.decodeIfPresent(HolidayCategory.self, forKey: .category),
      estimated: try container.decodeIfPresent(Bool.self, forKey: .estimated) ?? false)
  }

  /// Writes an entry of a cell's `holidays`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(kind, forKey: .kind)
    try container.encode(category, forKey: .category)
    try container.encode(region, forKey: .region)
    try container.encode(language, forKey: .language)
    try container.encode(script, forKey: .script)
    // Only when true, as the JSON writer does: most documents have no estimated day.
    if estimated { try container.encode(true, forKey: .estimated) }
  }
}
