import CalendarEvents
import CalendarICU
import CalendarModel

/// `--agenda`: the events of the days shown, listed under the grid in the locale's date and time
/// formats (skeletons `yMMMEd` and `jm`), timed events in the time zone they fall on days in.
struct Agenda {
  let calendar: LocaleCalendar
  let timeZone: ICUTimeZone

  func entries(_ source: (ClosedRange<JulianDay>) throws -> [CalendarEvent], shown document: CalendarDocument) throws
    -> [AgendaEntry]
  {
    let days =
      document.months.flatMap { $0.weeks.flatMap(\.days) }.filter(\.inMonth).map(\.date)
      + (document.week?.week.days.map(\.date) ?? [])
    guard let first = days.min(), let last = days.max() else { return [] }
    let events = try source(first...last)
    let locale = calendar.facts.locale.icuIdentifier
    let generator = try ICUPatternGenerator(locale: locale)
    let dateFormat = try ICUDateFormat(locale: locale, pattern: try generator.bestPattern(skeleton: "yMMMEd"))
    let timeFormat = try ICUDateFormat(locale: locale, pattern: try generator.bestPattern(skeleton: "jm"))
    // Ordered by local day, all-day events first on a day, then by local time.
    var lines: [(key: (Int, Int, Int64), title: String, text: String)] = []
    for event in events {
      switch (event.start, event.end) {
      case (.date(let start), .date(let end)):
        guard start <= last && end >= first else { continue }
        var when = try dateFormat.format(start)
        if end != start { when += " – " + (try dateFormat.format(end)) }
        lines.append(((start.value, 0, 0), event.title, when))
      case (.instant(let start), .instant(let end)):
        let startDay = try timeZone.day(of: start)
        let endDay = end > start ? try timeZone.day(of: end - 1) : startDay
        guard startDay <= last && endDay >= first else { continue }
        let local = { (instant: Int64) throws -> String in
          let day = try self.timeZone.day(of: instant)
          let seconds = Double(
            instant + Int64(try self.timeZone.offset(at: instant)) - Int64(day.value - 2_440_588) * 86_400)
          return try timeFormat.format(day, seconds: seconds)
        }
        var when = try dateFormat.format(startDay) + " " + (try local(start))
        if end > start {
          when += " – " + (endDay != startDay ? try dateFormat.format(endDay) + " " : "") + (try local(end))
        }
        lines.append(((startDay.value, 1, start), event.title, when))
      default:
        continue
      }
    }
    let sorted = lines.sorted { a, b in
      if a.key.0 != b.key.0 { return a.key.0 < b.key.0 }
      if a.key.1 != b.key.1 { return a.key.1 < b.key.1 }
      if a.key.2 != b.key.2 { return a.key.2 < b.key.2 }
      return a.title < b.title
    }
    return sorted.map { AgendaEntry(when: $0.text, title: $0.title) }
  }
}
