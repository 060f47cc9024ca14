import CalendarModel

/// The agenda under a view: the events of the days shown, in the locale's date and time formats
/// (skeletons `yMMMEd` and `jm`), timed events in the zone they fall on days in, and the holidays of
/// those days; ordered by local day, holidays first on a day, then all-day events, then by local
/// time, then by title.
///
/// In a right-to-left locale each time is a first-strong isolate (FSI … PDI, UAX #9): a time with
/// Latin letters ("10:00 AM" in ur) is then one left-to-right unit, and the range reads from the
/// right, start then end, as ICU's own formats do in Hebrew and Arabic. Without it the bidi
/// algorithm joins "AM – 11:30 AM" into one left-to-right run and leaves "10:00" on its own
/// (`AM – 11:30 AM 10:00` on a bidi terminal or in a browser).
struct AgendaLayout {
  let localization: any CalendarLocalization
  let placement: EventPlacement?
  let holidays: (any HolidaySource)?

  func entries(for days: ClosedRange<JulianDay>) throws -> [AgendaEntry] {
    var lines: [(key: (Int, Int, Int64), entry: AgendaEntry)] = []
    if let holidays {
      for (day, list) in try holidays.holidays(in: days) {
        for (index, holiday) in list.enumerated() {
          lines.append(
            ((day.value, -1, Int64(index)),
             AgendaEntry(
               when: try localization.agendaDate(day), title: holiday.name, id: holiday.id, allDay: true,
               start: day.isoString, end: day.isoString)))
        }
      }
    }
    guard let placement else { return Self.sorted(lines) }
    let zone = placement.timeZone
    let isolated = localization.calendarFacts.direction == .rtl
    func time(_ day: JulianDay, _ seconds: Int) throws -> String {
      let text = try localization.agendaTime(day, seconds: seconds)
      return isolated ? "\u{2068}" + text + "\u{2069}" : text
    }
    for event in try placement.source.events(overlapping: days) {
      guard let (first, last, shown) = try placement.place(event), first <= days.upperBound, last >= days.lowerBound
      else { continue }
      var when = try localization.agendaDate(first)
      let key: (Int, Int, Int64)
      switch (event.start, event.end) {
      case (.instant(let start), .instant(let end)):
        when += " " + (try time(first, try zone.secondsIntoDay(at: start)))
        if end > start {
          if last != first { when += " – " + (try localization.agendaDate(last)) + " " } else { when += " – " }
          when += try time(try zone.day(of: end), try zone.secondsIntoDay(at: end))
        }
        key = (first.value, 1, start)
      default:
        if last != first { when += " – " + (try localization.agendaDate(last)) }
        key = (first.value, 0, 0)
      }
      lines.append(
        (key, AgendaEntry(when: when, title: event.title, id: event.id, allDay: shown.allDay, start: shown.start, end: shown.end)))
    }
    return Self.sorted(lines)
  }

  private static func sorted(_ lines: [(key: (Int, Int, Int64), entry: AgendaEntry)]) -> [AgendaEntry] {
    lines.sorted { a, b in
      if a.key.0 != b.key.0 { return a.key.0 < b.key.0 }
      if a.key.1 != b.key.1 { return a.key.1 < b.key.1 }
      if a.key.2 != b.key.2 { return a.key.2 < b.key.2 }
      return a.entry.title < b.entry.title
    }.map(\.entry)
  }
}
