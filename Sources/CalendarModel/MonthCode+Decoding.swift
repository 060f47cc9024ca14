import CalendarCore

extension KeyedDecodingContainer {
  /// The month code at `code`, checked against the `month` and `leapMonth` JSON writes beside it
  /// (a day and a month grid both carry the three).
  /// - Throws: `DecodingError` when one is missing or malformed, or they disagree.
  func decodeMonthCode(_ code: Key, month: Key, leapMonth: Key) throws -> MonthCode {
    let value = try decode(MonthCode.self, forKey: code)
    guard try decode(Int.self, forKey: month) == value.number, try decode(Bool.self, forKey: leapMonth) == value.isLeap
    else {
      throw DecodingError.dataCorruptedError(
        forKey: code, in: self, debugDescription: "month and leapMonth disagree with '\(value)'")
    }
    return value
  }
}
