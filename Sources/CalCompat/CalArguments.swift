import CalendarModel
import Getopt

/// `cal`'s command line, read the way util-linux reads it (getopt_long, through the `GetoptScanner`
/// the normal grammar shares: options anywhere, long options abbreviated to any unique prefix,
/// optional values attached), plus calrender's own `--today`, `--locale` and the `--compat cal`
/// that selected this grammar. Errors are worded as getopt_long and cal word them.
public struct CalArguments: Sendable, Equatable {
  /// `-1`, `-3` or `-n N` (cal's `num_months`); nil when none was given.
  public var monthCount: Int?
  /// `-y`: the whole year, from January, under its number.
  public var year = false
  /// `-Y`: twelve months.
  public var twelve = false
  /// `-S` (and `-3`): centre the months on the month asked for.
  public var span = false
  /// Which of cal's mutually exclusive `-Y`, `-n`, `-y` was given.
  var exclusive: CalOption.Name?
  /// `-s` or `-m`; nil: the locale's first weekday.
  public var weekStart: Weekday?
  /// `-j`: day-of-year numbers instead of days of the month.
  public var julian = false
  /// `-w`: week numbers beside each week.
  public var weekNumbers = false
  /// `--week=N`: the week number to highlight (and show weeks numbered).
  public var week: Int?
  /// `--color[=WHEN]`: whether today is shown in reverse video.
  public var color: CalColorMode = .auto
  /// `-v`: the vertical layout, weekdays down and weeks across.
  public var vertical = false
  /// `-c`; nil: cal's default (three, fewer on a narrow terminal).
  public var columns: CalColumns?
  /// `--reform` or `--iso`: where the Julian calendar gives way to the Gregorian (1752 by default, as in Britain).
  public var reform: CalReform = .r1752
  /// calrender's `--today DATE`: the day cal takes for today (an ISO date), instead of the clock.
  public var today: String?
  /// calrender's `--locale ID`: the locale of names and titles, instead of the environment's.
  public var locale: String?
  /// `-h`: print cal's help.
  public var help = false
  /// `-V`: print the version.
  public var version = false
  /// The words that are not options: `[[day] month] year`, or a date.
  public var positionals: [String] = []

  /// What went wrong: cal prints one line and exits 1.
  public struct Failure: Error, Equatable, Sendable {
    /// The line cal prints, without the program's name.
    public var message: String
    /// A failure with cal's wording.
    public init(message: String) { self.message = message }
  }

  /// The most months `-n` shows (the normal grammar's `--months` limit).
  public static let maximumMonths = 1200

  static let long = CalOption.all.map { GetoptScanner.LongOption($0.name, $0.value.getopt) }
  static let short = CalOption.all.compactMap { option in
    option.short.map { GetoptScanner.ShortOption($0, option.shortValue.getopt) }
  }
  /// Options by their long names and short letters.
  static let byName = Dictionary(uniqueKeysWithValues: CalOption.all.map { ($0.name, $0.id) })
  static let byLetter = Dictionary(
    uniqueKeysWithValues: CalOption.all.compactMap { option in option.short.map { ($0, option.id) } })

  /// Reads `arguments` (without the program name and `--compat cal`) as util-linux cal reads them.
  /// - Throws: ``Failure`` with getopt_long's or cal's message for what cal refuses.
  public init(_ arguments: [String]) throws(Failure) {
    var scanner = GetoptScanner(arguments, long: Self.long, short: Self.short, abbreviations: true)
    while let token = try Self.next(&scanner) {
      switch token {
      case .positional(let word): positionals.append(word)
      // The scanner's names and letters are the table's.
      case .long(let name, let value): if let option = Self.byName[name] { try apply(option, value) }
      case .short(let letter, let value): if let option = Self.byLetter[letter] { try apply(option, value) }
      }
    }
  }

  /// The scanner's next token, its failures in getopt_long's words.
  static func next(_ scanner: inout GetoptScanner) throws(Failure) -> GetoptScanner.Token? {
    do { return try scanner.next() } catch {
      switch error {
      case .unknownLong(let name): throw Failure(message: "unrecognized option '--\(name)'")
      case .ambiguousLong(let name): throw Failure(message: "option '--\(name)' is ambiguous")
      case .unknownShort(let letter): throw Failure(message: "invalid option -- '\(letter)'")
      case .valueNotAllowed(let name): throw Failure(message: "option '--\(name)' doesn't allow an argument")
      case .valueMissing(let name): throw Failure(message: "option '--\(name)' requires an argument")
      case .shortValueMissing(let letter): throw Failure(message: "option requires an argument -- '\(letter)'")
      }
    }
  }

  mutating func apply(_ option: CalOption.Name, _ value: String?) throws(Failure) {
    // cal's err_exclusive_options: -Y, -n and -y exclude one another (each may repeat).
    if [.twelve, .months, .year].contains(option) {
      if let other = exclusive, other != option {
        throw Failure(message: "mutually exclusive arguments: --twelve --months --year")
      }
      exclusive = option
    }
    switch option {
    case .one: monthCount = 1
    case .three:
      monthCount = 3
      span = true
    case .months:
      // Bounded as in the normal grammar: cal takes any 32-bit count and builds every month first.
      guard let value, let n = Int(value), (1...Self.maximumMonths).contains(n) else {
        throw Failure(message: "invalid month argument: '\(value ?? "")': use 1-\(Self.maximumMonths)")
      }
      monthCount = n
    case .span: span = true
    case .sunday: weekStart = .sun
    case .monday: weekStart = .mon
    case .julian: julian = true
    case .reform:
      guard let value, let named = CalReform(argument: value) else {
        throw Failure(message: "invalid --reform value: '\(value ?? "")'")
      }
      reform = named
    case .iso: reform = .gregorian
    case .year: year = true
    case .twelve: twelve = true
    case .week:
      weekNumbers = true
      if let value {
        guard let n = Int(value) else { throw Failure(message: "invalid week argument: '\(value)'") }
        guard (1...54).contains(n) else { throw Failure(message: "illegal week value: use 1-54") }
        week = n
      }
    case .color:
      guard let value else {
        color = .auto
        return
      }
      guard let mode = CalColorMode(rawValue: value) else {
        throw Failure(message: "unsupported color mode: '\(value)'")
      }
      color = mode
    case .vertical: vertical = true
    case .columns:
      if value == "auto" {
        columns = .auto
      } else {
        guard let value, let n = Int(value), n > 0 else {
          throw Failure(message: "invalid columns argument: '\(value ?? "")'")
        }
        columns = .count(n)
      }
    case .version: version = true
    case .help: help = true
    case .today: today = value
    case .locale: locale = value
    case .compat:
      guard value == "cal" else { throw Failure(message: "unknown compatibility mode '\(value ?? "")' (cal)") }
    }
  }
}
