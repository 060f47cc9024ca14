import CalendarModel
import CalendarSky

/// The holidays of one or more regions in one display language, each region-year computed once.
///
/// Pure: every calendar fact comes through `arithmetic` (a factory the ICU layer provides, e.g.
/// `ICUCalendarArithmetic.factory(locale:)`), so the same rules run over any implementation. Not
/// thread-safe (it caches, and calendar arithmetic usually is not): use one per thread.
///
/// ```swift
/// let holidays = HolidayCalendar(regions: [korea], language: "en", arithmetic: factory)
/// let february = try holidays.holidays(in: first...last)  // sorted by date, region, id
/// ```
public final class HolidayCalendar {
  /// The regions, in the order given.
  public let regions: [HolidayRegion]
  /// The display language (a BCP 47 or ICU tag: `ko`, `zh-Hant-TW`, `en_GB`).
  public let language: String
  /// The categories listed (the public holidays by default). Every category's days are computed
  /// (a bank holiday may take the day a substitute would fall on); only these are answered.
  public let categories: Set<HolidayCategory>
  private let makeArithmetic: (CalendarSystem) throws -> any CalendarArithmetic
  private var arithmetics: [CalendarSystem: any CalendarArithmetic] = [:]
  /// A region's index and a Gregorian year of its rules.
  private struct RegionYear: Hashable {
    var region: Int
    var year: Int
  }
  /// What is known of a region-year: its base holidays (before substitutes, each with its
  /// definition's index) and its holidays (a substitute may fall in a neighbour year).
  private struct YearHolidays {
    var base: [(Holiday, Int)]?
    var holidays: [Holiday]?
  }
  /// Region-years computed so far: one dictionary of one key type rather than dictionaries of
  /// dictionaries, each a generic type whose metadata a cold start instantiates (~80 000
  /// instructions for the four).
  private var regionYears: [RegionYear: YearHolidays] = [:]
  /// The display language's fallbacks (`zh_Hant_TW` → `zh_Hant_TW`, `zh_Hant`, `zh`), made once.
  private lazy var languageFallbacks = Self.fallbacks(of: language)
  private struct MonthKey: Hashable {
    var system: CalendarSystem
    var year: Int
    var code: MonthCode
  }
  private struct DayKey: Hashable {
    var system: CalendarSystem
    var day: JulianDay
  }
  /// Months of non-Gregorian calendars looked up so far (nil: the year has no such month).
  private var months: [MonthKey: MonthSpan?] = [:]
  private var calendarYears: [DayKey: Int] = [:]
  private var definedSpans: [CalendarSystem: ClosedRange<JulianDay>?] = [:]
  /// Each region's definitions' names in the display language (and substitutes' names), chosen
  /// once: the language fallbacks were walked again for every holiday of every year.
  private var definitionNames: [[(name: String, language: String)?]] = []
  private var substituteNames: [[(name: String, language: String)?]] = []

  /// - Parameters:
  ///   - regions: the regions whose holidays to list.
  ///   - language: the display language; names fall back to the region's languages, then English.
  ///   - arithmetic: makes the arithmetic of a calendar system (called once per system used).
  ///   - categories: the categories listed.
  public init(
    regions: [HolidayRegion], language: String,
    arithmetic: @escaping (CalendarSystem) throws -> any CalendarArithmetic,
    categories: Set<HolidayCategory> = HolidayCategory.defaults
  ) {
    self.categories = categories
    self.regions = regions
    self.language = language
    self.makeArithmetic = arithmetic
  }

  /// The holidays on the days of `range`, sorted by date, region and id.
  /// - Throws: `HolidayError` `.calendar` when calendar arithmetic fails.
  public func holidays(in range: ClosedRange<JulianDay>) throws -> [Holiday] {
    Self.holidays(in: range, of: try yearLists(reaching: range), categories: categories)
  }

  /// The region-year lists whose days can reach `range` (each sorted by date, region and id;
  /// computed once, then kept), for ``holidays(in:of:categories:)``: a caller that shares the
  /// engine behind a lock holds it only for this, and cuts the days out after.
  ///
  /// Only the rule years whose days can reach the range: a year's rules date its holidays in the
  /// year, and substitutes move them a few days at most (a substitute of the next year's New Year's
  /// Day can fall on 31 December, one of the year before's late holidays in January). A month in
  /// February thus computes its own year only.
  public func yearLists(reaching range: ClosedRange<JulianDay>) throws -> [[Holiday]] {
    let first = range.lowerBound.isoComponents.year, last = range.upperBound.isoComponents.year
    var low = Int.max, high = Int.min
    for ruleYear in (first - 1)...(last + 1) where Self.reach(ofRuleYear: ruleYear).overlaps(range) {
      low = min(low, ruleYear)
      high = max(high, ruleYear)
    }
    guard low <= high else { return [] }
    var lists: [[Holiday]] = []
    lists.reserveCapacity(regions.count * (high - low + 1))
    for index in regions.indices {
      for year in low...high { lists.append(try holidays(region: index, year: year)) }
    }
    return lists
  }

  /// The holidays of `categories` on the days of `range` in `lists` (``yearLists(reaching:)``),
  /// sorted by date, region and id. Each list is sorted: the days in range are cut out of each (no
  /// list of whole years is merged and sorted for each span of rule years: that cost a fresh
  /// renderer some 70,000 instructions a year), and only the few found are sorted when several
  /// lists gave some.
  public static func holidays(
    in range: ClosedRange<JulianDay>, of lists: [[Holiday]], categories: Set<HolidayCategory>
  ) -> [Holiday] {
    // The categories as bits: a String-backed enum hashes (and compares) its raw value, and
    // `Set.contains` for every holiday of a region-year cost more than cutting the month out.
    var wanted: UInt8 = 0
    for category in categories { wanted |= category.bit }
    var found: [Holiday] = []
    var listsFound = 0
    for list in lists {
      var lower = 0, upper = list.count
      while lower < upper {
        let middle = (lower + upper) / 2
        if list[middle].date < range.lowerBound { lower = middle + 1 } else { upper = middle }
      }
      let before = found.count
      for holiday in list[lower...] {
        if holiday.date > range.upperBound { break }
        if wanted & holiday.category.bit != 0 { found.append(holiday) }
      }
      if found.count > before { listsFound += 1 }
    }
    if listsFound > 1 { found.sort(by: Holiday.ordered) }
    return found
  }

  /// The days a rule year's holidays and substitutes can fall on: the year and three weeks either
  /// side (substitute rules move a day by a week at most, past a few days that are taken).
  static func reach(ofRuleYear year: Int) -> ClosedRange<JulianDay> {
    JulianDay(isoYear: year, month: 1, day: 1).advanced(by: -21)...JulianDay(isoYear: year, month: 12, day: 31).advanced(by: 21)
  }

  /// The holidays of the days of `range` by day, for day cells (days without holidays are absent; each
  /// day's list is sorted by region and id).
  public func holidaysByDay(in range: ClosedRange<JulianDay>) throws -> [JulianDay: [Holiday]] {
    Dictionary(grouping: try holidays(in: range), by: \.date)
  }

  /// The years of `range` that a region's data does not cover, for each region in order (at most two
  /// runs each: before and after its covered years); empty when every region covers every year of
  /// the range. Nothing is computed.
  public func coverageGaps(in range: ClosedRange<JulianDay>) -> [HolidayCoverageGap] {
    Self.coverageGaps(of: regions, in: range)
  }

  /// ``coverageGaps(in:)`` of `regions`, without an engine (the years are the regions' own: a
  /// caller that shares an engine behind a lock need not take it for them).
  public static func coverageGaps(of regions: [HolidayRegion], in range: ClosedRange<JulianDay>) -> [HolidayCoverageGap] {
    let years = range.lowerBound.isoComponents.year...range.upperBound.isoComponents.year
    // Each region's fields read in place: copying a region (its rules' arrays retained and
    // released) for every view's span was ~2,000 instructions of a one-month request.
    var gaps: [HolidayCoverageGap] = []
    for index in regions.indices {
      let covered = regions[index].coveredYears
      if let covered, covered.contains(years.lowerBound), covered.contains(years.upperBound) { continue }
      for run in regions[index].uncoveredYears(of: years) {
        gaps.append(HolidayCoverageGap(region: regions[index].code, coveredYears: covered, years: run))
      }
    }
    return gaps
  }

  /// The holidays on one day.
  public func holidays(on day: JulianDay) throws -> [Holiday] { try holidays(in: day...day) }

  /// The holidays of a Gregorian year (1 January … 31 December).
  public func holidays(inYear year: Int) throws -> [Holiday] {
    try holidays(in: JulianDay(isoYear: year, month: 1, day: 1)...JulianDay(isoYear: year, month: 12, day: 31))
  }

  // MARK: - One region-year

  /// The holidays a region's rules give for Gregorian year `year` (computed once).
  private func holidays(region index: Int, year: Int) throws -> [Holiday] {
    if let cached = regionYears[RegionYear(region: index, year: year)]?.holidays { return cached }
    let region = regions[index]
    var list = try baseHolidays(region: index, year: year)
    // Days off already taken, including the next year's (a substitute may run into January): those
    // are computed only when a substitute does.
    var occupied = Set(list.filter { $0.0.kind.isDayOff }.map(\.0.date))
    let nextYear = JulianDay(isoYear: year + 1, month: 1, day: 1)
    var nextYearTaken = false
    func isOccupied(_ day: JulianDay) throws -> Bool {
      if day >= nextYear && !nextYearTaken {
        nextYearTaken = true
        for (holiday, _) in try baseHolidays(region: index, year: year + 1) where holiday.kind.isDayOff {
          occupied.insert(holiday.date)
        }
      }
      return occupied.contains(day)
    }
    var substitutes: [Holiday] = []
    var replaced: Set<Int> = []
    // One substitute per day at most, for the first holiday of the day whose rule asks for one (two
    // holidays on one Sunday give one day, as in Korea's and Japan's laws), unless the region gives
    // one per holiday.
    var position = list.startIndex
    while position < list.endIndex {
      let date = list[position].0.date
      var end = position
      while end < list.endIndex && list[end].0.date == date { end += 1 }
      let dayOffs = list.indices[position..<end].filter { list[$0].0.kind.isDayOff && list[$0].1 < region.holidays.count }
      let dayOffCount = list[position..<end].filter { $0.0.kind.isDayOff }.count
      position = end
      for position in dayOffs {
        let (holiday, definitionIndex) = list[position]
        let definition = region.holidays[definitionIndex]
        guard
          let policy = definition.substitutes.first(where: {
            $0.years.contains(year) && ($0.weekdays.contains(date.weekday) || ($0.onOverlap && dayOffCount > 1))
          })
        else { continue }
        if case .drop = policy.action {
          replaced.insert(position)
          continue
        }
        guard let day = try substituteDay(for: date, policy: policy, isOccupied: isOccupied)
        else { continue }
        occupied.insert(day)
        if policy.replaces { replaced.insert(position) }
        // A substitute of an estimated day is as uncertain as the day.
        var name = cachedSubstituteName(region: index, definition: definitionIndex)
        if holiday.estimated { name = Self.estimatedName(name, in: region) }
        var substitute = Holiday(
          date: day, id: holiday.id + "-substitute", named: name, kind: .substitute, region: region.code,
          category: holiday.category)
        substitute.estimated = holiday.estimated
        substitutes.append(substitute)
        if !region.substitutePerHoliday { break }
      }
    }
    list = list.indices.filter { !replaced.contains($0) }.map { list[$0] }
    list.append(contentsOf: substitutes.map { ($0, -1) })
    let result = list.map(\.0).sorted(by: Holiday.ordered)
    regionYears[RegionYear(region: index, year: year), default: YearHolidays()].holidays = result
    return result
  }

  /// The day a policy gives for a holiday on `date`, or nil.
  private func substituteDay(
    for date: JulianDay, policy: SubstitutePolicy, isOccupied: (JulianDay) throws -> Bool
  ) throws -> JulianDay? {
    switch policy.action {
    case .nextFree(let skipping):
      var candidate = date.advanced(by: 1)
      while try skipping.contains(candidate.weekday) || isOccupied(candidate) {
        candidate = candidate.advanced(by: 1)
      }
      return candidate
    case .nextDay:
      let candidate = date.advanced(by: 1)
      return try isOccupied(candidate) ? nil : candidate
    case .shift(let shifts):
      // A fixed move, even onto another holiday (Egypt moves two holidays to one Thursday).
      guard let days = shifts[date.weekday] else { return nil }
      return date.advanced(by: days)
    case .drop:
      return nil
    case .move(let shifts, let skipping):
      guard let days = shifts[date.weekday] else { return nil }
      var candidate = date.advanced(by: days)
      let step = days < 0 ? -1 : 1
      while try skipping.contains(candidate.weekday) || isOccupied(candidate) {
        candidate = candidate.advanced(by: step)
      }
      return candidate
    }
  }

  /// The holidays of the rules and bridges, without substitutes, in date then file order, each with
  /// its definition's index.
  private func baseHolidays(region index: Int, year: Int) throws -> [(Holiday, Int)] {
    if let cached = regionYears[RegionYear(region: index, year: year)]?.base { return cached }
    let region = regions[index]
    var list: [(Holiday, Int)] = []
    for (definitionIndex, definition) in region.holidays.enumerated()
    where definition.years.contains(year) && region.keeps(definition) {
      let estimated = definition.isEstimated(inYear: year)
      for first in try days(of: definition, year: year, region: region) {
        var name = cachedName(region: index, definition: definitionIndex)
        if estimated { name = Self.estimatedName(name, in: region) }
        for offset in 0..<definition.length {
          var holiday = Holiday(
            date: first.advanced(by: offset), id: definition.id, named: name, kind: definition.kind,
            region: region.code, category: definition.category)
          holiday.estimated = estimated
          list.append((holiday, definitionIndex))
        }
      }
    }
    list.sort { $0.0.date != $1.0.date ? $0.0.date < $1.0.date : $0.1 < $1.1 }
    // A subdivision may make a day off of the country's observance (Brandenburg's Easter Sunday),
    // keep every year what the country kept once (Reformation Day, nation-wide in 2017) or give a
    // country's holiday its own substitute rule (Alberta's Canada Day): one holiday of an id a day,
    // the day off first, then the subdivision's own.
    if region.subdivision != nil {
      list = Self.oneOfEachID(list) { index in index < region.holidays.count && !region.holidays[index].subdivisions.isEmpty }
    }
    for bridge in region.bridges where bridge.years.contains(year) {
      let publicDays = Set(list.filter { $0.0.kind == .public }.map(\.0.date))
      let taken = Set(list.map(\.0.date))
      for day in publicDays.sorted() {
        let between = day.advanced(by: 1)
        guard !taken.contains(between), publicDays.contains(between.advanced(by: 1)),
          !bridge.exceptWeekdays.contains(between.weekday)
        else { continue }
        list.append(
          (
            Holiday(
              date: between, id: bridge.id, named: named(bridge.names, in: region), kind: bridge.kind,
              region: region.code), region.holidays.count
          ))
      }
    }
    list.sort { $0.0.date != $1.0.date ? $0.0.date < $1.0.date : $0.1 < $1.1 }
    regionYears[RegionYear(region: index, year: year), default: YearHolidays()].base = list
    return list
  }

  /// `list` (sorted by date, each holiday with its definition's index) with one holiday of each id
  /// a day: a day off rather than an observance, else one whose definition `isOwn` (the
  /// subdivision's), else the first.
  static func oneOfEachID(_ list: [(Holiday, Int)], isOwn: (Int) -> Bool) -> [(Holiday, Int)] {
    var kept: [(Holiday, Int)] = []
    var dayStart = 0
    for entry in list {
      if let last = kept.last, last.0.date != entry.0.date { dayStart = kept.count }
      if let same = kept[dayStart...].firstIndex(where: { $0.0.id == entry.0.id }) {
        let (old, new) = (kept[same].0.kind.isDayOff, entry.0.kind.isDayOff)
        if (!old && new) || (old == new && !isOwn(kept[same].1) && isOwn(entry.1)) { kept[same] = entry }
        continue
      }
      kept.append(entry)
    }
    return kept
  }

  /// The days in Gregorian year `year` a rule gives.
  private func days(of definition: HolidayDefinition, year: Int, region: HolidayRegion) throws -> [JulianDay] {
    let offset = definition.offset
    let yearStart = JulianDay(isoYear: year, month: 1, day: 1)
    let yearEnd = JulianDay(isoYear: year + 1, month: 1, day: 1)
    let inYear = { (day: JulianDay) in day >= yearStart && day < yearEnd }
    switch definition.date {
    case .fixed(let system, let code, let day):
      if system == .gregorian || system == .iso8601 {
        guard !code.isLeap, let date = Self.gregorianDay(year: year, month: code.number, day: day) else { return [] }
        return [date.advanced(by: offset)].filter(inYear)
      }
      return try fixedDays(system: system, code: code, day: day, offset: offset, from: yearStart, to: yearEnd)
    case .chineseLocal(let code, let day):
      // China's month, then the new moon that begins it, dated in the region's time.
      let china = try fixedDays(
        system: .chinese, code: code, day: 1, offset: 0, from: yearStart.advanced(by: -40), to: yearEnd.advanced(by: 40)
      )
      return china.map { start in
        let newMoon = MoonPhases.event(.new, lunation: MoonPhases.lunation(nearest: Double(start.value)))
        return newMoon.day(utcOffsetSeconds: region.utcOffsetMinutes * 60).advanced(by: day - 1 + offset)
      }.filter(inYear)
    case .nthWeekday(let n, let weekday, let month):
      guard let first = Self.gregorianDay(year: year, month: month, day: 1) else { return [] }
      let day: JulianDay
      if n > 0 {
        day = first.advanced(by: weekday.distance(from: first.weekday) + 7 * (n - 1))
        guard day.isoComponents.month == month else { return [] }
      } else {
        let last = Self.monthEnd(year: year, month: month)
        day = last.advanced(by: -last.weekday.distance(from: weekday))
      }
      return [day.advanced(by: offset)].filter(inYear)
    case .relative(let weekday, let relation, let month, let dayNumber):
      guard let base = Self.gregorianDay(year: year, month: month, day: dayNumber) else { return [] }
      let day: JulianDay
      switch relation {
      case .onOrAfter: day = base.advanced(by: weekday.distance(from: base.weekday))
      case .after: day = base.advanced(by: 1 + weekday.distance(from: base.advanced(by: 1).weekday))
      case .onOrBefore: day = base.advanced(by: -base.weekday.distance(from: weekday))
      case .before: day = base.advanced(by: -1 - base.advanced(by: -1).weekday.distance(from: weekday))
      }
      return [day.advanced(by: offset)].filter(inYear)
    case .easter:
      return [Computus.westernEaster(year: year).advanced(by: offset)].filter(inYear)
    case .orthodoxEaster:
      return [Computus.orthodoxEaster(year: year).advanced(by: offset)].filter(inYear)
    case .solarLongitude(let degrees):
      let day = SolarTerms.day(reaching: degrees, inYear: year, utcOffsetMinutes: region.utcOffsetMinutes)
      return [day.advanced(by: offset)].filter(inYear)
    case .dates(let days):
      return days.map { $0.advanced(by: offset) }.filter(inYear)
    }
  }

  /// The days of month `code` day `day` (plus `offset`) of every year of `system` that reach into the
  /// Gregorian year [from, to).
  private func fixedDays(
    system: CalendarSystem, code: MonthCode, day: Int, offset: Int, from: JulianDay, to: JulianDay
  ) throws -> [JulianDay] {
    var from = from, to = to
    // Only the days the calendar's table defines (the rule's days, so its month days before them),
    // and none outside the span calrender covers (a lunar year 1 or 9999 half outside it).
    let defined = try definedSpan(of: system) ?? JulianDay.supportedRange
    from = max(from, defined.lowerBound.advanced(by: offset + day - 1))
    to = min(to, defined.upperBound.advanced(by: offset + 1))
    guard from < to else { return [] }
    do {
      // The rule's days before the offset lie in [from − offset, to − offset): their calendar years are
      // those of its ends (a month's day can only follow its month's start).
      let firstYear = try calendarYear(system, of: from.advanced(by: -offset - day + 1))
      let lastYear = try calendarYear(system, of: to.advanced(by: -1 - offset))
      var days: [JulianDay] = []
      for year in firstYear...max(firstYear, lastYear) {
        // No leap month this year, or a 29-day month: no such day.
        guard let month = try month(system, year: year, code: code), day <= month.daysInMonth else { continue }
        let shifted = month.start.advanced(by: day - 1 + offset)
        if shifted >= from && shifted < to { days.append(shifted) }
      }
      return days
    } catch let error as CalendarError {
      throw HolidayError(.calendar, "\(system.identifier) \(code)-\(day): \(error.message)")
    }
  }

  /// The days a calendar system is defined on, for systems defined only by a table: Umm al-Qura is
  /// the calendar Saudi Arabia publishes, a table (ICU's and calrender's cover 1300–1600 AH,
  /// 1882–2174). Outside it ICU falls back to an astronomical estimate that is no one's calendar
  /// and costs some 100 million instructions a year, so holidays dated in Umm al-Qura exist only
  /// inside the table (docs/holidays.md). nil: defined everywhere.
  private func definedSpan(of system: CalendarSystem) throws -> ClosedRange<JulianDay>? {
    guard system == .islamicUmalqura else { return nil }
    if let known = definedSpans[system] { return known }
    let span = MonthTable(system: system)?.span
    definedSpans[system] = .some(span)
    return span
  }

  /// A calendar's month by year and code, or nil when the year has no such month (cached: the Chinese
  /// calendar's months cost ICU a new-moon computation each, and many holidays share a month).
  private func month(_ system: CalendarSystem, year: Int, code: MonthCode) throws -> MonthSpan? {
    let key = MonthKey(system: system, year: year, code: code)
    if let cached = months[key] { return cached }
    let month: MonthSpan?
    do {
      month = try arithmetic(system).month(year: year, code: code)
    } catch let error as CalendarError
      where error.code == .noSuchMonth || error.code == .noSuchDay || error.code == .outOfRange
    {
      // No such month that year, or none inside the span (a Chinese year 0's months before 0001).
      month = nil
    }
    months[key] = .some(month)
    return month
  }

  /// The calendar year (as `MonthSpan.year`) of a day, cached by day.
  private func calendarYear(_ system: CalendarSystem, of day: JulianDay) throws -> Int {
    let key = DayKey(system: system, day: day)
    if let cached = calendarYears[key] { return cached }
    let year = try arithmetic(system).month(containing: day).year
    calendarYears[key] = year
    return year
  }

  private func arithmetic(_ system: CalendarSystem) throws -> any CalendarArithmetic {
    if let made = arithmetics[system] { return made }
    let made = try makeArithmetic(system)
    arithmetics[system] = made
    return made
  }

  // MARK: - Names

  /// The name of region `region`'s definition `definition` (``named(_:in:)``), chosen once.
  private func cachedName(region: Int, definition: Int) -> (name: String, language: String) {
    if definitionNames.isEmpty { definitionNames = regions.map { Array(repeating: nil, count: $0.holidays.count) } }
    if let known = definitionNames[region][definition] { return known }
    let chosen = named(regions[region].holidays[definition].names, in: regions[region])
    definitionNames[region][definition] = chosen
    return chosen
  }

  /// The name of a substitute for region `region`'s definition `definition`, chosen once.
  private func cachedSubstituteName(region: Int, definition: Int) -> (name: String, language: String) {
    if substituteNames.isEmpty { substituteNames = regions.map { Array(repeating: nil, count: $0.holidays.count) } }
    if let known = substituteNames[region][definition] { return known }
    let chosen = substituteName(for: regions[region].holidays[definition], in: regions[region])
    substituteNames[region][definition] = chosen
    return chosen
  }

  /// The name in the display language, else the region's languages in order, else English.
  func name(_ names: [String: String], in region: HolidayRegion) -> String {
    named(names, in: region).name
  }

  /// The name as ``name(_:in:)`` chooses it, and the language tag it is in (`ko`, `zh_Hant`).
  func named(_ names: [String: String], in region: HolidayRegion) -> (name: String, language: String) {
    for tags in [languageFallbacks, region.languages, ["en"]] {
      for tag in tags { if let name = names[tag] { return (name, tag) } }
    }
    return names.sorted { $0.key < $1.key }.first.map { ($0.value, $0.key) } ?? ("", language)
  }

  private func substituteName(
    for definition: HolidayDefinition, in region: HolidayRegion
  ) -> (name: String, language: String) {
    // The template and the name in the same language, so that the two never mix.
    for tags in [languageFallbacks, region.languages, ["en"]] {
      for tag in tags {
        if let template = region.substituteNames[tag], let name = definition.names[tag] {
          return (Self.fill(template, with: name), tag)
        }
      }
    }
    return named(definition.names, in: region)
  }

  /// An estimated day's name: the region's `estimated-name` template of the name's language (else
  /// English's) around it, so that the name says so wherever it is shown.
  static func estimatedName(
    _ named: (name: String, language: String), in region: HolidayRegion
  ) -> (name: String, language: String) {
    guard let template = region.estimatedNames[named.language] ?? region.estimatedNames["en"] else { return named }
    return (fill(template, with: named.name), named.language)
  }

  /// `template` with `{name}` replaced by `name`.
  ///
  /// Over UTF-8 bytes: a Character search through a template in Hangul or Arabic cost a cold start
  /// some 65 000 instructions a substitute day. The bytes of `{name}` are ASCII and the data's
  /// templates have no combining mark beside it, so the bytes match where the Characters do
  /// (`EmbeddedHolidayRegionTests` compare the two for every template and name of the data).
  static func fill(_ template: String, with name: String) -> String {
    let token = "{name}".utf8
    let bytes = Array(template.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + name.utf8.count)
    var start = 0, index = 0
    while index + token.count <= bytes.count {
      if bytes[index..<index + token.count].elementsEqual(token) {
        result += bytes[start..<index]
        result += name.utf8
        index += token.count
        start = index
      } else {
        index += 1
      }
    }
    result += bytes[start...]
    return String(decoding: result, as: UTF8.self)
  }

  /// `zh_Hant_TW@calendar=roc` → `zh_Hant_TW`, `zh_Hant`, `zh` (``LocaleFallback``).
  static func fallbacks(of id: String) -> [String] { LocaleFallback.chain(of: id) }

  // MARK: - Gregorian helpers (ISO dates only: no month structure is assumed beyond Gregorian's)

  static func gregorianDay(year: Int, month: Int, day: Int) -> JulianDay? {
    guard (1...12).contains(month), day >= 1 else { return nil }
    let date = JulianDay(isoYear: year, month: month, day: day)
    let back = date.isoComponents
    return back.month == month && back.day == day ? date : nil
  }

  static func monthEnd(year: Int, month: Int) -> JulianDay {
    month == 12
      ? JulianDay(isoYear: year, month: 12, day: 31)
      : JulianDay(isoYear: year, month: month + 1, day: 1).advanced(by: -1)
  }
}

extension HolidayCategory {
  /// The category's bit in a set of categories written as a byte.
  fileprivate var bit: UInt8 {
    switch self {
    case .public: 1
    case .bank: 2
    case .optional: 4
    case .observance: 8
    case .school: 16
    }
  }
}
