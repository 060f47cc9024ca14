extension JulianDay: CustomStringConvertible {
  /// The ISO date (`2024-02-14`), what a log line or a debugger should show, not the day number.
  public var description: String { isoString }
}
