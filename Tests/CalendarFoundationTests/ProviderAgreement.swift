import CalRenderTestSupport
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
  /// The locale's default calendar in ICU (Babel has Gregorian data only).
  let calendar: String
  let icu: String
  let foundation: String
  /// What CLDR 42 and CLDR 46 say, from Babel's copies of them (scripts/cldr_oracle.py); nil
  /// where Babel cannot say.
  var cldr42: String? = nil
  var cldr46: String? = nil

  /// What the two CLDR releases say of this difference.
  var verdict: CLDRVerdict {
    if let cldr46, cldr46 == icu { return .foundationData }
    guard let cldr46, cldr46 == foundation else { return .unsettled }
    if let cldr42, cldr42 != icu, cldr42 != icuDigitsMasked { return .unsettled }
    return .changedInCLDR
  }
}

extension AgreementDifference {
  /// ICU's answer with its digits as `#`, as Babel 2.12 writes them (it has no default numbering
  /// system, scripts/cldr_oracle.py).
  var icuDigitsMasked: String {
    String(icu.map { $0.unicodeScalars.first?.properties.generalCategory == .decimalNumber ? "#" : $0 })
  }
}

/// Whether a difference is a change between CLDR 42 and CLDR 46, as Babel's copies of the two
/// releases show it.
enum CLDRVerdict: String, CaseIterable, Sendable {
  /// CLDR 46 has Foundation's answer, and CLDR 42 ICU's (or cannot say).
  case changedInCLDR = "CLDR 42 → 46"
  /// CLDR 46 still has ICU's answer: the difference is the Foundation ICU's own data or behaviour
  /// (Apple's fork), not a CLDR release.
  case foundationData = "not CLDR"
  /// Babel cannot say (a calendar other than the Gregorian), or says something else.
  case unsettled = "not settled"
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
          AgreementDifference(
            locale: id, calendar: icu.calendarFacts.calendar.identifier, icu: values.0, foundation: values.1))
      }
    }
    result.readCLDR()
    return result
  }

  /// The Babel copies of CLDR the oracle reads (.ci/run installs them with `pip install --target`).
  static let babel = (cldr42: "/opt/babel-cldr42", cldr46: "/opt/babel-cldr46")
  /// Whether both oracle runs answered every difference.
  var oracleRan = false

  /// Asks Babel's CLDR 42 and CLDR 46 what each difference's field is in its locale.
  mutating func readCLDR() {
    let keys = Self.fields.flatMap { field in (differences[field.name] ?? []).indices.map { (field.name, $0) } }
    let requests = keys.map { field, index in
      let difference = differences[field]![index]
      return "\(field)\t\(difference.locale)\t\(difference.calendar)\n"
    }.joined()
    let script = TestSupport.packageRoot.appendingPathComponent("scripts/cldr_oracle.py").path
    var answers: [[String]] = []
    for directory in [Self.babel.cldr42, Self.babel.cldr46] {
      guard let result = try? TestSupport.run(TestSupport.python, [script, directory], stdin: requests),
        result.status == 0
      else { return }
      let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
      guard lines.count == keys.count else { return }
      answers.append(lines)
    }
    for (position, (field, index)) in keys.enumerated() {
      differences[field]![index].cldr42 = answers[0][position] == "-" ? nil : answers[0][position]
      differences[field]![index].cldr46 = answers[1][position] == "-" ? nil : answers[1][position]
    }
    oracleRan = true
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

  /// The share of locales whose answers agree on `field` where the providers' CLDR releases do:
  /// differences that are changes between CLDR 42 and 46 set aside.
  func sameDataAgreement(_ field: String) -> Double {
    guard !locales.isEmpty else { return 0 }
    let own = (differences[field] ?? []).filter { $0.verdict != .changedInCLDR }.count
    return Double(locales.count - own) / Double(locales.count)
  }

  /// Differences by the id of the kind that explains them, each with its field.
  var explained: [String: [(field: String, difference: AgreementDifference)]] {
    var kinds: [String: [(field: String, difference: AgreementDifference)]] = [:]
    for field in Self.fields {
      for difference in differences[field.name] ?? [] {
        if let kind = DifferenceKind.all.first(where: { $0.explains(field: field.name, difference) }) {
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
        !DifferenceKind.all.contains { $0.explains(field: field.name, difference) }
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

      Each difference is then looked up in CLDR 42 and CLDR 46 themselves, as PyPI Babel 2.12.1 and
      2.17.0 compile them from CLDR's XML (scripts/cldr_oracle.py; Babel has Gregorian data only):
      *CLDR 42 → 46* where CLDR 46 has Foundation's answer (and CLDR 42 ICU's), a change between the
      releases; *not CLDR* where CLDR 46 still has ICU's answer, so that Foundation's differs by
      its own data or behaviour (its ICU is Apple's fork, whose locale data is Apple's where Apple
      changed it); *not settled* where Babel cannot say. *Same data* is the agreement once the
      changes between the releases are set aside: how often the providers agree where their CLDR
      does.

      | Field | What is compared | Agree | Differ | Agreement | CLDR 42 → 46 | Not CLDR | Not settled | Same data |
      |---|---|---:|---:|---:|---:|---:|---:|---:|

      """
    for field in Self.fields {
      let differing = differences[field.name] ?? []
      let percent = String(format: "%.1f%%", agreement(field.name) * 100)
      let counts = CLDRVerdict.allCases.map { verdict in differing.filter { $0.verdict == verdict }.count }
      let same = String(format: "%.1f%%", sameDataAgreement(field.name) * 100)
      text +=
        "| `\(field.name)` | \(field.summary) | \(locales.count - differing.count) | \(differing.count) | \(percent) "
        + "| \(counts.map(String.init).joined(separator: " | ")) | \(same) |\n"
    }
    text += """

      Four fields are under 95%: the abbreviated and short weekday names mostly by Foundation's own
      data (its ICU's Arabic, Portuguese, Russian and Catalan names, where CLDR 46 has ICU's), month
      names and titles by CLDR's revisions between 42 and 46. Only these two are under 95% on the
      same data, and there the Foundation provider gives what Foundation gives, as an app on the
      platform shows it. The test holds each field to 95% and lists those under it as known issues,
      and fails on any difference no kind explains, and where a kind's claim (a CLDR revision, or
      Foundation's own) is contradicted by what CLDR 46 says.

      ## Differences by kind

      Each kind: why, then for each field every distinct pair of answers (ICU's, then Foundation's)
      with the locales that give it. Weekday names are listed Sunday to Saturday, titles and headings
      for the four months compared, separated by `|`.

      """
    let explained = self.explained
    for kind in DifferenceKind.all {
      guard let cases = explained[kind.id] else { continue }
      text +=
        "\n### \(kind.title)\n\n\(kind.reason)\n\n| Field | Locales | ICU | Foundation | CLDR 42 · 46 |\n|---|---|---|---|---|\n"
      for field in Self.fields {
        // One row for each distinct pair of answers and CLDR's, with every locale that gives it.
        var rows: [(difference: AgreementDifference, locales: [String])] = []
        for difference in cases.filter({ $0.field == field.name }).map(\.difference) {
          if let index = rows.firstIndex(where: { $0.difference.sameAnswers(as: difference) }) {
            rows[index].locales.append(difference.locale)
          } else {
            rows.append((difference, [difference.locale]))
          }
        }
        for row in rows {
          text +=
            "| `\(field.name)` | \(row.locales.count): \(row.locales.joined(separator: " ")) | \(cell(row.difference.icu)) "
            + "| \(cell(row.difference.foundation)) | \(row.difference.cldrCell) |\n"
        }
      }
    }
    let unexplained = self.unexplained
    if !unexplained.isEmpty {
      text += "\n### Unexplained\n\n| Field | Locale | ICU | Foundation | CLDR 42 · 46 |\n|---|---|---|---|---|\n"
      for (field, difference) in unexplained {
        text +=
          "| `\(field)` | `\(difference.locale)` | \(cell(difference.icu)) | \(cell(difference.foundation)) "
          + "| \(difference.cldrCell) |\n"
      }
    }
    if !unopened.isEmpty {
      text += "\n## Not opened\n\n"
      for (locale, reason) in unopened { text += "- `\(locale)`: \(reason)\n" }
    }
    return text
  }

  /// A value in a table cell.
  fileprivate func cell(_ value: String) -> String {
    value.isEmpty ? "(none)" : value.replacingOccurrences(of: "|", with: "\\|")
  }
}

extension AgreementDifference {
  /// Whether two differences give the same answers, CLDR's included (one row of the report).
  func sameAnswers(as other: AgreementDifference) -> Bool {
    (icu, foundation, cldr42, cldr46) == (other.icu, other.foundation, other.cldr42, other.cldr46)
  }

  /// What the two CLDR releases say, in the report's words: whose answer each has, or its own.
  var cldrCell: String {
    func says(_ value: String?) -> String {
      guard let value else { return "—" }
      if value == icu || value == icuDigitsMasked { return "ICU" }
      if value == foundation { return "Foundation" }
      return value.isEmpty ? "(none)" : value.replacingOccurrences(of: "|", with: "\\|")
    }
    if cldr42 == nil && cldr46 == nil { return calendar == "gregorian" ? "—" : "— (\(calendar))" }
    return "\(says(cldr42)) · \(says(cldr46))"
  }
}
