import CalendarModel

// The agenda's dates, times and ranges in the locale's CLDR formats.
extension LocaleCalendar {
  /// A date in an agenda line (skeleton `yMMMEd`, the proleptic calendar of ICU's own change-over).
  /// A day whose date ICU reckons wrong (in the Hebrew years of ICU 72's slip, the lunar months the
  /// tables correct: ``icuMisdates(_:)``) is composed as ``fullDate(_:)``
  /// composes it, from the corrected month: ICU's formatter alone wrote 2046-10-01, Rosh Hashanah
  /// 5807, as "29 באלול 5806".
  package func agendaDate(_ day: JulianDay) throws -> String {
    if agendaDateFormat == nil {
      agendaDateFormat = try ICUDateFormat(
        locale: facts.locale.icuIdentifier, pattern: try patterns.bestPattern(skeleton: "yMMMEd"))
    }
    let format = agendaDateFormat!  // opened just above
    guard icuMisdates(day) else { return try format.format(day) }
    if lunarFormat != nil {
      if lunarAgendaDatePattern == nil { lunarAgendaDatePattern = .some(ComposedLunarFormat.Pattern(format.pattern)) }
      if let text = try lunarComposed(day, lunarAgendaDatePattern ?? nil) { return text }
    }
    if correctedAgendaDateFormat == nil { correctedAgendaDateFormat = composedDateFormat(format.pattern) }
    return try composed(day, by: correctedAgendaDateFormat!)  // made just above
  }

  /// Whether ICU's calendar gives `day` another month or day number than the corrected one (a
  /// Hebrew day of ICU 72's slip, a day of a corrected lunar month): its formats would write it wrong.
  func icuMisdates(_ day: JulianDay) -> Bool {
    arithmetic.corrects(day) && arithmetic.formattingStandIn(for: day) != day
  }

  /// A wall-clock time in an agenda line (skeleton `jm`).
  package func agendaTime(_ day: JulianDay, seconds: Int) throws -> String {
    if agendaTimeFormat == nil {
      agendaTimeFormat = try ICUDateFormat(
        locale: facts.locale.icuIdentifier, pattern: try patterns.bestPattern(skeleton: "jm"))
    }
    return try agendaTimeFormat!.format(day, seconds: Double(seconds))  // opened just above
  }

  /// Two wall-clock times of one day as the locale writes a range of them: ICU's interval format
  /// of the skeleton of `jm`'s best pattern (so the hour cycle is ``agendaTime(_:seconds:)``'s),
  /// which writes what the ends share once ("10:00 – 11:30 AM", "오전 10:00~11:30") and both
  /// day periods when they differ ("10:00 AM – 1:30 PM").
  /// Composed from the interval data (``ComposedTimeRangeFormat``) where it can say what ICU writes.
  package func agendaTimes(on day: JulianDay, from start: Int, to end: Int, isolatingEnds: Bool) throws -> String {
    if (0..<86_400).contains(start), (0..<86_400).contains(end) {
      if composedTimeRange == nil {
        composedTimeRange = .some(
          ComposedTimeRangeFormat.make(
            locale: facts.locale.icuIdentifier, calendarType: facts.calendar.identifier,
            pattern: try patterns.bestPattern(skeleton: "jm")))
      }
      // Ends within one minute ICU writes as one time, in its generator's pattern for the skeleton
      // (not always `jm`'s: as "a h.mm", not "a h:mm"), which the data does not give: ICU writes it.
      if let composed = composedTimeRange ?? nil, let field = ComposedTimeRangeFormat.Field(from: start, to: end) {
        return try composed.format(on: day, from: start, to: end, field: field, isolatingEnds: isolatingEnds)
      }
    }
    return try icuAgendaTimes(on: day, from: start, to: end, isolatingEnds: isolatingEnds)
  }

  /// Whether ``agendaTimes(on:from:to:isolatingEnds:)`` composes ranges from the interval data
  /// (``ComposedTimeRangeFormat``) rather than opening ICU's interval format.
  package var composesAgendaTimes: Bool {
    get throws {
      _ = try agendaTimes(on: JulianDay(isoYear: 2024, month: 1, day: 1), from: 0, to: 0, isolatingEnds: false)
      return (composedTimeRange ?? nil) != nil
    }
  }

  /// ``agendaTimes(on:from:to:isolatingEnds:)`` written by ICU's interval format (the tests' oracle).
  package func icuAgendaTimes(on day: JulianDay, from start: Int, to end: Int, isolatingEnds: Bool) throws -> String {
    if agendaTimeRangeFormat == nil {
      let pattern = try patterns.bestPattern(skeleton: "jm")
      agendaTimeRangeFormat = try ICUIntervalFormat(
        locale: facts.locale.icuIdentifier, skeleton: Self.timeSkeleton(of: pattern))
    }
    return try agendaTimeRangeFormat!.format(  // opened just above
      from: day, seconds: start, to: day, seconds: end, isolatingEnds: isolatingEnds)
  }

  /// The skeleton of a time pattern's fields (`h:mm a` → `hmma`, `B h:mm` → `Bhmm`), for an interval
  /// format that writes times as the pattern does: its hour cycle, not the one `j` would pick.
  static func timeSkeleton(of pattern: String) -> String {
    var skeleton = ""
    for case .field(let letter, let count) in PatternToken.tokens(of: pattern) ?? [] {
      skeleton += String(repeating: letter, count: count)
    }
    return skeleton.isEmpty ? "jm" : skeleton
  }

  /// A date and a time (or range of times) joined by the locale's medium dateTimeFormat, as the
  /// pattern generator joins `yMMMEd` and `jm` ("Wed, Feb 14, 2024, 10:00 AM", "2024년 2월 14일 (수)
  /// 오전 10:00"), read from the calendar data (``PatternSource/dateTimeFormat()``).
  package func agendaDateTime(date: String, time: String) throws -> String {
    if agendaDateTimeJoin == nil { agendaDateTimeJoin = CombiningPattern(try patterns.dateTimeFormat(), quoted: true) }
    return agendaDateTimeJoin!.combining(time, date)  // read just above
  }

  /// The days `first`…`last` as the locale writes a range of them: ICU's interval format of
  /// `yMMMEd` ("Wed, Feb 28 – Fri, Mar 1, 2024"), except where ICU reckons either date wrong
  /// (``agendaDate(_:)``): there the corrected dates, joined by ``agendaRange(from:to:)``.
  package func agendaDates(from first: JulianDay, to last: JulianDay) throws -> String {
    if icuMisdates(first) || icuMisdates(last) {
      return agendaRange(from: try agendaDate(first), to: try agendaDate(last))
    }
    if agendaDateRangeFormat == nil {
      agendaDateRangeFormat = try ICUIntervalFormat(locale: facts.locale.icuIdentifier, skeleton: "yMMMEd")
    }
    return try agendaDateRangeFormat!.format(from: first, to: last)  // opened just above
  }

  /// The two ends of a range the interval formats have no pattern for (dates, or dates with times,
  /// of different days), joined by the locale's fallback interval pattern ("{0} – {1}",
  /// "{0}～{1}", "{0} تا {1}").
  package func agendaRange(from start: String, to end: String) -> String {
    if agendaRangeJoin == nil {
      agendaRangeJoin = CombiningPattern(
        ICUIntervalFormat.fallbackPattern(locale: facts.locale.icuIdentifier, calendarType: facts.calendar.identifier)
          ?? "{0} – {1}", quoted: false)
    }
    return agendaRangeJoin!.combining(start, end)  // read just above
  }
}
