// The calendar core's identifiers are Codable as their raw values, which are what JSON writes:
// a calendar system's CLDR id (`"islamic-umalqura"`), a week numbering (`"iso"`).
extension CalendarSystem: Codable {}
extension WeekNumbering: Codable {}
