import CalendarPrint
/// Why a request could not be answered: a code a command maps to its exit status, and one line a
/// user can act on — in the library's words, never a command's (with Foundation it is a
/// `LocalizedError`, so an app's alert shows ``description``).
///
/// ```swift
/// do {
///   _ = try CalendarRenderer().render(CalendarRequest(locale: "xx-nonsense"), as: .text)
/// } catch let error as CalRenderError where error.code == .usage {
///   print(error.message)  // unknown locale 'xx-nonsense'
/// }
/// ```
public struct CalRenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of failure, with the sysexits.h status a command reports it with. Extensible (a
  /// struct, not an enum): a kind added later breaks no `switch`.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    /// The sysexits.h status.
    public let rawValue: Int32
    private let name: String

    private init(_ rawValue: Int32, _ name: String) {
      self.rawValue = rawValue
      self.name = name
    }

    /// The request asks for something that does not exist (locale, month, date, zone, pattern): 64.
    public static let usage = Code(64, "usage")
    /// Input data is malformed (an events file): 65.
    public static let data = Code(65, "data")
    /// A library the output needs cannot be opened (Cairo or Pango for PDF and PNG): 69.
    public static let unavailable = Code(69, "unavailable")
    /// Something failed where it should not have (the provider, ICU): 70.
    public static let `internal` = Code(70, "internal")

    public var description: String { name }
  }

  /// What kind of failure, and so the exit status.
  public var code: Code
  /// What went wrong, without the program's name.
  public var message: String
  /// How to do it right, when there is something to say — in the library's words (request
  /// fields), never a command's: a command adds its own from what the error is about.
  public var hint: String?
  /// What the error is about, for a command to add its own words (`see calrender locales`).
  package var subject: Subject?

  /// What an error is about, where a command has more to say than the library.
  package enum Subject: Hashable, Sendable {
    /// An unknown locale.
    case locale
    /// A calendar the locale's provider does not have.
    case calendar
    /// The request's title pattern; `weekYear`: refused for its week-based year.
    case titlePattern(weekYear: Bool)
  }

  /// An error with a code, a message and an optional hint.
  public init(_ code: Code, _ message: String, hint: String? = nil) {
    self.code = code
    self.message = message
    self.hint = hint
  }

  /// An error about `subject`.
  package init(_ code: Code, _ message: String, hint: String? = nil, subject: Subject) {
    self.init(code, message, hint: hint)
    self.subject = subject
  }

  public var description: String { message + (hint.map { " (\($0))" } ?? "") }

  /// `body`'s failures as ``CalRenderError``s: unknown locales (with the nearest ones) and
  /// unsupported calendars are usage errors, calendar facts that do not exist too, ICU's own
  /// failures internal.
  package static func translating<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as CalRenderError {
      throw error
    } catch let error as any LocaleDataError {
      switch error.failure {
      case .unknownLocale(let suggestions):
        let hint = suggestions.isEmpty ? nil : "nearest: " + suggestions.joined(separator: ", ")
        throw CalRenderError(.usage, error.description, hint: hint, subject: .locale)
      case .unsupportedCalendar:
        throw CalRenderError(.usage, error.description, subject: .calendar)
      case .failed:
        throw CalRenderError(.internal, "internal error: \(error)", hint: "please report this")
      }
    } catch let error as PrintError {
      switch error.code {
      case .libraryMissing: throw CalRenderError(.unavailable, error.message)
      case .failed: throw CalRenderError(.internal, "cannot draw the PDF or PNG: \(error.message)")
      }
    } catch let error as CalendarError {
      throw CalRenderError(error.code == .icu ? .internal : .usage, error.message)
    } catch {
      throw CalRenderError(.internal, "internal error: \(error)", hint: "please report this")
    }
  }
}
