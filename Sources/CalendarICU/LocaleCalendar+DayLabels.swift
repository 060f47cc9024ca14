import CalendarModel

// Day-number labels: the locale's digits, from a Gregorian formatter where the calendar's days
// agree with it, checked against ICU.
extension LocaleCalendar {
  /// A day number as the calendar writes it in this locale (`14`, `١٤`, `ט״ו`), cached by number.
  package func dayLabel(_ number: Int, on day: JulianDay) -> String { dayLabel(number) { day } }

  /// A day number's label; `day` finds a day that carries it, asked only when ICU must format one.
  func dayLabel(_ number: Int, carriedBy day: () -> JulianDay) -> String {
    let cacheable = number >= 0 && number < dayLabels.count
    if cacheable, let cached = dayLabels[number] { return cached }
    if case .writing(let digits) = dayDigits, let label = digits.label(number) {
      if cacheable { dayLabels[number] = label }
      return label
    }
    let label =
      gregorianDayLabel(number, checkedAgainst: day) ?? (try? formats.format(day(), pattern: Self.dayPattern))
      ?? String(number)
    check(label)
    if cacheable { dayLabels[number] = label }
    return label
  }

  /// Whether `label`, written by ICU for a day of this calendar, is a day number (1…31) in the
  /// numbering system's digits: then those digits write every later label (``dayDigits``). One
  /// label settles it — the numbering systems' digits differ — and `FastPathTests` compare the
  /// labels so written with ICU's in every locale and calendar.
  func check(_ label: String) {
    guard case .unread = dayDigits else { return }
    guard let digits = try? ICUNumberFormat.decimalDigits(locale: facts.locale.icuIdentifier),
      (1...31).contains(where: { digits.label($0) == label })
    else {
      dayDigits = .refuted
      return
    }
    dayDigits = .writing(digits)
  }

  /// Whether `system`'s day labels are written by a Gregorian `d` formatter (``dayLabel(_:on:)``):
  /// in the Chinese and Korean calendars, whose every ICU call computes new moons (some 50 µs a
  /// label). Other calendars' own formatting is cheap, and a second formatter would cost a start
  /// more (~1 M instructions) than their 31 labels.
  package static func writesDaysThroughGregorian(_ system: CalendarSystem) -> Bool {
    system == .chinese || system == .dangi
  }

  /// A day number written by a Gregorian `d` formatter of the same locale: the same digits, without
  /// the calendar's astronomy behind every call. The first label is compared with the calendar's
  /// own, and a locale that writes its days otherwise keeps the calendar's formatter.
  func gregorianDayLabel(_ number: Int, checkedAgainst day: () -> JulianDay) -> String? {
    guard (1...31).contains(number), gregorianDaysAgree != false, Self.writesDaysThroughGregorian(facts.calendar)
    else { return nil }
    if gregorianDayFormat == nil {
      guard let locale = try? facts.locale.setting("calendar", to: "gregorian"),
        let format = try? ICUDateFormat(locale: locale.icuIdentifier, pattern: "d")
      else {
        gregorianDaysAgree = false
        return nil
      }
      gregorianDayFormat = format
    }
    guard let label = try? gregorianDayFormat?.format(JulianDay(isoYear: 2000, month: 1, day: number)) else {
      return nil
    }
    if gregorianDaysAgree == nil {
      gregorianDaysAgree = label == (try? formats.format(day(), pattern: Self.dayPattern))
      if gregorianDaysAgree == false { return nil }
    }
    return label
  }

  /// Whether day labels are written from the numbering system's digits (``dayDigits``).
  package var writesDaysFromDigits: Bool {
    if case .writing = dayDigits { return true }
    return false
  }

  /// A day number as the calendar writes it, for a number some day of `span` or its neighbours has.
  package func dayLabel(_ number: Int, near span: MonthSpan) -> String {
    // Every label a grid needs is a day number that some day of the calendar has; the first time a
    // number is seen, format a day of this month (or of the month around) that carries it.
    if number >= 0 && number < dayLabels.count, let cached = dayLabels[number] { return cached }
    // Before any: whether the numbering system's digits write the labels, from ICU's label of the
    // month's first day, whatever day of the month ICU reckons it (finding a day that carries a
    // given number can cost ICU's arithmetic and the lunar corrections). Not in the Chinese and
    // Korean calendars, whose labels a Gregorian formatter writes (each of their own costs the
    // astronomy): their first label is checked instead.
    // (Umm al-Qura checks on the table's first day, 1 Muharram 1300 AH: ICU's formatting of a day
    // costs more the further it is from 1300 AH — ~20 000 instructions there, ~170 000 in 1446 AH —
    // and after its table it would open the islamic-civil formatter for one label.)
    let checkedDay = facts.calendar == .islamicUmalqura ? lunarFormat?.firstDay ?? span.start : span.start
    if case .unread = dayDigits, !Self.writesDaysThroughGregorian(facts.calendar),
      let label = try? formats.format(checkedDay, pattern: Self.dayPattern)
    {
      check(label)
      if case .writing(let digits) = dayDigits, let written = digits.label(number) {
        if number >= 0 && number < dayLabels.count { dayLabels[number] = written }
        return written
      }
    }
    // Finding a day ICU reckons as calrender does costs ICU's arithmetic (Umm al-Qura outside its
    // table: a great deal), so only when a label must be formatted on it.
    return dayLabel(number) {
      let day = dayCarrying(number, near: span)
      // A day of a table month ICU reckons right is its own stand-in (looking one up costs the astronomy).
      if let lunarFormat, day >= span.start, day < span.end, lunarFormat.composes(span), lunarFormat.icuAgrees(span) {
        return day
      }
      return arithmetic.formattingStandIn(for: day)
    }
  }

  /// The labels of the day numbers a grid of `span` shows, by number (index 0 unused): every
  /// number of the month and of its predecessor's last week, made once and kept (a grid reads
  /// them without a call per cell). Each equals ``dayLabel(_:near:)``.
  package func dayLabels(near span: MonthSpan) -> [String] {
    let needed = max(span.previousMonthLastDay, span.dayNumbers.last ?? 0)
    if needed < dayLabelTable.count { return dayLabelTable }
    var table = dayLabelTable
    if table.isEmpty { table.append("") }
    while table.count <= needed && table.count < dayLabels.count { table.append(dayLabel(table.count, near: span)) }
    dayLabelTable = table
    return table
  }

  /// ``dayLabels(near:)`` packed, kept beside them (the labels of a number never change, so the
  /// table is packed again only when it grew).
  package func packedDayLabels(near span: MonthSpan) -> [PackedLabel] {
    let labels = dayLabels(near: span)
    if packedDayLabelTable.count != labels.count { packedDayLabelTable = labels.map(PackedLabel.init) }
    return packedDayLabelTable
  }

  func dayCarrying(_ number: Int, near span: MonthSpan) -> JulianDay {
    if let index = span.dayNumbers.firstIndex(of: number) { return span.start.advanced(by: index) }
    // Days of the adjacent months: before the month the numbers count down to its start.
    if number > span.previousMonthLastDay - 7 && number <= span.previousMonthLastDay {
      return span.start.advanced(by: number - span.previousMonthLastDay - 1)
    }
    return span.end.advanced(by: number - 1)
  }
}
