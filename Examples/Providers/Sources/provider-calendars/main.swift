import CalRender

// The default provider: Foundation's when calrender is built with the Foundation trait alone, ICU's
// with its default traits.
let renderer = CalendarRenderer(environment: [:])
print(LibraryVersions.current().provider)
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
