import CalRender
import Getopt

/// The command's options as one table: the parser reads it and `--help` is printed from it.
struct OptionSpec<Options>: Sendable {
  enum Value: Sendable, Equatable {
    /// A flag.
    case none
    /// `--opt value` or `--opt=value`; the name is what `--help` shows.
    case required(String)
    /// Only attached: `--opt=value`.
    case optional(String)
    /// Attached, or the next word when it is an ISO date (`--week-view 2024-02-14`).
    case optionalDate(String)
  }

  var long: String
  var short: Character?
  var value: Value
  var help: String
  /// What completes the value (shell completions, the manual page).
  var completion: ValueCompletion = .none
  var apply: @Sendable (inout Options, String?) throws(CommandError) -> Void
}

extension OptionSpec.Value {
  /// How the scanner reads it.
  var getopt: GetoptScanner.Value {
    switch self {
    case .none: .none
    case .required: .required
    case .optional: .optional
    case .optionalDate: .optionalNext { JulianDay(isoString: $0) != nil }
    }
  }
}

/// Reads argv against a table of options with the shared `GetoptScanner`: long options (`--opt=v`,
/// `--opt v`, never abbreviated), short ones bundled (`-3m`, `-n5`, `-n 5`), positionals anywhere,
/// `--` ends options.
struct OptionParser<Options: Sendable & Positionals>: Sendable {
  let table: [OptionSpec<Options>]
  let initial: Options

  init(table: [OptionSpec<Options>], initial: Options) {
    self.table = table
    self.initial = initial
  }

  func parse(_ arguments: [String]) throws(CommandError) -> Options {
    var options = initial
    var scanner = GetoptScanner(
      arguments, long: table.map { GetoptScanner.LongOption($0.long, $0.value.getopt) },
      short: table.compactMap { spec in spec.short.map { GetoptScanner.ShortOption($0, spec.value.getopt) } })
    while let token = try next(&scanner) {
      switch token {
      case .positional(let word):
        options.positionals.append(word)
      case .long(let name, let value):
        // The scanner's names and letters are the table's.
        guard let spec = table.first(where: { $0.long == name }) else { continue }
        try spec.apply(&options, value)
      case .short(let letter, let value):
        guard let spec = table.first(where: { $0.short == letter }) else { continue }
        switch spec.value {
        case .optional, .optionalDate:
          // An optional value is attached: -wiso or -w=iso.
          try spec.apply(&options, value.map { $0.hasPrefix("=") ? String($0.dropFirst()) : $0 })
        case .none, .required:
          try spec.apply(&options, value)
        }
      }
    }
    return options
  }

  /// The scanner's next token, its failures as the command's usage errors.
  private func next(_ scanner: inout GetoptScanner) throws(CommandError) -> GetoptScanner.Token? {
    do { return try scanner.next() } catch {
      switch error {
      case .unknownLong(let name) where name == "compat" || name.hasPrefix("compat="):
        // `--compat cal` is taken before options are read; any other mode reaches here.
        throw .usage("--compat takes one mode, cal", hint: "calrender --compat cal [util-linux cal arguments]")
      case .unknownLong(let name), .ambiguousLong(let name):
        throw .usage(
          "unknown option '--\(name)'",
          hint: Self.nearest(name, in: table.map(\.long)).map { "did you mean --\($0)?" } ?? "see calrender --help")
      case .unknownShort(let letter):
        throw .usage("unknown option '-\(letter)'", hint: "see calrender --help")
      case .valueNotAllowed(let name):
        throw .usage("option '--\(name)' takes no value")
      case .valueMissing(let name):
        throw .usage(
          "option '--\(name)' needs a value", hint: "--\(name) \(valueName(table.first { $0.long == name }))")
      case .shortValueMissing(let letter):
        throw .usage(
          "option '-\(letter)' needs a value", hint: "-\(letter) \(valueName(table.first { $0.short == letter }))")
      }
    }
  }

  /// What `--help` calls an option's value.
  private func valueName(_ spec: OptionSpec<Options>?) -> String {
    switch spec?.value {
    case .required(let what)?, .optional(let what)?, .optionalDate(let what)?: what
    case .none?, nil: ""
    }
  }

  /// The closest name within edit distance 2, for a "did you mean" hint.
  static func nearest(_ name: String, in names: [String]) -> String? {
    let scored = names.map { ($0, editDistance($0, name)) }.filter { $0.1 <= 2 }
    return scored.min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
  }

  /// `--help`, from the table.
  func help() -> String {
    var lines: [String] = []
    for spec in table {
      var left = "  " + (spec.short.map { "-\($0), " } ?? "    ") + "--" + spec.long
      switch spec.value {
      case .none: break
      case .required(let what): left += " " + what
      case .optional(let what): left += "[=" + what + "]"
      case .optionalDate(let what): left += " [" + what + "]"
      }
      let pad =
        left.count < 34 ? String(repeating: " ", count: 34 - left.count) : "\n" + String(repeating: " ", count: 34)
      lines.append(left + pad + spec.help)
    }
    return lines.joined(separator: "\n")
  }
}

/// Options that collect positional arguments.
protocol Positionals {
  var positionals: [String] { get set }
}

extension ParsedOptions: Positionals {}
extension SubcommandOptions: Positionals {}
