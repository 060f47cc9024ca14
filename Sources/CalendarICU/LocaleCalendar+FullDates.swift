import CalendarModel

// Full dates (`yMMMMEEEEd`), for accessible labels: composed from one ICU call a year or month.
extension LocaleCalendar {
  /// The full date of a day as the locale writes it (skeleton `yMMMMEEEEd`), for accessible labels:
  /// composed from one ICU call a year or a month (see ``ComposedDateFormat``).
  package func fullDate(_ day: JulianDay) throws -> String {
    let format = try openFullDateFormat()
    if lunarFormat != nil {
      if lunarFullDatePattern == nil { lunarFullDatePattern = .some(ComposedLunarFormat.Pattern(format.pattern)) }
      if let text = try lunarComposed(day, lunarFullDatePattern ?? nil) { return text }
    }
    guard format.isComposing else { return try format.formatByICU(day) }
    return try composed(day, by: format)
  }

  /// `day` written by the lunar tables' own composition, or nil where they do not write its month
  /// (or `pattern` is nil: it has a field they do not compose).
  func lunarComposed(_ day: JulianDay, _ pattern: ComposedLunarFormat.Pattern?) throws -> String? {
    guard let lunarFormat, let pattern else { return nil }
    let span = try month(holding: day)
    guard lunarFormat.writes(span) else { return nil }
    return lunarFormat.format(pattern, day: day, of: span, dayLabel: { dayLabel(span.dayNumber(of: day), near: span) })
  }

  /// `day` composed by `format` from its month, whose pieces are formatted on a day ICU puts in that
  /// month where ICU reckons it otherwise (``ICUCalendarArithmetic/formattingStandIn(for:in:)``).
  func composed(_ day: JulianDay, by format: ComposedDateFormat) throws -> String {
    let span = try month(holding: day)
    let shown = arithmetic.formattingStandIn(for: span.start, in: span)
    return try format.format(
      day, in: span, label: dayLabel(span.dayNumber(of: day), near: span), standIn: shown == span.start ? nil : shown)
  }

  /// The full dates of `count` consecutive days from `first`, most of them in `span`: each month's
  /// dates composed once (``MonthFullDates``), every label copied into one buffer they share.
  package func fullDateLabels(from first: JulianDay, count: Int, near span: MonthSpan) throws -> [FullDateLabel] {
    let format = try openFullDateFormat()
    // Lunar calendars compose their dates their own way (``ComposedLunarFormat``), day by day.
    if lunarFormat == nil, format.isComposing,
      let labels = try composedFullDateLabels(format, from: first, count: count, near: span)
    {
      return labels
    }
    var text: [UInt8] = []
    var ends: [Int] = []
    ends.reserveCapacity(count)
    for offset in 0..<count {
      text += try fullDate(first.advanced(by: offset)).utf8
      ends.append(text.count)
    }
    return Self.labels(text, ends)
  }

  /// The composed labels, or nil when a month of them is not composed. Two passes over the days:
  /// their lengths, then their bytes, written once into a buffer of the exact size.
  func composedFullDateLabels(_ format: ComposedDateFormat, from first: JulianDay, count: Int, near span: MonthSpan)
    throws -> [FullDateLabel]?
  {
    // The runs of days in one month (three for a grid: the end of the previous month, the month,
    // the start of the next).
    var runs: [FullDateRun] = []
    runs.reserveCapacity(4)
    var month = span
    var index = 0
    while index < count {
      let day = first.advanced(by: index)
      if day < month.start || day >= month.end {
        month = day == month.end ? try layoutArithmetic.month(after: month) : try self.month(holding: day)
      }
      let labels = dayLabels(near: month)
      let label = Self.label(month.dayNumber(of: day), labels, self, month)
      // A month ICU reckons otherwise (a Hebrew month around ICU's late new years) has its pieces
      // formatted on a day ICU puts in it.
      let shown = arithmetic.formattingStandIn(for: month.start, in: month)
      guard let dates = try format.month(month, label: label, of: day, standIn: shown == month.start ? nil : shown)
      else { return nil }
      let end = min(count, index + day.distance(to: month.end))
      runs.append(
        FullDateRun(dates: dates, span: month, labels: labels, start: index, end: end, position: month.start.distance(to: day)))
      index = end
    }
    let firstWeekday = first.weekday.rawValue - 1
    // First the lengths, then the bytes: the same walk over the runs (weekday 0 = Sunday).
    var ends: [Int] = []
    ends.reserveCapacity(count)
    var total = 0
    var weekday = firstWeekday
    for run in runs {
      let (dates, numbers, labels) = (run.dates, run.span.dayNumbers, run.labels)
      for position in run.position..<(run.position + run.end - run.start) {
        let number = numbers[position]
        let label = number >= 1 && number < labels.count ? labels[number] : dayLabel(number, near: run.span)
        total += dates.count(weekday: weekday, labelCount: label.utf8.count)
        ends.append(total)
        weekday = weekday == 6 ? 0 : weekday + 1
      }
    }
    let text = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
      initialized = 0
      guard var at = buffer.baseAddress else { return }
      var weekday = firstWeekday
      for run in runs {
        let (dates, numbers, labels) = (run.dates, run.span.dayNumbers, run.labels)
        for position in run.position..<(run.position + run.end - run.start) {
          let number = numbers[position]
          var label = number >= 1 && number < labels.count ? labels[number] : dayLabel(number, near: run.span)
          at = label.withUTF8 { dates.write(weekday: weekday, label: $0, to: at) }
          weekday = weekday == 6 ? 0 : weekday + 1
        }
      }
      initialized = total
    }
    return Self.labels(text, ends)
  }

  /// Days of a grid in one month: its composed dates and day labels, the grid's days
  /// `start..<end`, the first of them at `position` in the month.
  struct FullDateRun {
    let dates: MonthFullDates
    let span: MonthSpan
    let labels: [String]
    let start: Int
    let end: Int
    let position: Int
  }

  /// The labels of `text`, cut at `ends`.
  static func labels(_ text: [UInt8], _ ends: [Int]) -> [FullDateLabel] {
    var start = 0
    return ends.map { end in
      defer { start = end }
      return FullDateLabel(buffer: text, range: start..<end)
    }
  }

  static func label(_ number: Int, _ labels: [String], _ calendar: LocaleCalendar, _ span: MonthSpan) -> String {
    number >= 1 && number < labels.count ? labels[number] : calendar.dayLabel(number, near: span)
  }

  func openFullDateFormat() throws -> ComposedDateFormat {
    if let fullDateFormat { return fullDateFormat }
    let format = composedDateFormat(try patterns.bestPattern(skeleton: "yMMMMEEEEd"))
    fullDateFormat = format
    return format
  }

  /// Days in `pattern` composed from a month's or a year's pieces (full dates, corrected agenda dates).
  func composedDateFormat(_ pattern: String) -> ComposedDateFormat {
    ComposedDateFormat(
      shared: formats, pattern: pattern, reform: facts.calendar == .gregorian ? reform : nil,
      composable: true, sameMonthsEveryYear: !facts.calendar.hasLeapMonths,
      formatNames: facts.formatWeekdayNames, standaloneNames: facts.standaloneWeekdayNames,
      keepsOneEra: facts.calendar == .japanese ? Self.keepsOneJapaneseEra(arithmetic) : nil)
  }

  /// Whether a Japanese month keeps one era to its end, in ICU's reckoning. Months before Meiji
  /// (no era code: years keyed by number alone, eras that often begin on a month's first day) are
  /// left to ICU as a whole.
  static func keepsOneJapaneseEra(_ arithmetic: ICUCalendarArithmetic) -> (MonthSpan) throws -> Bool {
    { span in
      guard span.era != nil else { return false }
      return try arithmetic.calendar.fields(span.start).era == arithmetic.calendar.fields(span.end.advanced(by: -1)).era
    }
  }

  /// ICU's own full date of a day, never composed (the tests compare the two).
  package func fullDateByICU(_ day: JulianDay) throws -> String {
    _ = try fullDate(day)
    return try fullDateFormat!.formatByICU(day)  // opened by fullDate
  }
}
