/// Which list of a region's days a holiday is on: the public holidays the law gives everyone, or a
/// narrower one (python-holidays' categories, by the same names). Chosen per request
/// (`--holiday-categories public,bank`; the public ones by default).
public enum HolidayCategory: String, CaseIterable, Sendable, Hashable, Codable {
  /// A public holiday (the kinds `public`, `substitute` and `workday` of the law's list): the default.
  case `public`
  /// A bank holiday: banks and the financial markets close, other work goes on.
  case bank
  /// An optional holiday: a day off that employees may choose, or that some employers give.
  case optional
  /// A day marked but not a day off (Easter Sunday in Germany, a Land's patron saint in Austria).
  case observance
  /// A school holiday.
  case school

  /// The category of a holiday whose data states none: its kind's (an observance is one; every
  /// other kind is on the public list).
  public static func `default`(for kind: HolidayKind) -> HolidayCategory {
    kind == .observance ? .observance : .public
  }

  /// The request's default: the public holidays alone.
  ///
  /// Made for each use, not kept: every request holds its categories, and one kept set's storage
  /// shared by all of them was a reference count that threads answering requests at once pulled
  /// between their cores.
  public static var defaults: Set<HolidayCategory> { [.public] }

  /// Whether `categories` are ``defaults``, without making them.
  package static func areDefaults(_ categories: Set<HolidayCategory>) -> Bool {
    categories.count == 1 && categories.contains(.public)
  }
}
