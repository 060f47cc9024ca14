import CalendarFoundation
import CalendarICU
import CalendarModel
import Foundation

/// One field the two providers are compared on, for every locale both know.
struct AgreementField: Hashable, Sendable {
  let name: String
  /// What the report says the field holds.
  let summary: String
}

/// A locale where the providers answer a field differently.
struct AgreementDifference: Hashable, Sendable {
  let locale: String
  let icu: String
  let foundation: String
}

/// The agreement of the Foundation provider with the ICU provider over every locale both know,
/// field by field: the measurement the report is written from.
struct ProviderAgreement {
  /// The fields, in the report's order.
  static let fields: [AgreementField] = [
    AgreementField(name: "calendar", summary: "the locale's default calendar system"),
    AgreementField(name: "firstWeekday", summary: "first day of the week"),
    AgreementField(name: "minimalDays", summary: "minimal days in the first week"),
    AgreementField(name: "weekdays.wide", summary: "standalone weekday names, wide (7 compared)"),
    AgreementField(name: "weekdays.abbreviated", summary: "standalone weekday names, abbreviated"),
    AgreementField(name: "weekdays.short", summary: "standalone weekday names, short (`cccccc`)"),
    AgreementField(name: "weekdays.narrow", summary: "standalone weekday names, narrow"),
    AgreementField(name: "monthNames", summary: "standalone wide month names of the default calendar"),
    AgreementField(name: "titles", summary: "month titles (`yMMMM`) of 2024-01, 2024-02, 2024-09, 2025-12"),
    AgreementField(name: "headings", summary: "month and year headings (`LLLL`, `y`) of the same months"),
    AgreementField(name: "dayLabels", summary: "day labels 1…29 of the month holding 2024-02-14"),
    AgreementField(name: "direction", summary: "writing direction"),
    AgreementField(name: "weekend", summary: "weekend days"),
  ]

  /// Days whose months' headings are compared.
  static let headingDays = [
    JulianDay(isoYear: 2024, month: 1, day: 15), JulianDay(isoYear: 2024, month: 2, day: 14),
    JulianDay(isoYear: 2024, month: 9, day: 15), JulianDay(isoYear: 2025, month: 12, day: 15),
  ]

  /// The locales compared: ICU's available locales that Foundation lists too.
  var locales: [String] = []
  /// Locales one of the providers could not open, with why.
  var unopened: [(locale: String, reason: String)] = []
  /// Differences by field name.
  var differences: [String: [AgreementDifference]] = [:]

  /// Measures every shared locale.
  static func measure() -> ProviderAgreement {
    var result = ProviderAgreement()
    let icuResolver = LocaleResolver()
    let foundationResolver = FoundationLocaleResolver()
    let shared = Set(icuResolver.availableLocales).intersection(Locale.availableIdentifiers)
    for id in shared.sorted() {
      let icu: LocaleCalendar
      let foundation: FoundationLocaleCalendar
      do {
        icu = try LocaleCalendar(locale: try icuResolver.resolve(id), options: CalendarOptions(calendar: nil))
      } catch {
        result.unopened.append((id, "ICU: \(error)"))
        continue
      }
      do {
        foundation = try FoundationLocaleCalendar(locale: try foundationResolver.resolve(id))
      } catch {
        result.unopened.append((id, "Foundation: \(error)"))
        continue
      }
      result.locales.append(id)
      for (field, values) in compare(icu, foundation) where values.0 != values.1 {
        result.differences[field, default: []].append(
          AgreementDifference(locale: id, icu: values.0, foundation: values.1))
      }
    }
    return result
  }

  /// Each field's values, ICU's first, written as the report shows them.
  static func compare(_ icu: LocaleCalendar, _ foundation: FoundationLocaleCalendar) -> [(String, (String, String))] {
    let (a, b) = (icu.calendarFacts, foundation.calendarFacts)
    var fields: [(String, (String, String))] = [
      ("calendar", (a.calendar.identifier, b.calendar.identifier)),
      ("firstWeekday", (a.firstWeekday.key, b.firstWeekday.key)),
      ("minimalDays", (String(a.minimalDaysInFirstWeek), String(b.minimalDaysInFirstWeek))),
    ]
    for width in [LabelWidth.wide, .abbreviated, .short, .narrow] {
      // By weekday, not in display order: a first weekday that differs is its own field.
      func names(_ headers: [WeekdayHeader]) -> String {
        headers.sorted { $0.weekday < $1.weekday }.map(\.label).joined(separator: " ")
      }
      fields.append(
        ("weekdays.\(width.rawValue)", (names(icu.headers(width: width)), names(foundation.headers(width: width)))))
    }
    fields.append(
      ("monthNames", (icu.facts.monthNames.joined(separator: " "), foundation.monthNames().joined(separator: " "))))
    var titles = ([String](), [String]()), headings = ([String](), [String]()), labels = ("", "")
    for (index, day) in headingDays.enumerated() {
      let one = (try? icu.monthArithmetic.month(containing: day)).flatMap { try? icu.headings(for: $0) }
      let two = (try? foundation.monthArithmetic.month(containing: day)).flatMap { try? foundation.headings(for: $0) }
      titles.0.append(one?.title ?? "(error)")
      titles.1.append(two?.title ?? "(error)")
      headings.0.append((one.map { "\($0.monthLabel) / \($0.yearLabel)" }) ?? "(error)")
      headings.1.append((two.map { "\($0.monthLabel) / \($0.yearLabel)" }) ?? "(error)")
      if index == 1 {
        if let span = try? icu.monthArithmetic.month(containing: day) {
          labels.0 = (1...29).map { icu.dayLabel($0, near: span) }.joined(separator: " ")
        }
        if let span = try? foundation.monthArithmetic.month(containing: day) {
          labels.1 = (1...29).map { foundation.dayLabel($0, near: span) }.joined(separator: " ")
        }
      }
    }
    fields.append(("titles", (titles.0.joined(separator: " | "), titles.1.joined(separator: " | "))))
    fields.append(("headings", (headings.0.joined(separator: " | "), headings.1.joined(separator: " | "))))
    fields.append(("dayLabels", labels))
    fields.append(("direction", (a.direction.rawValue, b.direction.rawValue)))
    fields.append(
      (
        "weekend",
        (a.weekend.sorted().map(\.key).joined(separator: " "), b.weekend.sorted().map(\.key).joined(separator: " "))
      ))
    return fields
  }
}

extension ProviderAgreement {
  /// The share of locales whose answers agree on `field`.
  func agreement(_ field: String) -> Double {
    guard !locales.isEmpty else { return 0 }
    return Double(locales.count - (differences[field]?.count ?? 0)) / Double(locales.count)
  }

  /// Differences by the id of the kind that explains them, each with its field.
  var explained: [String: [(field: String, difference: AgreementDifference)]] {
    var kinds: [String: [(field: String, difference: AgreementDifference)]] = [:]
    for field in Self.fields {
      for difference in differences[field.name] ?? [] {
        if let kind = DifferenceKind.all.first(where: { $0.explains(field: field.name, locale: difference.locale) }) {
          kinds[kind.id, default: []].append((field.name, difference))
        }
      }
    }
    return kinds
  }

  /// Differences no kind explains.
  var unexplained: [(field: String, difference: AgreementDifference)] {
    Self.fields.flatMap { field in
      (differences[field.name] ?? []).filter { difference in
        !DifferenceKind.all.contains { $0.explains(field: field.name, locale: difference.locale) }
      }.map { (field.name, $0) }
    }
  }

  /// The report, as committed in docs/foundation-agreement.md.
  func report() -> String {
    let icu = ICUVersions.current()
    var text = """
      # The Foundation provider against the ICU provider

      Generated by `CALRENDER_RECORD=1 swift test --filter CalendarFoundationTests.AgreementTests`
      (Tests/CalendarFoundationTests/AgreementTests.swift), which fails when this file differs from
      what it measures; the reasons are the test's `DifferenceKind`s. Do not edit by hand.

      The ICU provider (`CalendarICU.LocaleCalendar`, system libicu \(icu.icu), CLDR \(icu.cldr)) and
      the Foundation provider (`CalendarFoundation.FoundationLocaleCalendar`, the toolchain's
      Foundation with its own ICU — ICU 76, CLDR 46 in Swift 6.3, Apple's fork
      swiftlang/swift-foundation-icu) are opened for every locale both list (ICU's available locales
      that are also in `Locale.availableIdentifiers`), each in the locale's default calendar, and
      compared field by field. Day labels and headings are each provider's own months (the same
      months: both count them with calrender's arithmetic and tables).

      \(locales.count) locales compared\(unopened.isEmpty ? "" : "; \(unopened.count) could not be opened").

      ## Agreement by field

      | Field | What is compared | Agree | Differ | Agreement |
      |---|---|---:|---:|---:|

      """
    for field in Self.fields {
      let differing = differences[field.name]?.count ?? 0
      let percent = String(format: "%.1f%%", agreement(field.name) * 100)
      text += "| `\(field.name)` | \(field.summary) | \(locales.count - differing) | \(differing) | \(percent) |\n"
    }
    text += """

      Fields under 95% are under it because CLDR changed between the two providers' data (the kinds
      below); the test holds each field to 95% and lists those as known issues, and fails on any
      difference no kind explains.

      ## Differences by kind

      Each kind: why, then for each field every distinct pair of answers (ICU's, then Foundation's)
      with the locales that give it. Weekday names are listed Sunday to Saturday, titles and headings
      for the four months compared, separated by `|`.

      """
    let explained = self.explained
    for kind in DifferenceKind.all {
      guard let cases = explained[kind.id] else { continue }
      text +=
        "\n### \(kind.title)\n\n\(kind.reason)\n\n| Field | Locales | ICU | Foundation |\n|---|---|---|---|\n"
      for field in Self.fields {
        // One row for each distinct pair of answers, with every locale that gives it.
        var rows: [(icu: String, foundation: String, locales: [String])] = []
        for difference in cases.filter({ $0.field == field.name }).map(\.difference) {
          if let index = rows.firstIndex(where: { $0.icu == difference.icu && $0.foundation == difference.foundation })
          {
            rows[index].locales.append(difference.locale)
          } else {
            rows.append((difference.icu, difference.foundation, [difference.locale]))
          }
        }
        for row in rows {
          text +=
            "| `\(field.name)` | \(row.locales.count): \(row.locales.joined(separator: " ")) | \(cell(row.icu)) "
            + "| \(cell(row.foundation)) |\n"
        }
      }
    }
    let unexplained = self.unexplained
    if !unexplained.isEmpty {
      text += "\n### Unexplained\n\n| Field | Locale | ICU | Foundation |\n|---|---|---|---|\n"
      for (field, difference) in unexplained {
        text += "| `\(field)` | `\(difference.locale)` | \(cell(difference.icu)) | \(cell(difference.foundation)) |\n"
      }
    }
    if !unopened.isEmpty {
      text += "\n## Not opened\n\n"
      for (locale, reason) in unopened { text += "- `\(locale)`: \(reason)\n" }
    }
    return text
  }

  /// A value in a table cell.
  private func cell(_ value: String) -> String {
    value.isEmpty ? "(none)" : value.replacingOccurrences(of: "|", with: "\\|")
  }
}
