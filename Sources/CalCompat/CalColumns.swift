/// cal's `-c`/`--columns`: months to a row.
public enum CalColumns: Sendable, Hashable {
  /// `auto`: as many as the terminal's width takes.
  case auto
  /// Exactly this many (at least one).
  case count(Int)
}
