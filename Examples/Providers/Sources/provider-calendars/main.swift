import CalRender

#if CALRENDER_FOUNDATION
  import Foundation  // the app's own: the conversions below take its Date, TimeZone and Locale
#endif

// The default provider: Foundation's when calrender is built with the Foundation trait alone, ICU's
// with its default traits.
let renderer = CalendarRenderer(environment: [:])
print(LibraryVersions.current().provider)
// iCalendar input needs the Libical trait: without it, one clear error.
let ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//example//EN\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTAMP:20240101T000000Z\r\nDTSTART;VALUE=DATE:20240214\r\nSUMMARY:Lunch\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
do {
  _ = try Events(text: ics, name: "lunch.ics")
  print("ics: read")
} catch {
  print("ics: \(error)")
}
for (locale, calendar, day) in [
  ("ko-KR", nil, JulianDay(isoYear: 2024, month: 2, day: 14)),
  ("ar-SA", nil, JulianDay(isoYear: 2024, month: 3, day: 14)),
  ("he-IL", CalendarSystem.hebrew, JulianDay(isoYear: 2024, month: 3, day: 14)),
] as [(String, CalendarSystem?, JulianDay)] {
  var request = CalendarRequest(locale: locale, calendar: calendar)
  request.view = .month(containing: day)
  request.today = .none
  request.holidays = .none
  print(try renderer.render(request, as: .text), terminator: "")
  print("--")
}

#if CALRENDER_FOUNDATION
  // What an app holds: a Date, a TimeZone, a Locale, DateComponents, Calendar.Identifier.
  let seoul = TimeZone(identifier: "Asia/Seoul")!, newYork = TimeZone(identifier: "America/New_York")!
  let instant = Date(timeIntervalSince1970: 1_707_836_400)  // 2024-02-13 15:00 UTC: midnight in Seoul
  print("day:", JulianDay(instant, in: seoul).isoString, JulianDay(instant, in: TimeZone(identifier: "UTC")!).isoString)
  var fromDate = CalendarRequest(
    locale: Locale(identifier: "ko_KR"), timeZone: seoul, view: .month(containing: instant, in: seoul))
  fromDate.today = .none
  print("title:", try renderer.document(fromDate).months[0].headings.title, fromDate.locale ?? "", fromDate.timeZone ?? "")
  // 10 March 2024 begins at 05:00 UTC in New York (EST); the 11th at 04:00 (EDT).
  print(
    "start:", Int(JulianDay(isoYear: 2024, month: 3, day: 10).start(in: newYork).timeIntervalSince1970),
    Int(JulianDay(isoYear: 2024, month: 3, day: 11).start(in: newYork).timeIntervalSince1970))
  let gregorian = Calendar(identifier: .gregorian)
  print(
    "components:", JulianDay(DateComponents(year: 1500, month: 3, day: 1))?.isoString ?? "nil",
    JulianDay(DateComponents(calendar: gregorian, timeZone: seoul, year: 2024, month: 2, day: 30))?.isoString ?? "nil",
    JulianDay(DateComponents(calendar: gregorian, timeZone: seoul, year: 2024, month: 2, day: 29))?.isoString ?? "nil")
  print(
    "systems:", CalendarSystem(.islamicUmmAlQura)?.identifier ?? "nil",
    CalendarSystem(.ethiopicAmeteAlem)?.identifier ?? "nil", CalendarSystem.dangi.foundationIdentifier == nil)
  let lunch = CalendarEvent(
    title: "Lunch", interval: DateInterval(start: instant.addingTimeInterval(12 * 3600), duration: 3600))
  print("event:", lunch.span)
  do {
    _ = try renderer.document(CalendarRequest(locale: "xx-YY"))
  } catch {
    print("error:", error.localizedDescription)
  }
#endif
