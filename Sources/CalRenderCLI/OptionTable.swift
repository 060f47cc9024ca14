import CalendarICU
import CalendarModel

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

/// Reads argv against a table of options: long options (`--opt=v`, `--opt v`), short ones bundled
/// (`-3m`, `-n5`, `-n 5`), positionals anywhere, `--` ends options.
struct OptionParser<Options: Sendable & Positionals>: Sendable {
  let table: [OptionSpec<Options>]
  let initial: Options

  init(table: [OptionSpec<Options>], initial: Options) {
    self.table = table
    self.initial = initial
  }

  func parse(_ arguments: [String]) throws(CommandError) -> Options {
    var options = initial
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        options.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let attached: String? = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
        guard let spec = table.first(where: { $0.long == name }) else {
          throw .usage(
            "unknown option '--\(name)'",
            hint: Self.nearest(name, in: table.map(\.long)).map { "did you mean --\($0)?" } ?? "see calrender --help")
        }
        switch spec.value {
        case .none:
          if attached != nil { throw .usage("option '--\(name)' takes no value") }
          try spec.apply(&options, nil)
        case .optional:
          try spec.apply(&options, attached)
        case .optionalDate:
          if attached == nil, index < arguments.count, JulianDay(isoString: arguments[index]) != nil {
            try spec.apply(&options, arguments[index])
            index += 1
          } else {
            try spec.apply(&options, attached)
          }
        case .required(let what):
          if let attached {
            try spec.apply(&options, attached)
          } else if index < arguments.count {
            try spec.apply(&options, arguments[index])
            index += 1
          } else {
            throw .usage("option '--\(name)' needs a value", hint: "--\(name) \(what)")
          }
        }
        continue
      }
      // Short options, bundled.
      var rest = Substring(argument.dropFirst())
      while let letter = rest.first {
        rest = rest.dropFirst()
        guard let spec = table.first(where: { $0.short == letter }) else {
          throw .usage("unknown option '-\(letter)'", hint: "see calrender --help")
        }
        switch spec.value {
        case .none:
          try spec.apply(&options, nil)
        case .optional, .optionalDate:
          // An optional value is attached: -wiso or -w=iso.
          let value = rest.isEmpty ? nil : String(rest.hasPrefix("=") ? rest.dropFirst() : rest)
          try spec.apply(&options, value)
          rest = ""
        case .required(let what):
          if !rest.isEmpty {
            try spec.apply(&options, String(rest))
            rest = ""
          } else if index < arguments.count {
            try spec.apply(&options, arguments[index])
            index += 1
          } else {
            throw .usage("option '-\(letter)' needs a value", hint: "-\(letter) \(what)")
          }
        }
      }
    }
    return options
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
