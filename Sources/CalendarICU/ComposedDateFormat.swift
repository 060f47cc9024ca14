import CalendarModel

/// Formats the days of a month without one ICU call a day: each month's dates are composed
/// (``MonthFullDates``) from its pieces, the day's label and the weekday's name.
///
/// The pieces come from one ICU call a year where the calendar's months are the same every year
/// (the `.dates` template: day, weekday and month names taken out), else from one ICU call a month
/// (the `.days` template). Each year's, or month's, first composed day is checked against ICU's own
/// formatting, and any difference sends the later ones to the next way down — the monthly template,
/// then ICU day by day: composing is a shortcut, never a second opinion. The tests compare every
/// composed day of several years with ICU's, in every locale.
final class ComposedDateFormat {
  /// The full date's pattern, written by the locale calendar's one formatter.
  let pattern: String
  private let shared: SharedDateFormat
  private let template: PatternTemplate?
  /// The `.dates` template, for calendars whose month names do not change from year to year.
  private let yearTemplate: PatternTemplate?
  private var composingYears = true
  /// The pieces of the years composed so far (up to ``ComposedTitleFormat/keptYears``): a process
  /// that shows a year again does not ask ICU again.
  private var piecesByYear: [ComposedTitleFormat.Year: FullDatePieces] = [:]
  /// The year looked up last and its pieces (a year's twelve months ask in a row).
  private var recentYear: (year: ComposedTitleFormat.Year, pieces: FullDatePieces)?
  /// Month names as UTF-8 by context and width (``weekdayTable``'s order), read when first needed.
  private var monthNames: [[[UInt8]]?] = Array(repeating: nil, count: 8)
  private var composing = true
  /// The months used last (a grid shows up to three months).
  private var recent: [MonthFullDates] = []
  /// Whether a month keeps one era from its first day to its last (nil: a calendar without eras
  /// that change mid-month).
  private let keepsOneEra: ((MonthSpan) throws -> Bool)?
  /// Starts of the months last found to change era (their days go to ICU one by one).
  private var monthsChangingEra: [JulianDay] = []

  /// - Parameters:
  ///   - shared: the locale calendar's formatter; `reform` is the one it was opened with.
  ///   - composable: false keeps every day in ICU.
  ///   - keepsOneEra: for a calendar whose eras change mid-month (the Japanese: Heisei began on
  ///     8 January 1989), whether a month keeps its first day's era to its end: a month that does
  ///     not is written by ICU day by day (its pieces would carry the first era), the others are
  ///     composed as usual.
  ///   - sameMonthsEveryYear: the calendar's month names are the same every year (not a calendar
  ///     with leap months), so a year's months compose from one ICU call.
  init(
    shared: SharedDateFormat, pattern: String, reform: GregorianReform?, composable: Bool, sameMonthsEveryYear: Bool,
    formatNames: [Weekday: WeekdayNames], standaloneNames: [Weekday: WeekdayNames],
    keepsOneEra: ((MonthSpan) throws -> Bool)? = nil
  ) {
    self.shared = shared
    self.keepsOneEra = keepsOneEra
    self.pattern = pattern
    let usable = composable && (reform == nil || reform == .r1582)
    template = usable ? PatternTemplate(pattern: pattern, period: .days) : nil
    yearTemplate = usable && sameMonthsEveryYear ? PatternTemplate(pattern: pattern, period: .dates) : nil
    weekdayTable = (0..<(2 * 4 * 7)).map { index in
      let names = index / 28 == 1 ? standaloneNames : formatNames
      let width = LabelWidth.tableOrder[index / 7 % 4]
      return Array((names[Weekday(rawValue: index % 7 + 1) ?? .sun]?[width] ?? "").utf8)
    }
  }

  /// `day`, which lies in `span` and whose day number the calendar writes `label`.
  func format(_ day: JulianDay, in span: MonthSpan, label: String, standIn: JulianDay? = nil) throws -> String {
    guard let dates = try month(span, label: label, of: day, standIn: standIn) else { return try formatByICU(day) }
    return dates.format(day, label: label)
  }

  /// ICU's full date of `day`, never composed.
  func formatByICU(_ day: JulianDay) throws -> String { try shared.format(day, pattern: pattern) }

  /// Whether days are still composed (false once a month's check failed).
  var isComposing: Bool { composing && template != nil }

  /// Whether years are composed from one ICU call (the tests count them).
  var isComposingYears: Bool { isComposing && composingYears && yearTemplate != nil }

  /// The composed dates of `span`, or nil when its days are formatted by ICU one by one.
  /// `label` is the label of `day` (a day of `span`), which is checked against ICU when the
  /// month's pieces are new. A month ICU reckons otherwise (a corrected one) gives
  /// `standIn`, a day ICU puts in the same month and year, to format its pieces on; its dates are
  /// not checked (ICU's text of its days is wrong), the months before and after it are.
  func month(_ span: MonthSpan, label: String, of day: JulianDay, standIn: JulianDay? = nil) throws -> MonthFullDates? {
    guard composing, template != nil else { return nil }
    for dates in recent where dates.start == span.start { return dates }
    if let keepsOneEra {
      if monthsChangingEra.contains(span.start) { return nil }
      guard try keepsOneEra(span) else {
        if monthsChangingEra.count == 4 { monthsChangingEra.removeFirst() }
        monthsChangingEra.append(span.start)
        return nil
      }
    }
    var dates: MonthFullDates?
    if let standIn {
      dates = try monthly(span, label, day, formattedOn: standIn)
    } else {
      if composingYears, yearTemplate != nil { dates = try yearly(span, label, day) }
      if dates == nil { dates = try monthly(span, label, day) }
    }
    guard let dates else {
      composing = false
      return nil
    }
    if recent.count == 3 { recent.removeFirst() }
    recent.append(dates)
    return dates
  }

  /// The month's dates from its year's pieces and its month's name; nil (and no more years) when
  /// the year's check fails.
  private func yearly(_ span: MonthSpan, _ label: String, _ day: JulianDay) throws -> MonthFullDates? {
    guard let yearTemplate, !span.code.isLeap else { return nil }
    var pieces: FullDatePieces?
    let year = ComposedTitleFormat.Year(number: span.year, era: span.era)
    if let recentYear, recentYear.year == year {
      pieces = recentYear.pieces
    } else {
      pieces = piecesByYear[year]
    }
    let check = pieces == nil
    if pieces == nil {
      if let cut = yearTemplate.pieces(of: try shared.format(span.start, pattern: yearTemplate.pattern)) {
        pieces = FullDatePieces(slots: yearTemplate.slots, pieces: cut.map { Array($0.utf8) }, weekdayName: weekdayBytes)
      }
    }
    let code = span.code
    guard let pieces,
      let dates = MonthFullDates(
        start: span.start, end: span.end, pieces: pieces,
        monthName: { standalone, width in
          guard let names = try? self.monthNames(standalone, width), code.number >= 1, code.number <= names.count
          else { return nil }
          return names[code.number - 1]
        })
    else {
      composingYears = false
      return nil
    }
    if check {
      guard dates.format(day, label: label) == (try formatByICU(day)) else {
        composingYears = false
        return nil
      }
      if piecesByYear.count >= ComposedTitleFormat.keptYears { piecesByYear.removeAll(keepingCapacity: true) }
      piecesByYear[year] = pieces
    }
    recentYear = (year, pieces)
    return dates
  }

  private func monthNames(_ standalone: Bool, _ width: LabelWidth) throws -> [[UInt8]] {
    let index = (standalone ? 4 : 0) + Self.widthIndex(width)
    if let names = monthNames[index] { return names }
    let names = try shared.symbols.monthNames(width: width, standalone: standalone).map { Array($0.utf8) }
    monthNames[index] = names
    return names
  }

  /// The month's dates from ICU's text of its `.days` template (formatted on `standIn`, unchecked,
  /// for a month ICU reckons otherwise); nil when its check fails.
  private func monthly(_ span: MonthSpan, _ label: String, _ day: JulianDay, formattedOn standIn: JulianDay? = nil) throws
    -> MonthFullDates?
  {
    guard let template,
      let cut = template.pieces(of: try shared.format(standIn ?? span.start, pattern: template.pattern)),
      let pieces = FullDatePieces(slots: template.slots, pieces: cut.map { Array($0.utf8) }, weekdayName: weekdayBytes),
      let dates = MonthFullDates(start: span.start, end: span.end, pieces: pieces, monthName: { _, _ in nil })
    else { return nil }
    guard try standIn != nil || dates.format(day, label: label) == formatByICU(day) else { return nil }
    return dates
  }

  /// Weekday names as UTF-8, by context, width and weekday (made once: a `let` table costs no
  /// exclusivity check per day).
  private let weekdayTable: [[UInt8]]

  private func weekdayBytes(_ weekday: Weekday, _ standalone: Bool, _ width: LabelWidth) -> [UInt8] {
    weekdayTable[((standalone ? 1 : 0) * 4 + Self.widthIndex(width)) * 7 + weekday.rawValue - 1]
  }

  private static func widthIndex(_ width: LabelWidth) -> Int {
    switch width {
    case .wide: 0
    case .abbreviated: 1
    case .short: 2
    case .narrow: 3
    }
  }
}

extension LabelWidth {
  /// The widths in the order of ``ComposedDateFormat``'s weekday table.
  fileprivate static let tableOrder: [LabelWidth] = [.wide, .abbreviated, .short, .narrow]
}
