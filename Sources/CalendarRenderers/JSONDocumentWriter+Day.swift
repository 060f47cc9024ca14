import CalendarModel

extension JSONDocumentWriter {
  /// A day cell on one line (its own, indented for a month's row or the week strip's): most of
  /// every document, written with as few steps as its fields allow.
  mutating func writeDay(_ cell: UnsafePointer<DayCell>, inStrip: Bool) {
    out.append(inStrip ? "\n      { \"date\": \"" : "\n            { \"date\": \"")
    dates.append(cell.pointee.date, to: out)
    out.append("\", \"day\": ")
    Self.appendDayNumber(cell.pointee.day, to: out)
    out.append(", \"label\": ")
    string(cell.pointee.label)
    out.append(Self.weekdayField(cell.pointee.weekday))
    bool(cell.pointee.inMonth)
    out.append(", \"weekend\": ")
    bool(cell.pointee.isWeekend)
    out.append(", \"today\": ")
    bool(cell.pointee.isToday)
    out.append(", \"focus\": ")
    bool(cell.pointee.isFocus)
    let events = cell.pointee.events, holidays = cell.pointee.holidays
    if cell.pointee.selection == nil && events.isEmpty && holidays.isEmpty && cell.pointee.secondary == nil {
      // Most cells: the undecorated tail in one piece.
      out.append(", \"selection\": null, \"secondary\": null, \"events\": [], \"holidays\": [] }")
      return
    }
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
      out.append(", \"holidays\": [] }")
    } else {
      out.append(", \"holidays\": [")
      for (index, holiday) in holidays.enumerated() {
        out.append(index == 0 ? "{ \"id\": " : ", { \"id\": ")
        string(holiday.id)
        out.append(", \"name\": ")
        string(holiday.name)
        out.append(", \"kind\": \"")
        raw(holiday.kind.rawValue)
        out.append("\", \"region\": ")
        string(holiday.region)
        out.append(" }")
      }
      out.append("] }")
    }
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

  /// The `weekday` field of a cell, through the `inMonth` key.
  static func weekdayField(_ weekday: Weekday) -> StaticString {
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

/// Days' ISO 8601 dates (`JulianDay.isoString`), each from the one before when it is the next day
/// of the same month: a grid's days run in order, so the calendar arithmetic of a date is done a
/// few times a month rather than for each of its 42 cells.
struct ISODateDigits {
  /// The last date written, and its day of the month (99: none that a next day can follow).
  private var julian = 0
  private var day = 99
  /// `YYYY-MM-` of the last date, little-endian.
  private var yearMonth: UInt64 = 0

  mutating func append(_ date: JulianDay, to out: OutputBuffer) {
    if date.value == julian &+ 1 && day < 28 {
      // Every month has a 28th: the next day of a day before it is in the same month.
      day += 1
    } else {
      let (year, month, dayOfMonth) = date.isoComponents
      guard (0...9999).contains(year) && (1...12).contains(month) else {
        day = 99
        return out.append(date.isoString)
      }
      func digit(_ value: Int, _ position: UInt64) -> UInt64 { UInt64(0x30 + value) << (8 * position) }
      yearMonth =
        digit(year / 1000, 0) | digit(year / 100 % 10, 1) | digit(year / 10 % 10, 2) | digit(year % 10, 3)
        | 0x2D << 32 | digit(month / 10, 5) | digit(month % 10, 6) | 0x2D << 56
      day = dayOfMonth
    }
    julian = date.value
    out.appendWord(yearMonth, count: 8)
    out.appendWord(UInt64(0x30 + day / 10) | UInt64(0x30 + day % 10) << 8, count: 2)
  }
}
