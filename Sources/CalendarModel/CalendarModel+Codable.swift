// The model's enumerations are Codable as their raw values, which are what JSON writes
// (spec/json.md): `"rtl"`, `"blue"`, `"substitute"`, `"middle"`, `"week"`.
extension TextDirection: Codable {}
extension WeekendColor: Codable {}
extension HolidayKind: Codable {}
extension Selection.Role: Codable {}
extension CalendarDocument.View: Codable {}
