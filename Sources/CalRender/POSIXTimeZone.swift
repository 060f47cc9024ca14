import CalendarModel

/// A POSIX `TZ` rule (POSIX.1-2017 §8.3, as glibc reads it): a standard time, and optionally a
/// daylight saving time with the rules of its start and end — `EST5EDT,M3.2.0/2,M11.1.0/2`,
/// `CET-1CEST,M3.5.0,M10.5.0/3`, `<+0330>-3:30`, `IST-5:30`, `XXX3YYY,J60/-1,300/26`.
///
/// Offsets are hours west of UTC (`EST5` is UTC−5), `[+-]hh[:mm[:ss]]`, hours at most 24; the
/// daylight offset defaults to one hour ahead of standard time. Start and end are `Jn` (1–365,
/// 29 February never counted), `n` (0–365, counted) or `Mm.w.d` (day `d`, 0 Sunday, of week `w` of
/// month `m`, 5 the last), each at `/time` local time (default 02:00, −167 to 167 hours); the start
/// is read in standard time, the end in daylight time. A year's transitions are those of the
/// instant's year in UTC, as glibc computes them (the southern hemisphere's end before its start).
/// A daylight time without rules is refused: glibc takes them from a file (posixrules), which a
/// rule written out does not need.
package struct POSIXTimeZone: TimeZoneRules, Sendable, Hashable {
  /// Seconds east of UTC in standard and in daylight time.
  package let standardOffset: Int
  package let daylight: Daylight?

  package struct Daylight: Sendable, Hashable {
    package let offset: Int
    package let start: Transition
    package let end: Transition
  }

  /// A day of the year and a local time of day.
  package struct Transition: Sendable, Hashable {
    package enum Day: Sendable, Hashable {
      /// `Jn`: 1–365, 29 February not counted.
      case julian(Int)
      /// `n`: 0–365, 29 February counted.
      case zeroBased(Int)
      /// `Mm.w.d`.
      case weekday(month: Int, week: Int, weekday: Int)
    }
    package let day: Day
    /// Seconds after local midnight.
    package let time: Int

    package init(day: Day, time: Int) {
      self.day = day
      self.time = time
    }
  }

  /// Parses `text` (without a leading `:`, which names a file); nil when it is not a POSIX rule.
  package init?(_ text: String) {
    var scanner = Scanner(Array(text.utf8))
    guard scanner.name(), let standard = scanner.offset(maxHours: 24) else { return nil }
    standardOffset = -standard
    if scanner.atEnd {
      daylight = nil
      return
    }
    guard scanner.name() else { return nil }
    var daylightOffset = standardOffset + 3600
    if !scanner.atEnd && scanner.peek != UInt8(ascii: ",") {
      guard let west = scanner.offset(maxHours: 24) else { return nil }
      daylightOffset = -west
    }
    guard scanner.take(","), let start = scanner.transition(), scanner.take(","), let end = scanner.transition(),
      scanner.atEnd
    else { return nil }
    daylight = Daylight(offset: daylightOffset, start: start, end: end)
  }

  package func offset(at epochSeconds: Int64) throws -> Int {
    guard let daylight else { return standardOffset }
    let year = Self.utcYear(of: epochSeconds)
    let start = Self.instant(of: daylight.start, in: year, offset: standardOffset)
    let end = Self.instant(of: daylight.end, in: year, offset: daylight.offset)
    let inDaylight =
      start <= end ? epochSeconds >= start && epochSeconds < end : epochSeconds < end || epochSeconds >= start
    return inDaylight ? daylight.offset : standardOffset
  }

  /// The Gregorian year, in UTC, of an instant.
  static func utcYear(of epochSeconds: Int64) -> Int {
    let days = epochSeconds >= 0 ? epochSeconds / 86_400 : (epochSeconds - 86_399) / 86_400
    return JulianDay(Int(days) + 2_440_588).isoComponents.year
  }

  /// The instant of a transition in `year`, its time read at `offset` (seconds east of UTC).
  package static func instant(of transition: Transition, in year: Int, offset: Int) -> Int64 {
    let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    let january1 = JulianDay(isoYear: year, month: 1, day: 1)
    let day: JulianDay
    switch transition.day {
    case .julian(let n): day = january1.advanced(by: n - 1 + (isLeap && n >= 60 ? 1 : 0))
    case .zeroBased(let n): day = january1.advanced(by: n)
    case .weekday(let month, let week, let weekday):
      let first = JulianDay(isoYear: year, month: month, day: 1)
      let next = month == 12 ? JulianDay(isoYear: year + 1, month: 1, day: 1) : JulianDay(isoYear: year, month: month + 1, day: 1)
      // Days from the 1st to its first `weekday` (Weekday.sun is 1, POSIX's Sunday 0).
      var candidate = first.advanced(by: (weekday - (first.weekday.rawValue - 1) + 7) % 7)
      for _ in 1..<week where candidate.advanced(by: 7) < next { candidate = candidate.advanced(by: 7) }
      day = candidate
    }
    return Int64(day.value - 2_440_588) * 86_400 + Int64(transition.time) - Int64(offset)
  }

  /// The pieces of a rule, read left to right.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
      guard peek == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    /// A zone abbreviation: three or more letters, or `<…>` of three or more letters, digits, `+`
    /// and `-`.
    mutating func name() -> Bool {
      func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
      let begin = index
      if take("<") {
        while let byte = peek, isLetter(byte) || (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2D {
          index += 1
        }
        return index - begin - 1 >= 3 && take(">")
      }
      while let byte = peek, isLetter(byte) { index += 1 }
      return index - begin >= 3
    }

    /// Digits, at most `limit` of them; nil without one.
    mutating func number(limit: Int) -> Int? {
      var value = 0, count = 0
      while let byte = peek, (0x30...0x39).contains(byte), count < limit {
        value = value * 10 + Int(byte - 0x30)
        count += 1
        index += 1
      }
      return count > 0 ? value : nil
    }

    /// `[+-]hh[:mm[:ss]]` in seconds, hours at most `maxHours`.
    mutating func offset(maxHours: Int) -> Int? {
      var sign = 1
      if take("-") { sign = -1 } else { _ = take("+") }
      guard let hours = number(limit: 3), hours <= maxHours else { return nil }
      var seconds = hours * 3600
      if take(":") {
        guard let minutes = number(limit: 2), minutes < 60 else { return nil }
        seconds += minutes * 60
        if take(":") {
          guard let secs = number(limit: 2), secs < 60 else { return nil }
          seconds += secs
        }
      }
      return sign * seconds
    }

    /// `Jn`, `n` or `Mm.w.d`, then `/time`.
    mutating func transition() -> Transition? {
      let day: Transition.Day
      if take("J") {
        guard let n = number(limit: 3), (1...365).contains(n) else { return nil }
        day = .julian(n)
      } else if take("M") {
        guard let month = number(limit: 2), (1...12).contains(month), take("."), let week = number(limit: 1),
          (1...5).contains(week), take("."), let weekday = number(limit: 1), weekday <= 6
        else { return nil }
        day = .weekday(month: month, week: week, weekday: weekday)
      } else {
        guard let n = number(limit: 3), n <= 365 else { return nil }
        day = .zeroBased(n)
      }
      var time = 7200
      if take("/") {
        guard let seconds = offset(maxHours: 167) else { return nil }
        time = seconds
      }
      return Transition(day: day, time: time)
    }
  }
}
