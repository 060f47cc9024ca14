import CalendarModel

/// Chinese, Korean (`dangi`) and Umm al-Qura dates written without ICU's calendar computations, for
/// the months of calrender's month tables (``MonthTable``: 1900–2100; 1300–1600 AH).
///
/// ICU computes a Chinese date's fields from new moons and solar terms every time it formats one
/// (some 400 µs a call, against 6 for a Gregorian date; an Umm al-Qura one walks its year table, some
/// 30 µs), and `ComposedDateFormat`'s templates do not apply: the year's fields (`U` cyclic year
/// name, `r` related Gregorian year) and the leap months change the text from year to year. Within
/// the table the fields are known without ICU — the month from the table, the year's position in the
/// sexagenary cycle from the related Gregorian year — so a date is composed field by field from what
/// is fetched once per locale:
/// - `U`: the cyclic year names (`cr_datefmt_cyclic_year_name`, the abbreviated set ICU writes for
///   every length of the field);
/// - `r`, `y` (the related Gregorian year; the year of the cycle, or the Umm al-Qura year): numbers
///   in the date format's digits, written by a Gregorian formatter's `r` (the same numbering, no
///   calendar computation), once a year; `G` (Umm al-Qura only, one era): ICU's text, once;
/// - `M`, `L`: the calendar's month names (lengths 3–5) or numbers as `r` and `dd` write them
///   (1–2); a leap month's name is ICU's leap pattern around it ("闰六月", "Sixth Monthbis"), which
///   the C API does not give: read once per field from ICU's text of the first leap month written;
/// - `d`, `E`/`c`/`e` (from 3 letters): the day labels and weekday names the grid already has;
///   `dd` and a secondary date's `d`: numbers as a Gregorian formatter writes the days of January.
///
/// Every month of the table is composed from its true fields, the months ICU reckons wrongly
/// (``LunarMonthCorrection``) included: their dates follow the correction as the document's
/// arithmetic does (ICU would write 26 February 2017 as the last day of the first month in Korea;
/// it is the first of the second). A month text ICU must give is formatted on a month of the same
/// code that ICU reckons right. A pattern with any other field (week years, padded numbers, times)
/// is left to ICU, as are months outside the table. `CalRenderTests.LunarCompositionTests` compares
/// the composed text with ICU's in every locale ICU has.
final class ComposedLunarFormat {
  /// A date pattern cut into the literals and fields the composition writes (a class: the months
  /// written with it are cached by its identity).
  final class Pattern {
    enum Part {
      case literal(String)
      /// `U`: the year's name in the sexagenary cycle.
      case cyclicYear
      /// `r`: the related Gregorian year.
      case relatedYear
      /// `y`: the year of the cycle, 1…60 (`chinese`, `dangi`); the year (`islamic-umalqura`).
      case year
      /// `G` at a length (1…5): the era (`islamic-umalqura` only: ICU numbers Chinese cycles).
      case era(count: Int)
      /// `M`/`L` at a length (1…5): index into the month texts by field.
      case month(field: Int)
      /// `d`: the day label.
      case day
      /// `dd`: the day number in two digits at least.
      case paddedDay
      case weekday(standalone: Bool, width: LabelWidth)
    }

    let parts: [Part]
    /// Whether a field changes from day to day (`d`, `dd`, weekdays).
    let hasDaySlots: Bool
    /// The field of each `.month(field:)`, as ICU reads it alone (`MMMM`, `L`).
    static let monthFields = (1...5).map { String(repeating: "M", count: $0) }
      + (1...5).map { String(repeating: "L", count: $0) }

    /// Splits `pattern`; nil when it has a field the composition does not write.
    init?(_ pattern: String) {
      var parts: [Part] = []
      var literal = ""
      guard let tokens = PatternToken.tokens(of: pattern) else { return nil }
      for token in tokens {
        guard case .field(let character, let count) = token else {
          if case .literal(let text, _) = token { literal += text }
          continue
        }
        let part: Part
        switch (character, count) {
        case ("U", 1): part = .cyclicYear
        case ("r", 1): part = .relatedYear
        case ("y", 1): part = .year
        case ("G", 1...5): part = .era(count: count)
        case ("d", 1): part = .day
        case ("d", 2): part = .paddedDay
        case ("M", 1...5): part = .month(field: count - 1)
        case ("L", 1...5): part = .month(field: 5 + count - 1)
        case ("E", 1...6): part = .weekday(standalone: false, width: LabelWidth(fieldLength: count))
        case ("e", 3...6), ("c", 3...6): part = .weekday(standalone: character == "c", width: LabelWidth(fieldLength: count))
        default: return nil
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        literal = ""
        parts.append(part)
      }
      if !literal.isEmpty { parts.append(.literal(literal)) }
      self.parts = parts
      hasDaySlots = parts.contains { part in
        switch part {
        case .day, .paddedDay, .weekday: true
        default: false
        }
      }
    }
  }

  private let locale: String
  private let gregorianLocale: String
  /// The calendar's own formatter: its month and cyclic year names.
  private let symbols: ICUDateFormat
  private let system: CalendarSystem
  private let table: MonthTable
  private let coverage: ClosedRange<JulianDay>
  /// Each correction's first day as ICU has it and as it truly is: a month holding either (or
  /// ending on it) is left to ICU.
  /// The first days of corrected months, ICU's and the true ones, in order; read when a month of
  /// the table is first checked (a start outside the table never parses the corrections).
  private lazy var correctedDays: [JulianDay] = corrections().values.flatMap { [$0.icuStart, $0.start] }.sorted()
  private let corrections: () -> [JulianDay: LunarMonthCorrection]
  private let formatNames: [Weekday: WeekdayNames]
  private let standaloneNames: [Weekday: WeekdayNames]
  private var cyclicYearNames: [String]?
  /// Month texts by field (``Pattern/monthFields``) and month code (`number * 2 + leap`).
  private var monthTexts = [[String?]](repeating: [String?](repeating: nil, count: 32), count: 10)
  private var fieldFormats = [ICUDateFormat?](repeating: nil, count: 10)
  /// The text around a month's own in a leap month's, by field (nil until a leap month was seen).
  private var leapPatterns = [(prefix: String, suffix: String)?](repeating: nil, count: 10)
  private var numberFormat: ICUDateFormat?
  private var numbers: [Int: String] = [:]
  /// The digits of the locale's numbering system, which write numbers and day numbers as the
  /// Gregorian formatters below would (nil: read them first; `.some(nil)`: the system is not
  /// decimal, ICU writes): no formatter opened for them (a date formatter is ~0.9 M instructions of
  /// a start). `LunarCompositionTests` compare the texts with ICU's in every locale.
  private var digits: DecimalDigits??
  /// `d` and `dd` of a Gregorian formatter, and the days written with them (by padding and number).
  private var dayFormats: [ICUDateFormat?] = [nil, nil]
  private var dayTexts = [[String?]](repeating: [String?](repeating: nil, count: 32), count: 2)

  /// Eras by the length of the field (`islamic-umalqura`: one era, written once).
  private var eraTexts = [String?](repeating: nil, count: 6)

  /// nil unless `system` is `chinese`, `dangi` or `islamic-umalqura` and `table` covers some of it.
  /// - Parameter corrections: the months ICU reckons wrongly, by ICU's first day
  ///   (`ICUCalendarArithmetic.lunarCorrections`), asked for when first needed.
  init?(
    locale: ResolvedLocale, system: CalendarSystem, table: MonthTable,
    corrections: @escaping () -> [JulianDay: LunarMonthCorrection], symbols: ICUDateFormat,
    formatNames: [Weekday: WeekdayNames], standaloneNames: [Weekday: WeekdayNames]
  ) {
    guard [.chinese, .dangi, .islamicUmalqura].contains(system), let coverage = table.span,
      let gregorian = try? locale.setting("calendar", to: "gregorian")
    else { return nil }
    self.locale = locale.icuIdentifier
    gregorianLocale = gregorian.icuIdentifier
    self.symbols = symbols
    self.system = system
    self.table = table
    self.coverage = coverage
    self.corrections = corrections
    self.formatNames = formatNames
    self.standaloneNames = standaloneNames
  }

  /// Whether `span` is a month of the table (one the layout's arithmetic read from it).
  func composes(_ span: MonthSpan) -> Bool {
    coverage.contains(span.start) && coverage.contains(span.end.advanced(by: -1))
  }

  /// The table's first day (1 Muharram 1300 AH in Umm al-Qura: where ICU formats a day cheapest).
  var firstDay: JulianDay { coverage.lowerBound }

  /// Whether the headings and full dates of `span` are composed: a month of the table, or an Umm
  /// al-Qura month after it (from 1601 AH), which ICU reckons and writes as an islamic-civil month
  /// — the same month, weekday and era names, the numbers in the same digits, the days the
  /// arithmetic gives (`LunarCompositionTests` compare them with ICU's in every locale).
  ///
  /// A Chinese or Korean month outside the table is one ICU reckons (the layout's arithmetic is
  /// ICU's there, no correction applies): its fields are the span's, as for a month of the table,
  /// so it is composed too. Formatting its days through ICU instead cost a new-moon search each,
  /// and more the farther the year is from 2000 (`--calendar chinese -n 1200 -f svg 8900-01-01`:
  /// 6 s, issue 28 item 5).
  func writes(_ span: MonthSpan) -> Bool {
    composes(span) || system != .islamicUmalqura || span.start > coverage.upperBound
  }

  /// Whether every day of `span` is one ICU reckons as the table does (no correction touches it).
  func icuAgrees(_ span: MonthSpan) -> Bool {
    // The first corrected day from the month's start on (Umm al-Qura has some 1,500).
    var low = 0, high = correctedDays.count
    while low < high {
      let middle = (low + high) / 2
      if correctedDays[middle] < span.start { low = middle + 1 } else { high = middle }
    }
    return low == correctedDays.count || correctedDays[low] > span.end
  }

  /// A pattern with the month's fields written: UTF-8 pieces between the slots of the day.
  private struct MonthTemplate {
    enum Slot {
      case day, paddedDay
      case weekday(index: Int)
    }
    var pattern: Pattern
    var start: JulianDay
    /// `slots.count + 1` pieces.
    var pieces: [[UInt8]]
    var slots: [Slot]
    var length: Int
  }

  /// The templates used last (a grid shows up to three months; a document writes up to four patterns).
  private var templates: [MonthTemplate] = []

  /// Weekday names as UTF-8, by context, width and weekday (`weekdayIndex`).
  private lazy var weekdayBytes: [[UInt8]] = (0..<(2 * 4 * 7)).map { index in
    let names = index / 28 == 1 ? standaloneNames : formatNames
    let width: LabelWidth = [.wide, .abbreviated, .short, .narrow][index / 7 % 4]
    return Array((names[Weekday(rawValue: index % 7 + 1) ?? .sun]?[width] ?? "").utf8)
  }

  private static func weekdayIndex(standalone: Bool, width: LabelWidth) -> Int {
    let widthIndex =
      switch width {
      case .wide: 0
      case .abbreviated: 1
      case .short: 2
      case .narrow: 3
      }
    return ((standalone ? 1 : 0) * 4 + widthIndex) * 7
  }

  /// `pattern` written for `day` of `span` (a month that ``composes(_:)``), whose day label
  /// `dayLabel` gives; nil when ICU fails to give a symbol.
  func format(_ pattern: Pattern, day: JulianDay, of span: MonthSpan, dayLabel: () -> String) -> String? {
    guard pattern.hasDaySlots else { return text(pattern, span) }
    guard let template = template(pattern, span) else { return nil }
    var total = template.length
    var label: [UInt8] = []
    for slot in template.slots {
      switch slot {
      case .day:
        label = Array(dayLabel().utf8)
        total += label.count
      case .paddedDay:
        guard let text = dayText(span.dayNumber(of: day), padded: true) else { return nil }
        label = Array(text.utf8)
        total += label.count
      case .weekday(let index):
        guard !weekdayBytes[index + day.weekday.rawValue - 1].isEmpty else { return nil }
        total += weekdayBytes[index + day.weekday.rawValue - 1].count
      }
    }
    // Bytes copied once into the string's own storage (String's appends cost several times more:
    // a full date for every cell of every grid).
    return String(unsafeUninitializedCapacity: total) { buffer in
      guard var target = buffer.baseAddress else { return 0 }
      let start = target
      target = Self.copy(template.pieces[0], to: target)
      for (index, slot) in template.slots.enumerated() {
        switch slot {
        case .day, .paddedDay: target = Self.copy(label, to: target)
        case .weekday(let table): target = Self.copy(weekdayBytes[table + day.weekday.rawValue - 1], to: target)
        }
        target = Self.copy(template.pieces[index + 1], to: target)
      }
      return target - start
    }
  }

  private static func copy(_ bytes: [UInt8], to target: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
    bytes.withUnsafeBufferPointer { bytes in
      guard let source = bytes.baseAddress else { return target }
      target.update(from: source, count: bytes.count)
      return target + bytes.count
    }
  }

  /// A pattern without day fields (a month's headings), written directly: a template would be
  /// used once.
  private func text(_ pattern: Pattern, _ span: MonthSpan) -> String? {
    var text = ""
    for part in pattern.parts {
      guard let piece = monthText(part, span) else { return nil }
      text += piece
    }
    return text
  }

  /// The text of a part that is the same all month (nil for a day's part, or when ICU fails).
  private func monthText(_ part: Pattern.Part, _ span: MonthSpan) -> String? {
    switch part {
    case .literal(let literal): return literal
    case .cyclicYear: return system == .islamicUmalqura ? nil : cyclicYearName(span.year)
    case .relatedYear: return system == .islamicUmalqura ? nil : number(span.year)
    case .year: return number(system == .islamicUmalqura ? span.year : Self.cycleIndex(span.year) + 1)
    case .era(let count): return system == .islamicUmalqura ? eraText(count: count, span: span) : nil
    case .month(let field): return monthText(field: field, span: span)
    case .day, .paddedDay, .weekday: return nil
    }
  }

  /// `pattern` with the fields of `span` written, from the cache or made.
  private func template(_ pattern: Pattern, _ span: MonthSpan) -> MonthTemplate? {
    for template in templates where template.start == span.start && template.pattern === pattern { return template }
    var pieces: [[UInt8]] = [[]]
    var slots: [MonthTemplate.Slot] = []
    for part in pattern.parts {
      switch part {
      case .day: slots.append(.day)
      case .paddedDay: slots.append(.paddedDay)
      case .weekday(let standalone, let width):
        slots.append(.weekday(index: Self.weekdayIndex(standalone: standalone, width: width)))
      default:
        guard let text = monthText(part, span) else { return nil }
        pieces[pieces.count - 1] += Array(text.utf8)
        continue
      }
      pieces.append([])
    }
    // A `.day` and a `.paddedDay` in one pattern would share one label.
    guard slots.filter({ if case .weekday = $0 { false } else { true } }).count <= 1 else { return nil }
    let template = MonthTemplate(
      pattern: pattern, start: span.start, pieces: pieces, slots: slots, length: pieces.reduce(0) { $0 + $1.count })
    if templates.count == 8 { templates.removeFirst() }
    templates.append(template)
    return template
  }

  /// Day number `number` as the date format writes it (`d`, or `dd` when `padded`): a Gregorian
  /// formatter's, whose digits are the calendar's (no astronomy behind it).
  func dayText(_ number: Int, padded: Bool) -> String? {
    let padding = padded ? 1 : 0
    guard (1...31).contains(number) else { return nil }
    if let cached = dayTexts[padding][number] { return cached }
    if let digits = decimalDigits(), let text = digits.write(number, minimumDigits: padded ? 2 : 1) {
      dayTexts[padding][number] = text
      return text
    }
    if dayFormats[padding] == nil { dayFormats[padding] = try? ICUDateFormat(locale: gregorianLocale, pattern: padded ? "dd" : "d") }
    guard let text = try? dayFormats[padding]?.format(JulianDay(isoYear: 2000, month: 1, day: number)) else { return nil }
    dayTexts[padding][number] = text
    return text
  }

  /// The era at a field length: ICU's text, once (every Umm al-Qura year is of one era, AH).
  private func eraText(count: Int, span: MonthSpan) -> String? {
    if let cached = eraTexts[count] { return cached }
    // The calendar's one era (AH, ICU's era 0), read from the formatter's symbols as the field
    // writes it: no formatter opened for it (the narrow form, GGGGG, through one).
    if count <= 4, let text = try? symbols.eraName(0, length: count), !text.isEmpty {
      eraTexts[count] = text
      return text
    }
    guard let format = try? ICUDateFormat(locale: locale, pattern: String(repeating: "G", count: count)),
      let text = try? format.format(firstDay)
    else { return nil }
    eraTexts[count] = text
    return text
  }

  /// The month `code` of the year nearest `year` that has one ICU reckons right.
  private func monthICUAgreesOn(_ code: MonthCode, near year: Int) -> MonthSpan? {
    for distance in 1...200 {
      for candidate in [year - distance, year + distance] {
        if let month = table.month(year: candidate, code: code), composes(month), icuAgrees(month) { return month }
      }
    }
    return nil
  }

  /// The 0-based position in the sexagenary cycle of the lunar year of a related Gregorian year
  /// (1984 began a cycle: 甲子).
  private static func cycleIndex(_ relatedYear: Int) -> Int { ((relatedYear - 1984) % 60 + 60) % 60 }

  private func cyclicYearName(_ relatedYear: Int) -> String? {
    if cyclicYearNames == nil { cyclicYearNames = (try? symbols.cyclicYearNames()) ?? [] }
    let index = Self.cycleIndex(relatedYear)
    guard let names = cyclicYearNames, names.count == 60 else { return nil }
    return names[index]
  }

  /// A number in the date format's digits, as a Gregorian formatter writes a related year.
  private func number(_ value: Int) -> String? {
    if let cached = numbers[value] { return cached }
    guard value >= 1 else { return nil }
    if let digits = decimalDigits(), let text = digits.write(value) {
      numbers[value] = text
      return text
    }
    if numberFormat == nil { numberFormat = try? ICUDateFormat(locale: gregorianLocale, pattern: "r") }
    guard let text = try? numberFormat?.format(JulianDay(isoYear: value, month: 7, day: 1)) else { return nil }
    numbers[value] = text
    return text
  }

  /// ``digits``, read once.
  private func decimalDigits() -> DecimalDigits? {
    if let digits { return digits }
    let read = try? ICUNumberFormat.decimalDigits(locale: gregorianLocale)
    digits = .some(read)
    return read
  }

  private func monthText(field: Int, span: MonthSpan) -> String? {
    let code = span.code.number * 2 + (span.code.isLeap ? 1 : 0)
    guard code < monthTexts[field].count else { return nil }
    if let cached = monthTexts[field][code] { return cached }
    let count = field % 5 + 1
    let standalone = field >= 5
    if !span.code.isLeap {
      switch count {
      case 1: monthTexts[field][code] = number(span.code.number)
      case 2: monthTexts[field][code] = dayText(span.code.number, padded: true)
      default:
        // The names themselves, all at once: ICU writes a month that is not leap with its name alone.
        let width: LabelWidth = count == 4 ? .wide : count == 5 ? .narrow : .abbreviated
        guard let names = try? symbols.monthNames(width: width, standalone: standalone), names.count == 12 else {
          return nil
        }
        for (index, name) in names.enumerated() { monthTexts[field][(index + 1) * 2] = name }
      }
      return monthTexts[field][code]
    }
    let regularSpan = MonthSpan(
      year: span.year, code: MonthCode(number: span.code.number), start: span.start, end: span.end,
      dayNumbers: [], previousMonthLastDay: 0)
    guard let regular = monthText(field: field, span: regularSpan) else { return nil }
    if let (prefix, suffix) = leapPatterns[field] {
      monthTexts[field][code] = prefix + regular + suffix
      return monthTexts[field][code]
    }
    if fieldFormats[field] == nil {
      fieldFormats[field] = try? ICUDateFormat(locale: locale, pattern: Pattern.monthFields[field])
    }
    // ICU writes a leap month with the locale's leap pattern around the month's own text ("闰{0}",
    // "{0}bis"), which the C API does not give: one ICU call shows it, on the first day of a month
    // of that code that ICU reckons right (this one, or the nearest such: 1987's 闰六月, 2017's).
    guard let carrier = icuAgrees(span) ? span : monthICUAgreesOn(span.code, near: span.year),
      let text = try? fieldFormats[field]?.format(carrier.start)
    else { return nil }
    let around = text.literalRanges(of: regular)
    if around.count == 1, let range = around.first {
      leapPatterns[field] = (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }
    monthTexts[field][code] = text
    return text
  }
}
