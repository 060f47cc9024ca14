import CalendarModel
import Foundation

extension FoundationLocaleCalendar: ProvidedCalendar {
  /// The locale as the seam carries it.
  public var locale: CalendarLocale {
    CalendarLocale(identifier: foundationLocale.identifier, language: foundationLocale.language)
  }

  /// The locale's pattern for a skeleton (`DateFormatter.dateFormat(fromTemplate:)`).
  public func bestPattern(skeleton: String) throws -> String { formats.bestPattern(skeleton: skeleton) }

  /// `day` in an explicit pattern, written from a day Foundation places in the same month where
  /// calrender's corrected month and Foundation's differ.
  public func format(_ day: JulianDay, pattern: String) throws -> String {
    formats.format(day, in: try month(holding: day), pattern: pattern)
  }

  /// Foundation's interval format of a skeleton (`DateIntervalFormatter.dateTemplate`).
  public func format(from first: JulianDay, to last: JulianDay, skeleton: String) throws -> String {
    interval(skeleton, from: first.date(), to: last.date())
  }

  /// The names of `year`'s months in `MMMM`, `MMM`, `LLLL`, `LLL`, in the locale and in English.
  public func monthNameCandidates(ofYear year: Int) throws -> [(name: String, code: MonthCode)] {
    let system = calendarFacts.calendar
    var sources = [formats]
    if foundationLocale.language != "en" {
      sources.append(FoundationDateFormats(locale: FoundationLocale(identifier: "en", language: "en"), system: system))
    }
    var names: [(name: String, code: MonthCode)] = []
    for month in try monthArithmetic.months(ofYear: year) {
      for source in sources {
        for pattern in ["MMMM", "MMM", "LLLL", "LLL"] {
          names.append((source.format(month.start, in: month, pattern: pattern).lowercased(), month.code))
        }
      }
    }
    return names
  }

  /// Foundation has no public API for CLDR's field display names: nil, and the picker's key help
  /// keeps its English words.
  public func displayName(of field: DateField) -> String? { nil }

  /// "Today" as Foundation's relative date style names the present day (its day field only),
  /// capitalized for the start of a sentence.
  public var todayName: String? {
    var style = Date.RelativeFormatStyle(
      presentation: .named, unitsStyle: .wide, locale: formats.locale, calendar: formats.calendar,
      capitalizationContext: .beginningOfSentence)
    style.allowedFields = [.day]
    let now = Date()
    let text = style.format(now)
    return text.isEmpty ? nil : text
  }

  /// The standalone names in every width, by weekday.
  public var standaloneWeekdayNames: [Weekday: WeekdayNames] {
    Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, standaloneNames[$0.rawValue - 1]) })
  }

  /// The standalone wide month names (`LLLL`).
  public var standaloneMonthNames: [String] { monthNames(width: .wide) }
}
