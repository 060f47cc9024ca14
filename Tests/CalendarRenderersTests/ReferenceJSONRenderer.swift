import CalendarModel

@testable import CalendarRenderers

/// The JSON renderer as it was before the byte-level document writer (issue 14), through the generic
/// ``JSONWriter`` (depth, commas and indentation tracked as it goes): an oracle the writer must match
/// byte for byte on any document.
struct ReferenceJSONRenderer {
  func render(_ document: CalendarDocument) -> String {
    var json = JSONWriter(capacity: 2048 + document.months.count * 12_000)
    try? write(WholeDocument(document), to: &json)
    return json.output
  }

  private func write(_ source: some DocumentSource, to json: inout JSONWriter) throws {
    let document = source.frame
    json.beginObject()
    json.string("schema", JSONRenderer.schema)
    json.beginObject("generator", inline: true)
    json.string("name", document.generator.name)
    json.string("version", document.generator.version)
    json.string("provider", document.generator.provider)
    json.string("icu", document.generator.icu)
    json.string("cldr", document.generator.cldr)
    json.endObject()
    json.string("locale", document.locale)
    json.string("calendar", document.calendar.identifier)
    json.string("direction", document.direction.rawValue)
    json.string("script", document.script)
    json.string("numberingSystem", document.numberingSystem)
    json.string("firstWeekday", document.firstWeekday.key)
    json.int("minimalDaysInFirstWeek", document.minimalDaysInFirstWeek)
    json.strings("weekend", document.weekend.map { $0.key })
    json.beginObject("weekendColors", inline: true)
    for weekday in Weekday.allCases {
      if let colour = document.weekendColors[weekday] { json.string(Self.key(weekday), colour.rawValue) }
    }
    json.endObject()
    json.string("today", document.today?.isoString)
    json.string("view", document.view.rawValue)
    json.string("weekNumbering", document.weekNumbering?.rawValue)
    json.beginArray("weekdays")
    for header in document.weekdays {
      json.beginObject(inline: true)
      json.string("key", header.weekday.key)
      json.string("label", header.label)
      json.string("wide", header.names.wide)
      json.string("abbreviated", header.names.abbreviated)
      json.string("short", header.names.short)
      json.string("narrow", header.names.narrow)
      json.bool("weekend", header.isWeekend)
      json.endObject()
    }
    json.endArray()
    json.beginArray("months")
    for index in 0..<source.monthCount {
      for month in try source.months(index..<index + 1) { write(month, to: &json) }
      try json.buffer.flushIfFull()
    }
    json.endArray()
    if let strip = document.week {
      json.beginObject("week")
      json.string("title", strip.title)
      json.int("weekNumber", strip.week.weekNumber)
      json.int("weekYear", strip.week.weekYear)
      if let label = strip.week.weekLabel { json.string("weekLabel", label) }
      json.beginArray("days")
      strip.week.days.withUnsafeBufferPointer { days in
        for index in days.indices { write(days[index], to: &json) }
      }
      json.endArray()
      json.endObject()
    } else {
      json.null("week")
    }
    // Additive to calrender/1: null unless the view lists an agenda.
    if let agenda = try source.agenda() {
      json.beginArray("agenda")
      for entry in agenda {
        json.beginObject(inline: true)
        json.string("when", entry.when)
        json.string("title", entry.title)
        json.string("id", entry.id)
        json.bool("allDay", entry.allDay)
        json.string("start", entry.start)
        json.string("end", entry.end)
        json.endObject()
      }
      json.endArray()
    } else {
      json.null("agenda")
    }
    // Additive: only when the view reaches years outside its holiday data.
    if !document.holidayCoverageGaps.isEmpty {
      json.beginArray("holidayCoverageGaps")
      for gap in document.holidayCoverageGaps {
        json.beginObject(inline: true)
        json.string("region", gap.region)
        json.int("coveredFrom", gap.coveredYears?.lowerBound)
        json.int("coveredTo", gap.coveredYears.flatMap { $0.upperBound == Int.max ? nil : $0.upperBound })
        json.int("from", gap.years.lowerBound)
        json.int("to", gap.years.upperBound)
        json.endObject()
      }
      json.endArray()
    }
    json.endObject()
  }

  private func write(_ month: MonthGrid, to json: inout JSONWriter) {
    let span = month.span
    json.beginObject()
    json.int("year", span.year)
    json.int("month", span.code.number)
    json.string("monthCode", span.code.description)
    json.bool("leapMonth", span.code.isLeap)
    json.string("era", span.era)
    json.int("eraYear", span.eraYear)
    json.string("title", month.headings.title)
    json.string("monthLabel", month.headings.monthLabel)
    json.string("yearLabel", month.headings.yearLabel)
    json.int("daysInMonth", span.daysInMonth)
    json.int("previousMonthLastDay", span.previousMonthLastDay)
    json.beginArray("weeks")
    for week in month.weeks {
      json.beginObject()
      json.int("weekNumber", week.weekNumber)
      json.int("weekYear", week.weekYear)
      if let label = week.weekLabel { json.string("weekLabel", label) }
      json.beginArray("days")
      // Cells read in place: iterating the array would copy (and retain) every cell.
      week.days.withUnsafeBufferPointer { days in
        for index in days.indices { write(days[index], to: &json) }
      }
      json.endArray()
      json.endObject()
    }
    json.endArray()
    json.endObject()
  }

  /// A day cell on one line, written directly: it is most of every document.
  private func write(_ day: DayCell, to json: inout JSONWriter) {
    json.beginValue(key: nil)
    json.withBuffer { out in
      out.append("{ \"date\": \"")
      out.appendISODate(day.date)
      out.append("\", \"day\": ")
      out.append(day.day)
      out.append(", \"label\": ")
      JSONWriter.appendString(day.label, to: out)
      out.append(Self.weekdayField(day.weekday))
      out.append(day.inMonth ? "true, \"weekend\": " : "false, \"weekend\": ")
      out.append(day.isWeekend ? "true, \"today\": " : "false, \"today\": ")
      out.append(day.isToday ? "true, \"focus\": " : "false, \"focus\": ")
      out.append(day.isFocus ? "true" : "false")
      if day.selection == nil && day.secondary == nil && day.events.isEmpty && day.holidays.isEmpty
        && day.accessibleLabel == nil
      {
        // Most cells: the undecorated tail in one piece.
        out.append(", \"selection\": null, \"secondary\": null, \"events\": [], \"holidays\": [] }")
        return
      }
      if let role = day.selection {
        out.append(", \"selection\": \"")
        out.append(role.rawValue)
        out.append("\"")
      } else {
        out.append(", \"selection\": null")
      }
      if let secondary = day.secondary {
        out.append(", \"secondary\": { \"calendar\": \"")
        out.append(secondary.calendar.identifier)
        out.append("\", \"year\": ")
        out.append(secondary.year)
        out.append(", \"month\": ")
        out.append(secondary.code.number)
        out.append(", \"monthCode\": \"")
        out.append(secondary.code.description)
        out.append(secondary.code.isLeap ? "\", \"leapMonth\": true" : "\", \"leapMonth\": false")
        out.append(", \"day\": ")
        out.append(secondary.day)
        out.append(", \"label\": ")
        JSONWriter.appendString(secondary.label, to: out)
        out.append(", \"dayLabel\": ")
        JSONWriter.appendString(secondary.dayLabel, to: out)
        out.append(", \"monthLabel\": ")
        if let name = secondary.monthLabel { JSONWriter.appendString(name, to: out) } else { out.append("null") }
        out.append(" }")
      } else {
        out.append(", \"secondary\": null")
      }
      if day.events.isEmpty {
        out.append(", \"events\": []")
      } else {
        out.append(", \"events\": [")
        for (index, event) in day.events.enumerated() {
          out.append(index == 0 ? "{ \"id\": " : ", { \"id\": ")
          if let id = event.id { JSONWriter.appendString(id, to: out) } else { out.append("null") }
          out.append(", \"title\": ")
          JSONWriter.appendString(event.title, to: out)
          out.append(event.allDay ? ", \"allDay\": true, \"start\": " : ", \"allDay\": false, \"start\": ")
          JSONWriter.appendString(event.start, to: out)
          out.append(", \"end\": ")
          JSONWriter.appendString(event.end, to: out)
          out.append(" }")
        }
        out.append("]")
      }
      if day.holidays.isEmpty {
        out.append(", \"holidays\": []")
      } else {
        out.append(", \"holidays\": [")
        for (index, holiday) in day.holidays.enumerated() {
          out.append(index == 0 ? "{ \"id\": " : ", { \"id\": ")
          JSONWriter.appendString(holiday.id, to: out)
          out.append(", \"name\": ")
          JSONWriter.appendString(holiday.name, to: out)
          out.append(", \"kind\": \"")
          out.append(holiday.kind.rawValue)
          out.append("\", \"category\": \"")
          out.append(holiday.category.rawValue)
          out.append("\", \"region\": ")
          JSONWriter.appendString(holiday.region, to: out)
          out.append(", \"language\": ")
          if let language = holiday.language { JSONWriter.appendString(language, to: out) } else { out.append("null") }
          out.append(", \"script\": ")
          if let script = holiday.script { JSONWriter.appendString(script, to: out) } else { out.append("null") }
          out.append(" }")
        }
        out.append("]")
      }
      if day.isMakeUpWorkday { out.append(", \"workday\": true") }
      if let label = day.accessibleLabel {
        out.append(", \"accessibleLabel\": ")
        JSONWriter.appendString(label, to: out)
      }
      out.append(" }")
    }
  }

  /// A weekday's key as a map's key.
  private static func key(_ weekday: Weekday) -> StaticString {
    switch weekday {
    case .sun: "sun"
    case .mon: "mon"
    case .tue: "tue"
    case .wed: "wed"
    case .thu: "thu"
    case .fri: "fri"
    case .sat: "sat"
    }
  }

  /// The `weekday` field of a cell, through the `inMonth` key.
  private static func weekdayField(_ weekday: Weekday) -> StaticString {
    switch weekday {
    case .sun: ", \"weekday\": \"sun\", \"inMonth\": "
    case .mon: ", \"weekday\": \"mon\", \"inMonth\": "
    case .tue: ", \"weekday\": \"tue\", \"inMonth\": "
    case .wed: ", \"weekday\": \"wed\", \"inMonth\": "
    case .thu: ", \"weekday\": \"thu\", \"inMonth\": "
    case .fri: ", \"weekday\": \"fri\", \"inMonth\": "
    case .sat: ", \"weekday\": \"sat\", \"inMonth\": "
    }
  }
}
