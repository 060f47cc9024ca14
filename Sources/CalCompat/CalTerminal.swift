#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where cal's output goes, as far as fitting months goes: whether it is a terminal, the
/// terminal's width, and `COLUMNS`.
public struct CalTerminal: Sendable, Equatable {
  /// Whether standard output is a terminal.
  public var isTerminal: Bool
  /// The terminal's columns (`TIOCGWINSZ`), when it is one and says.
  public var columns: Int?
  /// The `COLUMNS` environment variable, as it is.
  public var columnsVariable: String?

  /// A terminal, or a pipe or file when `isTerminal` is false.
  public init(isTerminal: Bool, columns: Int? = nil, columnsVariable: String? = nil) {
    self.isTerminal = isTerminal
    self.columns = columns
    self.columnsVariable = columnsVariable
  }

  /// Standard output's: its window size is asked only when it is a terminal.
  public static func standardOutput(isTerminal: Bool, columnsVariable: String?) -> CalTerminal {
    var columns: Int?
    if isTerminal {
      var size = winsize()
      if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { columns = Int(size.ws_col) }
    }
    return CalTerminal(isTerminal: isTerminal, columns: columns, columnsVariable: columnsVariable)
  }

  /// The width cal fits months to (util-linux `get_terminal_width(80)`): the terminal's, else
  /// `COLUMNS` when it is a number from 1 to `INT_MAX` (a larger one is ignored), else 80.
  public var width: Int {
    if isTerminal, let columns, columns > 0 { return columns }
    if let value = columnsVariable.flatMap(Int.init), (1...Int(Int32.max)).contains(value) {
      // Bounded again for the fitting arithmetic (no terminal is this wide).
      return min(value, CalMonthsPerRow.widestTerminal)
    }
    return 80
  }
}
