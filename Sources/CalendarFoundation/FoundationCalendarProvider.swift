import CalendarModel
import Foundation

#if canImport(_FoundationICU)
  import _FoundationICU
#endif

/// The Foundation provider: every locale fact from the toolchain's Foundation (`Calendar`, `Locale`,
/// `DateFormatter`'s pattern from template, `NumberFormatter`, `TimeZone`), for platforms without the
/// system libicu — with calrender's own month arithmetic and corrections, as under the ICU provider.
///
/// Foundation carries its own ICU (76, CLDR 46 in Swift 6.3), so its names and week rules differ from
/// libicu 72's where CLDR changed (`docs/foundation-agreement.md`). It keeps no pools: Foundation's
/// formatters are cheap to make beside ICU's pattern generators, and each calendar it lends is new.
public final class FoundationCalendarProvider: CalendarDataProvider {
  private let resolver = FoundationLocaleResolver()

  /// A provider (reads Foundation's list of locales once).
  public init() {}

  /// `foundation`, with the versions of Foundation's own ICU (read from it where the toolchain
  /// exposes it, `_FoundationICU`; `0` elsewhere).
  public var versions: ProviderVersions {
    #if canImport(_FoundationICU)
      func text(_ version: UVersionInfo, parts: Int) -> String {
        [version.0, version.1, version.2, version.3].prefix(parts).map(String.init).joined(separator: ".")
      }
      var icu: UVersionInfo = (0, 0, 0, 0)
      var cldr: UVersionInfo = (0, 0, 0, 0)
      var unicode: UVersionInfo = (0, 0, 0, 0)
      var status = U_ZERO_ERROR
      swift_u_getVersion(&icu)
      swift_ulocdata_getCLDRVersion(&cldr, &status)
      swift_u_getUnicodeVersion(&unicode)
      return ProviderVersions(
        provider: "foundation", icu: text(icu, parts: 2), cldr: text(cldr, parts: 2), unicode: text(unicode, parts: 2))
    #else
      return ProviderVersions(provider: "foundation", icu: "0", cldr: "0", unicode: "0")
    #endif
  }

  public func locale(_ identifier: String) throws -> CalendarLocale {
    let resolved = try resolver.resolve(identifier)
    return CalendarLocale(identifier: resolved.identifier, language: resolved.language)
  }

  private func foundationLocale(_ locale: CalendarLocale) -> FoundationLocale {
    FoundationLocale(identifier: locale.identifier, language: locale.language)
  }

  public func languageTag(of locale: CalendarLocale) -> String { foundationLocale(locale).languageTag }

  public var posixLocale: CalendarLocale { CalendarLocale(identifier: "en_US_POSIX", language: "en") }

  /// `Locale.current`.
  public func currentLocaleIdentifier() -> String? { Locale.current.identifier }

  public func defaultCalendar(of locale: CalendarLocale) throws -> CalendarSystem {
    try foundationLocale(locale).defaultSystem()
  }

  public func withCalendar<T>(
    _ locale: CalendarLocale, _ options: CalendarOptions, _ body: (any ProvidedCalendar) throws -> T
  ) throws -> T {
    try body(try makeCalendar(locale, options))
  }

  /// Only the 1582 change-over: Foundation's Gregorian calendar has no other.
  public func makeCalendar(_ locale: CalendarLocale, _ options: CalendarOptions) throws -> any ProvidedCalendar {
    guard options.reform == .r1582 || options.reform == .gregorian || options.calendar.map({ $0 != .gregorian }) == true
    else {
      throw FoundationError(.unsupportedCalendar, "the Foundation provider has only the 1582 Gregorian change-over")
    }
    return try FoundationLocaleCalendar(
      locale: foundationLocale(locale), calendar: options.calendar, firstWeekday: options.firstWeekday,
      titleSkeleton: options.titleSkeleton, titlePattern: options.titlePattern)
  }

  public func withSecondaryCalendar<T>(
    _ locale: CalendarLocale, _ system: CalendarSystem, _ body: (any SecondaryDating) throws -> T
  ) throws -> T {
    try body(FoundationSecondaryCalendar(locale: foundationLocale(locale), system: system))
  }

  public func holidayArithmetic(locale: CalendarLocale) -> @Sendable (CalendarSystem) throws -> any CalendarArithmetic {
    { FoundationCalendarArithmetic(system: $0) }
  }

  /// Foundation's maximal form of the locale (`Locale.Language.maximalIdentifier`), in ICU's spelling.
  public func likelySubtags(of locale: CalendarLocale) -> String? {
    let base = locale.identifier.prefix { $0 != "@" }
    let maximal = Locale.Language(identifier: String(base)).maximalIdentifier
    return maximal.isEmpty ? nil : String(maximal.map { $0 == "-" ? "_" : $0 })
  }

  public func script(ofLanguage identifier: String) -> String {
    Locale.Language(identifier: identifier).maximalIdentifier.split(separator: "-").dropFirst()
      .first { $0.count == 4 }.map(String.init) ?? "Latn"
  }

  /// Foundation has no paper size on Linux (`Locale` carries no CLDR `paperSize`): CLDR 42's table
  /// by the locale's region (`PaperSize.ofRegion`: Letter in the US, Canada, Mexico, …, else A4).
  public func paperSize(of locale: CalendarLocale) -> PaperSize {
    let maximal = Locale.Language(identifier: String(locale.identifier.prefix { $0 != "@" })).maximalIdentifier
    let parts = maximal.split(separator: "-").dropFirst()
    let region = parts.first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
    return PaperSize.ofRegion(region.map { String($0) } ?? "")
  }

  public func timeZone(_ identifier: String?) throws -> any TimeZoneRules & Sendable {
    try FoundationTimeZone(identifier)
  }

  /// `TimeZone.current`, nil when it is GMT without a name of its own.
  public func systemTimeZoneIdentifier() -> String? {
    let identifier = TimeZone.current.identifier
    return identifier.isEmpty ? nil : identifier
  }

  public func today(inTimeZone identifier: String?) throws -> JulianDay {
    let zone = try FoundationTimeZone(identifier)
    let now = Date().timeIntervalSince1970
    let local = Int64(now.rounded(.down)) + Int64(try zone.offset(at: Int64(now.rounded(.down))))
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    return JulianDay(Int(days) + 2_440_588)
  }

  public func timeZoneIdentifiers() throws -> [String] { TimeZone.knownTimeZoneIdentifiers.sorted() }

  public var localeIdentifiers: [String] { resolver.availableLocales }

  public func patternTools(for locale: CalendarLocale) throws -> any PatternTools {
    FoundationPatternTools(calendar: try makeCalendar(locale, CalendarOptions()))
  }

  /// Terminal columns: East Asian wide and fullwidth characters two (the Unicode ranges of
  /// `EastAsianWidth.txt` the locales' labels use), combining marks and format characters none.
  public func displayWidth(of text: String) -> Int { Self.columns(of: text) }

  public var displayWidthMeasure: @Sendable (String) -> Int { { Self.columns(of: $0) } }

  /// ``displayWidth(of:)`` without a provider.
  public static func columns(of text: String) -> Int {
    var width = 0
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format, .control: continue
      default: width += Self.isWide(scalar.value) ? 2 : 1
      }
    }
    return width
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default: false
    }
  }
}

/// The linter's tools over a Foundation calendar of the locale's own calendar system.
struct FoundationPatternTools: PatternTools {
  let calendar: any ProvidedCalendar

  func format(_ pattern: String, at instant: PatternInstant) -> String? {
    guard let calendar = calendar as? FoundationLocaleCalendar else { return nil }
    return calendar.formats.format(instant.day, pattern: pattern, seconds: Int(instant.seconds))
  }

  func bestPattern(skeleton: String) -> String? { try? calendar.bestPattern(skeleton: skeleton) }
}

extension FoundationError: LocaleDataError {
  public var failure: LocaleDataFailure {
    switch code {
    case .unknownLocale: .unknownLocale(suggestions: [])
    case .unsupportedCalendar: .unsupportedCalendar
    default: .failed
    }
  }
}
