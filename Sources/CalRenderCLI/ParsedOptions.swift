import CalRender

/// What the command line asked for, before any ICU lookup.
struct ParsedOptions: Sendable {
  enum Format: String, CaseIterable, Sendable { case text, json, svg, html, pango, waybar, pdf, png }
  enum MonthCount: Sendable, Equatable {
    case one, three, year
    case count(Int)

    /// The option that asks for it, as the user wrote it in short.
    var flag: String {
      switch self {
      case .one: "-1"
      case .three: "-3"
      case .year: "-y"
      case .count: "-n"
      }
    }

    var isCount: Bool {
      if case .count = self { return true }
      return false
    }
  }
  enum ColorMode: String, CaseIterable, Sendable { case auto, always, never }
  /// `--week-view [DATE]`: the week of a day, or of today.
  enum WeekView: Sendable, Equatable {
    case today
    case containing(JulianDay)
  }

  var locale: String?
  var calendar: CalendarSystem?
  var format: Format = .text
  var output: String?
  var monthCount: MonthCount?
  /// `-y` and `-n` together cannot be honoured: the two, in the order given.
  var conflicts: [MonthCount] = []
  var span = false
  var columns: Int?
  var firstWeekday: Weekday?
  var weekdayWidth: LabelWidth = .short
  var titleSkeleton = "yMMMM"
  var titlePattern: String?
  var allowWeekYear = false
  var reform: GregorianReform = .r1582
  var today: CalendarRequest.Today = .clock
  var timeZone: String?
  var fixedWeeks = false
  var adjacent = false
  var theme: Theme = .light
  /// `--paper`: nil for the locale's.
  var paper: PaperSize?
  var landscape = false
  var marginMillimeters: Double?
  var pixelSize: OutputFormat.PixelSize?
  var scale: Double?
  var secondary: CalendarSystem?
  /// `--sky`: the events of the sky to mark (none by default).
  var sky: CalendarRequest.Sky = []
  /// `--holidays`: nil for the locale's region; `[]` for none.
  var holidayRegions: [String]?
  /// `--holiday-categories`: the public holidays by default.
  var holidayCategories = HolidayCategory.defaults
  var eventsFiles: [String] = []
  var agenda = false
  var standalone = false
  var weekView: WeekView?
  var selection = Selection()
  var weekNumbering: WeekNumbering?
  var color: ColorMode = .auto
  var colorGiven = false
  var help = false
  var version = false
  var positionals: [String] = []

  /// The shape of the view the options ask for.
  var shape: CalendarWords.Shape {
    switch weekView {
    case .today?: return .week(nil)
    case .containing(let day)?: return .week(day)
    case nil: break
    }
    switch monthCount {
    case .none: return .automatic
    case .one?: return .one
    case .three?: return .three
    case .year?: return .year
    case .count(let n)?: return .count(n, centered: span)
    }
  }

  mutating func setCount(_ count: MonthCount) {
    if let previous = monthCount, previous != count {
      let pair = [previous, count]
      if pair.contains(.year) && pair.contains(where: \.isCount) { conflicts = pair }
    }
    monthCount = count
  }
}

/// The options of the normal grammar (spec/cli.md).
enum CommandOptions {
  static func choice<T>(_ value: String?, _ name: String, _ parse: (String) -> T?, _ choices: [String])
    throws(CommandError) -> T
  {
    guard let value, let result = parse(value) else {
      throw .usage("invalid value '\(value ?? "")' for \(name)", hint: "one of: " + choices.joined(separator: ", "))
    }
    return result
  }

  /// An ISO 3166 code (`KR`) or an ISO 3166-2 subdivision's (`DE-BY`, `GB-SCT`, `AT-9`), upper case.
  static func isRegionCode(_ code: String) -> Bool {
    let parts = code.split(separator: "-", omittingEmptySubsequences: false)
    guard parts[0].count == 2, parts[0].allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
    return parts.count == 1
      || (parts.count == 2 && (1...3).contains(parts[1].count) && parts[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
  }

  static let table: [OptionSpec<ParsedOptions>] = [
    OptionSpec(
      long: "locale", short: "l", value: .required("ID"),
      help: "locale (BCP 47 ko-KR, or ICU ko_KR); default LC_ALL, LC_TIME, LANG", completion: .locales
    ) { o, v throws(CommandError) in
      o.locale = v
    },
    OptionSpec(
      long: "calendar", short: nil, value: .required("ID"),
      help:
        "calendar system: gregorian, iso8601, japanese, buddhist, roc, islamic[-civil|-umalqura|-tbla], persian, hebrew, chinese, dangi, indian, coptic, ethiopic",
      completion: .choices(CalendarSystem.allCases.map(\.identifier))
    ) { o, v throws(CommandError) in
      o.calendar = try choice(
        v, "--calendar", { CalendarSystem(identifier: $0) }, CalendarSystem.allCases.map(\.identifier))
    },
    OptionSpec(
      long: "format", short: "f", value: .required("text|json|svg|html|pango|waybar|pdf|png"), help: "output format (default text)",
      completion: .choices(ParsedOptions.Format.allCases.map(\.rawValue))
    ) {
      o, v throws(CommandError) in
      o.format = try choice(
        v, "--format", { ParsedOptions.Format(rawValue: $0) }, ParsedOptions.Format.allCases.map(\.rawValue))
    },
    OptionSpec(
      long: "output", short: "o", value: .required("FILE"), help: "write to FILE (atomically) instead of stdout",
      completion: .files
    ) { o, v throws(CommandError) in
      o.output = v
    },
    OptionSpec(long: "one", short: "1", value: .none, help: "one month (default)") { o, _ throws(CommandError) in
      o.setCount(.one)
    },
    OptionSpec(long: "three", short: "3", value: .none, help: "previous, current and next month") {
      o, _ throws(CommandError) in
      o.setCount(.three)
    },
    OptionSpec(long: "year", short: "y", value: .none, help: "the whole year") { o, _ throws(CommandError) in
      o.setCount(.year)
    },
    OptionSpec(long: "months", short: "n", value: .required("N"), help: "N months from the month given (1..1200)") {
      o, v throws(CommandError) in
      o.setCount(.count(try positiveInt(v, "--months", max: 1200)))
    },
    OptionSpec(long: "span", short: "S", value: .none, help: "with -n: center the months on the month given") {
      o, _ throws(CommandError) in
      o.span = true
    },
    OptionSpec(long: "columns", short: "c", value: .required("N"), help: "months per row (default 3)") {
      o, v throws(CommandError) in
      o.columns = try positiveInt(v, "--columns", max: 24)
    },
    OptionSpec(long: "sunday", short: "s", value: .none, help: "weeks start on Sunday") { o, _ throws(CommandError) in
      o.firstWeekday = .sun
    },
    OptionSpec(long: "monday", short: "m", value: .none, help: "weeks start on Monday") { o, _ throws(CommandError) in
      o.firstWeekday = .mon
    },
    OptionSpec(
      long: "first-weekday", short: nil, value: .required("sun..sat"), help: "weeks start on this day",
      completion: .choices(Weekday.allCases.map(\.key))
    ) {
      o, v throws(CommandError) in
      o.firstWeekday = try choice(v?.lowercased(), "--first-weekday", { Weekday(key: $0) }, Weekday.allCases.map(\.key))
    },
    OptionSpec(
      long: "weekday-width", short: nil, value: .required("WIDTH"),
      help: "header labels: narrow, short (default), abbreviated, wide",
      completion: .choices(LabelWidth.allCases.map(\.rawValue))
    ) { o, v throws(CommandError) in
      o.weekdayWidth = try choice(
        v, "--weekday-width", { LabelWidth(rawValue: $0) }, LabelWidth.allCases.map(\.rawValue))
    },
    OptionSpec(
      long: "title-skeleton", short: nil, value: .required("SKEL"), help: "ICU skeleton of month titles (default yMMMM)"
    ) { o, v throws(CommandError) in
      guard let v, !v.isEmpty, v.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
      else {
        throw .usage(
          "invalid skeleton '\(v ?? "")' for --title-skeleton", hint: "pattern letters only, e.g. yMMMM or yMMM")
      }
      o.titleSkeleton = v
    },
    OptionSpec(
      long: "title-pattern", short: nil, value: .required("PAT"),
      help: "explicit ICU pattern for month titles, checked by the pattern linter"
    ) { o, v throws(CommandError) in
      o.titlePattern = v
    },
    OptionSpec(long: "allow-week-year", short: nil, value: .none, help: "let --title-pattern use week-based Y") {
      o, _ throws(CommandError) in
      o.allowWeekYear = true
    },
    OptionSpec(
      long: "reform", short: nil, value: .required("WHEN"),
      help: "Gregorian change-over: 1582 (default), 1752, gregorian, julian",
      completion: .choices(GregorianReform.allCases.map(\.rawValue))
    ) { o, v throws(CommandError) in
      o.reform = try choice(v, "--reform", { GregorianReform(rawValue: $0) }, GregorianReform.allCases.map(\.rawValue))
    },
    OptionSpec(
      long: "select", short: nil, value: .required("DATE[..DATE]"),
      help: "select a day or an inclusive range of days (repeatable)"
    ) { o, v throws(CommandError) in
      let text = v ?? ""
      let parts: [String]
      if let dots = text.firstLiteralRange(of: "..") {
        parts = [String(text[..<dots.lowerBound]), String(text[dots.upperBound...])]
      } else {
        parts = [text]
      }
      guard (1...2).contains(parts.count), let first = JulianDay(isoString: parts[0]),
        let last = parts.count == 2 ? JulianDay(isoString: parts[1]) : first
      else {
        throw .usage(
          "invalid value '\(text)' for --select", hint: "a date such as 2024-02-14, or a range 2024-02-14..2024-02-20")
      }
      guard first <= last else {
        throw .usage("--select range '\(text)' runs backwards", hint: "write it as \(parts[1])..\(parts[0])")
      }
      o.selection.insert(first...last)
    },
    OptionSpec(
      long: "week-view", short: nil, value: .optionalDate("DATE"), help: "the week holding DATE (default today)"
    ) {
      o, v throws(CommandError) in
      guard let v else {
        o.weekView = .today
        return
      }
      guard let day = JulianDay(isoString: v) else {
        throw .usage("invalid date '\(v)' for --week-view", hint: "an ISO date such as 2024-02-14")
      }
      o.weekView = .containing(day)
    },
    OptionSpec(long: "standalone", short: nil, value: .none, help: "HTML: a whole page instead of a fragment") {
      o, _ throws(CommandError) in
      o.standalone = true
    },
    OptionSpec(
      long: "events", short: nil, value: .required("FILE"),
      help: "events to mark: iCalendar (.ics) or a JSON list (spec/json.md); repeatable", completion: .files
    ) {
      o, v throws(CommandError) in
      // Standard input can be read once.
      let path = v ?? ""
      if path == "-" && o.eventsFiles.contains("-") { throw .usage("--events - given twice: standard input is read once") }
      o.eventsFiles.append(path)
    },
    OptionSpec(long: "agenda", short: nil, value: .none, help: "list the shown events under the grid") {
      o, _ throws(CommandError) in
      o.agenda = true
    },
    OptionSpec(
      long: "secondary", short: nil, value: .required("CAL"),
      help: "a second calendar's date under each day (e.g. dangi)",
      completion: .choices(CalendarSystem.allCases.map(\.identifier))
    ) {
      o, v throws(CommandError) in
      o.secondary = try choice(
        v, "--secondary", { CalendarSystem(identifier: $0) }, CalendarSystem.allCases.map(\.identifier))
    },
    OptionSpec(
      long: "sky", short: nil, value: .required("LIST"),
      help: "mark the sky: phases (of the moon), terms (the 24 solar terms), seasons (equinoxes, solstices); comma-separated, all, or none (default)",
      completion: .choices(["phases", "terms", "seasons", "all", "none"])
    ) {
      o, v throws(CommandError) in
      o.sky = try CommandOptions.sky(v ?? "")
    },
    OptionSpec(
      long: "holidays", short: nil, value: .required("REGIONS"),
      help:
        "public holidays of these regions (KR, JP, DE-BY,…; comma-separated) or none; default the locale's region",
      completion: .holidayRegions(after: ["none"])
    ) {
      o, v throws(CommandError) in
      let value = v ?? ""
      if value == "none" {
        o.holidayRegions = []
      } else {
        let codes = value.split(separator: ",").map { String($0).uppercased() }
        // ISO 3166 codes, or ISO 3166-2 codes of subdivisions (`DE-BY`, `GB-SCT`, `AT-9`).
        guard !codes.isEmpty, codes.allSatisfy(CommandOptions.isRegionCode) else {
          throw .usage("invalid value '\(value)' for --holidays", hint: "region codes such as KR,JP,DE-BY, or none")
        }
        o.holidayRegions = codes
      }
    },
    CommandOptions.holidayCategoriesSpec { $0.holidayCategories = $1 },
    OptionSpec(
      long: "theme", short: nil, value: .required("light|dark|eink"),
      help: "colour preset for SVG, HTML, PDF and PNG (eink: black, white, pure red and blue)",
      completion: .choices(Theme.allCases.map(\.rawValue))
    ) {
      o, v throws(CommandError) in
      o.theme = try choice(v, "--theme", { Theme(rawValue: $0) }, Theme.allCases.map(\.rawValue))
    },
    OptionSpec(
      long: "paper", short: nil, value: .required("SIZE"),
      help: "PDF/PNG paper: a3, a4, a5, letter, legal or WxHmm (default the locale's: Letter in the US, else A4)",
      completion: .choices(PaperSize.named.map(\.name))
    ) { o, v throws(CommandError) in
      guard let v, let paper = PaperSize(name: v) else {
        throw .usage(
          "invalid value '\(v ?? "")' for --paper", hint: "a3, a4, a5, letter, legal, or WxHmm such as 100x150mm")
      }
      o.paper = paper
    },
    OptionSpec(long: "landscape", short: nil, value: .none, help: "PDF/PNG: the paper on its side") {
      o, _ throws(CommandError) in
      o.landscape = true
    },
    OptionSpec(long: "margin", short: nil, value: .required("MM"), help: "PDF: the blank border in mm (default 12)") {
      o, v throws(CommandError) in
      guard let v, let margin = Double(v), margin >= 0, margin <= 100 else {
        throw .usage("invalid value '\(v ?? "")' for --margin", hint: "millimetres from 0 to 100")
      }
      o.marginMillimeters = margin
    },
    OptionSpec(long: "size", short: nil, value: .required("WxH"), help: "PNG: the image in pixels (e.g. 800x480)") {
      o, v throws(CommandError) in
      let sides = (v ?? "").lowercased().split(separator: "x", omittingEmptySubsequences: false)
      guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]), (16...16384).contains(width),
        (16...16384).contains(height)
      else {
        throw .usage("invalid value '\(v ?? "")' for --size", hint: "WIDTHxHEIGHT in pixels, 16 to 16384, e.g. 800x480")
      }
      o.pixelSize = OutputFormat.PixelSize(width: width, height: height)
    },
    OptionSpec(long: "scale", short: nil, value: .required("N"), help: "PNG: pixels per point (default 1)") {
      o, v throws(CommandError) in
      guard let v, let scale = Double(v), scale >= 0.1, scale <= 16 else {
        throw .usage("invalid value '\(v ?? "")' for --scale", hint: "a number from 0.1 to 16, e.g. 2")
      }
      o.scale = scale
    },
    OptionSpec(long: "adjacent", short: nil, value: .none, help: "show the neighbouring months' days (dimmed)") {
      o, _ throws(CommandError) in
      o.adjacent = true
    },
    OptionSpec(
      long: "week-numbers", short: "w", value: .optional("locale|iso"),
      help: "week numbers: the locale's rule (default) or ISO 8601; a row has the week of its 4th day",
      completion: .choices(WeekNumbering.allCases.map(\.rawValue))
    ) { o, v throws(CommandError) in
      o.weekNumbering = try choice(
        v ?? "locale", "--week-numbers", { WeekNumbering(rawValue: $0) }, WeekNumbering.allCases.map(\.rawValue))
    },
    OptionSpec(long: "fixed-weeks", short: nil, value: .none, help: "always six week rows") {
      o, _ throws(CommandError) in
      o.fixedWeeks = true
    },
    OptionSpec(
      long: "today", short: nil, value: .required("DATE|none"),
      help: "what counts as today (ISO date; default: the clock)", completion: .choices(["none"])
    ) { o, v throws(CommandError) in
      if v == "none" {
        o.today = .none
      } else if let v, let day = JulianDay(isoString: v) {
        o.today = .date(day)
      } else {
        throw .usage("invalid date '\(v ?? "")' for --today", hint: "an ISO date such as 2024-02-14, or none")
      }
    },
    OptionSpec(
      long: "time-zone", short: nil, value: .required("TZ"),
      help: "IANA zone in which today and timed events fall on days (default TZ, else the system's, else UTC)",
      completion: .timeZones
    ) { o, v throws(CommandError) in
      o.timeZone = v
    },
    OptionSpec(
      long: "color", short: nil, value: .optional("auto|always|never"),
      help: "ANSI colour: today reversed, weekend days coloured (auto: a terminal and NO_COLOR unset)",
      completion: .choices(ParsedOptions.ColorMode.allCases.map(\.rawValue))
    ) { o, v throws(CommandError) in
      o.color =
        try v.map { value throws(CommandError) in
          try choice(
            value, "--color", { ParsedOptions.ColorMode(rawValue: $0) },
            ParsedOptions.ColorMode.allCases.map(\.rawValue))
        } ?? .auto
      o.colorGiven = true
    },
    OptionSpec(long: "help", short: "h", value: .none, help: "this help") { o, _ throws(CommandError) in
      o.help = true
    },
    OptionSpec(long: "version", short: "V", value: .none, help: "version, with the ICU and CLDR versions in use") {
      o, _ throws(CommandError) in
      o.version = true
    },
  ]

  /// `--sky`'s list: `phases,terms,seasons` in any order and number, `all`, or `none`.
  /// `--holiday-categories public,bank`: the categories of holidays shown, comma-separated.
  static func holidayCategories(_ value: String) throws(CommandError) -> Set<HolidayCategory> {
    var categories: Set<HolidayCategory> = []
    for word in value.split(separator: ",", omittingEmptySubsequences: false) {
      guard let category = HolidayCategory(rawValue: String(word)) else {
        throw .usage(
          "invalid value '\(value)' for --holiday-categories",
          hint: "comma-separated: " + HolidayCategory.allCases.map(\.rawValue).joined(separator: ", "))
      }
      categories.insert(category)
    }
    return categories
  }

  /// The `--holiday-categories` option of every table that shows holidays, setting its options by
  /// `set`.
  static func holidayCategoriesSpec<Options>(
    _ set: @escaping @Sendable (inout Options, Set<HolidayCategory>) -> Void
  ) -> OptionSpec<Options> {
    OptionSpec(
      long: "holiday-categories", short: nil, value: .required("LIST"),
      help: "holiday categories shown: public (default), bank, optional, observance, school; comma-separated",
      completion: .choices(HolidayCategory.allCases.map(\.rawValue))
    ) { o, v throws(CommandError) in set(&o, try CommandOptions.holidayCategories(v ?? "")) }
  }

  static func sky(_ value: String) throws(CommandError) -> CalendarRequest.Sky {
    if value == "none" { return [] }
    if value == "all" { return [.phases, .terms, .seasons] }
    var sky: CalendarRequest.Sky = []
    for word in value.split(separator: ",", omittingEmptySubsequences: false) {
      switch word {
      case "phases": sky.insert(.phases)
      case "terms": sky.insert(.terms)
      case "seasons": sky.insert(.seasons)
      default:
        throw .usage(
          "invalid value '\(value)' for --sky", hint: "phases, terms, seasons (comma-separated), all, or none")
      }
    }
    return sky
  }

  static func positiveInt(_ value: String?, _ name: String, max: Int) throws(CommandError) -> Int {
    guard let value, let number = Int(value), number >= 1, number <= max else {
      throw .usage("invalid value '\(value ?? "")' for \(name)", hint: "a whole number from 1 to \(max)")
    }
    return number
  }
}
