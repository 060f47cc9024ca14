// The code of the DocC article "Build a month view in SwiftUI" (Sources/CalRender/CalRender.docc/
// BuildingAMonthView.md), block for block: everything but the SwiftUI view, which needs an Apple
// platform. ExamplesPackageTests checks that each of the article's other code blocks is in this
// file as written, builds it and runs it (main.swift).
import CalRender
import Foundation

/// The month an app shows: the month of `date` in the user's zone and locale, today marked,
/// the user's events and the Korean lunar date under each day.
func monthRequest(
  containing date: Date, now: Date, in timeZone: TimeZone, locale: Locale, events: Events
) -> CalendarRequest {
  var request = CalendarRequest(locale: locale, timeZone: timeZone, view: .month(containing: date, in: timeZone))
  request.today = .date(JulianDay(now, in: timeZone))
  request.events = events
  request.secondary = .dangi
  return request
}

/// The app's events as one value: a calendar file's text and the app's own events together.
func appEvents(icsText: String, lunch: DateInterval) throws -> Events {
  var events = try Events(text: icsText)
  events.merge(Events([CalendarEvent(title: "점심 약속", interval: lunch)]))
  return events
}

/// What one cell of the grid shows, read off a day of the document.
struct DayModel: Identifiable, Hashable {
  var id: JulianDay
  /// The day number in the locale's digits ("14", "١٤").
  var label: String
  /// The weekday in words, for VoiceOver and a week strip ("수요일").
  var weekdayName: String
  /// The full date as the locale writes it ("2024년 2월 14일 수요일").
  var accessibilityLabel: String
  var isInMonth: Bool
  var isToday: Bool
  /// Red like the locale's Sunday: a public holiday or a red weekend day.
  var isRed: Bool
  var selection: Selection.Role?
  var holidayNames: [String]
  var eventTitles: [String]
  /// The day in the second calendar ("1. 5."), or its month's name on the month's first day.
  var secondaryText: String?

  init(_ cell: DayCell, in document: CalendarDocument) {
    id = cell.id
    label = cell.label
    weekdayName = document.header(of: cell.weekday)?.names.wide ?? ""
    accessibilityLabel = cell.accessibleLabel ?? cell.date.isoString
    isInMonth = cell.inMonth
    isToday = cell.isToday
    isRed = cell.isDayOff || (cell.isWeekend && document.weekendColors[cell.weekday] == .red)
    selection = cell.selection
    holidayNames = cell.holidays.map(\.name)
    eventTitles = cell.events.map(\.title)
    secondaryText = cell.secondary?.cellText
  }
}

/// A month as the view lays it out: a title, seven column headers and rows of seven days.
struct MonthModel {
  var title: String
  var weekdayLabels: [String]
  /// Right to left (ar, he, fa): a grid's columns are mirrored, as SwiftUI's layout direction does.
  var isRightToLeft: Bool
  var weeks: [[DayModel]]

  /// The first month of `document` (nil for a week view's, which has none).
  init?(_ document: CalendarDocument) {
    guard let month = document.months.first else { return nil }
    title = month.headings.title
    weekdayLabels = document.weekdays.map(\.label)
    isRightToLeft = document.direction == .rtl
    weeks = month.weeks.map { week in week.days.map { DayModel($0, in: document) } }
  }
}

/// A server renders, an app decodes: the JSON output is the document again.
func decodeDocument(_ json: String) throws -> CalendarDocument {
  try JSONDecoder().decode(CalendarDocument.self, from: Data(json.utf8))
}
