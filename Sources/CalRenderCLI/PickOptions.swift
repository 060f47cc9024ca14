import CalRender

/// What `calrender pick` was asked for: the grid's display options and the picker's own.
struct PickOptions: Sendable, Positionals {
  /// How the choice is printed.
  enum Output: Sendable, Hashable {
    /// `2024-02-14`, or `START..END` for a range.
    case iso
    /// The chosen day(s) with their display-calendar fields.
    case json
    /// The locale's best pattern for an ICU skeleton (`yMMMEd`); a range in its interval format.
    case skeleton(String)
  }

  /// The display options, read by the grid's own table.
  var grid = ParsedOptions()
  var range = false
  var weekView = false
  var minimum: JulianDay?
  var maximum: JulianDay?
  var output: Output = .iso
  var positionals: [String] = []

  /// The grid's options that change what the picker draws (the rest make no sense on a screen).
  static let gridOptions = [
    "locale", "calendar", "sunday", "monday", "first-weekday", "weekday-width", "title-skeleton", "reform",
    "week-numbers", "secondary", "sky", "holidays", "events", "adjacent", "fixed-weeks", "today", "time-zone", "color",
  ]

  static let table: [OptionSpec<PickOptions>] =
    [
      OptionSpec(long: "range", short: "r", value: .none, help: "choose a range: Enter on its start, then on its end") {
        o, _ throws(CommandError) in o.range = true
      },
      OptionSpec(long: "week-view", short: nil, value: .none, help: "start on the week strip (w switches)") {
        o, _ throws(CommandError) in o.weekView = true
      },
      OptionSpec(long: "min", short: nil, value: .required("DATE"), help: "the earliest day that can be chosen") {
        o, v throws(CommandError) in o.minimum = try date(v, "--min")
      },
      OptionSpec(long: "max", short: nil, value: .required("DATE"), help: "the latest day that can be chosen") {
        o, v throws(CommandError) in o.maximum = try date(v, "--max")
      },
      OptionSpec(
        long: "output", short: "o", value: .required("iso|json|SKEL"),
        help: "print the choice as ISO (default), JSON, or with an ICU skeleton in the locale (yMMMEd)",
        completion: .choices(["iso", "json"])
      ) { o, v throws(CommandError) in
        switch v {
        case "iso": o.output = .iso
        case "json": o.output = .json
        case let skeleton?
        where !skeleton.isEmpty
          && skeleton.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }):
          o.output = .skeleton(skeleton)
        default:
          throw .usage("invalid value '\(v ?? "")' for --output", hint: "iso, json, or a skeleton such as yMMMEd")
        }
      },
    ]
    + CommandOptions.table.filter { gridOptions.contains($0.long) }.map(lifted)
    + [
      OptionSpec(long: "help", short: "h", value: .none, help: "this help") { o, _ throws(CommandError) in
        o.grid.help = true
      }
    ]

  /// A grid option applied to the grid's options.
  static func lifted(_ spec: OptionSpec<ParsedOptions>) -> OptionSpec<PickOptions> {
    let value: OptionSpec<PickOptions>.Value =
      switch spec.value {
      case .none: .none
      case .required(let what): .required(what)
      case .optional(let what): .optional(what)
      case .optionalDate(let what): .optionalDate(what)
      }
    return OptionSpec(long: spec.long, short: spec.short, value: value, help: spec.help, completion: spec.completion) {
      o, v throws(CommandError) in try spec.apply(&o.grid, v)
    }
  }

  static func date(_ value: String?, _ name: String) throws(CommandError) -> JulianDay {
    guard let value, let day = JulianDay(isoString: value) else {
      throw .usage("invalid date '\(value ?? "")' for \(name)", hint: "an ISO date such as 2024-02-14")
    }
    guard PickerState.supportedDays.contains(day) else {
      throw .usage("date '\(value)' for \(name) is outside 0001-01-01..9999-12-31")
    }
    return day
  }

  static let usage = """
    Usage: calrender pick [DATE] [--range] [--week-view] [--min DATE] [--max DATE] [--output iso|json|SKEL] [options]

    Choose a day (or a range of days) on a calendar drawn on the terminal (/dev/tty), in any locale
    and calendar system; the choice is printed on standard output, so that d=$(calrender pick) works.

    Keys: arrows or h j k l move a day or a week as the screen shows it (in right-to-left locales
    the right arrow goes to the previous day); PgUp/PgDn or < > a month; [ ] a year; Home/End the
    start/end of the week; t today; w month grid or week strip; Enter or Space choose (with --range:
    first the start, then the end); a mouse click chooses a day. Days outside --min/--max are dimmed
    and cannot be chosen. Ctrl-Z suspends (except inside d=$(...), where the shell could not resume
    it).

    Exit status: 0 a choice was printed; 1 cancelled (Esc, q or Ctrl-C; nothing is printed);
    64 usage error or no terminal.
    """
}
