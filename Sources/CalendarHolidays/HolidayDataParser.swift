import CalendarModel

/// Reads the line-based holiday data format of `Locales/README.md` into a `HolidayRegion`, failing
/// with the file and line of the first problem.
struct HolidayDataParser {
  let file: String

  private struct Block {
    var line: Int
    var definition: HolidayDefinition?
    var bridge: BridgeRule?
    /// For `table`: the years it states, and whether a `dates` line has been read.
    var tableYears: ClosedRange<Int>?
    var tableDates: [JulianDay] = []
  }

  func parse(_ text: String) throws -> HolidayRegion {
    var code: String?
    var languages: [String] = []
    var offset: Int?
    var substituteNames: [String: String] = [:]
    var holidays: [HolidayDefinition] = []
    var bridges: [BridgeRule] = []
    var namesByID: [String: [String: String]] = [:]
    var perHoliday = false
    var covered: ClosedRange<Int>?
    var subdivisionCovered: [String: ClosedRange<Int>] = [:]
    var subdivisions: [String] = []
    var estimatedNames: [String: String] = [:]
    // `estimated WHAT YEARS…`: the calendar (or `dates`, a table's) whose days are estimates in
    // the years given (every year when none is).
    var estimates: [(what: String, years: [ClosedRange<Int>], line: Int)] = []
    var block: Block?
    // Regions repeat their substitution rules word for word (Korea: 15 lines, 4 different): each
    // different one is parsed once.
    var substitutes: [ArraySlice<String>: SubstitutePolicy] = [:]

    func close(_ block: Block?) throws {
      guard let block else { return }
      if var definition = block.definition {
        if let years = block.tableYears {
          guard !block.tableDates.isEmpty else { throw error(block.line, "a table needs `dates` lines") }
          definition.date = .dates(block.tableDates.sorted())
          definition.years = years
        }
        if definition.names.isEmpty, let inherited = namesByID[definition.id] { definition.names = inherited }
        try checkNames(definition.names, id: definition.id, line: block.line, languages: languages)
        namesByID[definition.id] = definition.names
        holidays.append(definition)
      }
      if let bridge = block.bridge {
        try checkNames(bridge.names, id: bridge.id, line: block.line, languages: languages)
        bridges.append(bridge)
      }
    }

    var lineNumber = 0
    // Lines and words are cut at ASCII bytes, not Characters, by hand rather than by `split`: the
    // files are mostly comments and names in other scripts, and reading them as Characters cost a
    // cold start millions of instructions (a region is parsed on every start that shows holidays).
    let bytes = Array(text.utf8)
    for range in Self.lines(bytes) {
      lineNumber += 1
      var end = range.upperBound
      if end > range.lowerBound && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      var start = range.lowerBound
      while start < end && Self.isBlank(bytes[start]) { start += 1 }
      if start == end || bytes[start] == UInt8(ascii: "#") { continue }
      let indented = start != range.lowerBound
      let trimmed = bytes[start..<end]
      let words = Self.words(trimmed)
      let keyword = words[0]
      if code == nil && keyword != "region" { throw error(lineNumber, "the file must start with `region CODE`") }
      if indented {
        guard var current = block else { throw error(lineNumber, "an indented line outside a holiday") }
        switch keyword {
        case "name":
          guard words.count >= 3 else { throw error(lineNumber, "expected `name LANGUAGE TEXT`") }
          let name = restOfLine(trimmed, after: 2)
          if current.definition != nil { current.definition?.names[words[1]] = name }
          if current.bridge != nil { current.bridge?.names[words[1]] = name }
        case "substitute":
          guard current.definition != nil else { throw error(lineNumber, "`substitute` belongs to a holiday") }
          let rule = words.dropFirst()
          let policy = try substitutes[rule] ?? substitute(Array(rule), line: lineNumber)
          substitutes[rule] = policy
          current.definition?.substitutes.append(policy)
        case "dates":
          guard let years = current.tableYears else { throw error(lineNumber, "`dates` lines belong to a `table`") }
          for word in words.dropFirst() {
            let day = try date(word, line: lineNumber)
            guard years.contains(day.isoComponents.year) else {
              throw error(lineNumber, "\(word) is outside the table's years \(years.lowerBound)-\(years.upperBound)")
            }
            current.tableDates.append(day)
          }
        case "source", "note":
          break
        default:
          throw error(lineNumber, "unknown line `\(keyword)` (name, substitute, dates, source, note)")
        }
        block = current
        continue
      }
      try close(block)
      block = nil
      switch keyword {
      case "region":
        guard code == nil, words.count == 2, Self.isRegionCode(words[1]) else {
          throw error(lineNumber, "expected `region CODE` once, CODE like KR or GB")
        }
        code = words[1]
      case "languages":
        guard words.count >= 2 else { throw error(lineNumber, "expected `languages TAG…`") }
        languages = Array(words.dropFirst())
      case "utc-offset":
        guard words.count == 2, let minutes = Self.offsetMinutes(words[1]) else {
          throw error(lineNumber, "expected `utc-offset ±HH:MM`")
        }
        offset = minutes
      case "substitute-name":
        guard words.count >= 3 else {
          throw error(
            lineNumber, "expected `substitute-name LANGUAGE TEXT` ({name} in TEXT stands for the holiday's name)")
        }
        substituteNames[words[1]] = restOfLine(trimmed, after: 2)
      case "estimated-name":
        guard words.count >= 3 else {
          throw error(lineNumber, "expected `estimated-name LANGUAGE TEXT` ({name} in TEXT stands for the holiday's name)")
        }
        estimatedNames[words[1]] = restOfLine(trimmed, after: 2)
      case "estimated":
        guard words.count >= 2, words[1] == "dates" || CalendarSystem(identifier: words[1]) != nil else {
          throw error(lineNumber, "expected `estimated CALENDAR|dates [YEARS…]` (the days reckoned, not announced)")
        }
        var years: [ClosedRange<Int>] = []
        for word in words.dropFirst(2) {
          guard let range = try yearRange(word, line: lineNumber) else { throw error(lineNumber, "bad years `\(word)`") }
          years.append(range)
        }
        estimates.append((words[1], years.isEmpty ? [HolidayDefinition.allYears] : years, lineNumber))
      case "substitute-per":
        guard words.count == 2, words[1] == "holiday" || words[1] == "day" else {
          throw error(lineNumber, "expected `substitute-per holiday|day`")
        }
        perHoliday = words[1] == "holiday"
      case "covers" where words.count == 4 && words[2] == "in":
        // A subdivision's own years (`covers 2008-2026 in AN,AR`): its yearly lists are known for
        // fewer years than the country's law (Spain's communities, the BOE's lists by year).
        guard let range = try yearRange(words[1], line: lineNumber), range.lowerBound != Int.min else {
          throw error(lineNumber, "expected `covers FIRST-LAST in CODE,…` or `covers FIRST- in CODE,…`")
        }
        for suffix in words[3].split(separator: ",").map(String.init) {
          guard subdivisions.contains(suffix), subdivisionCovered[suffix] == nil else {
            throw error(
              lineNumber,
              "`covers … in \(suffix)`: not a subdivision of the `subdivisions` line above, or its years stated twice")
          }
          subdivisionCovered[suffix] = range
        }
      case "covers":
        guard covered == nil, words.count == 2, let range = try yearRange(words[1], line: lineNumber),
          range.lowerBound != Int.min
        else {
          throw error(
            lineNumber, "expected `covers FIRST-LAST` or `covers FIRST-` once (the years the data is known right for)")
        }
        covered = range
      case "subdivisions":
        // ISO 3166-2 suffixes: one to three upper-case letters or digits.
        guard subdivisions.isEmpty, words.count >= 2,
          words.dropFirst().allSatisfy({ Self.isSubdivisionCode($0) }), Set(words.dropFirst()).count == words.count - 1
        else { throw error(lineNumber, "expected `subdivisions CODE…` once, ISO 3166-2 suffixes such as BY or SCT") }
        subdivisions = Array(words.dropFirst())
      case "source", "note":
        break
      case "holiday":
        block = try holiday(words, line: lineNumber, subdivisions: subdivisions)
      case "bridge":
        block = try bridge(words, line: lineNumber)
      default:
        throw error(
          lineNumber,
          "unknown line `\(keyword)` (region, languages, utc-offset, covers, subdivisions, substitute-name, estimated, estimated-name, holiday, bridge)")
      }
    }
    try close(block)
    guard let code else { throw error(max(lineNumber, 1), "no `region CODE` line") }
    guard !languages.isEmpty else { throw error(lineNumber, "no `languages` line") }
    guard let offset else { throw error(lineNumber, "no `utc-offset` line") }
    guard substituteNames["en"] != nil || !holidays.contains(where: { !$0.substitutes.isEmpty }) else {
      throw error(lineNumber, "substitute rules need `substitute-name en …`")
    }
    for estimate in estimates {
      guard estimatedNames["en"] != nil else { throw error(estimate.line, "`estimated` needs `estimated-name en …`") }
      var matched = false
      for index in holidays.indices where Self.rule(holidays[index].date, is: estimate.what) {
        holidays[index].estimatedYears += estimate.years
        matched = true
      }
      guard matched else { throw error(estimate.line, "no holiday's days come from `\(estimate.what)`") }
    }
    return HolidayRegion(
      code: code, languages: languages, utcOffsetMinutes: offset, substituteNames: substituteNames,
      holidays: holidays, bridges: bridges, substitutePerHoliday: perHoliday, coveredYears: covered,
      subdivisions: subdivisions, subdivisionCoveredYears: subdivisionCovered, estimatedNames: estimatedNames)
  }

  /// Whether a rule's days come from `what`: a calendar's identifier (`islamic-umalqura`), or
  /// `dates` for a table.
  static func rule(_ date: HolidayDate, is what: String) -> Bool {
    switch date {
    case .fixed(let system, _, _): return system.identifier == what
    case .dates: return what == "dates"
    default: return false
    }
  }

  // MARK: - Lines

  /// `holiday ID KIND DATE… [±N] [years RANGE] [days N] [in CODE,…|except-in CODE,…] [category C]`
  private func holiday(_ words: [String], line: Int, subdivisions: [String]) throws -> Block {
    guard words.count >= 4 else { throw error(line, "expected `holiday ID KIND DATE…`") }
    let id = words[1]
    try checkID(id, line: line)
    guard let kind = HolidayKind(rawValue: words[2]) else {
      throw error(line, "unknown kind `\(words[2])` (public, substitute, observance, workday)")
    }
    var rest = ArraySlice(words.dropFirst(3))
    var tableYears: ClosedRange<Int>?
    let rule: HolidayDate
    let head = rest.removeFirst()
    switch head {
    case "nth":
      guard rest.count >= 3, let weekday = Weekday(key: rest[rest.startIndex + 1]),
        let month = gregorianMonth(rest[rest.startIndex + 2])
      else { throw error(line, "expected `nth N|last WEEKDAY Mmm`") }
      let nWord = rest[rest.startIndex]
      guard let n = nWord == "last" ? -1 : Int(nWord), (1...5).contains(n) || n == -1 else {
        throw error(line, "`nth` takes 1…5 or last, not \(nWord)")
      }
      rule = .nthWeekday(n: n, weekday, month: month)
      rest = rest.dropFirst(3)
    case "weekday":
      guard rest.count >= 3, let weekday = Weekday(key: rest[rest.startIndex]),
        let relation = HolidayDate.Relation(rawValue: rest[rest.startIndex + 1]),
        let (month, day) = gregorianMonthDay(rest[rest.startIndex + 2])
      else { throw error(line, "expected `weekday WEEKDAY on-or-after|on-or-before|after|before Mmm-dd`") }
      rule = .relative(weekday, relation, month: month, day: day)
      rest = rest.dropFirst(3)
    case "easter":
      rule = .easter
    case "orthodox-easter":
      rule = .orthodoxEaster
    case "solar-longitude":
      guard let word = rest.first, let degrees = Double(word), (0..<360).contains(degrees) else {
        throw error(line, "expected `solar-longitude DEGREES` (0…359)")
      }
      rule = .solarLongitude(degrees: degrees)
      rest = rest.dropFirst()
    case "dates":
      var days: [JulianDay] = []
      while let word = rest.first, word.first?.isNumber == true, word.count == 10 {
        days.append(try date(word, line: line))
        rest = rest.dropFirst()
      }
      guard !days.isEmpty else { throw error(line, "expected `dates` and ISO dates such as 2024-02-10") }
      rule = .dates(days.sorted())
    case "table":
      guard let word = rest.first, let years = try yearRange(word, line: line),
        years.lowerBound != Int.min, years.upperBound != Int.max
      else { throw error(line, "expected `table FIRST-LAST` (the years the table covers)") }
      tableYears = years
      rule = .dates([])
      rest = rest.dropFirst()
    case "chinese-local":
      guard let word = rest.first, let (code, day) = monthDay(word), Self.calendar(.chinese, has: code, day: day)
      else { throw error(line, "expected `chinese-local Mmm-dd`") }
      rule = .chineseLocal(code, day: day)
      rest = rest.dropFirst()
    default:
      guard let system = CalendarSystem(identifier: head) else {
        throw error(
          line,
          "unknown date rule `\(head)` (a calendar such as gregorian or chinese, nth, weekday, easter, orthodox-easter, solar-longitude, dates, table)"
        )
      }
      guard let word = rest.first, let (code, day) = monthDay(word) else {
        throw error(line, "expected `\(head) Mmm-dd` (a CLDR month code and a day: M01-01, M05L-08)")
      }
      guard Self.calendar(system, has: code, day: day) else {
        throw error(line, "\(system.identifier) has no month day \(word)")
      }
      rule = .fixed(system, code, day: day)
      rest = rest.dropFirst()
    }
    var offset = 0
    if let word = rest.first, word.first == "+" || word.first == "-", let value = Int(word) {
      offset = value
      rest = rest.dropFirst()
    }
    var years = HolidayDefinition.allYears
    if rest.first == "years" {
      guard rest.count >= 2, let range = try yearRange(rest[rest.startIndex + 1], line: line) else {
        throw error(line, "expected `years FIRST-LAST`, `years FIRST-` or `years -LAST`")
      }
      years = range
      rest = rest.dropFirst(2)
    }
    var length = 1
    if rest.first == "days" {
      guard rest.count >= 2, let count = Int(rest[rest.startIndex + 1]), (1...30).contains(count) else {
        throw error(line, "expected `days N` (1…30)")
      }
      length = count
      rest = rest.dropFirst(2)
    }
    var keptIn: Set<String> = []
    if rest.first == "in" {
      guard rest.count >= 2 else { throw error(line, "expected `in CODE,…` (subdivisions of the `subdivisions` line)") }
      let codes = rest[rest.startIndex + 1].split(separator: ",").map(String.init)
      for code in codes where !subdivisions.contains(code) {
        throw error(line, "`in \(code)`: not a subdivision of the `subdivisions` line")
      }
      keptIn = Set(codes)
      rest = rest.dropFirst(2)
    }
    var leftOut: Set<String> = []
    if rest.first == "except-in" {
      guard keptIn.isEmpty, rest.count >= 2 else {
        throw error(line, "expected `except-in CODE,…` (subdivisions of the `subdivisions` line; not with `in`)")
      }
      let codes = rest[rest.startIndex + 1].split(separator: ",").map(String.init)
      for code in codes where !subdivisions.contains(code) {
        throw error(line, "`except-in \(code)`: not a subdivision of the `subdivisions` line")
      }
      leftOut = Set(codes)
      rest = rest.dropFirst(2)
    }
    var category: HolidayCategory?
    if rest.first == "category" {
      guard rest.count >= 2, let named = HolidayCategory(rawValue: rest[rest.startIndex + 1]) else {
        throw error(line, "expected `category public|bank|optional|observance|school`")
      }
      category = named
      rest = rest.dropFirst(2)
    }
    guard rest.isEmpty else { throw error(line, "unexpected `\(rest.joined(separator: " "))`") }
    if tableYears != nil && years != HolidayDefinition.allYears {
      throw error(line, "a table states its years itself: drop `years`")
    }
    let definition = HolidayDefinition(
      id: id, names: [:], kind: kind, date: rule, offset: offset, length: length, years: years,
      subdivisions: keptIn, exceptSubdivisions: leftOut, category: category)
    return Block(line: line, definition: definition, tableYears: tableYears)
  }

  /// `bridge ID KIND [years RANGE] [except WEEKDAY,…]`
  private func bridge(_ words: [String], line: Int) throws -> Block {
    guard words.count >= 3, let kind = HolidayKind(rawValue: words[2]) else {
      throw error(line, "expected `bridge ID KIND [years RANGE] [except WEEKDAY,…]`")
    }
    try checkID(words[1], line: line)
    var rest = ArraySlice(words.dropFirst(3))
    var years = HolidayDefinition.allYears
    var except: Set<Weekday> = []
    while let word = rest.first {
      rest = rest.dropFirst()
      guard let value = rest.first else { throw error(line, "`\(word)` needs a value") }
      rest = rest.dropFirst()
      switch word {
      case "years":
        guard let range = try yearRange(value, line: line) else { throw error(line, "bad years `\(value)`") }
        years = range
      case "except":
        except = try weekdays(value, line: line)
      default:
        throw error(line, "unexpected `\(word)`")
      }
    }
    let rule = BridgeRule(id: words[1], names: [:], kind: kind, years: years, exceptWeekdays: except)
    return Block(line: line, bridge: rule)
  }

  /// `substitute [RANGE] [when WEEKDAY,…[,overlap]] next-free [skip WEEKDAY,…] | next-day |
  /// shift WEEKDAY:±N,… | move WEEKDAY:±N,… [skip WEEKDAY,…|none]` `[replace]`
  private func substitute(_ words: [String], line: Int) throws -> SubstitutePolicy {
    var rest = ArraySlice(words)
    var years = HolidayDefinition.allYears
    if let word = rest.first, word.first?.isNumber == true || word.first == "-" {
      guard let range = try yearRange(word, line: line) else { throw error(line, "bad years `\(word)`") }
      years = range
      rest = rest.dropFirst()
    }
    let usage =
      "expected `substitute [YEARS] [when WEEKDAY,…[,overlap]] next-free [skip WEEKDAY,…] | next-day | drop | shift MAP | move MAP`, MAP like sat:-1,sun:+1"
    var triggers: Set<Weekday>?
    var onOverlap = false
    if rest.first == "when" {
      guard rest.count >= 2 else { throw error(line, usage) }
      let parts = rest[rest.startIndex + 1].split(separator: ",").map(String.init)
      onOverlap = parts.contains("overlap")
      triggers = try weekdays(parts.filter { $0 != "overlap" }.joined(separator: ","), line: line, allowEmpty: true)
      rest = rest.dropFirst(2)
    }
    guard let actionWord = rest.first else { throw error(line, usage) }
    rest = rest.dropFirst()
    let action: SubstitutePolicy.Action
    var mapKeys: Set<Weekday> = []
    switch actionWord {
    case "next-free":
      guard let triggers else { throw error(line, "`next-free` needs `when WEEKDAY,…`") }
      var skipping = triggers
      if rest.first == "skip", rest.count >= 2 {
        skipping = try weekdays(rest[rest.startIndex + 1], line: line)
        rest = rest.dropFirst(2)
      }
      action = .nextFree(skipping: skipping)
    case "next-day":
      action = .nextDay
    case "drop":
      action = .drop
    case "shift", "move":
      guard let spec = rest.first else { throw error(line, usage) }
      rest = rest.dropFirst()
      var shifts: [Weekday: Int] = [:]
      for part in spec.split(separator: ",") {
        let pair = part.split(separator: ":")
        guard pair.count == 2, let weekday = Weekday(key: String(pair[0])), let days = Int(pair[1]), days != 0 else {
          throw error(line, "bad shift `\(part)` (WEEKDAY:±N)")
        }
        shifts[weekday] = days
      }
      mapKeys = Set(shifts.keys)
      var skipping: Set<Weekday> = [.sat, .sun]
      if rest.first == "skip", rest.count >= 2 {
        skipping = try weekdays(rest[rest.startIndex + 1], line: line)
        rest = rest.dropFirst(2)
      }
      action = actionWord == "shift" ? .shift(shifts) : .move(shifts, skipping: skipping)
    default:
      throw error(line, usage)
    }
    var replaces = false
    if rest.first == "replace" {
      replaces = true
      rest = rest.dropFirst()
    }
    guard rest.isEmpty else { throw error(line, "unexpected `\(rest.joined(separator: " "))`") }
    // Without `when`, a shift or move applies on the weekdays it names.
    return SubstitutePolicy(
      years: years, weekdays: triggers ?? mapKeys, onOverlap: onOverlap, action: action, replaces: replaces)
  }

  // MARK: - Words

  private func error(_ line: Int, _ message: String) -> HolidayError {
    HolidayError(.data, "\(file):\(line): \(message)")
  }

  private func restOfLine(_ line: ArraySlice<UInt8>, after words: Int) -> String {
    var rest = line
    for _ in 0..<words {
      rest = rest.drop { !Self.isBlank($0) }
      rest = rest.drop(while: Self.isBlank)
    }
    while let last = rest.last, Self.isBlank(last) { rest = rest.dropLast() }
    return String(decoding: rest, as: UTF8.self)
  }

  /// The ranges of the lines of `bytes` (without their `\n`; after a final `\n`, an empty one).
  private static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      lines.append(start..<index)
      start = index + 1
    }
    lines.append(start..<bytes.count)
    return lines
  }

  /// The blank-separated words of a line.
  private static func words(_ line: ArraySlice<UInt8>) -> [String] {
    var words: [String] = []
    var index = line.startIndex
    while index < line.endIndex {
      while index < line.endIndex && isBlank(line[index]) { index += 1 }
      let start = index
      while index < line.endIndex && !isBlank(line[index]) { index += 1 }
      if index > start { words.append(String(decoding: line[start..<index], as: UTF8.self)) }
    }
    return words
  }

  /// A space or a tab, the separators of words.
  private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

  private func checkID(_ id: String, line: Int) throws {
    // Bytes, not Characters: an ASCII letter's Unicode properties cost hundreds of instructions.
    guard !id.isEmpty,
      id.utf8.allSatisfy({
        ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
          || $0 == UInt8(ascii: "-")
      })
    else {
      throw error(line, "id `\(id)` must be lowercase letters, digits and -")
    }
  }

  private func checkNames(_ names: [String: String], id: String, line: Int, languages: [String]) throws {
    guard names["en"] != nil else { throw error(line, "`\(id)` has no English name (`name en …`)") }
    if let first = languages.first, names[first] == nil {
      throw error(line, "`\(id)` has no name in the region's language \(first)")
    }
  }

  private func date(_ word: String, line: Int) throws -> JulianDay {
    guard let day = JulianDay(isoString: word) else { throw error(line, "`\(word)` is not an ISO date such as 2024-02-10") }
    return day
  }

  /// `2014-2020`, `2014-`, `-2013`, `2014`.
  private func yearRange(_ word: String, line: Int) throws -> ClosedRange<Int>? {
    let parts = word.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { return nil }
    let first = parts[0].isEmpty ? Int.min : Int(parts[0])
    let last = parts.count == 1 ? first : (parts[1].isEmpty ? Int.max : Int(parts[1]))
    guard let first, let last, first <= last else { return nil }
    return first...last
  }

  private func weekdays(_ list: String, line: Int, allowEmpty: Bool = false) throws -> Set<Weekday> {
    var days: Set<Weekday> = []
    if list == "none" { return [] }
    for word in list.split(separator: ",") {
      guard let day = Weekday(key: String(word)) else { throw error(line, "`\(word)` is not a weekday (mon…sun)") }
      days.insert(day)
    }
    guard allowEmpty || !days.isEmpty else { throw error(line, "expected weekdays") }
    return days
  }

  /// `M05L-08` → (M05L, 8).
  private func monthDay(_ word: String) -> (MonthCode, Int)? {
    if let plain = Self.plainMonthDay(word) { return plain }
    let parts = word.split(separator: "-")
    guard parts.count == 2, parts[0].hasPrefix("M"), let code = MonthCode(argument: String(parts[0])),
      let day = Int(parts[1]), (1...31).contains(day)
    else { return nil }
    return (code, day)
  }

  /// `M05-08`, `M05L-08` read from the bytes: the form every data file uses (nil for anything else,
  /// which ``monthDay(_:)`` then reads as it always has).
  static func plainMonthDay(_ word: String) -> (MonthCode, Int)? {
    let bytes = Array(word.utf8)
    let isLeap = bytes.count == 7
    guard bytes.count == 6 || isLeap, bytes[0] == UInt8(ascii: "M"), !isLeap || bytes[3] == UInt8(ascii: "L"),
      bytes[bytes.count - 3] == UInt8(ascii: "-")
    else { return nil }
    func digits(_ at: Int) -> Int? {
      let high = bytes[at], low = bytes[at + 1]
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(high), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(low)
      else { return nil }
      return Int(high - UInt8(ascii: "0")) * 10 + Int(low - UInt8(ascii: "0"))
    }
    guard let month = digits(1), month >= 1, let day = digits(bytes.count - 2), (1...31).contains(day) else { return nil }
    return (MonthCode(number: month, isLeap: isLeap), day)
  }

  private func gregorianMonth(_ word: String) -> Int? {
    guard word.hasPrefix("M"), let code = MonthCode(argument: word), !code.isLeap, (1...12).contains(code.number)
    else { return nil }
    return code.number
  }

  private func gregorianMonthDay(_ word: String) -> (Int, Int)? {
    guard let (code, day) = monthDay(word), !code.isLeap, (1...12).contains(code.number) else { return nil }
    return (code.number, day)
  }

  /// Whether a month code and day can exist in a calendar system (months 1–12, 13 in coptic and
  /// ethiopic; leap months only in Hebrew, as Adar I, and the lunar calendars; days up to 31).
  static func calendar(_ system: CalendarSystem, has code: MonthCode, day: Int) -> Bool {
    let months = system == .coptic || system == .ethiopic ? 13 : 12
    guard (1...months).contains(code.number) else { return false }
    if code.isLeap {
      guard system == .chinese || system == .dangi || (system == .hebrew && code.number == 5) else { return false }
    }
    let longest = system.isGregorianBased ? 31 : (system == .coptic || system == .ethiopic ? 30 : 31)
    return day <= longest
  }

  static func isSubdivisionCode(_ code: String) -> Bool {
    (1...3).contains(code.count) && code.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
  }

  static func isRegionCode(_ code: String) -> Bool {
    code.count == 2 && code.allSatisfy { $0.isASCII && $0.isUppercase }
  }

  static func offsetMinutes(_ word: String) -> Int? {
    guard let sign = word.first, sign == "+" || sign == "-" else { return nil }
    let parts = word.dropFirst().split(separator: ":")
    guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]), hours <= 14, minutes < 60 else {
      return nil
    }
    return (sign == "-" ? -1 : 1) * (hours * 60 + minutes)
  }
}
