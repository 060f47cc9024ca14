/// Why holidays could not be had: bad region data, an unknown region, or a calendar fact that failed.
public struct HolidayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Code: String, Sendable {
    /// A holiday data file does not parse or breaks a rule (the message starts `file:line:`).
    case data
    /// No region has the requested code (the message lists the nearest codes).
    case unknownRegion
    /// The calendar arithmetic behind a rule failed.
    case calendar
  }

  /// What went wrong.
  public var code: Code
  /// A message a user can act on.
  public var message: String
  /// For `unknownRegion`: the region codes closest to the one asked for.
  public var suggestions: [String]

  /// Creates an error.
  public init(_ code: Code, _ message: String, suggestions: [String] = []) {
    self.code = code
    self.message = message
    self.suggestions = suggestions
  }

  /// The message.
  public var description: String { message }
}
