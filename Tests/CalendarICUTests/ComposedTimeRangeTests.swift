import CalendarModel
import Testing

@testable import CalendarICU

/// The agenda's time ranges and date-time join, read from the locale's data
/// (``ComposedTimeRangeFormat``, ``PatternSource/dateTimeFormat()``), are what ICU's interval
/// format and pattern generator write, in every locale ICU lists.
@Suite("Agenda times composed from the interval data")
struct ComposedTimeRangeTests {
  static let day = JulianDay(isoYear: 2024, month: 2, day: 14)

  /// Start and end (seconds after midnight): one half-day, AM → PM, the hour alone, the minute
  /// alone, the same minute (twice: equal, and 20 s apart), an end at 0:00, PM → PM, PM → AM.
  static let pairs = [
    (36_000, 41_400), (36_000, 48_600), (33_300, 36_900), (36_000, 38_700), (36_000, 36_000), (36_000, 36_020),
    (79_200, 0), (50_400, 55_800), (43_200, 43_260), (0, 300),
  ]

  /// Locales of each script and time style, in every calendar.
  static let representative = [
    "en_US", "ko_KR", "ja_JP", "zh_Hant_TW", "zh_Hans_CN", "ar_SA", "fa_IR", "he_IL", "th_TH", "de_DE", "hi_IN",
    "am_ET", "bn_BD", "es_419",
  ]

  @Test func timeRangesEqualICUsIntervalFormat() throws {
    let resolver = LocaleResolver()
    var requests: [(String, CalendarSystem?)] = resolver.availableLocales.flatMap { [($0, nil), ($0, .gregorian)] }
    requests += Self.representative.flatMap { id in CalendarSystem.allCases.map { (id, $0) } }
    var composing = 0
    var declined: [String] = []
    for (id, system) in requests {
      let calendar = try LocaleCalendar(locale: try resolver.resolve(id), options: CalendarOptions(calendar: system))
      if try calendar.composesAgendaTimes { composing += 1 } else { declined.append(id) }
      for (start, end) in Self.pairs {
        for isolating in [false, true] {
          let composed = try calendar.agendaTimes(on: Self.day, from: start, to: end, isolatingEnds: isolating)
          let icu = try calendar.icuAgendaTimes(on: Self.day, from: start, to: end, isolatingEnds: isolating)
          #expect(composed == icu, "\(id) \(system?.identifier ?? "default") \(start)…\(end) isolated: \(isolating)")
        }
      }
    }
    // Nearly every locale takes the data path (those declined keep ICU's format; with ICU 72,
    // all 1 610 requests of 805 locales compose).
    #expect(composing * 100 >= requests.count * 95, "composed \(composing) of \(requests.count); declined \(declined)")
  }

  @Test func dateTimeFormatIsTheGenerators() throws {
    let resolver = LocaleResolver()
    var compared = 0
    for id in resolver.availableLocales {
      for system in CalendarSystem.allCases {
        let source = PatternSource(locale: "\(id)@calendar=\(system.identifier)", calendarType: system.identifier)
        let data = source.dataDateTimeFormat()
        let generator = try source.generatorDateTimeFormat()
        compared += 1
        #expect(data != nil && data == generator, "\(id) \(system.identifier): \(String(describing: data)) vs \(generator)")
      }
    }
    #expect(compared == resolver.availableLocales.count * CalendarSystem.allCases.count)
  }

  /// ICU cuts an interval pattern where a field letter first repeats, quotes understood.
  @Test func halves() {
    let cut = ComposedTimeRangeFormat.Halves("h:mm – h:mm a")
    #expect(cut == ComposedTimeRangeFormat.Halves(first: "h:mm – ", second: "h:mm a"))
    #expect(ComposedTimeRangeFormat.Halves("a h:mm~h:mm") == .init(first: "a h:mm~", second: "h:mm"))
    #expect(ComposedTimeRangeFormat.Halves("HH'h'mm – HH'h'mm") == .init(first: "HH'h'mm – ", second: "HH'h'mm"))
    #expect(ComposedTimeRangeFormat.Halves("h:mm a") == .init(first: "h:mm a", second: nil))
  }

  @Test func intervalSkeletons() {
    func skeleton(_ pattern: String) -> String? { ComposedTimeRangeFormat.intervalSkeleton(of: pattern) }
    #expect(skeleton("h:mm a") == "hm")
    #expect(skeleton("HH:mm") == "Hm")
    #expect(skeleton("B h:mm") == "Bhm")
    #expect(skeleton("ah:mm") == "hm")
    #expect(skeleton("K:mm a") == nil)
    #expect(skeleton("h:mm:ss a") == nil)
  }
}
