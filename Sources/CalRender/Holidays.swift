/// The holidays a request shows on its days and in its agenda: none, the locale's region's, some
/// regions' (from calrender's `Locales/holidays` data), or your own.
///
/// ```swift
/// var request = CalendarRequest(locale: "de-DE")  // Germany's federal days by default
/// request.holidays = .regions(["DE-BY"])  // and Bavaria's
/// request.holidays = .none  // or none at all
/// ```
public struct Holidays: Sendable {
  enum Choice: Sendable {
    case none
    case ofLocale
    case regions([String])
    case source(any HolidaySource)
  }

  let choice: Choice

  /// No holidays.
  public static let none = Holidays(choice: .none)

  /// The holidays of the locale's region (its likely region when it names none: `ko` → KR); none
  /// for the POSIX locale or a region calrender has no data for. The default.
  public static let ofLocale = Holidays(choice: .ofLocale)

  /// The holidays of these regions (ISO 3166 codes: `KR`, `JP`, `US`; a subdivision, ISO 3166-2,
  /// has its country's days and its own: `DE-BY`, `GB-SCT`).
  /// Unknown codes make the request fail with the nearest codes in the hint.
  public static func regions(_ codes: [String]) -> Holidays { Holidays(choice: .regions(codes)) }

  /// Holidays from any source (your own list).
  public init(source: any HolidaySource) { choice = .source(source) }

  private init(choice: Choice) { self.choice = choice }

  /// The region codes calrender has holiday data for, countries and subdivisions, sorted (`DE`,
  /// `DE-BB` … `DE-TH`, `DK`).
  public static var availableRegions: [String] { RegionHolidays.catalog.allCodes }
}
