/// The month structure of one calendar system, as the layout model needs it.
///
/// ICU implements it (`CalendarICU.ICUCalendarArithmetic`); the tests also run the model over a naive
/// Gregorian implementation. Implementations are not required to be thread-safe.
public protocol CalendarArithmetic {
  /// The calendar system whose months these are.
  var system: CalendarSystem { get }
  /// The month containing `day`.
  func month(containing day: JulianDay) throws -> MonthSpan
  /// The month after `month` (a default walks from its end).
  func month(after month: MonthSpan) throws -> MonthSpan
  /// The month with this number in this year; throws when the calendar does not have it (a usage error).
  func month(year: Int, code: MonthCode) throws -> MonthSpan
  /// The day `day` of that month; throws when it does not exist.
  func day(_ day: Int, year: Int, code: MonthCode) throws -> JulianDay
}

extension CalendarArithmetic {
  /// The month after `month`.
  public func month(after month: MonthSpan) throws -> MonthSpan { try self.month(containing: month.end) }
  /// The month before `month`.
  public func month(before month: MonthSpan) throws -> MonthSpan {
    try self.month(containing: month.start.advanced(by: -1))
  }

  /// All months of a year, in order (12, or 13 in Hebrew and lunar leap years and in coptic/ethiopic);
  /// of the years the span's ends cut (Hebrew 3761, Chinese 0, Ethiopic 9992), the months inside it.
  public func months(ofYear year: Int) throws -> [MonthSpan] {
    var month: MonthSpan
    do {
      month = try self.month(year: year, code: MonthCode(number: 1))
    } catch let error as CalendarError where error.code == .outOfRange {
      // The year began before 0001-01-01: from the span's first month, if it is this year's.
      let first = try self.month(containing: JulianDay.supportedRange.lowerBound)
      guard first.year == year else { throw error }
      month = first
    }
    var months: [MonthSpan] = []
    while month.year == year {
      months.append(month)
      // The span's last month has none after it: its year ends there (9999, Ethiopic 9992).
      do {
        month = try self.month(after: month)
      } catch let error as CalendarError where error.code == .outOfRange {
        break
      }
    }
    return months
  }
}

/// A calendar fact that could not be had: the display calendar has no such month or day, or the
/// date is outside the span calrender covers.
public struct CalendarError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of fact was missing.
  public enum Code: String, Sendable {
    /// The year has no such month (month 13 of a common Hebrew year, a leap month that year lacks).
    case noSuchMonth
    /// The month has no such day (30 February, or a day the Gregorian change-over skipped).
    case noSuchDay
    /// The date is outside 0001-01-01…9999-12-31, the span calrender covers.
    case outOfRange
    /// A combination calrender does not draw (a change-over in a non-Gregorian calendar).
    case unsupported
    /// ICU failed where it should not have.
    case icu
  }
  /// What kind of fact was missing.
  public var code: Code
  /// One line a user can act on ("month 13 of 2024 does not exist in the gregorian calendar").
  public var message: String

  /// An error of a kind, with its message.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { message }
}
