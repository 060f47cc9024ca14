import CalendarICU
import CalendarLayout
import CalendarModel
import Testing

/// The per-month build's shortcuts give what the slow ways give: full dates composed from one ICU
/// call a year equal ICU's day by day, day-label tables equal the labels asked for one by one, and
/// grids read from a table equal grids asked cell by cell.
@Suite("Month build fast paths")
struct MonthBuildFastPathTests {
  /// The days of the grid of `span` (six rows from its first weekday), most of them in it.
  static func gridDays(_ calendar: LocaleCalendar, _ span: MonthSpan) -> (first: JulianDay, count: Int) {
    let leading = span.start.weekday.distance(from: calendar.facts.firstWeekday)
    return (span.start.advanced(by: -leading), 42)
  }

  /// Compares every day of `months` grids from `start` with ICU's full date; false at the first
  /// difference (after recording it).
  static func compareFullDates(_ calendar: LocaleCalendar, from start: JulianDay, months: Int, _ name: String) throws
    -> Bool
  {
    var span = try calendar.monthArithmetic.month(containing: start)
    for _ in 0..<months {
      let (first, count) = gridDays(calendar, span)
      let labels = try calendar.fullDateLabels(from: first, count: count, near: span)
      #expect(labels.count == count)
      for (offset, label) in labels.enumerated() {
        let day = first.advanced(by: offset)
        // Lunar calendars write corrected months as the grid counts them (their own tests compare
        // them with ICU): their labels must equal their dates asked for one by one.
        let lunar: Set<CalendarSystem> = [.chinese, .dangi, .islamicUmalqura]
        let icu = try lunar.contains(calendar.facts.calendar) ? calendar.fullDate(day) : calendar.fullDateByICU(day)
        #expect(label.description == icu, "\(name) \(day.isoString)")
        #expect(label.utf8.elementsEqual(icu.utf8))
        if label.description != icu { return false }
      }
      span = try calendar.monthArithmetic.month(after: span)
    }
    return true
  }

  /// Every locale ICU lists, in its own calendar and in Gregorian, over fourteen months across a
  /// year's end; the representative locales in every calendar over three years.
  @Test func fullDateLabelsEqualICU() throws {
    let resolver = LocaleResolver()
    var byYear = 0, total = 0
    for id in resolver.availableLocales {
      for system in [nil, CalendarSystem.gregorian] {
        let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions(calendar: system))
        let name = "\(id) \(system?.identifier ?? "default")"
        guard try Self.compareFullDates(calendar, from: JulianDay(isoYear: 2023, month: 11, day: 1), months: 14, name)
        else { return }
        total += 1
        if calendar.composesFullDatesByYear { byYear += 1 }
      }
    }
    // One ICU call a year must be the rule, or the shortcut is not worth its code.
    #expect(Double(byYear) / Double(total) > 0.8, "by year in \(byYear) of \(total)")
    for id in FastPathTests.representative {
      for system in CalendarSystem.allCases {
        let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions(calendar: system))
        let name = "\(id) \(system.identifier)"
        for start in [JulianDay(isoYear: 1999, month: 6, day: 1), JulianDay(isoYear: 2099, month: 10, day: 1)] {
          guard try Self.compareFullDates(calendar, from: start, months: 8, name) else { return }
        }
        guard try Self.compareFullDates(calendar, from: JulianDay(isoYear: 2024, month: 1, day: 1), months: 38, name)
        else { return }
      }
    }
  }

  /// Around the 1582 change-over and with the other reforms (where no shortcut may apply).
  @Test(arguments: [GregorianReform.r1582, .r1752, .julian, .gregorian])
  func fullDateLabelsAcrossReformsEqualICU(reform: GregorianReform) throws {
    for id in ["en-US", "de-DE", "ko-KR"] {
      let calendar = try LocaleCalendar(
        locale: try LocaleResolver().resolve(id), options: CalendarOptions(calendar: .gregorian, reform: reform))
      for start in [JulianDay(isoYear: 1582, month: 8, day: 1), JulianDay(isoYear: 1752, month: 7, day: 1)] {
        guard try Self.compareFullDates(calendar, from: start, months: 5, "\(id) \(reform)") else { return }
      }
    }
  }

  /// A day's label read from the table equals the label asked for by number, in every calendar.
  @Test func dayLabelTablesEqualDayLabels() throws {
    for id in FastPathTests.representative {
      for system in CalendarSystem.allCases {
        let calendar = try LocaleCalendar(
          locale: try LocaleResolver().resolve(id), options: CalendarOptions(calendar: system))
        var span = try calendar.monthArithmetic.month(containing: JulianDay(isoYear: 2024, month: 1, day: 20))
        for _ in 0..<14 {
          let table = calendar.dayLabels(near: span)
          #expect(table.count > max(span.previousMonthLastDay, span.dayNumbers.last ?? 0))
          for number in 1..<table.count {
            #expect(table[number] == calendar.dayLabel(number, near: span), "\(id) \(system.identifier) \(number)")
          }
          // The packed table is the label table packed, index for index.
          #expect(calendar.packedDayLabels(near: span) == table.map(PackedLabel.init), "\(id) \(system.identifier)")
          span = try calendar.monthArithmetic.month(after: span)
        }
      }
    }
  }

  /// Grids whose labels come from the table equal grids asked for label by label, over many months,
  /// every first weekday and both row counts.
  @Test(arguments: [CalendarSystem.gregorian, .hebrew, .ethiopic, .islamicUmalqura, .persian])
  func tabledGridsEqualGridsAskedCellByCell(system: CalendarSystem) throws {
    let calendar = try LocaleCalendar(
      locale: try LocaleResolver().resolve("ar-EG"), options: CalendarOptions(calendar: system))
    var span = try calendar.monthArithmetic.month(containing: JulianDay(isoYear: 2020, month: 1, day: 1))
    for index in 0..<60 {
      let first = Weekday.allCases[index % 7]
      let today = span.start.advanced(by: index % 40)
      var builder = GridBuilder(
        firstWeekday: first, weekendDays: [.fri, .sat], fixedWeeks: index % 2 == 0, today: today, focus: today)
      builder.selection = Selection([today...today.advanced(by: 3)])
      let fast = builder.weeks(of: span, labels: calendar.dayLabels(near: span)) { calendar.dayLabel($0, near: span) }
      let slow = builder.weeks(of: span) { calendar.dayLabel($0, near: span) }
      #expect(fast == slow, "\(system.identifier) \(span.start.isoString) \(first)")
      let packed = builder.weeks(
        of: span, labels: calendar.dayLabels(near: span), packed: calendar.packedDayLabels(near: span)
      ) { calendar.dayLabel($0, near: span) }
      #expect(packed == slow, "\(system.identifier) \(span.start.isoString) \(first)")
      var setBuilt = GridBuilder(
        firstWeekday: first, weekend: [.fri, .sat], fixedWeeks: index % 2 == 0, today: today, focus: today)
      setBuilt.selection = builder.selection
      #expect(setBuilt.weeks(of: span) { calendar.dayLabel($0, near: span) } == slow)
      span = try calendar.monthArithmetic.month(after: span)
    }
  }

  /// A whole document (built into its frame) equals the same request streamed a month at a time,
  /// in every view, with and without decorations (holidays, week numbers, accessible labels, the
  /// agenda).
  @Test(arguments: ["en-US", "ko-KR", "he-IL"])
  func wholeDocumentsEqualStreamedDocuments(locale: String) throws {
    struct EveryTenthDay: HolidaySource {
      func holidays(in days: ClosedRange<JulianDay>) -> [JulianDay: [DayHoliday]] {
        var found: [JulianDay: [DayHoliday]] = [:]
        for day in days where day.value % 10 == 0 {
          found[day] = [DayHoliday(id: "tenth", name: "Tenth \(day.value)", kind: .public, region: "XX")]
        }
        return found
      }
    }
    let calendar = try LocaleCalendar(locale: try LocaleResolver().resolve(locale))
    var layout = DocumentLayout(
      localization: calendar, generator: CalendarDocument.Generator(version: "test", provider: "icu", icu: "72", cldr: "42"))
    let span = try calendar.monthArithmetic.month(containing: JulianDay(isoYear: 2024, month: 12, day: 15))
    for holidays in [false, true] {
      layout.holidays = holidays ? EveryTenthDay() : nil
      for view in [LayoutRequest.View.month(span), .months(from: span, count: 5), .year(of: span),
        .week(containing: span.start)]
      {
        for decorated in [false, true] {
          var request = LayoutRequest(view: view)
          if decorated {
            request.weekNumbering = .iso
            request.accessibleLabels = true
            request.agenda = true
            request.today = span.start.advanced(by: 3)
            request.selection = Selection([span.start...span.start.advanced(by: 2)])
          }
          let whole = try layout.document(request)
          let stream = try layout.streamedDocument(request)
          var streamed = stream.frame
          for index in 0..<stream.monthCount { streamed.months += try stream.months(index..<index + 1) }
          streamed.agenda = try stream.agenda()
          #expect(whole == streamed, "\(locale) \(view) holidays \(holidays) decorated \(decorated)")
          #expect(whole.months.count == stream.monthCount)
          let holidayDays = whole.months.flatMap { $0.weeks.flatMap(\.days) }.filter { !$0.holidays.isEmpty }
          #expect(holidays == !holidayDays.isEmpty || view == .week(containing: span.start))
        }
      }
    }
  }

  /// A document built with accessible labels has ICU's full date on every cell, in the views that
  /// build several grids and in the week strip.
  @Test(arguments: ["en-US", "ko-KR", "ar-SA", "he-IL"])
  func documentLabelsEqualICU(locale: String) throws {
    let calendar = try LocaleCalendar(locale: try LocaleResolver().resolve(locale))
    let layout = DocumentLayout(
      localization: calendar, generator: CalendarDocument.Generator(version: "test", provider: "icu", icu: "72", cldr: "42"))
    let span = try calendar.monthArithmetic.month(containing: JulianDay(isoYear: 2024, month: 12, day: 15))
    for view in [LayoutRequest.View.month(span), .months(from: span, count: 3), .year(of: span),
      .week(containing: span.start)]
    {
      var request = LayoutRequest(view: view)
      request.accessibleLabels = true
      let document = try layout.document(request)
      let cells = document.months.flatMap(\.weeks.days) + (document.week.map { Array($0.week.days) } ?? [])
      #expect(!cells.isEmpty)
      for cell in cells {
        #expect(cell.accessibleLabel == (try calendar.fullDate(cell.date)), "\(locale) \(cell.date.isoString)")
        if calendar.facts.calendar != .islamicUmalqura {
          #expect(cell.accessibleLabel == (try calendar.fullDateByICU(cell.date)), "\(locale) \(cell.date.isoString)")
        }
      }
    }
  }
}
