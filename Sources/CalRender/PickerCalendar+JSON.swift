import CalendarRenderers

extension PickerCalendar {
  /// A picker's choice as JSON: the calendar, the locale and the date (or `start` and `end`), each
  /// with its display-calendar fields, as `calrender pick --output json` prints it:
  /// `{"calendar":"hebrew","locale":"he-IL","date":{"iso":"2024-03-11","year":5784,"month":"M06",
  /// "day":1,"label":"…"}}` (`era` and `eraYear` too in calendars with eras).
  /// - Throws: ``CalRenderError`` for a date outside the calendar's span.
  public func json(of choice: PickerState.Choice) throws -> String {
    let head = "{\"calendar\":\(jsonStringLiteral(system.identifier)),\"locale\":\(jsonStringLiteral(languageTag)),"
    switch choice {
    case .day(let day):
      return head + "\"date\":\(try dateJSON(day))}"
    case .range(let range):
      return head + "\"start\":\(try dateJSON(range.lowerBound)),\"end\":\(try dateJSON(range.upperBound))}"
    }
  }

  /// A day with its display-calendar fields: `{"iso":…,"year":…,"month":"M05L","day":…,"label":…}`.
  private func dateJSON(_ day: JulianDay) throws -> String {
    let month = try month(containing: day)
    var fields = [
      "\"iso\":\(jsonStringLiteral(day.isoString))", "\"year\":\(month.year)",
      "\"month\":\(jsonStringLiteral(month.code.description))", "\"day\":\(month.dayNumber(of: day))",
    ]
    if let era = month.era, let eraYear = month.eraYear {
      fields.append("\"era\":\(jsonStringLiteral(era)),\"eraYear\":\(eraYear)")
    }
    fields.append("\"label\":\(jsonStringLiteral(try format(day, skeleton: "yMMMMEEEEd")))")
    return "{" + fields.joined(separator: ",") + "}"
  }
}
