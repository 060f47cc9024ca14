import CalCompat

/// An option as the completion scripts see it, from any of the three option tables.
struct CompletableOption {
  enum Takes { case nothing, value, attachedValue }

  var long: String
  var short: Character?
  var takes: Takes
  /// The value's name (`ID`, `FILE`).
  var metavar: String
  var help: String
  var completion: ValueCompletion

  init<Options>(_ spec: OptionSpec<Options>) {
    long = spec.long
    short = spec.short
    help = spec.help
    completion = spec.completion
    switch spec.value {
    case .none: (takes, metavar) = (.nothing, "")
    case .required(let what): (takes, metavar) = (.value, what)
    case .optional(let what), .optionalDate(let what): (takes, metavar) = (.attachedValue, what)
    }
  }

  init(_ option: CalOption) {
    long = option.name
    short = option.short
    help = option.help
    metavar = option.argument
    switch option.value {
    case .none: takes = .nothing
    case .required: takes = .value
    case .optional: takes = .attachedValue
    }
    switch option.id {
    case .locale: completion = .locales
    default: completion = option.choices.isEmpty ? .none : .choices(option.choices)
    }
  }

  init(long: String, takes: Takes, metavar: String, help: String, completion: ValueCompletion) {
    self.long = long
    self.short = nil
    self.takes = takes
    self.metavar = metavar
    self.help = help
    self.completion = completion
  }

  /// What each context of the command line offers.
  enum Context {
    /// The normal grammar, and `--compat cal` (which is not in its table: it switches grammars).
    static var main: [CompletableOption] {
      CommandOptions.table.map(CompletableOption.init)
        + [
          CompletableOption(
            long: "compat", takes: .value, metavar: "cal", help: "util-linux cal's grammar and output",
            completion: .choices(["cal"]))
        ]
    }
    /// After a subcommand: the options of `pick`, `holidays` and `workdays` (their own tables), and of the
    /// other subcommands (one table). `completions` is completed by hand.
    static var subcommandGroups: [(names: [String], options: [CompletableOption])] {
      [
        (["pick"], PickOptions.table.map(CompletableOption.init)),
        ([Subcommand.holidays.rawValue], HolidaysOptions.table.map(CompletableOption.init)),
        ([Subcommand.workdays.rawValue], WorkdaysOptions.table.map(CompletableOption.init)),
        (
          Subcommand.allCases.filter { $0 != .holidays && $0 != .workdays && $0 != .completions }.map(\.rawValue),
          SubcommandOptions.table.map(CompletableOption.init)
        ),
      ]
    }
    /// After `--compat cal`.
    static var compat: [CompletableOption] { CalOption.all.map(CompletableOption.init) }
    /// The subcommands and what they do.
    static var subcommands: [(name: String, help: String)] {
      [("pick", "pick a date or a range interactively")] + Subcommand.allCases.map { ($0.rawValue, $0.summary) }
    }
    static let shells = ["bash", "zsh", "fish"]
  }
}
