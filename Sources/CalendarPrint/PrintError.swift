/// Why a PDF or PNG could not be made: Cairo or Pango missing, or failing.
public struct PrintError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, in the terms of the failure.
  public enum Code: Sendable, Hashable {
    /// libcairo, libpango or libpangocairo cannot be opened (not installed).
    case libraryMissing
    /// Cairo failed (a surface too large, memory).
    case failed
  }

  /// What went wrong.
  public var code: Code
  /// One line a user can act on.
  public var message: String

  /// An error of `code`.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
