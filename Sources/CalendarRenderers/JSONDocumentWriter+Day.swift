import CalendarModel

extension JSONDocumentWriter {
  /// A day cell on one line (its own, indented for a month's row or the week strip's): most of
  /// every document, written with as few steps as its fields allow.
  mutating func writeDay(_ cell: UnsafePointer<DayCell>, inStrip: Bool) {
    let number = cell.pointee.day
    if number >= 0 && number < 100, let date = dates.next(cell.pointee.date) {
      // Up to the label's opening quote, in room reserved once: 24 + 10 + 10 + 2 + 12 bytes, and
      // the slack of a word's store.
      out.appendInPlace(atMost: 72) { start in
        var cursor = ByteCursor(start)
        if inStrip { cursor.put("\n      { \"date\": \"") } else { cursor.put("\n            { \"date\": \"") }
        cursor.put(word: date.yearMonth, count: 8)
        cursor.put(word: date.day, count: 2)
        cursor.put("\", \"day\": ")
        let tens = UInt64(truncatingIfNeeded: number / 10), ones = UInt64(truncatingIfNeeded: number % 10)
        if tens == 0 { cursor.put(word: 0x30 | ones, count: 1) } else { cursor.put(word: (0x30 | tens) | (0x30 | ones) << 8, count: 2) }
        cursor.put(", \"label\": \"")
        return cursor.count(from: start)
      }
    } else {
      out.append(inStrip ? "\n      { \"date\": \"" : "\n            { \"date\": \"")
      dates.append(cell.pointee.date, to: out)
      out.append("\", \"day\": ")
      Self.appendDayNumber(number, to: out)
      out.append(", \"label\": \"")
    }
    content(cell.pointee.label)
    // Most cells have no decoration: checked before anything is read of one (and not kept, which
    // would retain it).
    // (`secondary == nil` would compare two optionals of a secondary date, made and destroyed.)
    let hasSecondary = if case .some = cell.pointee.secondary { true } else { false }
    let plain =
      cell.pointee.selection == nil && cell.pointee.events.isEmpty && cell.pointee.holidays.isEmpty && !hasSecondary
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

/// Days' ISO 8601 dates (`JulianDay.isoString`), each from the one before when it is the next day
/// of the same month: a grid's days run in order, so the calendar arithmetic of a date is done a
/// few times a month rather than for each of its 42 cells.
struct ISODateDigits {
  /// The last date written, and its day of the month (99: none that a next day can follow).
  private var julian = 0
  private var day = 99
  /// `YYYY-MM-` of the last date, little-endian.
  private var yearMonth: UInt64 = 0

  /// `date`'s digits: `YYYY-MM-` and `DD` as little-endian words; nil for a year that ISO 8601
  /// writes otherwise (expanded, or before year 0).
  @inline(__always)
  mutating func next(_ date: JulianDay) -> (yearMonth: UInt64, day: UInt64)? {
    if date.value == julian &+ 1 && day < 28 {
      // Every month has a 28th: the next day of a day before it is in the same month.
      day += 1
    } else if !start(date) {
      return nil
    }
    julian = date.value
    return (yearMonth, UInt64(0x30 + day / 10) | UInt64(0x30 + day % 10) << 8)
  }

  /// Starts from `date`'s ISO components (false, and nothing to follow, if its year is outside
  /// 0...9999).
  @inline(never)
  private mutating func start(_ date: JulianDay) -> Bool {
    let (year, month, dayOfMonth) = date.isoComponents
    guard (0...9999).contains(year) && (1...12).contains(month) else {
      day = 99
      return false
    }
    func digit(_ value: Int, _ position: UInt64) -> UInt64 { UInt64(0x30 + value) << (8 * position) }
    yearMonth =
      digit(year / 1000, 0) | digit(year / 100 % 10, 1) | digit(year / 10 % 10, 2) | digit(year % 10, 3)
      | 0x2D << 32 | digit(month / 10, 5) | digit(month % 10, 6) | 0x2D << 56
    day = dayOfMonth
    return true
  }

  /// `date` as `JulianDay.isoString` writes it.
  mutating func append(_ date: JulianDay, to out: OutputBuffer) {
    guard let digits = next(date) else { return out.append(date.isoString) }
    out.appendWord(digits.yearMonth, count: 8)
    out.appendWord(digits.day, count: 2)
  }
}

/// Bytes written forward into room an ``OutputBuffer`` has reserved (``OutputBuffer/appendInPlace(atMost:_:)``):
/// constant pieces as stores of known size, with no capacity check each.
struct ByteCursor {
  private var position: UnsafeMutablePointer<UInt8>

  init(_ start: UnsafeMutablePointer<UInt8>) { position = start }

  /// How many bytes have been written from `start`.
  func count(from start: UnsafeMutablePointer<UInt8>) -> Int { position - start }

  @inline(__always)
  mutating func put(_ text: StaticString) {
    position.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
    position += text.utf8CodeUnitCount
  }

  /// The first `count` bytes of `word`, little-endian, in one store of eight (room for eight).
  @inline(__always)
  mutating func put(word: UInt64, count: Int) {
    UnsafeMutableRawPointer(position).storeBytes(of: word.littleEndian, as: UInt64.self)
    position += count
  }

  /// `true` or `false`, in one store (room for eight).
  @inline(__always)
  mutating func put(_ value: Bool) {
    // "true" and "false" little-endian, in the low bytes of a word.
    put(word: value ? 0x6575_7274 : 0x65_736C_6166, count: value ? 4 : 5)
  }
}
