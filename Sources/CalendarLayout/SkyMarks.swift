import CalendarModel
import CalendarSky

/// The sky a request marks (`--sky`): which events, the zone in which they fall on days, and the
/// words they are named with. The events of a request's span are computed once, for the whole
/// document (``DocumentPlan``), from the years ``SkyYears`` keeps, then put on the days that have them.
package struct SkyMarks: Sendable {
  /// The Moon's principal phases.
  package var phases: Bool
  /// All 24 solar terms (the equinoxes and solstices among them, named as terms).
  package var terms: Bool
  /// The equinoxes and solstices alone (when not `terms`).
  package var seasons: Bool
  /// The view's time zone: an instant's day and local time.
  package var zone: any TimeZoneRules & Sendable
  /// The zone's IANA id, under which ``SkyYears`` keeps its offsets (nil: not kept, a POSIX rule).
  package var zoneKey: String?
  /// The words, in the display language where `Locales/sky/` has them.
  package var names: SkyNames
  /// The years computed so far (shared by the requests of one renderer).
  package var years: SkyYears

  /// The marks of a request.
  package init(
    phases: Bool, terms: Bool, seasons: Bool, zone: any TimeZoneRules & Sendable, zoneKey: String?, names: SkyNames,
    years: SkyYears
  ) {
    (self.phases, self.terms, self.seasons) = (phases, terms, seasons)
    self.zone = zone
    self.zoneKey = zoneKey
    self.names = names
    self.years = years
  }

  /// Whether anything is marked.
  var isEmpty: Bool { !phases && !terms && !seasons }

  /// The days of `days` with events, in order, each with its events in time order.
  func events(on days: ClosedRange<JulianDay>) throws -> [(day: JulianDay, sky: [DaySky])] {
    guard !isEmpty else { return [] }
    // Midnight UT of the days, widened by two days for any zone's offset (±26 hours at most).
    let start = Int64(days.lowerBound.value - 2_440_588 - 2) * 86_400
    let end = Int64(days.upperBound.value - 2_440_588 + 3) * 86_400
    var marked: [(day: JulianDay, sky: [DaySky])] = []
    for (event, offset) in try years.events(in: start..<end, zone: zone, zoneKey: zoneKey) {
      let kind: DaySky.Kind
      switch event.kind {
      case .moonPhase(let phase):
        guard phases else { continue }
        kind = .moonPhase(Self.phase(phase))
      case .solarTerm(let term):
        if terms {
          kind = .solarTerm(longitude: term.longitude)
        } else if seasons && term.isEquinoxOrSolstice {
          kind = .season(longitude: term.longitude)
        } else {
          continue
        }
      }
      let day = event.day(utcOffsetSeconds: offset)
      guard days.contains(day) else { continue }
      let sky = DaySky(
        kind: kind, name: names.name(of: kind), language: names.language, epochSeconds: event.epochSeconds,
        utcOffsetSeconds: offset)
      // In time order, so a day's events are consecutive.
      if let last = marked.last, last.day == day {
        marked[marked.count - 1].sky.append(sky)
      } else {
        marked.append((day, [sky]))
      }
    }
    return marked
  }

  private static func phase(_ phase: MoonPhase) -> DaySky.MoonPhase {
    switch phase {
    case .new: .new
    case .firstQuarter: .firstQuarter
    case .full: .full
    case .lastQuarter: .lastQuarter
    }
  }
}
