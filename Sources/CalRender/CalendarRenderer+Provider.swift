import CalendarICU

/// The ICU provider (system libicu), the default on Linux: `CalendarRenderer(provider: ICUCalendarProvider())`.
public typealias ICUCalendarProvider = CalendarICU.ICUCalendarProvider

extension CalendarRenderer {
  /// The provider a renderer, a catalog or a picker uses unless given one: the one place that picks.
  /// A new provider each call (its pools empty): keep a renderer to share one.
  public static func defaultProvider() -> any CalendarDataProvider { ICUCalendarProvider() }
}
