import Getopt
import Testing

/// The getopt_long reading both grammars share: clusters, attached and separate values, optional
/// values, abbreviations, `-` and `--`.
@Suite("GetoptScanner")
struct GetoptScannerTests {
  static let long: [GetoptScanner.LongOption] = [
    .init("three", .none), .init("months", .required), .init("monday", .none), .init("color", .optional),
    .init("week-view", .optionalNext { $0.hasPrefix("20") }), .init("span", .none), .init("sunday", .none),
  ]
  static let short: [GetoptScanner.ShortOption] = [
    .init("3", .none), .init("y", .none), .init("n", .required), .init("w", .optional), .init("m", .none),
  ]

  static func scan(_ arguments: [String], abbreviations: Bool = false) throws(GetoptScanner.Failure)
    -> [GetoptScanner.Token]
  {
    var scanner = GetoptScanner(arguments, long: long, short: short, abbreviations: abbreviations)
    return try scanner.all()
  }

  @Test func shortClustersAndTheirValues() throws {
    #expect(try Self.scan(["-3y"]) == [.short("3", value: nil), .short("y", value: nil)])
    // A required value takes the rest of the cluster, else the next word, whatever it is.
    #expect(
      try Self.scan(["-3n5", "2024"]) == [.short("3", value: nil), .short("n", value: "5"), .positional("2024")])
    #expect(try Self.scan(["-n", "5"]) == [.short("n", value: "5")])
    #expect(try Self.scan(["-n", "--", "x"]) == [.short("n", value: "--"), .positional("x")])
    #expect(try Self.scan(["-yn", "-3"]) == [.short("y", value: nil), .short("n", value: "-3")])
    // An optional value is only attached: the rest of the cluster, letters and all.
    #expect(
      try Self.scan(["-wiso", "-w", "x"]) == [.short("w", value: "iso"), .short("w", value: nil), .positional("x")])
    #expect(try Self.scan(["-mw3y"]) == [.short("m", value: nil), .short("w", value: "3y")])
  }

  @Test func longOptionsAndTheirValues() throws {
    #expect(
      try Self.scan(["--months=5", "--months", "6"]) == [.long("months", value: "5"), .long("months", value: "6")])
    #expect(try Self.scan(["--months="]) == [.long("months", value: "")])
    #expect(try Self.scan(["--color", "always"]) == [.long("color", value: nil), .positional("always")])
    #expect(try Self.scan(["--color=a=b"]) == [.long("color", value: "a=b")])
    // An optional value in the next word only when the option accepts it.
    #expect(try Self.scan(["--week-view", "2024-02-14"]) == [.long("week-view", value: "2024-02-14")])
    #expect(try Self.scan(["--week-view", "2"]) == [.long("week-view", value: nil), .positional("2")])
    #expect(try Self.scan(["--week-view=x", "2024"]) == [.long("week-view", value: "x"), .positional("2024")])
  }

  @Test func doubleDashEndsOptionsAndSingleDashIsAPositional() throws {
    #expect(
      try Self.scan(["2", "-3", "--", "-y", "--", "--months"]) == [
        .positional("2"), .short("3", value: nil), .positional("-y"), .positional("--"), .positional("--months"),
      ])
    #expect(try Self.scan(["-", "-y"]) == [.positional("-"), .short("y", value: nil)])
    #expect(try Self.scan([]) == [])
  }

  @Test func abbreviationsWhenAskedFor() throws {
    #expect(
      try Self.scan(["--mont", "3", "--thr"], abbreviations: true) == [
        .long("months", value: "3"), .long("three", value: nil),
      ])
    #expect(throws: GetoptScanner.Failure.ambiguousLong("mon")) { try Self.scan(["--mon"], abbreviations: true) }
    #expect(throws: GetoptScanner.Failure.ambiguousLong("s")) { try Self.scan(["--s"], abbreviations: true) }
    #expect(throws: GetoptScanner.Failure.unknownLong("thr")) { try Self.scan(["--thr"]) }
    // An exact name wins over the longer names it starts.
    let exact = [GetoptScanner.LongOption("week", .none), GetoptScanner.LongOption("weeks", .none)]
    var scanner = GetoptScanner(["--week"], long: exact, short: [], abbreviations: true)
    #expect(try scanner.all() == [.long("week", value: nil)])
  }

  @Test func failures() {
    #expect(throws: GetoptScanner.Failure.unknownShort("x")) { try Self.scan(["-3x"]) }
    #expect(throws: GetoptScanner.Failure.unknownLong("bogus")) { try Self.scan(["--bogus=1"]) }
    #expect(throws: GetoptScanner.Failure.valueNotAllowed(long: "three")) { try Self.scan(["--three=1"]) }
    #expect(throws: GetoptScanner.Failure.valueNotAllowed(long: "monday")) {
      try Self.scan(["--monda=1"], abbreviations: true)
    }
    #expect(throws: GetoptScanner.Failure.valueMissing("months")) { try Self.scan(["--months"]) }
    #expect(throws: GetoptScanner.Failure.shortValueMissing("n")) { try Self.scan(["-3n"]) }
  }

  /// Tokens come one at a time: an option before a failure has been read.
  @Test func readsUpToTheFailure() throws {
    var scanner = GetoptScanner(["-3", "-x"], long: Self.long, short: Self.short)
    #expect(try scanner.next() == .short("3", value: nil))
    #expect(throws: GetoptScanner.Failure.unknownShort("x")) { try scanner.next() }
  }
}
