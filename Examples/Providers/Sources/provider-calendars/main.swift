import CalRender

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
