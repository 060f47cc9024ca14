import CalendarModel

/// A year and month code, the key of corrections by month.
struct MonthSpanKey: Hashable {
  var year: Int
  var code: MonthCode
}

/// The Chinese, Korean and Umm al-Qura months ICU 72 gets wrong, replaced by the true ones
/// (`LunarMonthCorrection`). ICU's months and the true months pair one to one: a correction moves a
/// month's first day by a day or relabels it, so a month is ICU's month with its bounds and label
/// looked up in the table.
extension ICUCalendarArithmetic {
  /// The true first day of the month ICU starts on `icuStart`.
  private func trueStart(_ icuStart: JulianDay) -> JulianDay { lunarCorrections[icuStart]?.start ?? icuStart }

  /// The month containing `day`, corrected.
  func correctedMonth(containing day: JulianDay) throws -> MonthSpan {
    var raw = try month(containing: day, previousMonthLastDay: nil)
    // A moved start puts the day into ICU's previous or next month.
    if day < trueStart(raw.start) {
      raw = try month(containing: raw.start.advanced(by: -1), previousMonthLastDay: nil)
    } else if day >= trueStart(raw.end) {
      raw = try month(containing: raw.end, previousMonthLastDay: nil)
    }
    let start = trueStart(raw.start), end = trueStart(raw.end)
    // Lunar months number their days 1…n, so ICU's previous month began previousMonthLastDay days earlier.
    let previousStart = trueStart(raw.start.advanced(by: -raw.previousMonthLastDay))
    let label = lunarCorrections[raw.start]
    return MonthSpan(
      year: label?.year ?? raw.year, code: label?.code ?? raw.code, start: start, end: end,
      dayNumbers: Array(1...max(1, start.distance(to: end))), previousMonthLastDay: previousStart.distance(to: start))
  }

  /// The month after `month`, corrected. Away from corrections ICU's month is the true one, and the
  /// previous month's length is known: the same single ICU computation as without corrections.
  func correctedMonth(after month: MonthSpan) throws -> MonthSpan {
    let raw = try self.month(containing: month.end, previousMonthLastDay: month.daysInMonth)
    if raw.start == month.end && lunarCorrections[raw.start] == nil && lunarCorrections[raw.end] == nil {
      return raw
    }
    return try correctedMonth(containing: month.end)
  }

  /// The month `code` of `year`, corrected: a month the table creates (1987 M06L) or moves is found by
  /// its true start; one ICU has but the table relabels (1987 M07L) does not exist.
  func correctedMonth(year: Int, code: MonthCode) throws -> MonthSpan {
    if let entry = lunarCorrectionsByMonth[MonthSpanKey(year: year, code: code)] {
      return try correctedMonth(containing: entry.start)
    }
    let month = try icuMonth(year: year, code: code)
    guard month.year == year, month.code == code else {
      throw CalendarError(.noSuchMonth, "\(system.identifier) year \(year) has no month \(code.argument)")
    }
    return month
  }

  /// Day `day` of a corrected month.
  func correctedDay(_ day: Int, year: Int, code: MonthCode) throws -> JulianDay {
    let month = try correctedMonth(year: year, code: code)
    guard (1...month.daysInMonth).contains(day) else {
      throw CalendarError(.noSuchDay, "\(system.identifier) year \(year) has no day \(day) of month \(code.argument)")
    }
    return month.start.advanced(by: day - 1)
  }

  /// Whether ICU puts `day` in `year` (the year people of the calendar write): a stand-in for a leap
  /// month ICU does not have in that year comes from another year, whose number must not be shown.
  public func icuPutsDay(_ day: JulianDay, inYear year: Int) -> Bool {
    guard let fields = try? reckoning(day).fields(day) else { return false }
    return Int(fields.extendedYear) + system.displayYearOffset == year
  }

  /// `formattingStandIn(for:in:)` when the month of `day` is not at hand.
  public func formattingStandIn(for day: JulianDay) -> JulianDay {
    guard corrects(day), let month = try? correctedMonth(containing: day) else { return day }
    return formattingStandIn(for: day, in: month)
  }

  /// A day ICU labels with the month and day number `day` truly has, for formatting `day` through ICU
  /// (ICU's formats know only ICU's reckoning): `day` itself unless a correction changes its label,
  /// else the same month and day in the same or a nearby lunar year (the labels carry no year).
  public func formattingStandIn(for day: JulianDay, in month: MonthSpan) -> JulianDay {
    guard corrects(day), (month.start..<month.end).contains(day) else { return day }
    let number = month.start.distance(to: day) + 1
    guard let fields = try? reckoning(day).fields(day),
      Int(fields.day) != number || monthCode(icuMonth: Int(fields.month), isLeap: fields.isLeapMonth != 0) != month.code
    else { return day }
    guard let (icuMonth, isLeap) = icuMonth(of: month.code) else { return day }
    let extendedYear = month.year - system.displayYearOffset
    // Leap months recur after the same month every 19 or so years; 30-day months are common.
    for distance in 0...120 {
      for year in distance == 0 ? [extendedYear] : [extendedYear - distance, extendedYear + distance] {
        guard let candidate = calendar.julianDay(extendedYear: year, month: icuMonth, isLeapMonth: isLeap, day: number),
          let back = try? calendar.fields(candidate), Int(back.day) == number, Int(back.month) == icuMonth,
          (back.isLeapMonth != 0) == isLeap
        else { continue }
        return candidate
      }
    }
    return day
  }
}
