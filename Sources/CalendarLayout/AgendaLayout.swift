import CalendarModel

/// The agenda under a view: the events of the days shown, in the locale's date and time formats
/// (skeletons `yMMMEd` and `jm`), timed events in the zone they fall on days in, and the holidays of
/// those days; ordered by local day, holidays first on a day, then all-day events, then by local
/// time, then by title.
///
/// The lines are the locale's own, not glued together here (CLDR, through ICU):
/// - a timed event within one local day (its end at the next midnight included): the date, then
///   the range of times in ICU's interval format of the `jm` pattern's skeleton, which writes what
///   the ends share once and follows the "greatest difference" ("Wed, Feb 14, 2024, 10:00 – 11:30
///   AM", "…, 10:00 AM – 1:30 PM", "2024년 2월 14일 (수) 오전 10:00~11:30", "Mi., 14. Feb. 2024,
///   10:00–11:30 Uhr"), joined by the locale's medium dateTimeFormat (`{1}, {0}`, `{1} {0}`: the
///   join the pattern generator gives `yMMMEdjm`);
/// - a timed event over several days: date and time, the same join, at each end, the ends joined
///   by the locale's fallback interval pattern (`{0} – {1}`, `{0}～{1}`, `{0} ~ {1}`), as ICU's
///   interval format writes `yMMMEdjm` for different days;
/// - an all-day event over several days: ICU's interval format of `yMMMEd`, which writes what the
///   ends share once ("Wed, Feb 28 – Fri, Mar 1, 2024", "2024년 2월 28일 (수) ~ 3월 1일 (금)"); but
///   where ICU 72 reckons a date wrong (53 Hebrew years, corrected lunar months: its interval format
///   knows only its own calendar), the two corrected dates joined by the fallback pattern.
/// A zero-length event shows its start alone; so does an event of the sky (`--sky`), a timed line
/// at its local time among the day's timed events.
///
/// In a right-to-left locale each time is a first-strong isolate (FSI … PDI, UAX #9): a time with
/// Latin letters ("10:00 AM" in ur) is then one left-to-right unit, and the range reads from the
/// right, start then end, as ICU's own formats do in Hebrew and Arabic. Without it the bidi
/// algorithm joins "AM – 1:30 PM" into one left-to-right run and leaves "10:00" on its own
/// (`AM – 1:30 PM 10:00` on a bidi terminal or in a browser). In a range the interval format
/// writes, each end ICU marks as such is isolated and what the ends share stays outside
/// (ur "10:00–11:30 AM" as FSI 10:00 PDI–FSI 11:30 PDI AM: the day period after both, left of them).
struct AgendaLayout {
  let localization: any CalendarLocalization
  let placement: EventPlacement?
  let holidays: (any HolidaySource)?
  /// The days with events of the sky (the plan's), each a timed line at its local time.
  var skyDays: [(day: JulianDay, sky: [DaySky])] = []

  func entries(for days: ClosedRange<JulianDay>) throws -> [AgendaEntry] {
    var lines: [(key: (Int, Int, Int64), entry: AgendaEntry)] = []
    let rightToLeft = localization.calendarFacts.direction == .rtl
    for (day, events) in skyDays where days.contains(day) {
      for event in events {
        let time = try localization.agendaTime(day, seconds: event.secondsIntoDay)
        let when = try localization.agendaDateTime(
          date: try localization.agendaDate(day), time: rightToLeft ? "\u{2068}" + time + "\u{2069}" : time)
        let local = event.localTime
        lines.append(
          ((day.value, 1, event.epochSeconds),
           AgendaEntry(when: when, title: event.name, allDay: false, start: local, end: local, sky: event.kind)))
      }
    }
    if let holidays {
      for (day, list) in try holidays.holidays(in: days) {
        for (index, holiday) in list.enumerated() {
          lines.append(
            ((day.value, -1, Int64(index)),
             AgendaEntry(
               // A holiday of another list than the public one says which (` (bank)`).
               when: try localization.agendaDate(day), title: holiday.name + holiday.categorySuffix, id: holiday.id,
               allDay: true,
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
    for event in try placement.events(overlapping: days) {
      guard let (first, last, shown) = try placement.place(event), first <= days.upperBound, last >= days.lowerBound
      else { continue }
      let when: String
      let key: (Int, Int, Int64)
      switch event.span {
      case .timed(let instants):
        let (start, end) = (instants.lowerBound, instants.upperBound)
        let startSeconds = try zone.secondsIntoDay(at: start)
        let date = try localization.agendaDate(first)
        if end <= start {
          when = try localization.agendaDateTime(date: date, time: try time(first, startSeconds))
        } else if last == first {
          // An end at the next midnight is written as 0:00 of the same day: ICU compares the
          // times' fields only, and "10:00 PM – 12:00 AM" needs no second date.
          let endDay = try zone.day(of: end)
          let endSeconds = endDay == first ? try zone.secondsIntoDay(at: end) : 0
          let times = try localization.agendaTimes(on: first, from: startSeconds, to: endSeconds, isolatingEnds: isolated)
          when = try localization.agendaDateTime(date: date, time: times)
        } else {
          let endDay = try zone.day(of: end)
          when = localization.agendaRange(
            from: try localization.agendaDateTime(date: date, time: try time(first, startSeconds)),
            to: try localization.agendaDateTime(
              date: try localization.agendaDate(endDay), time: try time(endDay, try zone.secondsIntoDay(at: end))))
        }
        key = (first.value, 1, start)
      case .allDay:
        when = last != first ? try localization.agendaDates(from: first, to: last) : try localization.agendaDate(first)
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
