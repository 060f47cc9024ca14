import CalendarModel

/// Formats month titles with one ICU call a year instead of one a month: ICU formats the title's
/// template (``PatternTemplate``, `.months`) for the year, and each month is composed from it and
/// the calendar's month names. The first composed title is checked against ICU's own (in `hebrew`,
/// each year's first, since a leap year renames Adar), and any difference sends every later title
/// to ICU. A year's pieces are kept (up to ``keptYears`` years), so a process that shows a year
/// again does not ask ICU again; `FastPathTests` compare composed titles with ICU's in every locale
/// and calendar, across eras.
///
/// Only calendars whose months are named the same every year qualify, and `hebrew`, whose Adar is
/// "Adar II" in leap years (ICU's month symbol 13); not `chinese` and `dangi`, whose leap months
/// change the names (see ``ComposedLunarFormat``), nor `japanese`, whose eras change within a year.
final class ComposedTitleFormat {
  /// The title's pattern, written by the locale calendar's one formatter.
  let pattern: String
  private let shared: SharedDateFormat
  private let template: PatternTemplate?
  private let system: CalendarSystem
  private var titles = 0
  /// Month names by context and width (``nameIndex(_:_:)``), read from the formatter when first
  /// needed: an array, not a dictionary, since every title looks its names up. (Like the pieces
  /// below, unchecked for exclusive access: read or written by one method at a time.)
  @exclusivity(unchecked) private var names = [[String]?](repeating: nil, count: 8)
  private var composing = true
  /// Whether a composed title has been found equal to ICU's (only the first is compared, but in
  /// `hebrew`, where each year's first is).
  private var checked = false
  /// The year composed last and its template's pieces (as strings: their bytes are copied into
  /// every title of the year).
  @exclusivity(unchecked) private var recent: (year: Year, pieces: [String])?
  /// The pieces of the years composed so far.
  @exclusivity(unchecked) private var piecesByYear: [Year: [String]] = [:]
  /// How many years' pieces are kept before they are dropped (a pager through the centuries should
  /// not grow without bound).
  static let keptYears = 512

  /// A year as the calendar counts it, with its era (a number alone can name two years).
  struct Year: Hashable {
    var number: Int
    var era: String?
  }

  /// Titles of `pattern` written by `shared`, a formatter of the calendar `system` with `reform`.
  init(shared: SharedDateFormat, pattern: String, reform: GregorianReform?, system: CalendarSystem) {
    let usable =
      (!system.hasLeapMonths || system == .hebrew) && system != .japanese
      && (reform == nil || reform == .r1582 || reform == .gregorian)
    template = usable ? PatternTemplate(pattern: pattern, period: .months) : nil
    self.pattern = pattern
    self.shared = shared
    self.system = system
  }

  /// ICU's title of the month that holds `day`, never composed.
  func formatByICU(_ day: JulianDay) throws -> String { try shared.format(day, pattern: pattern) }

  /// Whether titles are composed (false for a pattern or calendar that does not qualify, or once a
  /// year's check failed).
  var isComposing: Bool { composing && template != nil }

  /// The title of `span`.
  func format(_ span: MonthSpan) throws -> String {
    titles += 1
    // The template's formatter costs more than a year of Hebrew titles from ICU saves (a year view
    // would pay for it): Hebrew titles are composed from the second year on.
    guard composing, let template, titles > (system == .hebrew ? 13 : 1) else { return try formatByICU(span.start) }
    let year = Year(number: span.year, era: span.era)
    if let recent, recent.year == year, let composed = compose(template, recent.pieces, span) {
      return composed
    }
    var pieces = piecesByYear[year]
    let fresh = pieces == nil
    if fresh {
      pieces = template.pieces(of: try shared.format(span.start, pattern: template.pattern))?.map(String.init)
    }
    // New pieces are checked while nothing was (in Hebrew, every year's).
    let checks = fresh && (!checked || system == .hebrew)
    guard let pieces, let composed = compose(template, pieces, span),
      try !checks || composed == formatByICU(span.start)
    else {
      composing = false
      return try formatByICU(span.start)
    }
    checked = true
    if fresh {
      if piecesByYear.count >= Self.keptYears { piecesByYear.removeAll(keepingCapacity: true) }
      piecesByYear[year] = pieces
    }
    recent = (year, pieces)
    return composed
  }

  /// The pieces with the month's names between them, written once into a string of the exact size
  /// (appending piece by piece grew the string, and a title is composed for every month). A title
  /// has one or two names: they are looked up once, kept in a pair rather than an array.
  private func compose(_ template: PatternTemplate, _ pieces: [String], _ span: MonthSpan) -> String? {
    guard template.slots.count <= 2 else { return nil }
    var names = ("", "")
    var total = pieces[0].utf8.count
    for (index, slot) in template.slots.enumerated() {
      guard case .month(let standalone, let width) = slot, let name = monthName(span, standalone, width) else {
        return nil
      }
      if index == 0 { names.0 = name } else { names.1 = name }
      total += name.utf8.count + pieces[index + 1].utf8.count
    }
    let slotCount = template.slots.count
    if total <= 15 {
      // A title of at most 15 UTF-8 bytes is a small string, kept in the String value itself:
      // appending valid small strings allocates nothing and scans nothing again, where a String
      // made from bytes checks them (a Korean title's check cost about as much as composing it).
      var title = pieces[0]
      title += names.0
      title += pieces[1]
      if slotCount == 2 {
        title += names.1
        title += pieces[2]
      }
      return title
    }
    return String(unsafeUninitializedCapacity: total) { buffer in
      // No nested function capturing the position: a captured variable is boxed and checked for
      // exclusive access on every use.
      guard let start = buffer.baseAddress else { return 0 }
      var at = start
      at = Self.copy(pieces[0], to: at)
      at = Self.copy(names.0, to: at)
      at = Self.copy(pieces[1], to: at)
      if slotCount == 2 {
        at = Self.copy(names.1, to: at)
        at = Self.copy(pieces[2], to: at)
      }
      return at - start
    }
  }

  /// Copies `text`'s UTF-8 to `target` (which has room), returning where it ends.
  private static func copy(_ text: String, to target: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let base = bytes.baseAddress else { return target }
      target.update(from: base, count: bytes.count)
      return target + bytes.count
    } ?? target
  }

  private func monthName(_ span: MonthSpan, _ standalone: Bool, _ width: LabelWidth) -> String? {
    let code = span.code
    let slot = Self.nameIndex(standalone, width)
    if names[slot] == nil {
      let list =
        system == .hebrew
        ? try? shared.symbols.monthNamesByIndex(width: width, standalone: standalone)
        : try? shared.symbols.monthNames(width: width, standalone: standalone)
      names[slot] = list ?? []
    }
    guard let list = names[slot] else { return nil }
    let index = system == .hebrew ? Self.hebrewSymbolIndex(code, year: span.year) : code.number - 1
    guard index >= 0, index < list.count, !list[index].isEmpty else { return nil }
    return list[index]
  }

  /// Where ``names`` keeps the names of a context and width.
  private static func nameIndex(_ standalone: Bool, _ width: LabelWidth) -> Int {
    let column: Int
    switch width {
    case .wide: column = 0
    case .abbreviated: column = 1
    case .short: column = 2
    case .narrow: column = 3
    }
    return (standalone ? 4 : 0) + column
  }

  /// ICU's month symbol of a Hebrew month: Tishri 0 … Shevat 4, Adar I (`5L`) 5, Adar 6 (Adar II,
  /// 13, in a leap year), Nisan 7 … Elul 12.
  private static func hebrewSymbolIndex(_ code: MonthCode, year: Int) -> Int {
    if code.isLeap { return 5 }
    if code.number == 6 && HebrewMonths.isLeap(year) { return 13 }
    return code.number <= 5 ? code.number - 1 : code.number
  }
}
