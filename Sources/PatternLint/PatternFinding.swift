import CalendarModel

/// One problem the linter found in a date pattern.
public struct PatternFinding: Hashable, Sendable {
  /// Stable identifiers of the findings (used in JSON and by `--title-pattern`).
  public enum Code: String, CaseIterable, Sendable {
    /// `Y` (week-based year) where the calendar year `y` is meant.
    case weekYear = "week-year"
    /// `y` (calendar year) beside `w` (week of the week-based year), where `Y` is meant.
    case calendarYearWithWeek = "calendar-year-with-week"
    /// `D` (day of year) beside a month, where `d` (day of month) is meant.
    case dayOfYear = "day-of-year"
    /// `m` (minute) in a date without hours, where `M` (month) is meant.
    case minuteAsMonth = "minute-as-month"
    /// `M` (month) in a time without a date, where `m` (minute) is meant.
    case monthAsMinute = "month-as-minute"
    /// `h`/`K` (12-hour clock) without `a`/`b`/`B`: morning and afternoon look the same.
    case hour12WithoutMarker = "hour-12-without-marker"
    /// `S` (fraction of a second) without `s`, where seconds are meant.
    case fractionAsSecond = "fraction-as-second"
    /// Letters meant as text but read as fields (`at`, `de`), or letters ICU drops silently.
    case unquotedLetter = "unquoted-letter"
    /// A quote that is never closed.
    case unbalancedQuote = "unbalanced-quote"
    /// A hand-written order and separators where the locale's pattern for a skeleton would localize.
    case fixedOrder = "fixed-order"
  }

  /// How bad a finding is: an error goes wrong on real dates, a warning may, a note suggests.
  public enum Severity: String, Comparable, Sendable {
    /// A suggestion: the pattern works, but could localize better.
    case info
    /// The pattern may go wrong (a 12-hour clock without a marker).
    case warning
    /// The pattern goes wrong on real dates (`YYYY` in the last days of December).
    case error
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    private var rank: Int {
      switch self {
      case .info: 0
      case .warning: 1
      case .error: 2
      }
    }
  }

  /// Which mistake it is.
  public var code: Code
  /// How bad it is.
  public var severity: Severity
  /// Unicode-scalar offsets into the pattern, end exclusive.
  public var span: Range<Int>
  /// One line a user can act on.
  public var message: String
  /// What to write instead of the span (`yyyy`), or the skeleton to use (`yMMMM`).
  public var suggestion: String?
  /// A real date on which the pattern goes wrong, computed with ICU (`2024-12-30 formats as …`).
  public var example: String?

  /// A finding.
  public init(
    code: Code, severity: Severity, span: Range<Int>, message: String, suggestion: String? = nil,
    example: String? = nil
  ) {
    self.code = code
    self.severity = severity
    self.span = span
    self.message = message
    self.suggestion = suggestion
    self.example = example
  }
}

/// What a pattern is for: the linter's advice depends on it.
public enum PatternIntent: String, CaseIterable, Sendable {
  /// A calendar's month title (year and month).
  case title
  /// A date.
  case date
  /// A date and time.
  case dateTime = "date-time"
}
