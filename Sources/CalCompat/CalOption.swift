import Getopt

/// One option of `--compat cal`: how `CalArguments` reads it, and what its help and calrender's
/// manual page say of it.
public struct CalOption: Sendable {
  /// Whether the option takes a value: never, always (attached or the next word), or only attached.
  public enum Value: Sendable, Equatable {
    /// A flag (`-y`).
    case none
    /// A value attached or in the next word (`-n 3`, `--months=3`).
    case required
    /// A value only when attached (`--color=always`; `--color` alone is `auto`).
    case optional
  }

  /// Which option it is; its raw value is the long name.
  public enum Name: String, CaseIterable, Sendable, Hashable {
    /// `-1`: one month (the default).
    case one
    /// `-3`: the previous, current and next months.
    case three
    /// `-n N`: N months from the month given.
    case months
    /// `-S`: with `-n`, centre the months on the month given.
    case span
    /// `-s`: weeks start on Sunday.
    case sunday
    /// `-m`: weeks start on Monday (and week numbers are ISO 8601).
    case monday
    /// `-j`: day-of-year numbers.
    case julian
    /// `--reform WHEN`: the Julian-to-Gregorian change-over (1752, gregorian, iso or julian).
    case reform
    /// `--iso`: the proleptic Gregorian calendar (`--reform iso`).
    case iso
    /// `-y`: the whole year.
    case year
    /// `-Y`: twelve months from the month given.
    case twelve
    /// `-w`, `--week[=N]`: week numbers, and the week to highlight.
    case week
    /// `-v`: the vertical layout (weekdays down, weeks across).
    case vertical
    /// `-c N`: months side by side.
    case columns
    /// `--color[=WHEN]`: reverse video for today.
    case color
    /// `-V`: the version.
    case version
    /// `-h`: the help.
    case help
    /// calrender's `--today DATE`.
    case today
    /// calrender's `--locale ID`.
    case locale
    /// calrender's `--compat cal` itself, accepted again where cal's options are read.
    case compat
  }

  /// Which option.
  public var id: Name
  /// The long name, without `--`.
  public var name: String { id.rawValue }
  /// The short letter (`n` for `-n`), when the option has one.
  public var short: Character?
  /// Whether the long form takes a value.
  public var value: Value
  /// Whether the short form takes a value: as the long one, except `-w` (getopt's "w", no value:
  /// `-1mwv` is four flags; a week number is only `--week=N`).
  public var shortValue: Value
  /// The value's name in help (`N`, `WHEN`); empty for a flag.
  public var argument: String
  /// One line of help.
  public var help: String
  /// The words the value may be, for shell completion (empty: free text).
  public var choices: [String]

  /// A flag.
  init(_ id: Name, _ short: Character?, _ help: String) {
    self.init(id, short, .none, "", help)
  }

  init(
    _ id: Name, _ short: Character?, _ value: Value, _ argument: String, _ help: String,
    choices: [String] = [], shortValue: Value? = nil
  ) {
    self.id = id
    self.short = short
    self.value = value
    self.shortValue = shortValue ?? value
    self.argument = argument
    self.help = help
    self.choices = choices
  }

  /// cal's options in util-linux 2.42's order, then calrender's own.
  public static let all: [CalOption] = [
    CalOption(.one, "1", "one month (the default)"),
    CalOption(.three, "3", "the previous, this and the next month"),
    CalOption(.months, "n", .required, "N", "N months from the month given (1 to 1200)"),
    CalOption(.span, "S", "with -n, centre the months on the month given"),
    CalOption(.sunday, "s", "weeks start on Sunday"),
    CalOption(.monday, "m", "weeks start on Monday (and week numbers are ISO 8601)"),
    CalOption(.julian, "j", "days numbered from January 1 (day of the year)"),
    CalOption(
      .reform, nil, .required, "WHEN", "the Gregorian reform: 1752 (the default), gregorian, iso or julian",
      choices: CalReform.arguments),
    CalOption(.iso, nil, "the same as --reform iso"),
    CalOption(.year, "y", "the whole year, under its number"),
    CalOption(.twelve, "Y", "twelve months from the month given"),
    CalOption(
      .week, "w", .optional, "N", "week numbers (US, or ISO 8601 with -m); --week=N: highlight week N",
      shortValue: CalOption.Value.none),
    CalOption(.vertical, "v", "weekdays down and weeks across"),
    CalOption(.columns, "c", .required, "N|auto", "months to a row (auto: as many as the width takes)"),
    CalOption(
      .color, nil, .optional, "WHEN", "reverse video for today: auto (a terminal), always or never",
      choices: CalColorMode.allCases.map(\.rawValue)),
    CalOption(.version, "V", "the version"),
    CalOption(.help, "h", "this help"),
    CalOption(.today, nil, .required, "DATE", "calrender's own: the ISO date that counts as today"),
    CalOption(.locale, nil, .required, "ID", "calrender's own: the locale (default LC_ALL, LC_TIME, LANG)"),
    CalOption(.compat, nil, .required, "cal", "selects this grammar (anywhere on the line)", choices: ["cal"]),
  ]

  /// `--compat cal --help`, from the table.
  public static func help(program: String) -> String {
    var lines = [
      "Usage:", " \(program) --compat cal [options] [[[day] month] year]",
      " \(program) --compat cal [options] <YYYY-MM-DD|monthname>", "", "Options (as util-linux cal 2.42):",
    ]
    for option in all {
      var left = " " + (option.short.map { "-\($0), " } ?? "    ") + "--" + option.name
      switch option.value {
      case .none: break
      case .required: left += " " + option.argument
      case .optional: left += "[=" + option.argument + "]"
      }
      lines.append(left + String(repeating: " ", count: max(1, 24 - left.count)) + option.help)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension CalOption.Value {
  /// How the scanner reads it.
  var getopt: GetoptScanner.Value {
    switch self {
    case .none: .none
    case .required: .required
    case .optional: .optional
    }
  }
}
