// Four things people hand-build, each a request to CalRender.
import CalRender

let valentines = JulianDay(isoYear: 2024, month: 2, day: 14)
let renderer = CalendarRenderer()  // keep one: it caches ICU's calendars and formatters

// 1. A Korean month as text and as JSON (Sunday first, 일 월 화…, title from the locale's pattern).
var month = CalendarRequest(locale: "ko-KR", view: .month(containing: valentines))
month.today = .date(valentines)
print(try renderer.render(month, as: .text))
let document = try renderer.document(month)
print("JSON:", try renderer.render(month, as: .json).utf8.count, "bytes;", document.months[0].headings.title)

// 2. A whole Japanese year as SVG (an image; write it to a file in a real program).
let year = CalendarRequest(locale: "ja-JP", view: .year(containing: valentines))
let svg = try renderer.render(year, as: .svg(.init(theme: .dark)))
print("SVG:", svg.hasPrefix("<svg") ? "ok" : "broken", svg.utf8.count, "bytes")

// 3. A week strip with events, the Korean lunar date under each day, and the agenda.
var week = CalendarRequest(locale: "ko-KR", view: .week(containing: valentines))
week.today = .date(valentines)
week.timeZone = "Asia/Seoul"
week.secondary = .dangi
week.agenda = true
week.events = Events([
  CalendarEvent(
    id: "lunch", title: "점심 약속", instants: 1_707_879_600..<1_707_883_200)
])
print(try renderer.render(week, as: .text))

// 4. Right-to-left, another calendar system: Arabic in Umm al-Qura, as the model a custom view draws.
let arabic = try renderer.document(CalendarRequest(locale: "ar-SA", view: .month(containing: valentines)))
print(arabic.direction, arabic.calendar.identifier, arabic.months[0].headings.title)

// 5. A range picker's state, driven as your own view would drive it: Hebrew months, Adar I and II.
let hebrew = try PickerCalendar(CalendarRequest(locale: "he-IL", calendar: .hebrew))
var picker = PickerState(focus: JulianDay(isoYear: 2024, month: 2, day: 9), mode: .range, calendar: hebrew)  // 30 Shevat 5784
picker.moveMonths(by: 1)  // 30 Adar I
picker.select()  // the range's start
picker.moveMonths(by: 1)  // 29 Adar II: clamped to the month's last day
picker.move(.left)  // the week runs right to left: the next day
if case .range(let range)? = picker.select() {
  print("picked:", range.lowerBound.isoString, range.upperBound.isoString, try hebrew.format(range, skeleton: "yMMMd"))
}
