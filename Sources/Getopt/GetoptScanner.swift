/// Reads a command line the way `getopt_long` does, for both of calrender's grammars: options and
/// positionals in any order; short options clustered (`-3y`) with a value attached (`-n5`) or in
/// the next word (`-n 5`); long options with `--name=value` or `--name value`, optionally
/// abbreviated to any unique prefix; an optional value only attached; `-` a positional; `--` ends
/// the options. It only reads: what an option means, and what an error says, is the grammar's.
///
/// ```swift
/// var scanner = GetoptScanner(
///   ["-3n5", "--locale=ko", "2024"], long: [.init("locale", .required)],
///   short: [.init("3", .none), .init("n", .required)])
/// while let token = try scanner.next() { … }  // .short("3"), .short("n", "5"), .long("locale", "ko"), .positional("2024")
/// ```
public struct GetoptScanner: Sendable {
  /// Whether an option takes a value.
  public enum Value: Sendable {
    /// A flag.
    case none
    /// Attached, else the next word (whatever it is).
    case required
    /// Only attached (`--color=always`, `-wiso`).
    case optional
    /// Attached, else the next word when `accepts` it (a long option's `--week-view 2024-02-14`); a
    /// short option's is only attached.
    case optionalNext(accepts: @Sendable (String) -> Bool)
  }

  /// A long option: its name without `--`, and whether it takes a value.
  public struct LongOption: Sendable {
    /// The name without `--` (`months`).
    public var name: String
    /// Whether it takes a value.
    public var value: Value

    /// Option `--name`.
    public init(_ name: String, _ value: Value) {
      self.name = name
      self.value = value
    }
  }

  /// A short option: its letter, and whether it takes a value.
  public struct ShortOption: Sendable {
    /// The letter (`n` for `-n`).
    public var letter: Character
    /// Whether it takes a value.
    public var value: Value

    /// Option `-letter`.
    public init(_ letter: Character, _ value: Value) {
      self.letter = letter
      self.value = value
    }
  }

  /// One thing read from the command line.
  public enum Token: Sendable, Hashable {
    /// A word that is not an option (`-` is one; every word after `--` is one).
    case positional(String)
    /// A long option by its full name (however abbreviated), with its value if any.
    case long(String, value: String?)
    /// A short option, with its value if any.
    case short(Character, value: String?)
  }

  /// Why the command line cannot be read.
  public enum Failure: Error, Sendable, Hashable {
    /// `--name` matches no option (the name as written, without `=value`).
    case unknownLong(String)
    /// `--name` abbreviates more than one option (as written).
    case ambiguousLong(String)
    /// `-x` is no option.
    case unknownShort(Character)
    /// `--name=value` for a flag (the option's full name).
    case valueNotAllowed(long: String)
    /// `--name` needs a value and the line ends (the option's full name).
    case valueMissing(String)
    /// `-x` needs a value and the line ends.
    case shortValueMissing(Character)
  }

  private let arguments: [String]
  private let longOptions: [LongOption]
  private let shortOptions: [ShortOption]
  private let abbreviations: Bool
  private var index = 0
  /// The unread letters of a short-option cluster.
  private var cluster: Substring = ""
  private var onlyPositionals = false

  /// A scanner over `arguments` (without the program's name).
  /// - Parameters:
  ///   - long: the long options; the first of a name wins.
  ///   - short: the short options; the first of a letter wins.
  ///   - abbreviations: whether a long option may be written as any prefix of its name that no
  ///     other option's name starts with (getopt_long's rule); an exact name always wins.
  public init(_ arguments: [String], long: [LongOption], short: [ShortOption], abbreviations: Bool = false) {
    self.arguments = arguments
    self.longOptions = long
    self.shortOptions = short
    self.abbreviations = abbreviations
  }

  /// The next token, nil at the end.
  public mutating func next() throws(Failure) -> Token? {
    if !cluster.isEmpty { return try nextShort() }
    guard index < arguments.count else { return nil }
    let argument = arguments[index]
    index += 1
    if onlyPositionals || argument == "-" || !argument.hasPrefix("-") { return .positional(argument) }
    if argument == "--" {
      onlyPositionals = true
      return try next()
    }
    if argument.hasPrefix("--") { return try nextLong(argument.dropFirst(2)) }
    cluster = argument.dropFirst()
    return try nextShort()
  }

  /// Every token to the end.
  public mutating func all() throws(Failure) -> [Token] {
    var tokens: [Token] = []
    while let token = try next() { tokens.append(token) }
    return tokens
  }

  private mutating func nextLong(_ body: Substring) throws(Failure) -> Token {
    let name = String(body.prefix { $0 != "=" })
    let attached = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
    let option = try longOption(named: name)
    switch option.value {
    case .none:
      if attached != nil { throw .valueNotAllowed(long: option.name) }
      return .long(option.name, value: nil)
    case .optional:
      return .long(option.name, value: attached)
    case .optionalNext(let accepts):
      if attached == nil, index < arguments.count, accepts(arguments[index]) {
        index += 1
        return .long(option.name, value: arguments[index - 1])
      }
      return .long(option.name, value: attached)
    case .required:
      if let attached { return .long(option.name, value: attached) }
      guard index < arguments.count else { throw .valueMissing(option.name) }
      index += 1
      return .long(option.name, value: arguments[index - 1])
    }
  }

  private func longOption(named name: String) throws(Failure) -> LongOption {
    if let exact = longOptions.first(where: { $0.name == name }) { return exact }
    guard abbreviations else { throw .unknownLong(name) }
    let candidates = longOptions.filter { $0.name.hasPrefix(name) }
    guard let only = candidates.first else { throw .unknownLong(name) }
    guard candidates.count == 1 else { throw .ambiguousLong(name) }
    return only
  }

  private mutating func nextShort() throws(Failure) -> Token {
    let letter = cluster.removeFirst()
    guard let option = shortOptions.first(where: { $0.letter == letter }) else {
      cluster = ""
      throw .unknownShort(letter)
    }
    switch option.value {
    case .none:
      return .short(letter, value: nil)
    case .optional, .optionalNext:
      defer { cluster = "" }
      return .short(letter, value: cluster.isEmpty ? nil : String(cluster))
    case .required:
      if !cluster.isEmpty {
        defer { cluster = "" }
        return .short(letter, value: String(cluster))
      }
      guard index < arguments.count else { throw .shortValueMissing(letter) }
      index += 1
      return .short(letter, value: arguments[index - 1])
    }
  }
}
