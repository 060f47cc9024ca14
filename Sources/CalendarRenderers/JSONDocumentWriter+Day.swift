import CalendarModel

extension JSONDocumentWriter {
  /// A day cell on one line (its own, indented for a month's row or the week strip's): most of
  /// every document, written with as few steps as its fields allow.
  mutating func writeDay(_ cell: UnsafePointer<DayCell>, inStrip: Bool) {
    let number = cell.pointee.day
    // The label's packed bytes, when they need no escape (day numbers), go in the same store as
    // the pieces before them; others through the string.
    let packed = cell.pointee.packedLabel
    let packedLength = Int(packed.count)
    let direct = packedLength > 0 && !JSONWriter.needsEscape(packed.word | ~0 << (8 * UInt64(packedLength)))
    if number >= 0 && number < 100, let date = dates.next(cell.pointee.date) {
      // Up to the label's closing quote, in room reserved once: 24 + 10 + 10 + 2 + 12 + 8 bytes,
      // and the slack of a word's store.
      out.appendInPlace(atMost: 80) { start in
        var cursor = ByteCursor(start)
        if inStrip { cursor.put("\n      { \"date\": \"") } else { cursor.put("\n            { \"date\": \"") }
        cursor.put(word: date.yearMonth, count: 8)
        cursor.put(word: date.day, count: 2)
        cursor.put("\", \"day\": ")
        let tens = UInt64(truncatingIfNeeded: number / 10), ones = UInt64(truncatingIfNeeded: number % 10)
        if tens == 0 {
          cursor.put(word: 0x30 | ones, count: 1)
        } else {
          cursor.put(word: (0x30 | tens) | (0x30 | ones) << 8, count: 2)
        }
        cursor.put(", \"label\": \"")
        if direct { cursor.put(word: packed.word, count: packedLength) }
        return cursor.count(from: start)
      }
    } else {
      out.append(inStrip ? "\n      { \"date\": \"" : "\n            { \"date\": \"")
      dates.append(cell.pointee.date, to: out)
      out.append("\", \"day\": ")
      Self.appendDayNumber(number, to: out)
      out.append(", \"label\": \"")
      if direct { out.appendWord(packed.word, count: packedLength) }
    }
    if direct {
      count(packed: packed.word)
    } else {
      content(cell.pointee.label)
    }
    // Most cells have no decoration: checked in place and nothing kept (which would retain it)
    // (events, holidays, sky and the secondary date by one read of the out-of-line part).
    let plain =
      cell.pointee.selection == nil && !cell.pointee.hasEventsHolidaysOrSecondary && !cell.pointee.hasFullDateLabel
    let weekday = cell.pointee.weekday, inMonth = cell.pointee.inMonth, weekend = cell.pointee.isWeekend
    let today = cell.pointee.isToday, focus = cell.pointee.isFocus
    // From the label's closing quote: 32 + 4 × 5 + 13 + 11 + 11 + 70 bytes, and a word's slack.
    out.appendInPlace(atMost: 176) { start in
      var cursor = ByteCursor(start)
      cursor.put(Self.weekdayField(weekday))
      cursor.put(inMonth)
      cursor.put(", \"weekend\": ")
      cursor.put(weekend)
      cursor.put(", \"today\": ")
      cursor.put(today)
      cursor.put(", \"focus\": ")
      cursor.put(focus)
      if plain { cursor.put(", \"selection\": null, \"secondary\": null, \"events\": [], \"holidays\": [] }") }
      return cursor.count(from: start)
    }
    if plain { return }
    let events = cell.pointee.events, holidays = cell.pointee.holidays
    if let role = cell.pointee.selection {
      out.append(", \"selection\": \"")
      raw(role.rawValue)
      out.append(UInt8(ascii: "\""))
    } else {
      out.append(", \"selection\": null")
    }
    if let secondary = cell.pointee.secondary {
      out.append(", \"secondary\": { \"calendar\": \"")
      raw(secondary.calendar.identifier)
      out.append("\", \"year\": ")
      out.append(secondary.year)
      out.append(", \"month\": ")
      out.append(secondary.code.number)
      out.append(", \"monthCode\": \"")
      raw(secondary.code.description)
      out.append(secondary.code.isLeap ? "\", \"leapMonth\": true" : "\", \"leapMonth\": false")
      out.append(", \"day\": ")
      out.append(secondary.day)
      out.append(", \"label\": ")
      string(secondary.label)
      out.append(", \"dayLabel\": ")
      string(secondary.dayLabel)
      out.append(", \"monthLabel\": ")
      string(secondary.monthLabel)
      out.append(" }")
    } else {
      out.append(", \"secondary\": null")
    }
    if events.isEmpty {
      out.append(", \"events\": []")
    } else {
      out.append(", \"events\": [")
      for (index, event) in events.enumerated() {
        out.append(index == 0 ? "{ \"id\": " : ", { \"id\": ")
        string(event.id)
        out.append(", \"title\": ")
        string(event.title)
        out.append(event.allDay ? ", \"allDay\": true, \"start\": " : ", \"allDay\": false, \"start\": ")
        string(event.start)
        out.append(", \"end\": ")
        string(event.end)
        out.append(" }")
      }
      out.append(UInt8(ascii: "]"))
    }
    if holidays.isEmpty {
      out.append(", \"holidays\": []")
    } else {
      out.append(", \"holidays\": [")
      for (index, holiday) in holidays.enumerated() {
        out.append(index == 0 ? "{ \"id\": " : ", { \"id\": ")
        string(holiday.id)
        out.append(", \"name\": ")
        string(holiday.name)
        out.append(", \"kind\": \"")
        raw(holiday.kind.rawValue)
        out.append("\", \"category\": \"")
        raw(holiday.category.rawValue)
        out.append("\", \"region\": ")
        string(holiday.region)
        out.append(", \"language\": ")
        string(holiday.language)
        out.append(", \"script\": ")
        string(holiday.script)
        out.append(holiday.estimated ? ", \"estimated\": true }" : " }")
      }
      out.append(UInt8(ascii: "]"))
    }
    // A weekend day worked (调休, 補班), said by the day itself: only on such days (additive).
    if holidays.contains(where: { $0.kind == .workday }) { out.append(", \"workday\": true") }
    // Only on days that have them (additive to calrender/1: other days are written as before).
    let sky = cell.pointee.sky
    if !sky.isEmpty {
      out.append(", \"sky\": [")
      for (index, event) in sky.enumerated() {
        out.append(index == 0 ? "{ \"kind\": \"" : ", { \"kind\": \"")
        raw(event.kind.key)
        out.append("\"")
        switch event.kind {
        case .solarTerm(let longitude), .season(let longitude):
          out.append(", \"longitude\": ")
          out.append(longitude)
          out.append(", \"termIndex\": ")
          out.append(event.kind.solarTermIndex ?? 0)
        case .moonPhase: break
        }
        out.append(", \"name\": ")
        string(event.name)
        out.append(", \"language\": ")
        string(event.language)
        out.append(", \"instant\": \"")
        raw(RFC3339.format(event.epochSeconds, offset: 0))
        out.append("\", \"localTime\": \"")
        raw(event.localTime)
        out.append("\" }")
      }
      out.append(UInt8(ascii: "]"))
    }
    // Only in documents built with full-date labels (additive: the command's JSON has none).
    if let label = cell.pointee.fullDateLabel {
      out.append(", \"accessibleLabel\": \"")
      content(label)
      out.append(UInt8(ascii: "\""))
    }
    out.append(" }")
  }

  /// A day number: one or two digits in one store (longer ones, which no calendar has, as any).
  @inline(__always)
  static func appendDayNumber(_ number: Int, to out: OutputBuffer) {
    guard number >= 0 && number < 100 else { return out.append(number) }
    let tens = UInt64(truncatingIfNeeded: number / 10), ones = UInt64(truncatingIfNeeded: number % 10)
    if tens == 0 {
      out.appendWord(0x30 | ones, count: 1)
    } else {
      out.appendWord((0x30 | tens) | (0x30 | ones) << 8, count: 2)
    }
  }

  /// The `weekday` field of a cell, from the label's closing quote through the `inMonth` key (all
  /// of one length: copied as a constant number of bytes).
  static func weekdayField(_ weekday: Weekday) -> StaticString {
    switch weekday {
    case .sun: "\", \"weekday\": \"sun\", \"inMonth\": "
    case .mon: "\", \"weekday\": \"mon\", \"inMonth\": "
    case .tue: "\", \"weekday\": \"tue\", \"inMonth\": "
    case .wed: "\", \"weekday\": \"wed\", \"inMonth\": "
    case .thu: "\", \"weekday\": \"thu\", \"inMonth\": "
    case .fri: "\", \"weekday\": \"fri\", \"inMonth\": "
    case .sat: "\", \"weekday\": \"sat\", \"inMonth\": "
    }
  }
}
