import CalendarModel

/// The pattern sources of one renderer, one per locale and calendar: every calendar, secondary
/// calendar and pattern linter of a (locale, calendar) reads skeletons through the same
/// ``PatternSource``, so each opens at most one pattern generator — `udatpg_open` is the costliest
/// object a locale's calendar needs. A value a renderer owns, not a global: two renderers share
/// nothing.
package final class PatternSourceCache: Sendable {
  private struct Key: Hashable {
    var locale: String
    var calendarType: String
  }
  private let sources = Locked<[Key: PatternSource]>([:])

  /// An empty cache.
  package init() {}

  /// The source of `locale` (an ICU id whose `calendar` keyword names the calendar) in the calendar
  /// ICU names `calendarType`, opened on first use.
  package func source(locale: String, calendarType: String) -> PatternSource {
    let key = Key(locale: locale, calendarType: calendarType)
    return sources.withLock { sources in
      if let known = sources[key] { return known }
      let made = PatternSource(locale: locale, calendarType: calendarType)
      sources[key] = made
      return made
    }
  }

  /// The sources opened so far: one per (locale, calendar) asked for.
  package var count: Int { sources.withLock { $0.count } }

  /// How many pattern generators the sources have opened (at most one each).
  package var generatorsOpened: Int { sources.withLock { $0.values.filter(\.openedGenerator).count } }
}
