/// Why the Foundation provider could not give a fact: an unknown locale or time zone, a calendar
/// Foundation does not have, or a date Foundation could not reckon.
public struct FoundationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of failure; more may be added (computed, not stored: the module keeps no globals).
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private let name: String
    private init(_ name: String) { self.name = name }

    /// Foundation has no data for the locale's language (or its script).
    public static var unknownLocale: Code { Code("unknownLocale") }
    /// The locale names a calendar calrender does not draw, or Foundation does not have.
    public static var unsupportedCalendar: Code { Code("unsupportedCalendar") }
    /// The time zone identifier is not one Foundation knows.
    public static var unknownTimeZone: Code { Code("unknownTimeZone") }
    /// Foundation returned no date or no text where it should have.
    public static var formatting: Code { Code("formatting") }

    public var description: String { name }
  }

  /// The kind of failure.
  public var code: Code
  /// One line a user can act on ("unknown locale 'xx_YY'").
  public var message: String

  /// An error of a kind, with its message.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { message }
}
